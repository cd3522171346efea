import { zodResolver } from '@hookform/resolvers/zod';
import { istanbulToday } from '@paydos/domain';
import { teamRules as serverTexts } from '@paydos/contract/messages/team-rules';
import { useController, useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError, failureMessage } from '../../platform/api';
import { limitedText } from '../../platform/form-fields';
import { teamRulesMessages } from '../../platform/messages/team-rules';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { DateRangeField } from '../../ui/DateRangeField';
import { SelectField, TextField } from '../../ui/Field';
import { useToast } from '../../ui/Toast';
import { useAddLockPeriod, type TeamRulesResponse } from './api';
import { modeField, modeOptions } from './rule-parts';

const m = teamRulesMessages.teamRules;
const REASON_MAX_LENGTH = 200;
/** The scope select's value for the whole organization (a team's is its id). */
const WHOLE = '';

const schema = z
  .object({
    startDate: z.string().min(1, m.lockStartRequired),
    endDate: z.string().min(1, m.lockEndRequired),
    teamId: z.string(),
    mode: modeField,
    reason: limitedText(m.lockReason, REASON_MAX_LENGTH),
  })
  .refine((v) => !v.startDate || !v.endDate || v.startDate <= v.endDate, {
    path: ['endDate'],
    message: serverTexts.rangeInvalid,
  });
type Values = z.infer<typeof schema>;

/** Adds a lock period: its dates, the whole organization or one team, what it does, and why. */
export function AddLockPeriod({ teams }: { teams: TeamRulesResponse['teams'] }) {
  const add = useAddLockPeriod();
  const toast = useToast();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { startDate: '', endDate: '', teamId: WHOLE, mode: 'REFUSE', reason: '' },
  });
  const errors = form.formState.errors;
  const start = useController({ control: form.control, name: 'startDate' }).field;
  const end = useController({ control: form.control, name: 'endDate' }).field;
  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await add.mutateAsync({
        startDate: values.startDate,
        endDate: values.endDate,
        teamId: values.teamId === WHOLE ? null : values.teamId,
        mode: values.mode,
        reason: values.reason.trim() || null,
      });
      form.reset();
      toast(result.message);
    } catch (failure) {
      for (const [name, message] of Object.entries(failure instanceof ApiError ? (failure.fields ?? {}) : {}))
        if (name in values) form.setError(name as keyof Values, { message });
    }
  });
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="grid gap-3 rounded-lg border border-line p-4 sm:grid-cols-2"
      aria-label={m.addLock}
    >
      {add.isError && (
        <Alert tone="error" title={m.saveFailed} className="sm:col-span-2">
          {failureMessage(add.error, m.saveFailed)}
        </Alert>
      )}
      <DateRangeField
        className="sm:col-span-2"
        start={{ ...start, label: m.lockStart, error: errors.startDate?.message }}
        end={{ ...end, label: m.lockEnd, error: errors.endDate?.message }}
        min={istanbulToday(new Date())}
      />
      <SelectField label={m.lockScope} {...form.register('teamId')}>
        <option value={WHOLE}>{m.wholeOrganization}</option>
        {teams.map((team) => (
          <option key={team.id} value={team.id}>
            {team.name}
          </option>
        ))}
      </SelectField>
      <SelectField label={m.lockMode} error={errors.mode?.message} {...form.register('mode')}>
        {modeOptions}
      </SelectField>
      <TextField
        label={m.lockReason}
        placeholder={m.lockReasonPlaceholder}
        maxLength={REASON_MAX_LENGTH}
        error={errors.reason?.message}
        className="sm:col-span-2"
        {...form.register('reason')}
      />
      <div className="sm:col-span-2">
        <Button type="submit" loading={add.isPending}>
          {m.addLock}
        </Button>
      </div>
    </form>
  );
}
