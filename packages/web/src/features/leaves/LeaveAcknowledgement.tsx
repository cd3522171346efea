import type { LeaveRequest } from '@paydos/contract/leaves';
import { CheckCircle2, PenLine } from 'lucide-react';
import { useState } from 'react';
import { failureMessage } from '../../platform/api';
import { t } from '../../platform/messages';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Dialog';
import { useToast } from '../../ui/Toast';
import { useAcknowledgeLeave } from './api';
import { formatDate, formatInstantDate } from '../../platform/format-dates';
import { formatDays } from '../../platform/format-numbers';

const m = t.leaves;
const datesOf = (leave: LeaveRequest) => `${formatDate(leave.startDate)} - ${formatDate(leave.endDate)}`;

/**
 * Issue 24 item 1 (Yönetmelik art. 20, docs/leave-rules.md section 12): under an approved annual leave,
 * whether its employee confirmed it for the leave record. `own`: the employee's list, where a due one
 * has the button that confirms it after a dialog saying what is signed; otherwise a line for the ADMIN.
 */
export function LeaveAcknowledgement({ leave, own }: { leave: LeaveRequest; own: boolean }) {
  const acknowledgement = leave.acknowledgement;
  if (!acknowledgement) return null;
  if (acknowledgement.state === 'DONE') {
    const date = formatInstantDate(acknowledgement.acknowledgedAt!);
    return (
      <p className="mt-1 flex items-center gap-1 text-xs text-muted">
        <CheckCircle2 className="size-3.5 text-green-700" aria-hidden />
        {own ? m.acknowledgedOwn(date) : m.acknowledgedByEmployee(date)}
      </p>
    );
  }
  if (!own) return <p className="mt-1 text-xs text-muted">{m.acknowledgementDue}</p>;
  return <AcknowledgeButton leave={leave} />;
}

function AcknowledgeButton({ leave }: { leave: LeaveRequest }) {
  const [open, setOpen] = useState(false);
  const acknowledge = useAcknowledgeLeave();
  const toast = useToast();
  const confirm = async () => {
    try {
      toast((await acknowledge.mutateAsync(leave.id)).message);
    } catch (failure) {
      toast(failureMessage(failure, m.acknowledgeFailed), 'error');
    } finally {
      setOpen(false);
    }
  };
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        className="mt-2"
        aria-label={m.acknowledgeLabel(datesOf(leave))}
        onClick={() => setOpen(true)}
      >
        <PenLine className="size-4" aria-hidden />
        {m.acknowledge}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={m.acknowledgeTitle}
        description={m.acknowledgeDescription(datesOf(leave), formatDays(leave.days))}
        confirmLabel={m.acknowledgeConfirm}
        onConfirm={() => void confirm()}
        busy={acknowledge.isPending}
      />
    </>
  );
}
