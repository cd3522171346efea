import { t } from '../../platform/messages';
import { Badge } from '../../ui/Badge';
import type { MailStatus } from './api';

const tones = { PENDING: 'amber', SENT: 'green', FAILED: 'red', STORED: 'neutral' } as const;

export function MailStatusBadge({ status }: { status: MailStatus }) {
  return <Badge tone={tones[status]}>{t.mailbox.statuses[status]}</Badge>;
}
