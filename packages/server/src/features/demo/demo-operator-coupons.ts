import { addDays, type CalendarDate } from '@paydos/domain';
import type { Transaction } from '../../db/client';
import { coupons } from '../../db/schema';
import { at } from './demo-operator-companies';

/** The operator's coupons: running, yearly, ended and one starting today (codes in DEMO_COUPON_CODES). */
export async function writeDemoCoupons(tx: Transaction, today: CalendarDate, now: number) {
  return tx
    .insert(coupons)
    .values([
      {
        code: 'HOSGELDIN20',
        discountPercent: 20,
        billingType: 'monthly' as const,
        durationMonths: 3,
        startDate: addDays(today, -200),
        endDate: addDays(today, 160),
        usageCount: 2,
        description: 'Yeni müşterilere ilk üç ay %20 indirim',
        createdAt: at(now, 200),
      },
      {
        code: 'YILLIK15',
        discountPercent: 15,
        billingType: 'yearly' as const,
        durationMonths: 12,
        startDate: addDays(today, -90),
        endDate: addDays(today, 275),
        usageCount: 0,
        description: 'Yıllık ödemede ek %15 indirim',
        createdAt: at(now, 90),
      },
      {
        code: 'BAHAR25',
        discountPercent: 25,
        billingType: 'monthly' as const,
        durationMonths: 2,
        startDate: addDays(today, -240),
        endDate: addDays(today, -150),
        usageCount: 1,
        isActive: false,
        description: 'Bahar kampanyası (sona erdi)',
        createdAt: at(now, 240),
      },
      {
        code: 'KOBI10',
        discountPercent: 10,
        billingType: 'monthly' as const,
        durationMonths: 1,
        startDate: today,
        endDate: addDays(today, 60),
        usageCount: 0,
        description: 'KOBİ buluşması katılımcılarına',
        createdAt: at(now, 1),
      },
    ])
    .returning({
      id: coupons.id,
      code: coupons.code,
      createdAt: coupons.createdAt,
      discountPercent: coupons.discountPercent,
      billingType: coupons.billingType,
      durationMonths: coupons.durationMonths,
    });
}
