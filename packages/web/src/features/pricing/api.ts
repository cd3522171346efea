import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../platform/api';

/** The operator's prices in kuruş, as the operator's call speaks them (product §3, §D7); yearly is the whole year's price per user, or null. The page shows and reads lira. */
export interface OperatorPricing {
  monthlyPrice: number;
  yearlyPrice: number | null;
  updatedAt: string | null;
}

const operator = { credentials: 'operator' } as const;
const key = ['operator-pricing'] as const;

export const useOperatorPricing = () =>
  useQuery({
    queryKey: key,
    queryFn: async () => (await api<{ pricing: OperatorPricing }>('/superadmin/pricing', operator)).pricing,
  });

export function useSavePricing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (kurus: { monthlyPrice: number; yearlyPrice: number | null }) =>
      api<{ pricing: OperatorPricing; message: string }>('/superadmin/pricing', {
        ...operator,
        method: 'PUT',
        body: kurus,
      }),
    onSuccess: (result) => client.setQueryData(key, result.pricing),
  });
}
