import { TENURE_BAND_LABELS, TENURE_BANDS, type TenureBand } from '@paydos/domain';
import { t } from '../../platform/messages';
import { Alert } from '../../ui/Alert';
import { CheckboxField } from '../../ui/CheckboxField';
import { TextField } from '../../ui/Field';
import { POLICY_LIMITS, policyError } from './wizard-schema';

const l = t.onboarding.leave;

/** Step 3: working days (wizard numbering 1 = Monday … 7 = Sunday) and annual leave per tenure band. */
export function LeaveStep(props: {
  workingDays: number[];
  policy: Record<TenureBand, string>;
  onWorkingDays(days: number[]): void;
  onPolicy(policy: Record<TenureBand, string>): void;
}) {
  const toggle = (day: number) =>
    props.onWorkingDays(
      props.workingDays.includes(day) ? props.workingDays.filter((d) => d !== day) : [...props.workingDays, day].sort(),
    );
  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink">{l.workingDays}</legend>
        <div className="flex flex-wrap gap-2">
          {l.dayNames.map((name, index) => {
            const day = index + 1;
            const checked = props.workingDays.includes(day);
            return (
              <CheckboxField
                key={day}
                label={name}
                className={`cursor-pointer rounded-lg border px-3 py-2 ${checked ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-line bg-white text-ink'}`}
                checked={checked}
                onChange={() => toggle(day)}
              />
            );
          })}
        </div>
        {props.workingDays.length === 0 && <p className="mt-2 text-sm text-red-600">{l.workingDaysRequired}</p>}
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink">{l.policy}</legend>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {TENURE_BANDS.map((band) => {
            const [min, max] = POLICY_LIMITS[band];
            return (
              <TextField
                key={band}
                label={TENURE_BAND_LABELS[band]}
                type="number"
                inputMode="numeric"
                min={min}
                max={max}
                value={props.policy[band]}
                hint={l.bandRange(min, max)}
                error={policyError(band, props.policy[band]) ?? undefined}
                onChange={(event) => props.onPolicy({ ...props.policy, [band]: event.target.value })}
              />
            );
          })}
        </div>
      </fieldset>
      <Alert tone="info">{l.legalNote}</Alert>
    </div>
  );
}
