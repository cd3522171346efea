import { useState } from 'react';
import { t } from '../../../platform/messages';
import { LoadMore } from '../../../ui/LoadMore';
import { SampleGroup } from '../Sample';

/** A list of three pages of three rows: the next page comes when the end is in view or the button is pressed. */
export function LoadMoreSamples() {
  const [rows, setRows] = useState(3);
  const [loading, setLoading] = useState(false);
  const load = () => {
    if (loading) return;
    setLoading(true);
    setTimeout(() => {
      setRows((n) => Math.min(9, n + 3));
      setLoading(false);
    }, 600);
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SampleGroup title={t.design.groups.states} className="block">
        <ul className="divide-y divide-line rounded-lg border border-line text-sm">
          {Array.from({ length: rows }, (_, i) => (
            <li key={i} className="px-3 py-2">
              Örnek satır {i + 1}
            </li>
          ))}
        </ul>
        <LoadMore hasMore={rows < 9} loading={loading} onLoad={load} />
      </SampleGroup>
      <SampleGroup title={t.design.groups.loading} className="block">
        <LoadMore hasMore loading onLoad={() => undefined} />
      </SampleGroup>
    </div>
  );
}
