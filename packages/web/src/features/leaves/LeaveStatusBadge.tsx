import { leaveStatusLabel } from '@paydos/domain';
import { Badge } from '../../ui/Badge';

const tones = { PENDING: 'amber', APPROVED: 'green', REJECTED: 'red', CANCELLED: 'neutral' } as const;

/** Product §4: an unknown status shows (and is coloured) as pending. */
export function LeaveStatusBadge({ status }: { status: string }) {
  const tone = Object.hasOwn(tones, status) ? tones[status as keyof typeof tones] : tones.PENDING;
  return <Badge tone={tone}>{leaveStatusLabel(status)}</Badge>;
}
