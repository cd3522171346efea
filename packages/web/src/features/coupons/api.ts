import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../platform/api';

/** Product §3 coupon. */
export interface Coupon {
  id: string;
  code: string;
  discountPercent: number;
  billingType: 'monthly' | 'yearly';
  durationMonths: number;
  startDate: string;
  endDate: string;
  usageCount: number;
  description: string | null;
  isActive: boolean;
  /** Usable today by checkout's rule, computed on the server (issue 21). */
  state: CouponState;
  createdAt: string;
}

export type CouponState = 'ACTIVE' | 'INACTIVE' | 'NOT_STARTED' | 'EXPIRED';

export type CouponInput = Omit<Coupon, 'id' | 'usageCount' | 'createdAt' | 'state'>;

const operator = { credentials: 'operator' } as const;
const key = ['operator-coupons'] as const;
type Saved = { coupon: Coupon; message: string };

export const useCoupons = () =>
  useQuery({
    queryKey: key,
    queryFn: async () => (await api<{ coupons: Coupon[] }>('/superadmin/coupons', operator)).coupons,
  });

function useCouponMutation<T>(send: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => client.invalidateQueries({ queryKey: key }) });
}

export const useCreateCoupon = () =>
  useCouponMutation((input: CouponInput) =>
    api<Saved>('/superadmin/coupons', { ...operator, method: 'POST', body: input }),
  );
export const useUpdateCoupon = () =>
  useCouponMutation(({ id, input }: { id: string; input: CouponInput }) =>
    api<Saved>(`/superadmin/coupons/${encodeURIComponent(id)}`, { ...operator, method: 'PUT', body: input }),
  );
export const useToggleCoupon = () =>
  useCouponMutation((id: string) =>
    api<Saved>(`/superadmin/coupons/${encodeURIComponent(id)}/toggle`, { ...operator, method: 'PUT', body: {} }),
  );
export const useDeleteCoupon = () =>
  useCouponMutation((id: string) =>
    api(`/superadmin/coupons/${encodeURIComponent(id)}`, { ...operator, method: 'DELETE' }),
  );
