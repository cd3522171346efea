import { Hammer } from 'lucide-react';
import { t } from '../../platform/messages';
import { Card } from '../../ui/Card';

/** Stands for a page that a later release fills; keeps the route, title and guard real. */
export function PlaceholderPage({ title, standalone }: { title: string; standalone?: boolean }) {
  const body = (
    <>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <Card className="mt-6 flex items-center gap-3 p-6 text-sm text-muted">
        <Hammer className="size-5 text-brand-600" aria-hidden />
        {t.placeholder.body}
      </Card>
    </>
  );
  return standalone ? <main className="mx-auto max-w-2xl p-6">{body}</main> : body;
}
