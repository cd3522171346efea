import { zodResolver } from '@hookform/resolvers/zod';
import { teamRules as serverTexts } from '@paydos/contract/messages/team-rules';
import { leaveTypeName, TEAM_RULE_LEAVE_TYPES } from '@paydos/domain';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { failureMessage } from '../../platform/api';
import { teamRulesMessages } from '../../platform/messages/team-rules';
import { Button } from '../../ui/Button';
import { SelectField, TextField } from '../../ui/Field';
import { useToast } from '../../ui/Toast';
import { useSetMinimumNotice, type TeamRulesResponse } from './api';
import { modeField, modeOptions, RuleSection } from './rule-parts';
import { countText } from './TeamMinimums';

const m = teamRulesMessages.teamRules;
type Rule = TeamRulesResponse['minimumNotice'][number];

const schema = z.object({ days: countText(365, serverTexts.noticeInvalid), mode: modeField });
type Values = z.infer<typeof schema>;

/** The minimum notice of each leave type the rules bind (annual, unpaid), in calendar days; empty clears it. */
export function MinimumNotice({ rules }: { rules: Rule[] }) {
  return (
    <RuleSection title={m.noticeTitle} description={m.noticeDescription}>
      <ul className="divide-y divide-line rounded-lg border border-line">
        {TEAM_RULE_LEAVE_TYPES.map((leaveType) => (
          <NoticeRule key={leaveType} leaveType={leaveType} rule={rules.find((r) => r.leaveType === leaveType)} />
        ))}
      </ul>
    </RuleSection>
  );
}

function NoticeRule({ leaveType, rule }: { leaveType: string; rule: Rule | undefined }) {
  const save = useSetMinimumNotice();
  const toast = useToast();
  const name = leaveTypeName(leaveType);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    values: { days: rule ? String(rule.days) : '', mode: rule?.mode ?? 'REFUSE' },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    try {
      const days = values.days === '' ? null : Number(values.days);
      const result = await save.mutateAsync({ leaveType, days, mode: values.mode });
      toast(result.message);
    } catch (error) {
      form.setError('days', { message: failureMessage(error, m.saveFailed) });
    }
  });
  return (
    <li data-testid="notice-rule" data-leave-type={leaveType}>
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        className="grid items-start gap-3 p-3 sm:grid-cols-[minmax(0,1fr)_7rem_12rem_auto]"
      >
        <p className="min-w-0 self-center text-sm font-medium text-ink">{name}</p>
        <TextField
          label={m.noticeLabel(name)}
          labelHidden
          inputMode="numeric"
          placeholder={m.days}
          error={errors.days?.message}
          {...form.register('days')}
        />
        <SelectField label={m.noticeModeLabel(name)} labelHidden {...form.register('mode')}>
          {modeOptions}
        </SelectField>
        <Button type="submit" variant="secondary" loading={save.isPending} aria-label={m.saveNotice(name)}>
          {m.save}
        </Button>
      </form>
    </li>
  );
}
