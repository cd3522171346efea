import { t } from '../../platform/messages';
import { Badge } from '../../ui/Badge';
import type { MailStatus } from './api';

const tones = { PENDING: 'amber', SENT: 'green', FAILED: 'red', STORED: 'neutral' } as const;

export function MailStatusBadge({ status }: { status: MailStatus }) {
  return <Badge tone={tones[status]}>{t.mailbox.statuses[status]}</Badge>;
}

const timeFormat = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** dd.MM.yyyy HH:mm in Istanbul time (decisions §1). */
export const formatMailTime = (iso: string) => timeFormat.format(new Date(iso));
