import { zodResolver } from '@hookform/resolvers/zod';
import { compareDates, isCalendarDate, TEXT_LIMITS } from '@paydos/domain';
import { useController, useForm, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { limitedText } from '../../platform/form-fields';
import { t } from '../../platform/messages';
import { CheckboxField } from '../../ui/CheckboxField';
import { DateRangeField } from '../../ui/DateRangeField';
import { SelectField, TextAreaField, TextField } from '../../ui/Field';
import type { Coupon, CouponBody } from './api';

const m = t.coupons;

/** Product §5 coupon rules, as the server checks them (code ASCII A-Z 0-9 - _, upper-cased; 1..100 %; ≥ 1 month; end not before start). */
const couponSchema = z
  .object({
    code: z
      .string()
      .trim()
      .min(1, m.required)
      .transform((code) => code.toUpperCase())
      .pipe(z.string().regex(/^[A-Z0-9_-]{3,40}$/, m.codeInvalid)),
    startDate: z.string().refine(isCalendarDate, m.required),
    endDate: z.string().refine(isCalendarDate, m.required),
    discountPercent: z
      .number({ error: m.discountRange })
      .int(m.discountRange)
      .min(1, m.discountRange)
      .max(100, m.discountRange),
    billingType: z.enum(['monthly', 'yearly']),
    durationMonths: z
      .number({ error: m.durationRange })
      .int(m.durationRange)
      .min(1, m.durationRange)
      .max(120, m.durationRange),
    description: limitedText(m.description, TEXT_LIMITS.couponDescription),
    isActive: z.boolean(),
  })
  .refine(
    (v) => !isCalendarDate(v.startDate) || !isCalendarDate(v.endDate) || compareDates(v.endDate, v.startDate) >= 0,
    { path: ['endDate'], message: m.endBeforeStart },
  );
type Values = z.input<typeof couponSchema>;

/** Product §5 defaults: 10 %, 1 month, monthly, active. */
const blank: Values = {
  code: '',
  startDate: '',
  endDate: '',
  discountPercent: 10,
  billingType: 'monthly',
  durationMonths: 1,
  description: '',
  isActive: true,
};

export function useCouponForm(coupon?: Coupon) {
  return useForm<Values, unknown, z.output<typeof couponSchema>>({
    resolver: zodResolver(couponSchema),
    defaultValues: coupon ? { ...coupon, description: coupon.description ?? '' } : blank,
  });
}
export type CouponForm = ReturnType<typeof useCouponForm>;

export const toInput = (values: z.output<typeof couponSchema>): CouponBody => ({
  ...values,
  description: values.description.trim() || null,
});

/** The coupon's fields, shared by the create card and the row being edited. */
export function CouponFields({ form }: { form: UseFormReturn<Values, unknown, z.output<typeof couponSchema>> }) {
  const errors = form.formState.errors;
  const start = useController({ control: form.control, name: 'startDate' }).field;
  const end = useController({ control: form.control, name: 'endDate' }).field;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <TextField
        label={m.code}
        hint={m.codeHint}
        autoCapitalize="characters"
        maxLength={40}
        error={errors.code?.message}
        {...form.register('code')}
      />
      <DateRangeField
        className="sm:col-span-1 lg:col-span-2"
        start={{ ...start, label: m.startDate, error: errors.startDate?.message }}
        end={{ ...end, label: m.endDate, error: errors.endDate?.message }}
      />
      <TextField
        label={m.discountPercent}
        type="number"
        inputMode="numeric"
        min={1}
        max={100}
        error={errors.discountPercent?.message}
        {...form.register('discountPercent', { valueAsNumber: true })}
      />
      <SelectField label={m.billingType} {...form.register('billingType')}>
        <option value="monthly">{m.billing.monthly}</option>
        <option value="yearly">{m.billing.yearly}</option>
      </SelectField>
      <TextField
        label={m.durationMonths}
        type="number"
        inputMode="numeric"
        min={1}
        error={errors.durationMonths?.message}
        {...form.register('durationMonths', { valueAsNumber: true })}
      />
      <TextAreaField
        className="sm:col-span-2"
        label={m.description}
        rows={2}
        maxLength={TEXT_LIMITS.couponDescription}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <CheckboxField className="self-end pb-2" label={m.isActive} {...form.register('isActive')} />
    </div>
  );
}
