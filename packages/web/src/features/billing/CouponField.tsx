import { useState } from 'react';
import { t } from '../../platform/messages';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { useQuote, type BillingType, type Offer } from './api';

const m = t.billing;

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
  const [code, setCode] = useState('');
  const quote = useQuote();
  const apply = () => {
    const trimmed = code.trim();
    if (!trimmed) return;
    quote.mutate(
      { billingType, couponCode: trimmed },
      {
        onSuccess: (result) =>
          onApplied({ code: result.couponCode ?? trimmed.toLocaleUpperCase('tr-TR'), offer: result.offer }),
      },
    );
  };
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
    <form
      className="flex items-start gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <TextField
        label={m.couponLabel}
        placeholder={m.couponPlaceholder}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          quote.reset();
        }}
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
