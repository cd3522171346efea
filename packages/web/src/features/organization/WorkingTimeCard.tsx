import type { WorkingTimeResponse } from '@paydos/contract/hourly-leave';
import { MAX_DAILY_WORKING_MINUTES, MIN_DAILY_WORKING_MINUTES } from '@paydos/domain';
import { useState } from 'react';
import { failureMessage } from '../../platform/api';
import { hourlyLeaveMessages } from '../../platform/messages/hourly-leave';
import { Button } from '../../ui/Button';
import { Card, CardHeader } from '../../ui/Card';
import { CheckboxField } from '../../ui/CheckboxField';
import { SelectField } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import { useToast } from '../../ui/Toast';
import { useSetWorkingTime, useWorkingTimeSetting } from './api';
import { formatDuration } from '../../platform/format-lengths';

const m = hourlyLeaveMessages.card;

/** The working days the server accepts (contract `workingTimeBody`): 1 to 11 hours in half-hour steps. */
const DAILY_OPTIONS: number[] = [];
for (let minutes = MIN_DAILY_WORKING_MINUTES; minutes <= MAX_DAILY_WORKING_MINUTES; minutes += 30) {
  DAILY_OPTIONS.push(minutes);
}

/**
 * Issue 24 item 6 (docs/decisions/015): the organization's working day, which turns hourly leave
 * into days, and whether unpaid and disabled-child care leave may be asked in hours. Audited.
 */
export function WorkingTimeCard() {
  const current = useWorkingTimeSetting();
  return (
    <Card>
      <CardHeader title={m.title} description={m.description} />
      <div className="p-5">{current.data ? <WorkingTimeForm current={current.data} /> : <Spinner />}</div>
    </Card>
  );
}

function WorkingTimeForm({ current }: { current: WorkingTimeResponse }) {
  const toast = useToast();
  const save = useSetWorkingTime();
  const [dailyMinutes, setDailyMinutes] = useState(current.dailyMinutes);
  const [hourlyLeave, setHourlyLeave] = useState(current.hourlyLeave);
  const [error, setError] = useState<string | undefined>();
  const submit = async () => {
    try {
      await save.mutateAsync({ dailyMinutes, hourlyLeave });
      toast(m.saved);
    } catch (failure) {
      setError(failureMessage(failure, m.saveFailed));
    }
  };
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <SelectField
        label={m.dailyMinutes}
        hint={m.dailyMinutesHint}
        error={error}
        className="w-full max-w-56"
        value={String(dailyMinutes)}
        onChange={(e) => {
          setDailyMinutes(Number(e.target.value));
          setError(undefined);
        }}
      >
        {DAILY_OPTIONS.map((minutes) => (
          <option key={minutes} value={String(minutes)}>
            {formatDuration(minutes)}
          </option>
        ))}
      </SelectField>
      <CheckboxField
        label={m.hourlyLeave}
        hint={m.hourlyLeaveHint}
        checked={hourlyLeave}
        onChange={(e) => setHourlyLeave(e.target.checked)}
      />
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending}>
          {m.save}
        </Button>
      </div>
    </form>
  );
}
