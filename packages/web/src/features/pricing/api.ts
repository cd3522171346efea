import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../platform/api';

/** The operator's prices in kuruş (the page computes in kuruş); yearly is the whole year's price per user, or null. */
export interface OperatorPricing {
  monthlyPrice: number;
  yearlyPrice: number | null;
  updatedAt: string | null;
}

const operator = { credentials: 'operator' } as const;
const key = ['operator-pricing'] as const;

/** On the wire the API speaks TL with 2 decimals (decisions §7); converted here, at the edge. */
const liraToKurus = (lira: number) => Math.round(lira * 100);
const fromWire = (pricing: OperatorPricing): OperatorPricing => ({
  ...pricing,
  monthlyPrice: liraToKurus(pricing.monthlyPrice),
  yearlyPrice: pricing.yearlyPrice === null ? null : liraToKurus(pricing.yearlyPrice),
});

export const useOperatorPricing = () =>
  useQuery({ queryKey: key, queryFn: async () => fromWire((await api<{ pricing: OperatorPricing }>('/superadmin/pricing', operator)).pricing) });

export function useSavePricing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (kurus: { monthlyPrice: number; yearlyPrice: number | null }) => {
      const body = { monthlyPrice: kurus.monthlyPrice / 100, yearlyPrice: kurus.yearlyPrice === null ? null : kurus.yearlyPrice / 100 };
      const result = await api<{ pricing: OperatorPricing; message: string }>('/superadmin/pricing', { ...operator, method: 'PUT', body });
      return { ...result, pricing: fromWire(result.pricing) };
    },
    onSuccess: (result) => client.setQueryData(key, result.pricing),
  });
}
