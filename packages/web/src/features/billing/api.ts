import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, downloadFile } from '../../platform/api';
import { t } from '../../platform/messages';
import { usePagedList } from '../../platform/paged-list';

export type BillingType = 'monthly' | 'yearly';
export type PlanState = 'TRIAL' | 'TRIAL_EXPIRED' | 'ACTIVE' | 'CANCELLING' | 'GRACE' | 'CANCELLED';

export interface Offer {
  billingType: BillingType;
  people: number;
  unitPriceTL: number;
  unitPricePerMonthTL: number;
  listTotalTL: number;
  couponPercent: number;
  couponDiscountTL: number;
  totalTL: number;
  totalPerMonthTL: number;
  yearlyDiscountPercent: number | null;
}

export interface Payment {
  id: string;
  createdAt: string;
  kind: 'CHECKOUT' | 'RENEWAL' | 'SEATS';
  status: 'SUCCEEDED' | 'FAILED';
  billingType: BillingType;
  userCount: number;
  amountTL: number;
  discountPercent: number;
  couponCode: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  cardLast4: string | null;
}

export interface BillingSummary {
  subscription: {
    state: PlanState;
    trialEndsAt: string;
    trialDaysLeft: number;
    billingType: BillingType | null;
    currentPeriodEndsAt: string | null;
    cancelAtPeriodEnd: boolean;
    graceEndsAt: string | null;
    pricePerUserTL: number | null;
    discountPercent: number;
    cardLast4: string | null;
  };
  people: number;
  /** Seats the running paid period is paid for (null without one) and the active people. */
  seats: { paid: number | null; inUse: number };
  offers: { monthly: Offer; yearly: Offer | null };
  /** The first page of the history; the page reads it through usePaymentHistory. */
  payments: Payment[];
  paymentsNextCursor: string | null;
}

/** GET /billing/seat-quote: what activating one more person costs now (ADMIN). */
export interface SeatQuote {
  seatsCount: boolean;
  paidSeats: number | null;
  activePeople: number;
  extraSeats: number;
  amountTL: number;
  daysLeft: number | null;
  periodDays: number | null;
  currentPeriodEndsAt: string | null;
  cardLast4: string | null;
}

/** Read fresh each time it is asked for (the staff page's confirmation, only for a reactivation). */
export const useSeatQuote = (enabled: boolean) =>
  useQuery({
    queryKey: ['billing', 'seat-quote'],
    queryFn: () => api<SeatQuote>('/billing/seat-quote'),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });

export interface CardValues {
  number: string;
  expiry: string;
  cvc: string;
  holder: string;
}

const summaryKey = ['billing', 'summary'] as const;

/** The payment history, newest first, page by page (keyset: `nextCursor`); under the summary's key, so whatever refreshes the summary refreshes it. */
export const usePaymentHistory = () =>
  usePagedList<Payment, 'payments'>([...summaryKey, 'payments'], '/billing/payments', 'payments');

export const useBillingSummary = () =>
  useQuery({ queryKey: summaryKey, queryFn: () => api<BillingSummary>('/billing/summary') });

export const useQuote = () =>
  useMutation({
    mutationFn: (body: { billingType: BillingType; couponCode: string }) =>
      api<{ offer: Offer; couponCode: string | null }>('/billing/quote', { method: 'POST', body }),
  });

/**
 * After a payment or cancellation every query is read again: the summary, the signed-in profile
 * (trial banner, `paymentRequired`) and whatever answered 402 while the organization had lapsed.
 */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries();
}

export function useCheckout() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { billingType: BillingType; couponCode?: string; card: CardValues }) =>
      api<{ paymentId: string; currentPeriodEndsAt: string; message: string }>('/billing/checkout', {
        method: 'POST',
        body,
      }),
    onSettled: refresh,
  });
}

export function useCancelPlan() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => api<{ currentPeriodEndsAt: string; message: string }>('/billing/cancel', { method: 'POST' }),
    onSuccess: refresh,
  });
}

export const downloadReceipt = (payment: Payment) =>
  downloadFile(
    `/billing/payments/${payment.id}/receipt.pdf`,
    `makbuz-${payment.createdAt.slice(0, 10)}.pdf`,
    t.billing.receiptError,
  );
