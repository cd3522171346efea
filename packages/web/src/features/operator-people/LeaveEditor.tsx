import {
  hourlyChoice,
  LEAVE_STATUSES,
  leaveStatusLabel,
  leaveTypes,
  takenInDays,
  TEXT_LIMITS,
  type LeaveStatus,
  type Weekday,
  type WorkingTime,
} from '@paydos/domain';
import { useState } from 'react';
import { t } from '../../platform/messages';
import { DateRangeField } from '../../ui/DateRangeField';
import { inputClass, SelectField } from '../../ui/Field';
import type { LeaveInput, OperatorLeave } from './api';
import { EditingRow, type EditorFrame } from './EditableRows';
import { overrideFields, ruleDays } from './leave-days';
import { hoursProblem, LeaveHoursEdit } from './LeaveHoursEdit';
import { formatDays } from '../../platform/format-numbers';

const m = t.operatorPeople;

/**
 * A leave in edit mode (EditingRow): type, dates (the one range picker), day count with its override, status
 * and reason; an hourly leave (issue 24 item 6) has its minutes a day instead of a day count, by the
 * requester's rules, and only the types that may be hours.
 */
export function LeaveEditor({
  leave,
  workingDays,
  workingTime,
  frame,
  onSave,
}: {
  leave: OperatorLeave;
  workingDays: readonly Weekday[];
  workingTime: WorkingTime;
  frame: EditorFrame;
  onSave: (input: LeaveInput) => void;
}) {
  const { layout } = frame;
  const [values, setValues] = useState({
    leaveType: leave.leaveType,
    startDate: leave.startDate,
    endDate: leave.endDate,
    status: leave.status,
    reason: leave.reason ?? '',
    days: leave.daysOverrideReason ? String(leave.days) : '',
    daysOverrideReason: leave.daysOverrideReason ?? '',
    minutesPerDay: leave.hours ? String(leave.hours.minutesPerDay) : '',
  });
  const [errors, setErrors] = useState<{ days?: string; daysOverrideReason?: string; minutesPerDay?: string }>({});
  const hours = leave.hours;
  // An hourly leave stays hours: its type may become another that may be hours; a leave of days, any type of days.
  const types = leaveTypes.filter(
    (type) =>
      type.code === leave.leaveType ||
      (hours ? hourlyChoice(type.code, workingTime) !== 'days' : takenInDays(type.code)),
  );
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));
  const counted = ruleDays(values.startDate, values.endDate, workingDays);
  const submit = () => {
    if (hours) {
      const problem = hoursProblem({ ...values, childBirthDate: hours.childBirthDate }, workingTime);
      if (problem) return setErrors({ minutesPerDay: problem });
      return onSave({
        leaveType: values.leaveType,
        startDate: values.startDate,
        endDate: values.endDate,
        status: values.status,
        reason: values.reason.trim() || null,
        minutesPerDay: Number(values.minutesPerDay),
      });
    }
    const override = overrideFields(values.days, values.daysOverrideReason, counted, {
      invalid: m.daysInvalid,
      reasonRequired: m.daysReasonRequired,
    });
    if (override.error || override.reasonError)
      return setErrors({ days: override.error, daysOverrideReason: override.reasonError });
    // A cleared override goes back to the rule: the rule's own figure is sent, which the server takes as "no override".
    const fields =
      values.days.trim() === '' && leave.daysOverrideReason && counted !== null
        ? { days: counted, daysOverrideReason: null }
        : override.fields;
    onSave({
      leaveType: values.leaveType,
      startDate: values.startDate,
      endDate: values.endDate,
      status: values.status,
      reason: values.reason.trim() || null,
      ...fields,
    });
  };
  const name = `${leave.user.firstName} ${leave.user.lastName}`;
  const type = (
    <div className="grid gap-2">
      <SelectField
        labelHidden
        label={m.leaveType}
        value={values.leaveType}
        onChange={(e) => set({ leaveType: e.target.value })}
        className="min-w-36"
      >
        {types.map((type) => (
          <option key={type.code} value={type.code}>
            {type.name}
          </option>
        ))}
      </SelectField>
      <input
        aria-label={m.reason}
        placeholder={m.reason}
        maxLength={TEXT_LIMITS.leaveReason}
        value={values.reason}
        onChange={(e) => set({ reason: e.target.value })}
        className={inputClass}
      />
    </div>
  );
  const dates = (
    <>
      <DateRangeField
        className={layout === 'row' ? 'min-w-72' : undefined}
        start={{ label: m.leaveStart, value: values.startDate, onChange: (startDate) => set({ startDate }) }}
        end={{ label: m.leaveEnd, value: values.endDate, onChange: (endDate) => set({ endDate }) }}
        workingDays={workingDays}
      />
      {hours ? (
        <LeaveHoursEdit
          values={{ ...values, childBirthDate: hours.childBirthDate }}
          workingDays={workingDays}
          workingTime={workingTime}
          error={errors.minutesPerDay}
          onChange={(minutesPerDay) => {
            set({ minutesPerDay });
            setErrors({});
          }}
        />
      ) : (
        <div className="grid grid-cols-[6rem_minmax(0,1fr)] gap-2">
          <input
            aria-label={m.days}
            title={m.days}
            inputMode="decimal"
            placeholder={counted !== null ? m.dayCount(formatDays(counted)) : m.days}
            value={values.days}
            onChange={(e) => set({ days: e.target.value })}
            aria-invalid={errors.days ? true : undefined}
            className={inputClass}
          />
          {values.days.trim() !== '' && (
            <input
              aria-label={m.daysOverrideReason}
              placeholder={m.daysOverrideReason}
              maxLength={TEXT_LIMITS.overrideReason}
              value={values.daysOverrideReason}
              onChange={(e) => set({ daysOverrideReason: e.target.value })}
              aria-invalid={errors.daysOverrideReason ? true : undefined}
              className={inputClass}
            />
          )}
        </div>
      )}
      {(errors.days || errors.daysOverrideReason) && (
        <p className="text-xs text-red-600">{errors.days ?? errors.daysOverrideReason}</p>
      )}
    </>
  );
  const status = (
    <SelectField
      labelHidden
      label={m.status}
      value={values.status}
      onChange={(e) => set({ status: e.target.value as LeaveStatus })}
      className="min-w-32"
    >
      {LEAVE_STATUSES.map((s) => (
        <option key={s} value={s}>
          {leaveStatusLabel(s)}
        </option>
      ))}
    </SelectField>
  );
  return (
    <EditingRow
      {...frame}
      testId="operator-leave-editing"
      onSave={submit}
      cells={[
        { content: name, className: 'font-medium' },
        { content: type },
        { content: dates, className: 'space-y-2' },
        { content: status },
      ]}
      card={
        <>
          <p className="font-medium">{name}</p>
          {type}
          {dates}
          {status}
        </>
      }
    />
  );
}
