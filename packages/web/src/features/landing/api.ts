import { useEffect, useState } from 'react';
import type { DemoSessionResponse } from '@paydos/contract/demo-session';
import type { CurrentPrice } from '@paydos/contract/pricing';
import { api } from '../../platform/api';

/** Product §9: 69 TL per person per month until the fetched price arrives; kept when the fetch fails. */
export const DEFAULT_MONTHLY_PRICE_TL = 69;

/**
 * The current monthly price. Asked with a plain effect, not TanStack Query: the landing page renders
 * without the library so that its first load stays within its budget (platform/query-client.tsx).
 */
export function useMonthlyPrice(): number {
  const [price, setPrice] = useState(DEFAULT_MONTHLY_PRICE_TL);
  useEffect(() => {
    let current = true;
    api<CurrentPrice>('/pricing/current', { credentials: 'none' }).then(
      (answer) => current && setPrice(answer.monthlyPriceTL),
      (error: unknown) => console.error(error),
    );
    return () => {
      current = false;
    };
  }, []);
  return price;
}

/**
 * "Demo İzle" (issue 21): a one-time handover code into the demo organization as its ADMIN. A plain
 * call like the price above (the landing page renders without TanStack Query).
 */
export function startDemoSession() {
  return api<DemoSessionResponse>('/demo/session', { method: 'POST', credentials: 'none' });
}
