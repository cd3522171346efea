import { zodResolver } from '@hookform/resolvers/zod';
import type { PastLeaveInput } from '@paydos/contract/historical-leaves';
import {
  compareDates,
  countLeaveDays,
  isCalendarDate,
  istanbulToday,
  leaveDateProblems,
  leaveTypeName,
  leaveTypes,
  takenInDays,
  LEAVE_REASON_MAX_LENGTH,
} from '@paydos/domain';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Controller, useController, useForm } from 'react-hook-form';
import { z } from 'zod';
import { limitedText } from '../../platform/form-fields';
import { t } from '../../platform/messages';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { DateRangeField } from '../../ui/DateRangeField';
import { SelectField, TextAreaField } from '../../ui/Field';
import { PersonPicker } from '../../ui/PersonPicker';
import { useToast } from '../../ui/Toast';
import { useEmployee } from '../employees';
import { LeaveDayCount } from '../leaves';
import { useWorkingDays } from '../leaves';
import { searchActiveStaff, useCreateHistoricalBatch } from './api';
import { formatDate } from '../../platform/format-dates';
import { formatDays } from '../../platform/format-numbers';

const m = t.historical;
const l = t.leaves;

interface Entry extends PastLeaveInput {
  key: number;
  days: number;
}

const overlaps = (a: PastLeaveInput, b: PastLeaveInput) =>
  compareDates(a.startDate, b.endDate) <= 0 && compareDates(b.startDate, a.endDate) <= 0;

/** Product §5 historical-leave rules, with its texts: both dates, end not before start; the leave lies in the past and not on another of the list. */
function entrySchema(list: readonly PastLeaveInput[], workingDays: ReturnType<typeof useWorkingDays>) {
  return z
    .object({
      leaveType: z.string().min(1, l.leaveTypeRequired),
      startDate: z.string(),
      endDate: z.string(),
      reason: limitedText(l.reason, LEAVE_REASON_MAX_LENGTH),
    })
    .superRefine((values, ctx) => {
      if (!values.startDate || !values.endDate) {
        ctx.addIssue({ code: 'custom', path: [values.startDate ? 'endDate' : 'startDate'], message: m.datesRequired });
        return;
      }
      const today = istanbulToday(new Date());
      const problems = leaveDateProblems({
        startDate: values.startDate,
        endDate: values.endDate,
        today,
        allowPast: true,
      });
      for (const problem of problems) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
      if (problems.length) return;
      if (compareDates(values.startDate, today) > 0)
        ctx.addIssue({ code: 'custom', path: ['startDate'], message: m.startInFuture });
      else if (countLeaveDays({ startDate: values.startDate, endDate: values.endDate, workingDays }).days <= 0) {
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: l.count.zero });
      } else if (list.some((other) => overlaps(values, other)))
        ctx.addIssue({ code: 'custom', path: ['startDate'], message: m.overlapInList });
    });
}
type Values = z.infer<ReturnType<typeof entrySchema>>;

/** Product §5: the batch is for one chosen employee. */
const employeeSchema = z.object({ userId: z.string().min(1, m.employeeRequired) });

/**
 * Product §2/§5 historical leave: pick an employee (unless given), add several past leaves to a list,
 * send them as one batch with the KVKK notice; the employee gets one consent mail. On success the
 * list clears and `onDone` runs (the form closes, the data reloads).
 */
export function HistoricalLeaveForm({
  employeeId,
  initialEmployeeId,
  onDone,
  onCancel,
}: {
  /** A fixed employee (no picker). */
  employeeId?: string;
  /** The picker's first choice. */
  initialEmployeeId?: string;
  onDone?: () => void;
  onCancel?: () => void;
}) {
  const workingDays = useWorkingDays();
  const create = useCreateHistoricalBatch();
  const toast = useToast();
  // The picker searches the server; a person preselected from their page is named from their details.
  const preselected = useEmployee(initialEmployeeId ?? '', !employeeId && !!initialEmployeeId);
  const employeeForm = useForm<z.infer<typeof employeeSchema>>({
    resolver: zodResolver(employeeSchema),
    defaultValues: { userId: initialEmployeeId ?? '' },
  });
  const [entries, setEntries] = useState<Entry[]>([]);
  const [listError, setListError] = useState<string | null>(null);
  const userId = employeeId ?? employeeForm.watch('userId');

  const form = useForm<Values>({
    resolver: (values, context, options) => zodResolver(entrySchema(entries, workingDays))(values, context, options),
    defaultValues: { leaveType: '', startDate: '', endDate: '', reason: '' },
  });
  const errors = form.formState.errors;
  const start = useController({ control: form.control, name: 'startDate' }).field;
  const end = useController({ control: form.control, name: 'endDate' }).field;
  const [leaveType, startDate, endDate] = form.watch(['leaveType', 'startDate', 'endDate']);

  const add = form.handleSubmit((values) => {
    const days = countLeaveDays({ startDate: values.startDate, endDate: values.endDate, workingDays }).days;
    const reason = values.reason.trim();
    setEntries((list) =>
      [
        ...list,
        {
          key: Date.now(),
          leaveType: values.leaveType,
          startDate: values.startDate,
          endDate: values.endDate,
          days,
          ...(reason ? { reason } : {}),
        },
      ].sort((a, b) => compareDates(a.startDate, b.startDate)),
    );
    setListError(null);
    form.reset({ leaveType: values.leaveType, startDate: '', endDate: '', reason: '' });
  });

  const send = async () => {
    const employeeChosen = employeeId !== undefined || (await employeeForm.trigger('userId', { shouldFocus: true }));
    if (entries.length === 0) setListError(m.leavesRequired);
    if (!employeeChosen || entries.length === 0) return;
    try {
      const result = await create.mutateAsync({
        userId,
        leaves: entries.map(({ key: _key, days: _days, ...leave }) => leave),
      });
      toast(result.message);
      setEntries([]);
      form.reset();
      employeeForm.reset({ userId: '' });
      onDone?.();
    } catch {
      // Shown from create.error below.
    }
  };

  return (
    <div className="grid grid-cols-1 gap-5">
      <Alert tone="info" title={m.kvkkTitle}>
        {m.kvkk}
      </Alert>
      {!employeeId && (
        <Controller
          control={employeeForm.control}
          name="userId"
          render={({ field, fieldState }) => (
            <PersonPicker
              {...field}
              onChange={(id) => {
                field.onChange(id);
                if (id) employeeForm.clearErrors('userId');
              }}
              label={m.employee}
              fetcher={searchActiveStaff}
              selected={preselected.data?.employee}
              error={fieldState.error?.message}
            />
          )}
        />
      )}
      <form
        onSubmit={(e) => void add(e)}
        noValidate
        className="grid grid-cols-1 gap-4 rounded-lg border border-line p-4"
        aria-label={m.formTitle}
      >
        <SelectField label={l.leaveType} error={errors.leaveType?.message} {...form.register('leaveType')}>
          <option value="">{l.chooseType}</option>
          {leaveTypes
            .filter((type) => takenInDays(type.code))
            .map((type) => (
              <option key={type.code} value={type.code}>
                {type.name}
              </option>
            ))}
        </SelectField>
        {/* Product §5: a later start moves the end up to it. */}
        <DateRangeField
          laterStartMovesEnd
          start={{ ...start, label: l.startDate, error: errors.startDate?.message }}
          end={{ ...end, label: l.endDate, error: errors.endDate?.message }}
          max={istanbulToday(new Date())}
          workingDays={workingDays}
          yearNavigation
        />
        {leaveType !== '' && isCalendarDate(startDate) && isCalendarDate(endDate) && (
          <LeaveDayCount startDate={startDate} endDate={endDate} workingDays={workingDays} />
        )}
        <TextAreaField
          label={l.reasonOptional}
          rows={2}
          maxLength={LEAVE_REASON_MAX_LENGTH}
          error={errors.reason?.message}
          {...form.register('reason')}
        />
        <div className="flex justify-end">
          <Button type="submit" variant="secondary">
            {m.addToList}
          </Button>
        </div>
      </form>
      <section aria-label={m.listTitle(entries.length)}>
        <h3 className="text-sm font-semibold">{m.listTitle(entries.length)}</h3>
        {entries.length === 0 ? (
          <p className="mt-1 text-sm text-muted">{m.listEmpty}</p>
        ) : (
          <ul className="mt-2 divide-y divide-line rounded-lg border border-line" data-testid="historical-list">
            {entries.map((entry) => (
              <li key={entry.key} className="flex items-start justify-between gap-3 px-3 py-2 text-sm">
                <div className="min-w-0">
                  <p className="font-medium">{leaveTypeName(entry.leaveType)}</p>
                  <p className="text-muted">
                    {formatDate(entry.startDate)} - {formatDate(entry.endDate)} · {m.days(formatDays(entry.days))}
                  </p>
                  {entry.reason && <p className="wrap-anywhere text-muted">{entry.reason}</p>}
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={m.remove}
                  onClick={() => setEntries((list) => list.filter((e) => e.key !== entry.key))}
                >
                  <Trash2 className="size-4" aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}
        {listError && (
          <p role="alert" className="mt-2 text-sm text-red-600">
            {listError}
          </p>
        )}
      </section>
      {create.isError && (
        <Alert tone="error" title={m.failed}>
          {create.error.message !== m.failed ? create.error.message : undefined}
        </Alert>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t.common.cancel}
          </Button>
        )}
        <Button type="button" onClick={() => void send()} loading={create.isPending}>
          {m.submit}
        </Button>
      </div>
    </div>
  );
}
