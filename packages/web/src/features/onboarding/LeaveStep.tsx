import { TENURE_BAND_LABELS, TENURE_BANDS } from '@paydos/domain';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { t } from '../../platform/messages';
import { Alert } from '../../ui/Alert';
import { CheckboxField } from '../../ui/CheckboxField';
import { TextField } from '../../ui/Field';
import { POLICY_LIMITS, type LeaveSettingsForm } from './wizard-schema';

const l = t.onboarding.leave;

/** Step 3: working days (wizard numbering 1 = Monday … 7 = Sunday) and annual leave per tenure band. */
export function LeaveStep({ form }: { form: UseFormReturn<LeaveSettingsForm> }) {
  const { errors } = form.formState;
  return (
    <div className="space-y-6">
      <Controller
        control={form.control}
        name="workingDays"
        render={({ field }) => (
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-ink">{l.workingDays}</legend>
            <div className="flex flex-wrap gap-2">
              {l.dayNames.map((name, index) => {
                const day = index + 1;
                const checked = field.value.includes(day);
                return (
                  <CheckboxField
                    key={day}
                    label={name}
                    className={`cursor-pointer rounded-lg border px-3 py-2 ${checked ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-line bg-white text-ink'}`}
                    checked={checked}
                    onChange={() =>
                      field.onChange(checked ? field.value.filter((d) => d !== day) : [...field.value, day].sort())
                    }
                  />
                );
              })}
            </div>
            {errors.workingDays && <p className="mt-2 text-sm text-red-600">{errors.workingDays.message}</p>}
          </fieldset>
        )}
      />
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
                hint={l.bandRange(min, max)}
                error={errors.policy?.[band]?.message}
                {...form.register(`policy.${band}`)}
              />
            );
          })}
        </div>
      </fieldset>
      <Alert tone="info">{l.legalNote}</Alert>
    </div>
  );
}
