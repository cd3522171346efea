import { useQuery } from '@tanstack/react-query';
import { api } from '../../platform/api';

/** Spec §9: 69 TL per person per month until the fetched price arrives; kept when the fetch fails. */
export const DEFAULT_MONTHLY_PRICE_TL = 69;

export function useMonthlyPrice(): number {
  const price = useQuery({
    queryKey: ['pricing', 'current'],
    queryFn: () => api<{ monthlyPriceTL: number; yearlyPriceTL: number | null }>('/pricing/current', { credentials: 'none' }),
    retry: false,
    staleTime: 5 * 60_000,
  });
  if (price.isError) console.error(price.error);
  return price.data?.monthlyPriceTL ?? DEFAULT_MONTHLY_PRICE_TL;
}
