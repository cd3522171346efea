import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { t } from '../../platform/messages';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { useQuote, type BillingType, type Offer } from './api';

const m = t.billing;

// An empty code is no coupon (nothing is sent); whether a code is valid only the server can say.
const schema = z.object({ code: z.string().trim() });

export interface AppliedCoupon {
  code: string;
  offer: Offer;
}

/** The coupon code, checked by the server for the chosen plan; the discounted total comes back with it. */
export function CouponField({
  billingType,
  applied,
  onApplied,
}: {
  billingType: BillingType;
  applied: AppliedCoupon | null;
  onApplied: (coupon: AppliedCoupon | null) => void;
}) {
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { code: '' } });
  const quote = useQuote();
  const apply = form.handleSubmit(({ code: trimmed }) => {
    if (!trimmed) return;
    quote.mutate(
      { billingType, couponCode: trimmed },
      {
        onSuccess: (result) =>
          onApplied({ code: result.couponCode ?? trimmed.toLocaleUpperCase('tr-TR'), offer: result.offer }),
      },
    );
  });
  if (applied) {
    return (
      <div
        className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-800"
        role="status"
      >
        <span className="wrap-anywhere">{m.couponApplied(applied.code, applied.offer.couponPercent)}</span>
        <Button size="sm" variant="ghost" onClick={() => onApplied(null)}>
          {m.removeCoupon}
        </Button>
      </div>
    );
  }
  return (
    <form className="flex items-start gap-2" noValidate onSubmit={apply}>
      <TextField
        label={m.couponLabel}
        placeholder={m.couponPlaceholder}
        {...form.register('code', { onChange: () => quote.reset() })}
        error={quote.error?.message}
        className="min-w-0 flex-1"
        autoComplete="off"
      />
      <Button type="submit" variant="secondary" className="mt-7 shrink-0" loading={quote.isPending}>
        {m.applyCoupon}
      </Button>
    </form>
  );
}
