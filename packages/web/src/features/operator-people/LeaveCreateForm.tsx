import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  leaveDateProblems,
  istanbulToday,
  LEAVE_STATUSES,
  leaveStatusLabel,
  leaveTypes,
  takenInDays,
  TEXT_LIMITS,
  type Weekday,
} from '@paydos/domain';
import { Controller, useController, useForm } from 'react-hook-form';
import { z } from 'zod';
import { limitedText } from '../../platform/form-fields';
import { t } from '../../platform/messages';
import { Button } from '../../ui/Button';
import { Card, CardHeader } from '../../ui/Card';
import { DateRangeField } from '../../ui/DateRangeField';
import { SelectField, TextAreaField, TextField } from '../../ui/Field';
import { PERSON_PICKER_LIMIT, PersonPicker } from '../../ui/PersonPicker';
import { LeaveDayCount } from '../leaves';
import { searchOrganizationUsers, useCreateLeave } from './api';
import { overrideFields, ruleDays } from './leave-days';
import { useAnsweredCommand } from './use-row-actions';
import { formatDays } from '../../platform/format-numbers';

const m = t.operatorPeople;

/** Product §5 operator new leave: user, start and end required; type annual_paid and status PENDING by default. */
const schema = z
  .object({
    userId: z.string().min(1, m.leaveRequired),
    leaveType: z.string(),
    status: z.enum(LEAVE_STATUSES),
    startDate: z.string().min(1, m.leaveRequired),
    endDate: z.string().min(1, m.leaveRequired),
    reason: limitedText(m.reason, TEXT_LIMITS.leaveReason),
    days: z.string(),
    daysOverrideReason: limitedText(m.daysOverrideReason, TEXT_LIMITS.overrideReason),
  })
  .superRefine((values, ctx) => {
    if (!values.startDate || !values.endDate) return;
    for (const problem of leaveDateProblems({ ...values, today: istanbulToday(new Date()), allowPast: true })) {
      ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    }
  });
type Values = z.infer<typeof schema>;
const empty: Values = {
  userId: '',
  leaveType: 'annual_paid',
  status: 'PENDING',
  startDate: '',
  endDate: '',
  reason: '',
  days: '',
  daysOverrideReason: '',
};

export function LeaveCreateForm({
  organizationId,
  workingDays,
}: {
  organizationId: string;
  workingDays: readonly Weekday[];
}) {
  const fetcher = useMemo(() => searchOrganizationUsers(organizationId, PERSON_PICKER_LIMIT), [organizationId]);
  const create = useCreateLeave(organizationId);
  const answered = useAnsweredCommand();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: empty });
  const errors = form.formState.errors;
  const [startDate, endDate, daysText] = form.watch(['startDate', 'endDate', 'days']);
  const counted = ruleDays(startDate, endDate, workingDays);
  const start = useController({ control: form.control, name: 'startDate' }).field;
  const end = useController({ control: form.control, name: 'endDate' }).field;

  const submit = form.handleSubmit(async ({ days, daysOverrideReason, ...values }) => {
    const override = overrideFields(days, daysOverrideReason, counted, {
      invalid: m.daysInvalid,
      reasonRequired: m.daysReasonRequired,
    });
    if (override.error) return form.setError('days', { message: override.error });
    if (override.reasonError) return form.setError('daysOverrideReason', { message: override.reasonError });
    const input = { ...values, reason: values.reason.trim() || null, ...override.fields };
    if (await answered(() => create.mutateAsync(input), m.createFailed)) form.reset(empty);
  });

  return (
    <Card>
      <CardHeader title={m.newLeave} />
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        className="grid grid-cols-1 gap-4 p-5 sm:grid-cols-2 lg:grid-cols-3"
      >
        <Controller
          control={form.control}
          name="userId"
          render={({ field }) => (
            <PersonPicker {...field} label={m.employee} fetcher={fetcher} error={errors.userId?.message} />
          )}
        />
        <SelectField label={m.leaveType} {...form.register('leaveType')}>
          {leaveTypes
            .filter((type) => takenInDays(type.code))
            .map((type) => (
              <option key={type.code} value={type.code}>
                {type.name}
              </option>
            ))}
        </SelectField>
        <SelectField label={m.status} {...form.register('status')}>
          {LEAVE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {leaveStatusLabel(status)}
            </option>
          ))}
        </SelectField>
        <DateRangeField
          className="sm:col-span-2 lg:col-span-3"
          start={{ ...start, label: m.leaveStart, error: errors.startDate?.message }}
          end={{ ...end, label: m.leaveEnd, error: errors.endDate?.message }}
          workingDays={workingDays}
        />
        {counted !== null && (
          <div className="sm:col-span-2 lg:col-span-3">
            <LeaveDayCount startDate={startDate} endDate={endDate} workingDays={workingDays} />
          </div>
        )}
        <TextField
          label={m.daysOverride}
          inputMode="decimal"
          hint={counted !== null ? m.daysOverrideHint(formatDays(counted)) : undefined}
          error={errors.days?.message}
          {...form.register('days')}
        />
        {daysText.trim() !== '' && (
          <TextField
            label={m.daysOverrideReason}
            maxLength={TEXT_LIMITS.overrideReason}
            error={errors.daysOverrideReason?.message}
            className="sm:col-span-1 lg:col-span-2"
            {...form.register('daysOverrideReason')}
          />
        )}
        <TextAreaField
          label={m.reason}
          rows={2}
          maxLength={TEXT_LIMITS.leaveReason}
          error={errors.reason?.message}
          className="sm:col-span-2 lg:col-span-3"
          {...form.register('reason')}
        />
        <div className="flex justify-end sm:col-span-2 lg:col-span-3">
          <Button type="submit" loading={create.isPending}>
            {m.createLeave}
          </Button>
        </div>
      </form>
    </Card>
  );
}
