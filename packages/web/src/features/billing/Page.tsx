import { useState } from 'react';
import { ApiError } from '../../platform/api';
import { t } from '../../platform/messages';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card, CardHeader } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/Dialog';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { useToast } from '../../ui/Toast';
import { useCurrentUser } from '../auth';
import { useBillingSummary, useCancelPlan, useCheckout, type BillingSummary, type BillingType } from './api';
import { CardForm } from './CardForm';
import { CouponField, type AppliedCoupon } from './CouponField';
import { PaymentHistory } from './PaymentHistory';
import { PlanChoice } from './PlanChoice';
import { SeatsCard } from './SeatsCard';
import { useDocumentTitle } from '../../platform/document-title';
import { formatInstantDate } from '../../platform/format-dates';
import { formatLira } from '../../platform/format-numbers';

const m = t.billing;

/** Whether a new plan can be bought (the server's `canBuyPlan`): not while a paid period runs. */
const canBuy = (state: BillingSummary['subscription']['state']) => state !== 'ACTIVE' && state !== 'CANCELLING';

function StateAlert({ summary }: { summary: BillingSummary }) {
  const s = summary.subscription;
  const plan = s.billingType ? m.planNames[s.billingType] : '';
  switch (s.state) {
    case 'TRIAL':
      return <Alert tone="info">{m.states.TRIAL(s.trialDaysLeft)}</Alert>;
    case 'TRIAL_EXPIRED':
      return <Alert tone="error">{m.states.TRIAL_EXPIRED}</Alert>;
    case 'ACTIVE':
      return <Alert tone="success">{m.states.ACTIVE(plan, formatInstantDate(s.currentPeriodEndsAt!))}</Alert>;
    case 'CANCELLING':
      return <Alert tone="info">{m.states.CANCELLING(plan, formatInstantDate(s.currentPeriodEndsAt!))}</Alert>;
    case 'GRACE':
      return <Alert tone="error">{m.states.GRACE(formatInstantDate(s.graceEndsAt!))}</Alert>;
    default:
      return <Alert tone="error">{m.states.CANCELLED}</Alert>;
  }
}

/** Product §2 /payment (ADMIN or MANAGER): the plan's state, monthly and yearly plans, coupon, card form (ADMIN only) and the history. */
export function PaymentPage() {
  useDocumentTitle(m.title);
  const user = useCurrentUser();
  const summary = useBillingSummary();
  const checkout = useCheckout();
  const cancel = useCancelPlan();
  const toast = useToast();
  const [billingType, setBillingType] = useState<BillingType>('yearly');
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);

  if (summary.isPending) return <Spinner />;
  if (summary.isError) return <Alert tone="error">{summary.error.message || m.loadError}</Alert>;
  const data = summary.data;
  const isAdmin = user.role === 'ADMIN';
  const offer =
    coupon?.offer.billingType === billingType
      ? coupon.offer
      : billingType === 'yearly' && data.offers.yearly
        ? data.offers.yearly
        : data.offers.monthly;
  const chosen = offer.billingType;

  const choose = (next: BillingType) => {
    setBillingType(next);
    if (coupon && coupon.offer.billingType !== next) setCoupon(null);
    checkout.reset();
  };

  return (
    <div className="space-y-6">
      <PageHeader title={m.title} subtitle={m.subtitle} />
      <section
        aria-label={m.stateTitle}
        className="space-y-3"
        data-testid="plan-state"
        data-state={data.subscription.state}
      >
        <StateAlert summary={data} />
        {isAdmin && data.subscription.state === 'ACTIVE' && (
          <Button variant="secondary" size="sm" onClick={() => setConfirmCancel(true)}>
            {m.cancelPlan}
          </Button>
        )}
      </section>

      <SeatsCard seats={data.seats} />

      {canBuy(data.subscription.state) && (
        <>
          <PlanChoice offers={data.offers} people={data.people} chosen={chosen} onChoose={choose} />
          <Card>
            <CardHeader title={m.summaryTitle} />
            <div className="grid grid-cols-1 gap-5 p-5 lg:grid-cols-2">
              <div className="space-y-4">
                <CouponField billingType={chosen} applied={coupon} onApplied={setCoupon} />
                <dl className="space-y-2 text-sm" data-testid="checkout-total">
                  <div className="flex justify-between gap-3">
                    <dt className="text-muted">{m.listTotal}</dt>
                    <dd>{formatLira(offer.listTotalTL)}</dd>
                  </div>
                  {offer.couponPercent > 0 && (
                    <div className="flex justify-between gap-3 text-emerald-700">
                      <dt>{m.couponDiscount(offer.couponPercent)}</dt>
                      <dd>-{formatLira(offer.couponDiscountTL)}</dd>
                    </div>
                  )}
                  <div className="flex justify-between gap-3 border-t border-line pt-2 text-base font-semibold">
                    <dt>{m.total}</dt>
                    <dd data-testid="total-amount">{formatLira(offer.totalTL)}</dd>
                  </div>
                </dl>
              </div>
              <div className="space-y-4">
                <h3 className="text-sm font-semibold">{m.cardTitle}</h3>
                {isAdmin ? (
                  <>
                    <p className="text-sm text-muted">{m.cardDescription}</p>
                    {checkout.isPending && <Alert tone="info">{m.paying}</Alert>}
                    {checkout.isError && (
                      <Alert tone="error" title={m.failedTitle}>
                        {checkout.error instanceof ApiError ? checkout.error.message : m.loadError}
                      </Alert>
                    )}
                    <CardForm
                      payLabel={m.pay(formatLira(offer.totalTL))}
                      busy={checkout.isPending}
                      onPay={(card) =>
                        checkout.mutate(
                          { billingType: chosen, ...(coupon ? { couponCode: coupon.code } : {}), card },
                          {
                            onSuccess: (result) => {
                              toast(result.message);
                              setCoupon(null);
                            },
                          },
                        )
                      }
                    />
                  </>
                ) : (
                  <Alert tone="info">{m.onlyAdminPays}</Alert>
                )}
              </div>
            </div>
          </Card>
        </>
      )}

      <PaymentHistory />

      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title={m.cancelTitle}
        description={m.cancelDescription(
          data.subscription.currentPeriodEndsAt ? formatInstantDate(data.subscription.currentPeriodEndsAt) : '',
        )}
        confirmLabel={m.cancelConfirm}
        tone="danger"
        busy={cancel.isPending}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: (result) => {
              toast(result.message);
              setConfirmCancel(false);
            },
            onError: (error) => toast(error.message, 'error'),
          })
        }
      />
    </div>
  );
}
