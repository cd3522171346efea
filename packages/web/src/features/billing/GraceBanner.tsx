import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import { t } from '../../platform/messages';
import { Button } from '../../ui/Button';
import { formatInstantDate } from '../../platform/format-dates';

/**
 * Product §D7: while a failed renewal's 7 days of grace run, admins and managers see when the service
 * stops; the ADMIN with a pay-now button, a MANAGER (who cannot pay, product §6) with whom to ask.
 */
export function GraceBanner({ graceEndsAt, canPay }: { graceEndsAt: string; canPay: boolean }) {
  return (
    <div
      role="status"
      data-testid="grace-banner"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900"
    >
      <AlertTriangle className="size-5 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium">{t.billing.graceBanner(formatInstantDate(graceEndsAt))}</p>
        {!canPay && <p className="mt-1">{t.billing.onlyAdminPays}</p>}
      </div>
      {canPay && (
        <Button asChild size="sm" variant="danger">
          <Link to="/payment">{t.billing.payNow}</Link>
        </Button>
      )}
    </div>
  );
}
