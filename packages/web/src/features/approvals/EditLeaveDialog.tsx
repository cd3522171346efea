import type { LeaveRequest, UpdateLeaveInput } from '@paydos/contract/leaves';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  compareDates,
  LEAVE_DATE_TEXTS,
  isCalendarDate,
  hourlyLeaveProblems,
  istanbulToday,
  LEAVE_REASON_MAX_LENGTH,
  travelLeaveProblems,
  type WorkingTime,
} from '@paydos/domain';
import { useController, useForm } from 'react-hook-form';
import { z } from 'zod';
import { limitedText } from '../../platform/form-fields';
import { t } from '../../platform/messages';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { DateRangeField } from '../../ui/DateRangeField';
import { SelectField, TextAreaField } from '../../ui/Field';
import { hourlyLeaveMessages as h } from '../../platform/messages/hourly-leave';
import {
  durationChoices,
  HourlyLeaveCount,
  hourlyMaxMinutes,
  LeaveDayCount,
  TravelLeaveFields,
  useWorkingDays,
  useWorkingTime,
} from '../leaves';
import { formatDuration, leaveTypeLabel } from '../../platform/format-lengths';

// What was typed but is not a date says so; an empty box says nothing and just keeps the button disabled.
const date = z.string().superRefine((value, ctx) => {
  if (!isCalendarDate(value)) ctx.addIssue({ code: 'custom', message: value ? LEAVE_DATE_TEXTS.invalidDate : '' });
});
/**
 * The dialog's rules; an annual leave's travel days are the domain's travel rule (4857 md. 56/4), an hourly
 * leave's minutes the domain's hourly rule (4857 md. 74 for nursing), as on create.
 */
const schemaFor = (leave: LeaveRequest, workingTime: WorkingTime) =>
  z
    .object({
      startDate: date,
      endDate: date,
      reason: limitedText(t.leaves.reason, LEAVE_REASON_MAX_LENGTH),
      travelDays: z.string(),
      travelDestination: z.string(),
      minutesPerDay: z.string(),
    })
    .refine(
      (v) => !isCalendarDate(v.startDate) || !isCalendarDate(v.endDate) || compareDates(v.endDate, v.startDate) >= 0,
      { path: ['endDate'], message: LEAVE_DATE_TEXTS.endBeforeStart },
    )
    .superRefine((values, ctx) => {
      const { leaveType, hours } = leave;
      const datesValid = isCalendarDate(values.startDate) && isCalendarDate(values.endDate);
      const problems =
        leaveType === 'annual_paid'
          ? travelLeaveProblems({ ...values, leaveType, travelDays: Number(values.travelDays) || 0 })
          : hours && datesValid
            ? hourlyLeaveProblems(
                {
                  ...values,
                  leaveType,
                  minutesPerDay: Number(values.minutesPerDay),
                  childBirthDate: hours.childBirthDate,
                },
                workingTime,
              )
            : [];
      for (const problem of problems) {
        ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
      }
    });

/** What the dialog saves: the dates and reason, and for an annual leave its travel days (0 removes them). */
export type EditLeaveInput = Pick<
  UpdateLeaveInput,
  'startDate' | 'endDate' | 'reason' | 'travelDays' | 'travelDestination' | 'minutesPerDay'
>;

/**
 * Edit an approved leave: dates and reason, an annual leave's travel days with the destination (yol izni,
 * issue 24 item 3: placed after the new end, unpaid) and an hourly leave's minutes a day (issue 24 item 6);
 * the day count (an hourly leave's minutes) follows live.
 */
export function EditLeaveDialog({
  leave,
  onOpenChange,
  onSave,
  busy,
  error,
}: {
  leave: LeaveRequest;
  onOpenChange: (open: boolean) => void;
  onSave: (input: EditLeaveInput) => void;
  busy: boolean;
  error?: string | null;
}) {
  const workingDays = useWorkingDays();
  const workingTime = useWorkingTime();
  const annual = leave.leaveType === 'annual_paid';
  const form = useForm({
    resolver: zodResolver(schemaFor(leave, workingTime)),
    mode: 'onChange',
    defaultValues: {
      startDate: leave.startDate,
      endDate: leave.endDate,
      reason: leave.reason ?? '',
      travelDays: String(leave.travelDays ?? 0),
      travelDestination: leave.travelDestination ?? '',
      minutesPerDay: leave.hours ? String(leave.hours.minutesPerDay) : '',
    },
  });
  const [travelDays, minutesPerDay] = form.watch(['travelDays', 'minutesPerDay']);
  const start = useController({ control: form.control, name: 'startDate' }).field;
  const end = useController({ control: form.control, name: 'endDate' }).field;
  const errors = form.formState.errors;
  // An hourly leave's choices: up to the working day, nursing up to its allowance (a stored figure stays listed).
  const onDate = isCalendarDate(start.value) ? start.value : istanbulToday(new Date());
  const minuteChoices = leave.hours
    ? durationChoices(hourlyMaxMinutes(leave.leaveType === 'nursing', onDate, workingTime.dailyMinutes))
    : [];
  if (leave.hours && !minuteChoices.includes(leave.hours.minutesPerDay))
    minuteChoices.unshift(leave.hours.minutesPerDay);
  const submit = form.handleSubmit(({ startDate, endDate, reason, travelDays, travelDestination, minutesPerDay }) => {
    const travel = Number(travelDays) || 0;
    onSave({
      startDate,
      endDate,
      reason: reason || undefined,
      // An annual leave always says its travel days: 0 removes them, the destination goes with any.
      ...(annual ? { travelDays: travel, travelDestination: travel > 0 ? travelDestination.trim() : null } : {}),
      // An hourly leave says its minutes a day (issue 24 item 6); a leave of days keeps product §7's shape.
      ...(leave.hours ? { minutesPerDay: Number(minutesPerDay) } : {}),
    });
  });
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={t.approvals.editTitle}
      description={`${leave.user.firstName} ${leave.user.lastName} · ${leaveTypeLabel(leave)}`}
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
        {leave.hours && (
          <SelectField
            label={h.minutesPerDay}
            error={errors.minutesPerDay?.message}
            className="sm:col-span-2"
            {...form.register('minutesPerDay')}
          >
            {minuteChoices.map((minutes) => (
              <option key={minutes} value={String(minutes)}>
                {h.perDay(formatDuration(minutes))}
              </option>
            ))}
          </SelectField>
        )}
        <div className="sm:col-span-2">
          {leave.hours ? (
            <HourlyLeaveCount
              startDate={start.value}
              endDate={end.value}
              workingDays={workingDays}
              minutesPerDay={Number(minutesPerDay)}
              dailyMinutes={workingTime.dailyMinutes}
              {...(leave.leaveType === 'nursing' && leave.hours.childBirthDate
                ? { childBirthDate: leave.hours.childBirthDate }
                : {})}
            />
          ) : (
            <LeaveDayCount startDate={start.value} endDate={end.value} workingDays={workingDays} />
          )}
        </div>
        {annual && (
          <TravelLeaveFields
            days={form.register('travelDays', { onChange: () => void form.trigger('travelDestination') })}
            destination={form.register('travelDestination')}
            travelDays={travelDays}
            startDate={start.value}
            endDate={end.value}
            workingDays={workingDays}
            errors={{
              travelDays: errors.travelDays?.message,
              travelDestination: errors.travelDestination?.message,
            }}
          />
        )}
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
