import { compareDates, type CalendarDate } from '../calendar/calendar-date';

/**
 * Whether a coupon can be used on a day (today in Istanbul), in the order checkout refuses it
 * (issue 21: the operator's badge and the payment's refusal are the same rule): switched off
 * (`INACTIVE`), before its start date (`NOT_STARTED`), after its end date (`EXPIRED`, the end date
 * itself still counts), else `ACTIVE`.
 */
export type CouponState = 'ACTIVE' | 'INACTIVE' | 'NOT_STARTED' | 'EXPIRED';

export function couponState(
  coupon: { isActive: boolean; startDate: CalendarDate; endDate: CalendarDate },
  today: CalendarDate,
): CouponState {
  if (!coupon.isActive) return 'INACTIVE';
  if (compareDates(today, coupon.startDate) < 0) return 'NOT_STARTED';
  if (compareDates(today, coupon.endDate) > 0) return 'EXPIRED';
  return 'ACTIVE';
}
