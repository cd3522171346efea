import { zodResolver } from '@hookform/resolvers/zod';
import { teamRules as serverTexts } from '@paydos/contract/messages/team-rules';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { failureMessage } from '../../platform/api';
import { teamRulesMessages } from '../../platform/messages/team-rules';
import { Button } from '../../ui/Button';
import { SelectField, TextField } from '../../ui/Field';
import { useToast } from '../../ui/Toast';
import { useSetMinimumStaffing, type TeamRulesResponse } from './api';
import { modeField, modeOptions, RuleSection } from './rule-parts';

const m = teamRulesMessages.teamRules;
type Team = TeamRulesResponse['teams'][number];

/** Empty: no rule; else a whole number 0-1000 (the contract's minimumStaffingBody). */
export const countText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || (/^\d+$/.test(value) && Number(value) <= max), message);

const schema = z.object({ minimum: countText(1000, serverTexts.minimumInvalid), mode: modeField });
type Values = z.infer<typeof schema>;

/** Each team's minimum at work on every working day, and what a request that breaks it does; edited in place. */
export function TeamMinimums({ teams }: { teams: Team[] }) {
  return (
    <RuleSection title={m.staffingTitle} description={m.staffingDescription}>
      {teams.length === 0 ? (
        <p className="text-sm text-muted">{m.noTeams}</p>
      ) : (
        <ul className="divide-y divide-line rounded-lg border border-line">
          {teams.map((team) => (
            <TeamMinimum key={team.id} team={team} />
          ))}
        </ul>
      )}
    </RuleSection>
  );
}

function TeamMinimum({ team }: { team: Team }) {
  const save = useSetMinimumStaffing();
  const toast = useToast();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    values: { minimum: team.minimumAtWork === null ? '' : String(team.minimumAtWork), mode: team.minimumStaffingMode },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await save.mutateAsync({
        teamId: team.id,
        minimumAtWork: values.minimum === '' ? null : Number(values.minimum),
        mode: values.mode,
      });
      toast(result.message);
    } catch (error) {
      form.setError('minimum', { message: failureMessage(error, m.saveFailed) });
    }
  });
  return (
    <li data-testid="team-minimum" data-team={team.name}>
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        className="grid items-start gap-3 p-3 sm:grid-cols-[minmax(0,1fr)_7rem_12rem_auto]"
      >
        <div className="min-w-0 self-center">
          <p className="truncate text-sm font-medium text-ink">{team.name}</p>
          <p className="text-xs text-muted">
            {m.members}: {team.memberCount}
          </p>
        </div>
        <TextField
          label={m.minimumLabel(team.name)}
          labelHidden
          inputMode="numeric"
          placeholder={m.minimum}
          error={errors.minimum?.message}
          {...form.register('minimum')}
        />
        <SelectField label={m.minimumModeLabel(team.name)} labelHidden {...form.register('mode')}>
          {modeOptions}
        </SelectField>
        <Button type="submit" variant="secondary" loading={save.isPending} aria-label={m.saveMinimum(team.name)}>
          {m.save}
        </Button>
      </form>
    </li>
  );
}
