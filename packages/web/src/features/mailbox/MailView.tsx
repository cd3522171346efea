import { useState } from 'react';
import { t } from '../../platform/messages';
import { EmailAddress } from '../../ui/EmailAddress';
import { Alert } from '../../ui/Alert';
import { cn } from '../../ui/cn';
import { Spinner } from '../../ui/Spinner';
import { useMail } from './api';
import { MailStatusBadge } from './MailStatusBadge';
import { formatDateTime } from '../../platform/format-dates';

const m = t.mailbox;

/**
 * Links in a mail open in a new tab; the HTML runs in a sandbox without scripts or our origin, so
 * a mail can neither run code nor read the operator's token.
 */
function withLinksInNewTab(html: string) {
  const base = '<base target="_blank" rel="noopener noreferrer">';
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => head + base) : base + html;
}

export function MailView({ id }: { id: string }) {
  const mail = useMail(id);
  const [tab, setTab] = useState<'html' | 'text'>('html');
  if (mail.isPending) return <Spinner className="m-6" />;
  if (mail.isError) return <Alert tone="error">{mail.error.message}</Alert>;
  const data = mail.data.mail;
  return (
    <article className="flex h-full flex-col" aria-label={data.subject}>
      <header className="space-y-1 border-b border-line p-4">
        <h2 className="text-lg font-semibold break-words text-ink" data-verbatim>
          {data.subject}
        </h2>
        <p className="text-sm text-muted">
          {m.to}: <EmailAddress address={data.to} className="text-ink" />
        </p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
          <span>{formatDateTime(data.createdAt)}</span>
          <MailStatusBadge status={data.status} />
          {data.organization && <span>· {data.organization.name}</span>}
        </p>
        {data.lastError && (
          <p className="text-sm text-red-700">
            {m.lastError}: {data.lastError}
          </p>
        )}
        {data.redactedAt && (
          <Alert tone="info" title={m.redactedTitle} className="mt-2">
            {m.redactedBody}
          </Alert>
        )}
      </header>
      <div className="flex gap-1 border-b border-line px-4 pt-2" role="tablist">
        {(['html', 'text'] as const).map((key) => (
          <button
            key={key}
            role="tab"
            aria-selected={tab === key}
            onClick={() => setTab(key)}
            className={cn(
              '-mb-px border-b-2 px-3 py-2 text-sm font-medium',
              tab === key ? 'border-brand-700 text-brand-800' : 'border-transparent text-muted hover:text-ink',
            )}
          >
            {key === 'html' ? m.htmlTab : m.textTab}
          </button>
        ))}
      </div>
      {tab === 'html' ? (
        <iframe
          title={m.frameTitle}
          sandbox="allow-popups allow-popups-to-escape-sandbox"
          srcDoc={withLinksInNewTab(data.html)}
          className="min-h-[32rem] w-full flex-1 bg-white"
        />
      ) : (
        <pre className="flex-1 overflow-auto p-4 text-sm break-words whitespace-pre-wrap text-ink" data-verbatim>
          {data.text}
        </pre>
      )}
    </article>
  );
}
