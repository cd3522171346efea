import { zodResolver } from '@hookform/resolvers/zod';
import {
  kurusToLira,
  kurusToLiraText,
  monthlyEquivalentKurus,
  parseLiraToKurus,
  yearlyDiscountPercent,
} from '@paydos/domain';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { t } from '../../platform/messages';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { TextField } from '../../ui/Field';
import { PageHeader } from '../../ui/PageHeader';
import { QueryBody } from '../../ui/QueryBody';
import { useToast } from '../../ui/Toast';
import { useOperatorPricing, useSavePricing, type OperatorPricing } from './api';
import { useDocumentTitle } from '../../platform/document-title';
import { formatDateTime } from '../../platform/format-dates';
import { formatLira } from '../../platform/format-numbers';

const m = t.pricing;

/** Product §5: lira with 2 decimals, ≥ 0, kept as text, made kuruş by its digits (domain parseLiraToKurus). */
const schema = z.object({
  monthly: z
    .string()
    .trim()
    .min(1, m.required)
    .refine((v) => parseLiraToKurus(v) !== null, m.invalid),
  yearly: z
    .string()
    .trim()
    .refine((v) => v === '' || parseLiraToKurus(v) !== null, m.invalid),
});
type Values = z.infer<typeof schema>;

function PricingForm({ pricing }: { pricing: OperatorPricing }) {
  const save = useSavePricing();
  const toast = useToast();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      monthly: kurusToLiraText(pricing.monthlyPrice),
      yearly: pricing.yearlyPrice === null ? '' : kurusToLiraText(pricing.yearlyPrice),
    },
  });
  const errors = form.formState.errors;
  const [monthly, yearly] = form.watch(['monthly', 'yearly']);
  const monthlyKurus = parseLiraToKurus(monthly);
  const yearlyKurus = yearly.trim() === '' ? null : parseLiraToKurus(yearly);
  // Product §9: 1 − yearly / (12 × monthly), whole percent.
  const discount =
    monthlyKurus !== null && yearlyKurus !== null ? yearlyDiscountPercent(monthlyKurus, yearlyKurus) : null;

  const submit = form.handleSubmit((values) =>
    save.mutate(
      {
        monthlyPrice: parseLiraToKurus(values.monthly)!,
        yearlyPrice: values.yearly.trim() === '' ? null : parseLiraToKurus(values.yearly)!,
      },
      {
        onSuccess: (result) => {
          toast(m.saved);
          form.reset({
            monthly: kurusToLiraText(result.pricing.monthlyPrice),
            yearly: result.pricing.yearlyPrice === null ? '' : kurusToLiraText(result.pricing.yearlyPrice),
          });
        },
        onError: (error) => toast(`${m.failedTitle}: ${error.message || m.failed}`, 'error'),
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="grid grid-cols-1 gap-5 p-5">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label={m.monthly}
          inputMode="decimal"
          autoComplete="off"
          error={errors.monthly?.message}
          {...form.register('monthly')}
        />
        <TextField
          label={m.yearly}
          inputMode="decimal"
          autoComplete="off"
          hint={m.yearlyHint}
          error={errors.yearly?.message}
          {...form.register('yearly')}
        />
      </div>
      <Alert tone="info">
        {yearlyKurus === null ? (
          m.noYearly
        ) : (
          <>
            {discount !== null && <span className="font-semibold">{m.discount(discount)}</span>}
            {discount !== null && ' · '}
            {m.perMonth(formatLira(kurusToLira(monthlyEquivalentKurus('yearly', yearlyKurus))))}
          </>
        )}
      </Alert>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">
          {pricing.updatedAt ? m.lastUpdated(formatDateTime(pricing.updatedAt)) : m.defaults}
        </p>
        <Button type="submit" loading={save.isPending}>
          {m.save}
        </Button>
      </div>
    </form>
  );
}

/** Operator /pricing (product §2, §5, §9): monthly and yearly per-user prices in lira, stored as kuruş. */
export function PricingPage() {
  useDocumentTitle(m.title);
  const pricing = useOperatorPricing();
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title={m.title} subtitle={m.subtitle} />
      <Card className="max-w-3xl">
        <QueryBody query={pricing} failed={m.loadFailed} empty={null} isEmpty={() => false}>
          {(data) => <PricingForm key={data.updatedAt ?? 'default'} pricing={data} />}
        </QueryBody>
      </Card>
    </div>
  );
}
