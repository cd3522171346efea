import { leaveStatusLabel } from '@paydos/domain';
import { Badge } from '../../ui/Badge';

const tones = { PENDING: 'amber', APPROVED: 'green', REJECTED: 'red', CANCELLED: 'neutral' } as const;

/**
 * Product §4: an unknown status shows (and is coloured) as pending. `label` is the server's stage label
 * where it sends one (issue 23: "Yöneticide", "İK'da" for a pending request in the two-step flow).
 */
export function LeaveStatusBadge({ status, label }: { status: string; label?: string }) {
  const tone = Object.hasOwn(tones, status) ? tones[status as keyof typeof tones] : tones.PENDING;
  return <Badge tone={tone}>{label || leaveStatusLabel(status)}</Badge>;
}
