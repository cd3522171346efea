import { trialBanner, trialDaysLeft } from '@paydos/domain';
import { Clock, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { t } from '../../platform/messages';
import { Button } from '../../ui/Button';
import { cn } from '../../ui/cn';

const colors = {
  red: 'border-red-200 bg-red-50 text-red-900',
  amber: 'border-amber-200 bg-amber-50 text-amber-900',
  blue: 'border-sky-200 bg-sky-50 text-sky-900',
};

/**
 * Product §4 trial banner, shown to non-employees while the organization is on a trial; dismissible.
 * Only an ADMIN may pay (product §6): he gets the button to /payment, anyone else is told whom to ask.
 */
export function TrialBanner({ trialEndsAt, canPay }: { trialEndsAt: string; canPay: boolean }) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  const banner = trialBanner(trialDaysLeft(trialEndsAt, Date.now()));
  return (
    <div
      role="status"
      className={cn('flex flex-wrap items-center gap-3 rounded-xl border p-4', colors[banner.color])}
      data-color={banner.color}
    >
      <Clock className="size-5 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium">{banner.expiredText ?? t.trial.daysLeft(banner.daysLeft)}</p>
        {!canPay && (
          <p className="mt-1" data-testid="trial-ask-admin">
            {t.trial.askAdmin}
          </p>
        )}
      </div>
      {canPay && (
        <Button asChild size="sm" variant={banner.expired ? 'danger' : 'primary'}>
          <Link to="/payment">{banner.expired ? t.trial.payNow : t.trial.choosePlan}</Link>
        </Button>
      )}
      <button
        type="button"
        onClick={() => setDismissed(true)}
        className="rounded p-1 hover:bg-black/5"
        aria-label={t.trial.dismiss}
      >
        <X className="size-4" />
      </button>
    </div>
  );
}
