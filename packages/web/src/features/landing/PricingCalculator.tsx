import { Check } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { t } from '../../platform/messages/first-load';
import { Button } from '../../ui/Button';
import { useMonthlyPrice } from './api';
import { formatLira } from '../../platform/format-numbers';

const l = t.landing;
export const STAFF_MIN = 1;
export const STAFF_MAX = 50;
export const STAFF_DEFAULT = 10;

/** Product §2: staff count 1-50 (default 10) × per-person monthly price = monthly total in lira. */
export function PricingCalculator() {
  const price = useMonthlyPrice();
  const [staff, setStaff] = useState(STAFF_DEFAULT);
  const sliderId = useId();
  return (
    <div className="mx-auto grid max-w-4xl overflow-hidden rounded-2xl border border-line bg-white shadow-sm md:grid-cols-2">
      <div className="p-6 sm:p-8">
        <label htmlFor={sliderId} className="text-sm font-medium text-ink">
          {l.staffCount}
        </label>
        <p className="mt-2 text-3xl font-bold text-ink" data-testid="staff-count">
          {l.staffValue(staff)}
        </p>
        <input
          id={sliderId}
          type="range"
          min={STAFF_MIN}
          max={STAFF_MAX}
          value={staff}
          onChange={(event) => setStaff(Number(event.target.value))}
          className="mt-6 w-full accent-brand-700"
        />
        <div className="mt-1 flex justify-between text-xs text-muted">
          <span>{STAFF_MIN}</span>
          <span>{STAFF_MAX}</span>
        </div>
        <p className="mt-6 text-sm text-muted">{l.perPerson(formatLira(price))}</p>
      </div>
      <div className="flex flex-col justify-between bg-brand-800 p-6 text-white sm:p-8">
        <div>
          <p className="text-sm text-brand-100">{l.monthlyTotal}</p>
          <p className="mt-2 text-4xl font-bold tracking-tight" data-testid="monthly-total">
            {formatLira(staff * price)}
          </p>
          <ul className="mt-6 space-y-2">
            {l.pricingIncludes.map((line) => (
              <li key={line} className="flex items-start gap-2 text-sm text-brand-50">
                <Check className="mt-0.5 size-4 shrink-0 text-brand-200" aria-hidden />
                {line}
              </li>
            ))}
          </ul>
        </div>
        <Button asChild size="lg" variant="secondary" className="mt-8 border-0">
          <Link to="/onboarding">{l.pricingCta}</Link>
        </Button>
      </div>
    </div>
  );
}
