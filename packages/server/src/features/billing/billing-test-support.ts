import { randomBytes } from 'node:crypto';
import { addDays, istanbulToday } from '@paydos/domain';
import type { Database } from '../../db/client';
import { coupons } from '../../db/schema';
import { systemClock } from '../../platform/clock';
import { createOrganization, createUser, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, orgHost } from '../../../test/http';
import type { App } from '../../app';

/** A trial organization with a logged-in ADMIN and MANAGER and one EMPLOYEE (3 people billed). */
export async function payingSetup(app: App, db: Database) {
  const org = await createOrganization(db, { name: 'Güneş İnşaat A.Ş.' });
  const admin = await createUser(db, org.id, { role: 'ADMIN', firstName: 'İlkay', lastName: 'Ağça' });
  const manager = await createUser(db, org.id, { role: 'MANAGER' });
  await createUser(db, org.id, { role: 'EMPLOYEE' });
  return {
    org,
    adminId: admin.id,
    host: orgHost(org.subdomain),
    adminToken: await loginAs(app, org.subdomain, admin.email, TEST_PASSWORD),
    managerToken: await loginAs(app, org.subdomain, manager.email, TEST_PASSWORD),
  };
}

export async function createCoupon(db: Database, values: Partial<typeof coupons.$inferInsert> = {}) {
  const today = istanbulToday(systemClock());
  const [coupon] = await db
    .insert(coupons)
    .values({
      code: `KUPON${randomBytes(3).toString('hex').toUpperCase()}`,
      discountPercent: 20,
      billingType: 'yearly',
      durationMonths: 12,
      startDate: addDays(today, -1),
      endDate: addDays(today, 30),
      ...values,
    })
    .returning();
  return coupon!;
}

export const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', holder: 'İlkay Ağça' };
