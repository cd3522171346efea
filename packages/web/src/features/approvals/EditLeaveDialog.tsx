import type { LeaveRequest } from '@paydos/contract/leaves';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  compareDates,
  END_BEFORE_START_MESSAGE,
  INVALID_DATE_MESSAGE,
  isCalendarDate,
  LEAVE_REASON_MAX_LENGTH,
} from '@paydos/domain';
import { useController, useForm } from 'react-hook-form';
import { z } from 'zod';
import { limitedText } from '../../platform/form-fields';
import { t } from '../../platform/messages';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { DateRangeField } from '../../ui/DateRangeField';
import { TextAreaField } from '../../ui/Field';
import { LeaveDayCount } from '../leaves';
import { useWorkingDays } from '../leaves';

// What was typed but is not a date says so; an empty box says nothing and just keeps the button disabled.
const date = z.string().superRefine((value, ctx) => {
  if (!isCalendarDate(value)) ctx.addIssue({ code: 'custom', message: value ? INVALID_DATE_MESSAGE : '' });
});
const schema = z
  .object({ startDate: date, endDate: date, reason: limitedText(t.leaves.reason, LEAVE_REASON_MAX_LENGTH) })
  .refine(
    (v) => !isCalendarDate(v.startDate) || !isCalendarDate(v.endDate) || compareDates(v.endDate, v.startDate) >= 0,
    { path: ['endDate'], message: END_BEFORE_START_MESSAGE },
  );

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
  const form = useForm({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { startDate: leave.startDate, endDate: leave.endDate, reason: leave.reason ?? '' },
  });
  const start = useController({ control: form.control, name: 'startDate' }).field;
  const end = useController({ control: form.control, name: 'endDate' }).field;
  const errors = form.formState.errors;
  const submit = form.handleSubmit(({ startDate, endDate, reason }) =>
    onSave({ startDate, endDate, reason: reason || undefined }),
  );
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
          <Button loading={busy} disabled={!form.formState.isValid} onClick={() => void submit()}>
            {t.approvals.editSubmit}
          </Button>
        </>
      }
    >
      {/* No <form>: Enter in a date box confirms the date, it does not save; the footer button saves. */}
      <div className="grid gap-4 sm:grid-cols-2">
        {error && (
          <Alert tone="error" className="sm:col-span-2">
            {error}
          </Alert>
        )}
        {/* Product §5: a later start clears an end now before it (the range field does it). */}
        <DateRangeField
          className="sm:col-span-2"
          start={{
            ...start,
            onChange: (value) => {
              start.onChange(value);
              // The end's rule reads the start: checked again with it.
              void form.trigger('endDate');
            },
            label: t.leaves.startDate,
            error: errors.startDate?.message || undefined,
          }}
          end={{ ...end, label: t.leaves.endDate, error: errors.endDate?.message || undefined }}
          workingDays={workingDays}
        />
        <div className="sm:col-span-2">
          <LeaveDayCount startDate={start.value} endDate={end.value} workingDays={workingDays} />
        </div>
        <TextAreaField
          label={t.leaves.reason}
          maxLength={LEAVE_REASON_MAX_LENGTH}
          className="sm:col-span-2"
          error={errors.reason?.message}
          {...form.register('reason')}
        />
      </div>
    </Dialog>
  );
}
