import { CalendarPlus, Copy } from 'lucide-react';
import { useState } from 'react';
import { t } from '../../platform/messages';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card, CardHeader } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/Dialog';
import { QueryBody } from '../../ui/QueryBody';
import { useToast } from '../../ui/Toast';
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed, type FeedUrls } from './calendar-feed-api';
import { formatInstantDate } from '../../platform/format-dates';

const m = t.calendarFeeds;

/**
 * The profile's calendar feed (issue 16, product §D7): the secret URLs are shown once, when made
 * (only the token's hash is stored); afterwards the card says when the feed was made, with renew
 * (a new one ends the old one) and revoke.
 */
export function CalendarFeedCard() {
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const toast = useToast();
  const [urls, setUrls] = useState<FeedUrls | null>(null);
  const [confirm, setConfirm] = useState<'renew' | 'revoke' | null>(null);

  const make = async () => {
    try {
      setUrls((await create.mutateAsync()).urls);
      toast(m.created);
    } catch {
      toast(m.failed, 'error');
    } finally {
      setConfirm(null);
    }
  };
  const end = async () => {
    try {
      await revoke.mutateAsync();
      setUrls(null);
      toast(m.revoked);
    } catch {
      toast(m.failed, 'error');
    } finally {
      setConfirm(null);
    }
  };

  return (
    <Card data-testid="calendar-feed-card">
      <CardHeader title={m.title} description={m.description} />
      <div className="space-y-4 p-5">
        <QueryBody query={feed} failed={m.loadError} empty={null} isEmpty={() => false}>
          {(live) =>
            live ? (
              <div className="space-y-3">
                <p className="text-sm text-ink">
                  {m.exists(formatInstantDate(live.createdAt))}
                  {live.lastUsedAt && (
                    <span className="text-muted"> {m.lastUsed(formatInstantDate(live.lastUsedAt))}</span>
                  )}
                </p>
                {urls && <FeedLinks urls={urls} />}
                <div className="flex flex-wrap gap-2">
                  <Button variant="secondary" onClick={() => setConfirm('renew')}>
                    {m.renew}
                  </Button>
                  <Button variant="ghost" onClick={() => setConfirm('revoke')}>
                    {m.revoke}
                  </Button>
                </div>
              </div>
            ) : (
              <div className="space-y-3">
                <p className="text-sm text-muted">{m.none}</p>
                <Button loading={create.isPending} onClick={() => void make()}>
                  {!create.isPending && <CalendarPlus className="size-4" aria-hidden />}
                  {m.create}
                </Button>
              </div>
            )
          }
        </QueryBody>
      </div>
      <ConfirmDialog
        open={confirm === 'renew'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={m.renewTitle}
        description={m.renewDescription}
        confirmLabel={m.renew}
        onConfirm={() => void make()}
        busy={create.isPending}
      />
      <ConfirmDialog
        open={confirm === 'revoke'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={m.revokeTitle}
        description={m.revokeDescription}
        confirmLabel={m.revoke}
        onConfirm={() => void end()}
        busy={revoke.isPending}
        tone="danger"
      />
    </Card>
  );
}

function FeedLinks({ urls }: { urls: FeedUrls }) {
  const toast = useToast();
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast(m.copied);
    } catch {
      toast(m.copyFailed, 'error');
    }
  };
  const rows: Array<[string, string]> = [
    [m.myLeave, urls.myLeave],
    [m.team, urls.team],
    [m.holidays, urls.holidays],
  ];
  return (
    <div className="space-y-3">
      <Alert tone="info">{m.createdNotice}</Alert>
      <ul className="grid grid-cols-1 gap-3" data-testid="calendar-feed-urls">
        {rows.map(([label, url]) => (
          <li key={label} className="min-w-0 space-y-1">
            <span className="text-sm font-medium text-ink">{label}</span>
            <div className="flex min-w-0 items-center gap-2">
              <code className="min-w-0 flex-1 rounded border border-line bg-slate-50 px-2 py-1.5 text-xs wrap-anywhere select-all">
                {url}
              </code>
              <Button size="sm" variant="secondary" onClick={() => void copy(url)} aria-label={`${m.copy}: ${label}`}>
                <Copy className="size-4" aria-hidden />
                <span className="hidden sm:inline">{m.copy}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
