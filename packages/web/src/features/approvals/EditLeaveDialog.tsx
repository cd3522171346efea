import { compareDates, isCalendarDate } from '@paydos/domain';
import { useState } from 'react';
import { t } from '../../platform/messages';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextAreaField, TextField } from '../../ui/Field';
import type { LeaveRequest } from '../leaves/api';
import { LeaveDayCount } from '../leaves/LeaveDayCount';
import { useWorkingDays } from '../leaves/working-days';

const END_BEFORE_START = 'Bitiş tarihi başlangıç tarihinden önce olamaz!';

/** Edit an approved leave: dates and reason; the day count follows the dates live. */
export function EditLeaveDialog({ leave, onOpenChange, onSave, busy, error }: {
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
  const endError = valid && compareDates(endDate, startDate) < 0 ? END_BEFORE_START : undefined;
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
          <Button loading={busy} disabled={!valid || !!endError} onClick={() => onSave({ startDate, endDate, reason: reason.trim() || undefined })}>
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
        <TextField
          label={t.leaves.startDate}
          type="date"
          value={startDate}
          onChange={(e) => {
            setStart(e.target.value);
            // Spec §5: a later start clears an end now before it.
            if (endDate && e.target.value && endDate < e.target.value) setEnd('');
          }}
        />
        <TextField label={t.leaves.endDate} type="date" min={startDate} value={endDate} error={endError} onChange={(e) => setEnd(e.target.value)} />
        <div className="sm:col-span-2">
          <LeaveDayCount startDate={startDate} endDate={endDate} workingDays={workingDays} />
        </div>
        <TextAreaField label={t.leaves.reason} className="sm:col-span-2" value={reason} onChange={(e) => setReason(e.target.value)} />
      </div>
    </Dialog>
  );
}
