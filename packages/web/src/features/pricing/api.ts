import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PricingBody, PricingResponse, PricingSavedResponse } from '@paydos/contract/pricing';
import { api } from '../../platform/api';

/** The operator's prices in kuruş, as the operator's call speaks them (product §3, §D7); the page shows and reads lira. */
export type { OperatorPricing } from '@paydos/contract/pricing';

const operator = { credentials: 'operator' } as const;
const key = ['operator-pricing'] as const;

export const useOperatorPricing = () =>
  useQuery({
    queryKey: key,
    queryFn: async () => (await api<PricingResponse>('/superadmin/pricing', operator)).pricing,
  });

export function useSavePricing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (kurus: PricingBody) =>
      api<PricingSavedResponse>('/superadmin/pricing', {
        ...operator,
        method: 'PUT',
        body: kurus,
      }),
    onSuccess: (result) => client.setQueryData(key, result.pricing),
  });
}
