import type { LeaveRequest } from '@paydos/contract/leaves';
import {
  compareDates,
  END_BEFORE_START_MESSAGE,
  INVALID_DATE_MESSAGE,
  isCalendarDate,
  LEAVE_REASON_MAX_LENGTH,
} from '@paydos/domain';
import { useState } from 'react';
import { t } from '../../platform/messages';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { DateRangeField } from '../../ui/DateRangeField';
import { TextAreaField } from '../../ui/Field';
import { LeaveDayCount } from '../leaves';
import { useWorkingDays } from '../leaves';

/** Edit an approved leave: dates and reason; the day count follows the dates live. */
export function EditLeaveDialog({
  leave,
  onOpenChange,
  onSave,
  busy,
  error,
}: {
  leave: LeaveRequest;
  onOpenChange: (open: boolean) => void;
  onSave: (input: { startDate: string; endDate: string; reason?: string }) => void;
  busy: boolean;
  error?: string | null;
}) {
  const workingDays = useWorkingDays();
  const [startDate, setStart] = useState(leave.startDate);
  const [endDate, setEnd] = useState(leave.endDate);
  const [reason, setReason] = useState(leave.reason ?? '');
  const valid = isCalendarDate(startDate) && isCalendarDate(endDate);
  // What was typed but is not a date says so; an empty box just keeps the button disabled.
  const typedWrong = (date: string) => (date && !isCalendarDate(date) ? INVALID_DATE_MESSAGE : undefined);
  const endError =
    typedWrong(endDate) ?? (valid && compareDates(endDate, startDate) < 0 ? END_BEFORE_START_MESSAGE : undefined);
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={t.approvals.editTitle}
      description={`${leave.user.firstName} ${leave.user.lastName} · ${leave.leaveTypeName}`}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t.common.cancel}
          </Button>
          <Button
            loading={busy}
            disabled={!valid || !!endError}
            onClick={() => onSave({ startDate, endDate, reason: reason.trim() || undefined })}
          >
            {t.approvals.editSubmit}
          </Button>
        </>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {error && (
          <Alert tone="error" className="sm:col-span-2">
            {error}
          </Alert>
        )}
        {/* Product §5: a later start clears an end now before it (the range field does it). */}
        <DateRangeField
          className="sm:col-span-2"
          start={{ label: t.leaves.startDate, value: startDate, onChange: setStart, error: typedWrong(startDate) }}
          end={{ label: t.leaves.endDate, value: endDate, onChange: setEnd, error: endError }}
          workingDays={workingDays}
        />
        <div className="sm:col-span-2">
          <LeaveDayCount startDate={startDate} endDate={endDate} workingDays={workingDays} />
        </div>
        <TextAreaField
          label={t.leaves.reason}
          maxLength={LEAVE_REASON_MAX_LENGTH}
          className="sm:col-span-2"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
    </Dialog>
  );
}
