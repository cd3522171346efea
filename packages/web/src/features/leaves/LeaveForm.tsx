import { zodResolver } from '@hookform/resolvers/zod';
import type { LeaveWarning, RecordLeaveInput } from '@paydos/contract/leaves';
import {
  annualLeaveSplit,
  compareDates,
  countLeaveDays,
  isCalendarDate,
  istanbulToday,
  leaveDateProblems,
  leaveRequestWarnings,
  leaveTypes,
  legalDaysOn,
  findLeaveType,
  hourlyChoice,
  LEAVE_REASON_MAX_LENGTH,
  TEXT_LIMITS,
  travelLeaveProblems,
  type WorkingTime,
} from '@paydos/domain';
import { useEffect } from 'react';
import { useController, useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../platform/api';
import { limitedText } from '../../platform/form-fields';
import { t } from '../../platform/messages';
import { splitLeaveMessages as splitText } from '../../platform/messages/split-leave';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { CheckboxField } from '../../ui/CheckboxField';
import { DateRangeField } from '../../ui/DateRangeField';
import { SelectField, TextAreaField } from '../../ui/Field';
import { SubstituteField } from '../delegations';
import { useProofDocument } from '../leave-documents';
import { OverlapHint } from '../team-calendar';
import { RuleCheckHint, useRuleCheck } from '../team-rules';
import { LeaveDayCount } from './LeaveDayCount';
import { TravelLeaveFields } from './TravelLeaveFields';
import { HourlyLeaveCount } from './HourlyLeaveCount';
import { HourlyLeaveFields } from './HourlyLeaveFields';
import { hourlyProblems, isHourly } from './hourly-values';
import { useWorkingDays, useWorkingTime } from './working-days';

const m = t.leaves;
/** The server's limit of an override reason (the contract's `recordLeaveBody`). */
const OVERRIDE_REASON_MAX_LENGTH = TEXT_LIMITS.overrideReason;

/** Product §5 new-leave rules, with the domain's texts; `record` (recording on the employee page) needs no reason; `allowPast` (an ADMIN's record for someone else) allows past dates. */
function schemaFor(record: boolean, allowPast: boolean, workingTime: WorkingTime) {
  return z
    .object({
      leaveType: z.string().min(1, m.leaveTypeRequired),
      startDate: z.string().min(1, m.startDateRequired),
      endDate: z.string().min(1, m.endDateRequired),
      reason: limitedText(m.reason, LEAVE_REASON_MAX_LENGTH, record ? undefined : m.reasonRequired),
      overrideReason: z.string().max(OVERRIDE_REASON_MAX_LENGTH, m.overrideReasonTooLong),
      substituteId: z.string(),
      splitAgreed: z.boolean(),
      travelDays: z.string(),
      travelDestination: z.string(),
      // Hourly leave (issue 24 item 6): the switch, minutes a day, start time, the nursing child's birth date.
      hourly: z.boolean(),
      minutesPerDay: z.string(),
      startTime: z.string(),
      childBirthDate: z.string(),
    })
    .superRefine((values, ctx) => {
      // Issue 24 item 3 (4857 md. 56/4): the domain's travel rule, on annual leave only (the only type that shows it).
      if (values.leaveType === 'annual_paid' && values.startDate) {
        for (const problem of travelLeaveProblems({ ...values, travelDays: Number(values.travelDays) || 0 })) {
          ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
        }
      }
      if (!values.startDate || !values.endDate) return;
      const problems = [
        ...leaveDateProblems({ ...values, today: istanbulToday(new Date()), allowPast }),
        ...hourlyProblems(values, workingTime),
      ];
      for (const problem of problems) {
        ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
      }
    });
}
type Values = z.infer<ReturnType<typeof schemaFor>>;

/** The legal length an excuse leave of these days would exceed (4857 ek m. 2), or null. */
function exceededLegalLength(leaveType: string, startDate: string, days: number) {
  const type = findLeaveType(leaveType);
  if (!type || !type.code.startsWith('excuse.')) return null;
  const legal = legalDaysOn(type.code, startDate);
  return legal !== null && legal > 0 && days > legal ? legal : null;
}

/** What the form needs to show the law's hints (split rule, qualifying period) before sending. */
export interface WarningContext {
  employeeStartDate: string;
  otherAnnualLeaves: Array<{ startDate: string; days: number }>;
}

export function LeaveForm({
  onSubmit,
  submitLabel,
  record = false,
  allowPast = record,
  canOverride = false,
  remaining,
  warnings,
  warningContext,
  error,
  onCancel,
}: {
  /** `proofDocument`: the optional proof chosen for an excuse, sick or maternity leave (issue 24 item 5), to attach once the leave exists. */
  onSubmit: (input: RecordLeaveInput, proofDocument: File | null) => Promise<unknown>;
  submitLabel: string;
  record?: boolean;
  /** Past dates allowed (an ADMIN recording for someone else); defaults to `record`. */
  allowPast?: boolean;
  /** An ADMIN recording: an excuse leave past its legal length may be sent with a reason (the server refuses it otherwise). */
  canOverride?: boolean;
  /** Remaining annual balance, for the live count's hint. */
  remaining?: number;
  warnings?: LeaveWarning[];
  /** When given, the same warnings the server returns are shown live as the dates change. */
  warningContext?: WarningContext;
  /** A failure without field errors, shown above the form (the spec's fallback when the server says nothing). */
  error?: { title: string; message?: string } | null;
  onCancel?: () => void;
}) {
  const workingDays = useWorkingDays();
  const workingTime = useWorkingTime();
  const form = useForm<Values>({
    resolver: zodResolver(schemaFor(record, allowPast, workingTime)),
    defaultValues: {
      leaveType: '',
      startDate: '',
      endDate: '',
      reason: '',
      overrideReason: '',
      substituteId: '',
      splitAgreed: false,
      travelDays: '0',
      travelDestination: '',
      hourly: false,
      minutesPerDay: '',
      startTime: '',
      childBirthDate: '',
    },
  });
  const errors = form.formState.errors;
  const [leaveType, startDate, endDate, travelDays] = form.watch(['leaveType', 'startDate', 'endDate', 'travelDays']);
  const [hourlyChecked, minutesPerDay, childBirthDate] = form.watch(['hourly', 'minutesPerDay', 'childBirthDate']);
  const choice = hourlyChoice(leaveType, workingTime);
  const hourlyOn = isHourly({ leaveType, hourly: hourlyChecked }, workingTime);
  const nursing = leaveType === 'nursing';
  // Nursing leave starts at its whole allowance, 1,5 saat a day (the employee may choose less).
  useEffect(() => {
    if (nursing && !form.getValues('minutesPerDay')) form.setValue('minutesPerDay', '90');
  }, [nursing, form]);
  // An hourly request keeps its person at work (docs/leave-rules.md §16): the staffing rule counts it so.
  const hours = hourlyOn && Number(minutesPerDay) > 0 ? { minutesPerDay: Number(minutesPerDay) } : {};
  const ruleCheck = useRuleCheck(record ? null : { leaveType, startDate, endDate, ...hours });
  const proof = useProofDocument(leaveType, 'sm:col-span-2');
  const today = istanbulToday(new Date());
  const datesValid = isCalendarDate(startDate) && isCalendarDate(endDate) && compareDates(endDate, startDate) >= 0;
  // An hourly request uses no leave days (its minutes are counted apart).
  const liveDays = leaveType && datesValid && !hourlyOn ? countLeaveDays({ startDate, endDate, workingDays }).days : 0;
  const annual = leaveType === 'annual_paid' && datesValid && liveDays > 0;
  // Issue 24 item 2 (4857 md. 56): whether the request splits its service year, from what the form knows.
  const split =
    annual && warningContext && remaining !== undefined
      ? annualLeaveSplit({
          employeeStartDate: warningContext.employeeStartDate,
          request: { startDate, days: liveDays },
          otherAnnualLeaves: warningContext.otherAnnualLeaves,
          remainingBefore: remaining,
          today,
        })
      : null;
  // A record on the employee page does not know the person's other leaves: it asks whenever the leave is annual.
  const asksAgreement = annual && (record && !warningContext ? true : (split?.isSplit ?? false));
  const refusedSplit = errors.endDate?.message !== undefined && leaveType === 'annual_paid';
  const showOverride =
    canOverride &&
    record &&
    liveDays > 0 &&
    (exceededLegalLength(leaveType, startDate, liveDays) !== null || (annual && (split?.refused || refusedSplit)));
  const live =
    warningContext && leaveType && datesValid
      ? leaveRequestWarnings({
          leaveType,
          startDate,
          days: liveDays,
          today,
          ...warningContext,
          ...(leaveType === 'annual_paid' && remaining !== undefined ? { remainingBefore: remaining } : {}),
        })
      : [];
  const shown = [...live, ...(warnings ?? []).filter((w) => !live.some((l) => l.code === w.code))];

  const submit = form.handleSubmit(async (values) => {
    try {
      const {
        overrideReason,
        splitAgreed,
        travelDays: travel,
        travelDestination,
        hourly: _hourly,
        minutesPerDay,
        startTime,
        childBirthDate,
        ...rest
      } = values;
      if (split?.isSplit && !splitAgreed) {
        form.setError('splitAgreed', { message: splitText.required });
        return;
      }
      if (proof.problem) return;
      const override = showOverride ? overrideReason.trim() : '';
      await onSubmit(
        {
          ...rest,
          reason: values.reason.trim() || undefined,
          substituteId: values.substituteId || undefined,
          ...(override ? { overrideReason: override } : {}),
          // Sent only when asked and given: a request that is no split keeps the spec's shape.
          ...(asksAgreement && splitAgreed ? { splitAgreed: true } : {}),
          // Travel days only with annual leave, only when chosen: otherwise the spec's shape.
          ...(values.leaveType === 'annual_paid' && Number(travel) > 0
            ? { travelDays: Number(travel), travelDestination: travelDestination.trim() }
            : {}),
          // Sent only for hours: a request of whole days keeps product §7's shape.
          ...(hourlyOn
            ? {
                minutesPerDay: Number(minutesPerDay),
                ...(startTime ? { startTime } : {}),
                ...(nursing ? { childBirthDate } : {}),
              }
            : {}),
        },
        proof.file,
      );
      form.reset();
      proof.reset();
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.fields : undefined;
      for (const [name, message] of Object.entries(fields ?? {})) {
        if (name in form.getValues()) form.setError(name as keyof Values, { message });
      }
    }
  });

  const start = useController({ control: form.control, name: 'startDate' }).field;
  const end = useController({ control: form.control, name: 'endDate' }).field;
  const birth = useController({ control: form.control, name: 'childBirthDate' }).field;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4 sm:grid-cols-2">
      {error && (
        <Alert tone="error" title={error.title} className="sm:col-span-2">
          {error.message}
        </Alert>
      )}
      <SelectField
        label={m.leaveType}
        error={errors.leaveType?.message}
        className="sm:col-span-2"
        {...form.register('leaveType')}
      >
        <option value="">{m.chooseType}</option>
        {leaveTypes.map((type) => (
          <option key={type.code} value={type.code}>
            {type.name}
          </option>
        ))}
      </SelectField>
      {/* Product §5: a later start clears an end now before it (the range field does it). */}
      <DateRangeField
        className="sm:col-span-2"
        start={{ ...start, label: m.startDate, error: errors.startDate?.message }}
        end={{ ...end, label: m.endDate, error: errors.endDate?.message }}
        min={allowPast ? undefined : today}
        workingDays={workingDays}
      />
      <HourlyLeaveFields
        choice={choice}
        nursing={nursing}
        hourlyOn={hourlyOn}
        dailyMinutes={workingTime.dailyMinutes}
        today={today}
        fields={{
          hourly: form.register('hourly'),
          minutesPerDay: form.register('minutesPerDay'),
          startTime: form.register('startTime'),
          childBirthDate: birth,
        }}
        errors={{
          minutesPerDay: errors.minutesPerDay?.message,
          startTime: errors.startTime?.message,
          childBirthDate: errors.childBirthDate?.message,
        }}
      />
      <div className="sm:col-span-2">
        {hourlyOn ? (
          <HourlyLeaveCount
            startDate={startDate}
            endDate={endDate}
            workingDays={workingDays}
            minutesPerDay={Number(minutesPerDay)}
            dailyMinutes={workingTime.dailyMinutes}
            {...(nursing ? { childBirthDate } : {})}
          />
        ) : (
          <LeaveDayCount
            startDate={startDate}
            endDate={endDate}
            workingDays={workingDays}
            remaining={leaveType === 'annual_paid' ? remaining : undefined}
          />
        )}
      </div>
      {leaveType === 'annual_paid' && (
        <TravelLeaveFields
          days={form.register('travelDays')}
          destination={form.register('travelDestination')}
          travelDays={travelDays}
          startDate={startDate}
          endDate={endDate}
          workingDays={workingDays}
          errors={{ travelDays: errors.travelDays?.message, travelDestination: errors.travelDestination?.message }}
        />
      )}
      {/* Issue 16: who of my department is away then (the asker's own request only; a recorded leave is someone else's). */}
      {!record && <OverlapHint startDate={startDate} endDate={endDate} className="sm:col-span-2" />}
      <RuleCheckHint check={ruleCheck} className="sm:col-span-2" />
      <SubstituteField control={form.control} name="substituteId" className="sm:col-span-2" />
      <TextAreaField
        label={record ? m.reasonOptional : m.reason}
        maxLength={LEAVE_REASON_MAX_LENGTH}
        error={errors.reason?.message}
        className="sm:col-span-2"
        {...form.register('reason')}
      />
      {proof.field}
      {showOverride && (
        <TextAreaField
          label={m.overrideReason}
          hint={leaveType === 'annual_paid' ? splitText.overrideHint : m.overrideReasonHint}
          maxLength={OVERRIDE_REASON_MAX_LENGTH}
          error={errors.overrideReason?.message}
          className="sm:col-span-2"
          {...form.register('overrideReason')}
        />
      )}
      {shown.length > 0 && (
        <Alert tone="info" title={m.warningsTitle} className="sm:col-span-2">
          <ul className="list-disc space-y-1 pl-4" data-testid="leave-warnings">
            {shown.map((w) => (
              <li key={w.code}>{w.message}</li>
            ))}
          </ul>
        </Alert>
      )}
      {(asksAgreement || errors.splitAgreed) && (
        <CheckboxField
          label={record ? splitText.agreeRecord : splitText.agree}
          hint={record ? splitText.agreeRecordHint : splitText.agreeHint}
          error={errors.splitAgreed?.message}
          className="sm:col-span-2"
          {...form.register('splitAgreed')}
        />
      )}
      <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t.common.cancel}
          </Button>
        )}
        <Button type="submit" disabled={ruleCheck.refused} loading={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
