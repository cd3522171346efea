import { Check } from 'lucide-react';
import { t } from '../../platform/messages';
import { Badge } from '../../ui/Badge';
import { cn } from '../../ui/cn';
import type { BillingSummary, BillingType, Offer } from './api';
import { formatLira } from '../../platform/format-numbers';

const m = t.billing;

function PlanCard({ offer, chosen, onChoose }: { offer: Offer; chosen: boolean; onChoose: () => void }) {
  const yearly = offer.billingType === 'yearly';
  return (
    <button
      type="button"
      onClick={onChoose}
      aria-pressed={chosen}
      data-testid={`plan-${offer.billingType}`}
      className={cn(
        'flex min-w-0 flex-col gap-2 rounded-xl border bg-white p-5 text-left shadow-sm transition hover:border-brand-600',
        chosen ? 'border-brand-600 ring-2 ring-brand-100' : 'border-line',
      )}
    >
      <span className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-base font-semibold">{m.planNames[offer.billingType]}</span>
        {yearly && offer.yearlyDiscountPercent !== null && offer.yearlyDiscountPercent > 0 && (
          <Badge tone="green">{m.yearlyDiscount(offer.yearlyDiscountPercent)}</Badge>
        )}
      </span>
      <span>
        <span className="text-2xl font-semibold">{formatLira(offer.unitPricePerMonthTL)}</span>{' '}
        <span className="text-sm text-muted">{m.perPersonMonth}</span>
      </span>
      <span className="text-sm text-muted">
        {formatLira(offer.totalPerMonthTL)} {m.perMonth} ·{' '}
        {yearly ? m.billedYearly(formatLira(offer.listTotalTL)) : m.billedMonthly(formatLira(offer.listTotalTL))}
      </span>
      <span
        className={cn(
          'mt-1 inline-flex items-center gap-1 text-sm font-medium',
          chosen ? 'text-brand-700' : 'text-muted',
        )}
      >
        {chosen && <Check className="size-4" aria-hidden />}
        {chosen ? m.chosen : m.choose}
      </span>
    </button>
  );
}

/** The monthly and yearly plans, priced for the organization's active people (yearly shown per month with its discount, product §9). */
export function PlanChoice({
  offers,
  people,
  chosen,
  onChoose,
}: {
  offers: BillingSummary['offers'];
  people: number;
  chosen: BillingType;
  onChoose: (billingType: BillingType) => void;
}) {
  return (
    <section aria-label={m.plansTitle} className="space-y-3">
      <div>
        <h2 className="text-base font-semibold">{m.plansTitle}</h2>
        <p className="text-sm text-muted" data-testid="people-billed">
          {m.plansDescription(people)}
        </p>
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <PlanCard offer={offers.monthly} chosen={chosen === 'monthly'} onChoose={() => onChoose('monthly')} />
        {offers.yearly ? (
          <PlanCard offer={offers.yearly} chosen={chosen === 'yearly'} onChoose={() => onChoose('yearly')} />
        ) : (
          <p className="rounded-xl border border-dashed border-line p-5 text-sm text-muted">{m.yearlyNotOffered}</p>
        )}
      </div>
    </section>
  );
}
