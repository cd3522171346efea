import { t } from '../../platform/messages';
import { ConfirmDialog } from '../../ui/Dialog';
import { useSeatQuote } from '../billing';
import type { StaffMember } from './api';
import { formatLira } from '../../platform/format-numbers';

const m = t.staff;
const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

/**
 * The confirmation of a toggle. A reactivation asks the server first what it costs (issue 20: a
 * person beyond the paid seats is charged for the rest of the period) and shows the amount and the
 * card before the ADMIN confirms; within the seats, or on a trial, it reads as before.
 */
export function ToggleDialog({
  target,
  busy,
  onCancel,
  onConfirm,
}: {
  target: StaffMember | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const activating = target !== null && !target.isActive;
  const quote = useSeatQuote(activating);
  const charge = activating && quote.data && quote.data.amountTL > 0 ? quote.data : null;
  const body = !target
    ? ''
    : !activating
      ? m.deactivateBody(fullName(target))
      : [
          m.activateBody(fullName(target)),
          quote.isPending
            ? m.seatChecking
            : quote.isError
              ? m.seatQuoteFailed
              : charge
                ? m.seatCharge(
                    charge.paidSeats ?? 0,
                    formatLira(charge.amountTL),
                    charge.daysLeft ?? 0,
                    charge.cardLast4,
                  )
                : '',
        ]
          .filter(Boolean)
          .join(' ');
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={activating ? m.activateTitle : m.deactivateTitle}
      description={body}
      confirmLabel={charge ? m.activatePaid(formatLira(charge.amountTL)) : activating ? m.activate : m.deactivate}
      tone={activating ? 'primary' : 'danger'}
      busy={busy || (activating && (quote.isPending || quote.isError))}
      onConfirm={onConfirm}
    />
  );
}
