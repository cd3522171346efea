import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, downloadFile } from '../../platform/api';
import { t } from '../../platform/messages';
import { usePagedList } from '../../platform/paged-list';
import type {
  BillingSummary,
  CancelResponse,
  CheckoutBody,
  CheckoutResponse,
  Payment,
  QuoteBody,
  QuoteResponse,
  SeatQuote,
} from '@paydos/contract/billing';

export type { BillingSummary, CardValues, Offer, Payment, PlanState, SeatQuote } from '@paydos/contract/billing';
export type { BillingType } from '@paydos/domain';

/** Read fresh each time it is asked for (the staff page's confirmation, only for a reactivation). */
export const useSeatQuote = (enabled: boolean) =>
  useQuery({
    queryKey: ['billing', 'seat-quote'],
    queryFn: () => api<SeatQuote>('/billing/seat-quote'),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });

const summaryKey = ['billing', 'summary'] as const;

/** The payment history, newest first, page by page (keyset: `nextCursor`); under the summary's key, so whatever refreshes the summary refreshes it. */
export const usePaymentHistory = () =>
  usePagedList<Payment, 'payments'>([...summaryKey, 'payments'], '/billing/payments', 'payments');

export const useBillingSummary = () =>
  useQuery({ queryKey: summaryKey, queryFn: () => api<BillingSummary>('/billing/summary') });

export const useQuote = () =>
  useMutation({
    mutationFn: (body: QuoteBody) => api<QuoteResponse>('/billing/quote', { method: 'POST', body }),
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
    mutationFn: (body: CheckoutBody) => api<CheckoutResponse>('/billing/checkout', { method: 'POST', body }),
    onSettled: refresh,
  });
}

export function useCancelPlan() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => api<CancelResponse>('/billing/cancel', { method: 'POST' }),
    onSuccess: refresh,
  });
}

export const downloadReceipt = (payment: Payment) =>
  downloadFile(
    `/billing/payments/${payment.id}/receipt.pdf`,
    `makbuz-${payment.createdAt.slice(0, 10)}.pdf`,
    t.billing.receiptError,
  );
