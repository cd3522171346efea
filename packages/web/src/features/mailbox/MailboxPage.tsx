import { ArrowLeft, Inbox, RefreshCw } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { t } from '../../platform/messages';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { cn } from '../../ui/cn';
import { Spinner } from '../../ui/Spinner';
import { LoadMore } from '../../ui/LoadMore';
import { useMailList } from './api';
import { MailStatusBadge } from './MailStatusBadge';
import { MailView } from './MailView';
import { useDocumentTitle } from '../../platform/document-title';
import { formatDateTime } from '../../platform/format-dates';

const m = t.mailbox;

/** Operator /mail (product §D5): the list on the left, the chosen mail on the right (one at a time on a phone). */
export function MailboxPage() {
  useDocumentTitle(m.title);
  const [params, setParams] = useSearchParams();
  const selected = params.get('id');
  const list = useMailList();
  const select = (id: string | null) => setParams(id ? { id } : {}, { replace: false });

  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{m.title}</h1>
          <p className="mt-1 text-sm text-muted">{m.description}</p>
        </div>
        <Button variant="secondary" size="sm" onClick={() => void list.query.refetch()} loading={list.query.isFetching}>
          <RefreshCw className="size-4" aria-hidden />
          {m.refresh}
        </Button>
      </div>
      {list.query.isPending ? (
        <Spinner className="mt-6" />
      ) : list.query.isError ? (
        <Alert tone="error" title={m.loadFailed} className="mt-6">
          {list.query.error.message}
        </Alert>
      ) : list.rows.length === 0 ? (
        <Card className="mt-6 flex items-center gap-3 p-6 text-sm text-muted">
          <Inbox className="size-5 text-brand-600" aria-hidden />
          {m.empty}
        </Card>
      ) : (
        <div className="mt-6 grid gap-4 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
          <Card className={cn('overflow-hidden', selected && 'hidden lg:block')}>
            <ul aria-label={m.title} className="max-h-[70vh] divide-y divide-line overflow-y-auto">
              {list.rows.map((mail) => (
                <li key={mail.id}>
                  <button
                    type="button"
                    onClick={() => select(mail.id)}
                    aria-current={mail.id === selected || undefined}
                    className={cn(
                      'block w-full px-4 py-3 text-left hover:bg-slate-50',
                      mail.id === selected && 'bg-brand-50',
                    )}
                  >
                    <span className="flex items-center justify-between gap-2">
                      <span className="truncate text-sm font-medium text-ink" title={mail.to}>
                        {mail.to}
                      </span>
                      <MailStatusBadge status={mail.status} />
                    </span>
                    {/* The mail as it was sent, in its recipient's language: data, like a name (data-verbatim). */}
                    <span className="mt-0.5 block truncate text-sm text-ink" title={mail.subject} data-verbatim>
                      {mail.subject}
                    </span>
                    <span className="mt-0.5 block text-xs text-muted">
                      {formatDateTime(mail.createdAt)}
                      {mail.organization && ` · ${mail.organization.name}`}
                    </span>
                  </button>
                </li>
              ))}
              <li>
                <LoadMore {...list.more} />
              </li>
            </ul>
          </Card>
          <Card className={cn('min-h-[24rem] overflow-hidden', !selected && 'hidden lg:block')}>
            {selected ? (
              <>
                <div className="border-b border-line p-2 lg:hidden">
                  <Button variant="ghost" size="sm" onClick={() => select(null)}>
                    <ArrowLeft className="size-4" aria-hidden />
                    {m.back}
                  </Button>
                </div>
                <MailView key={selected} id={selected} />
              </>
            ) : (
              <p className="p-6 text-sm text-muted">{m.pick}</p>
            )}
          </Card>
        </div>
      )}
    </div>
  );
}
