import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CouponBody, CouponListResponse, CouponResponse } from '@paydos/contract/coupons';
import { api } from '../../platform/api';

export type { Coupon, CouponBody } from '@paydos/contract/coupons';

const operator = { credentials: 'operator' } as const;
const key = ['operator-coupons'] as const;

export const useCoupons = () =>
  useQuery({
    queryKey: key,
    queryFn: async () => (await api<CouponListResponse>('/superadmin/coupons', operator)).coupons,
  });

function useCouponMutation<T>(send: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => client.invalidateQueries({ queryKey: key }) });
}

export const useCreateCoupon = () =>
  useCouponMutation((input: CouponBody) =>
    api<CouponResponse>('/superadmin/coupons', { ...operator, method: 'POST', body: input }),
  );
export const useUpdateCoupon = () =>
  useCouponMutation(({ id, input }: { id: string; input: CouponBody }) =>
    api<CouponResponse>(`/superadmin/coupons/${encodeURIComponent(id)}`, { ...operator, method: 'PUT', body: input }),
  );
export const useToggleCoupon = () =>
  useCouponMutation((id: string) =>
    api<CouponResponse>(`/superadmin/coupons/${encodeURIComponent(id)}/toggle`, {
      ...operator,
      method: 'PUT',
      body: {},
    }),
  );
export const useDeleteCoupon = () =>
  useCouponMutation((id: string) =>
    api(`/superadmin/coupons/${encodeURIComponent(id)}`, { ...operator, method: 'DELETE' }),
  );
