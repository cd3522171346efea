import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_LEAVE_POLICY,
  parseLeavePolicy,
  TENURE_BAND_LABELS,
  TENURE_BANDS,
  TEXT_LIMITS,
  type LeavePolicy,
  type Weekday,
} from '@paydos/domain';
import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { limitedText } from '../../platform/form-fields';
import { t } from '../../platform/messages';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card, CardHeader } from '../../ui/Card';
import { CheckboxField } from '../../ui/CheckboxField';
import { TextAreaField, TextField } from '../../ui/Field';
import { useToast } from '../../ui/Toast';
import { useUpdateOrganization, type Organization } from './api';
import { WEEKDAY_NAMES } from '../../platform/format-dates';

const m = t.organizationPage;
/** Monday first, as Turkish calendars are; values are the policy's (0 = Sunday). */
const WEEK: Weekday[] = [1, 2, 3, 4, 5, 6, 0];

const band = z.number({ error: m.bandRange }).int(m.bandRange).min(0, m.bandRange).max(50, m.bandRange);
const schema = z.object({
  ranges: z.object({ '0-1': band, '1-5': band, '5-15': band, '15+': band }),
  workingDays: z.array(z.string()).min(1, m.workingDaysRequired),
  description: limitedText(m.policyText, TEXT_LIMITS.policyDescription),
});
type Values = z.infer<typeof schema>;

function readPolicy(json: string): LeavePolicy {
  try {
    return parseLeavePolicy(json);
  } catch {
    return {
      ...DEFAULT_LEAVE_POLICY,
      ranges: { ...DEFAULT_LEAVE_POLICY.ranges },
      workingDays: [...DEFAULT_LEAVE_POLICY.workingDays],
    };
  }
}

/** Product §2 policy page: a read-only summary and an edit view with the recalculation warning. */
export function LeavePolicyCard({ organization }: { organization: Organization }) {
  const [editing, setEditing] = useState(false);
  const policy = readPolicy(organization.leavePolicyJson);
  return (
    <Card>
      <CardHeader
        title={m.policyTitle}
        description={m.policyDescription}
        action={
          !editing && (
            <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
              {m.policyEdit}
            </Button>
          )
        }
      />
      {editing ? (
        <PolicyForm organization={organization} policy={policy} onDone={() => setEditing(false)} />
      ) : (
        <PolicySummary policy={policy} />
      )}
    </Card>
  );
}

function PolicySummary({ policy }: { policy: LeavePolicy }) {
  return (
    <div className="space-y-5 p-5" data-testid="policy-summary">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {TENURE_BANDS.map((b) => (
          <div key={b} className="rounded-lg border border-line p-3">
            <dt className="text-xs text-muted">{TENURE_BAND_LABELS[b]}</dt>
            <dd className="text-lg font-semibold">{m.daysValue(policy.ranges[b])}</dd>
          </div>
        ))}
      </dl>
      <div>
        <p className="text-sm font-medium">{m.workingDays}</p>
        <p className="mt-1 text-sm text-muted">
          {WEEK.filter((d) => policy.workingDays.includes(d))
            .map((d) => WEEKDAY_NAMES[d])
            .join(', ')}
        </p>
      </div>
      <div>
        <p className="text-sm font-medium">{m.policyText}</p>
        <p className="mt-1 text-sm whitespace-pre-line text-muted">{policy.description}</p>
      </div>
      <p className="text-xs text-muted">{m.legalNote}</p>
    </div>
  );
}

function PolicyForm({
  organization,
  policy,
  onDone,
}: {
  organization: Organization;
  policy: LeavePolicy;
  onDone: () => void;
}) {
  const toast = useToast();
  const update = useUpdateOrganization();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      ranges: { ...policy.ranges },
      workingDays: policy.workingDays.map(String),
      description: policy.description,
    },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    const next: LeavePolicy = {
      ranges: values.ranges,
      workingDays: values.workingDays.map(Number).sort((a, b) => a - b) as Weekday[],
      description: values.description,
    };
    try {
      const result = await update.mutateAsync({
        name: organization.name,
        description: organization.description,
        address: organization.address,
        phone: organization.phone,
        website: organization.website,
        leavePolicyJson: JSON.stringify(next),
      });
      toast(m.policySaved(result.recalculatedEmployees));
      onDone();
    } catch {
      // shown in the alert
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-5 p-5">
      <div className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900" role="note">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
        <p>{m.recalcWarning}</p>
      </div>
      {update.isError && (
        <Alert tone="error" title={m.saveFailed}>
          {update.error.message}
        </Alert>
      )}
      <fieldset>
        <legend className="text-sm font-medium">{m.annualDays}</legend>
        <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {TENURE_BANDS.map((b) => (
            <TextField
              key={b}
              label={TENURE_BAND_LABELS[b]}
              type="number"
              min={0}
              max={50}
              step={1}
              error={errors.ranges?.[b]?.message}
              {...form.register(`ranges.${b}`, { valueAsNumber: true })}
            />
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-medium">{m.workingDays}</legend>
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
          {WEEK.map((d) => (
            <CheckboxField key={d} label={WEEKDAY_NAMES[d]} value={String(d)} {...form.register('workingDays')} />
          ))}
        </div>
        {errors.workingDays && <p className="mt-1 text-sm text-red-600">{errors.workingDays.message}</p>}
      </fieldset>
      <TextAreaField
        label={m.policyText}
        rows={3}
        maxLength={TEXT_LIMITS.policyDescription}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={update.isPending}>
          {m.policySave}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t.common.cancel}
        </Button>
      </div>
    </form>
  );
}
