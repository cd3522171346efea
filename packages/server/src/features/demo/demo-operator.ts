import { lockTransaction } from '../../db/advisory-lock';
import type { CalendarDate } from '@paydos/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Transaction } from '../../db/client';
import { auditLog, coupons, organizations, payments, storedFiles } from '../../db/schema';
import { writeDemoAudit } from './demo-operator-audit';
import { DEMO_COMPANY_SUBDOMAINS, DEMO_COUPON_CODES } from './demo-operator-companies';
import { writeDemoCoupons } from './demo-operator-coupons';
import { writeDemoInvitations } from './demo-operator-invitations';
import { paymentsOf, writeDemoPrices } from './demo-operator-payments';
import { writeDemoCompanies } from './demo-operator-people';
import { writeDemoUploads } from './demo-operator-uploads';

/**
 * The operator's shop window (issue 12, item 9): more organizations of different sizes and ages
 * beside the demo company, so that the operator's lists and charts have something to show on the
 * first start. They follow the demo company's lifecycle (written with it, erased and written anew
 * with its weekly refresh, never twice) and have no logins: nobody signs in to them.
 * Their leave is consistent with the ledger: an APPROVED annual leave has its USAGE entry and fits
 * the person's opening balance; everything is inserted in batches (fast on PGlite).
 */

/** Erases what writeDemoOperatorData wrote (the refresh): organizations with their rows and files, their audit entries, the coupons. */
export async function eraseDemoOperatorData(tx: Transaction) {
  const orgs = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(inArray(organizations.subdomain, DEMO_COMPANY_SUBDOMAINS));
  const ids = orgs.map((o) => o.id);
  if (ids.length > 0) {
    await tx.delete(auditLog).where(inArray(auditLog.organizationId, ids));
    await tx.delete(organizations).where(inArray(organizations.id, ids));
    await tx.delete(storedFiles).where(inArray(storedFiles.organizationId, ids));
  }
  const old = await tx
    .select({ id: coupons.id })
    .from(coupons)
    .where(inArray(coupons.code, [...DEMO_COUPON_CODES]));
  if (old.length > 0) {
    await tx.delete(auditLog).where(
      and(
        eq(auditLog.targetType, 'coupon'),
        inArray(
          auditLog.targetId,
          old.map((c) => c.id),
        ),
      ),
    );
    await tx.delete(coupons).where(
      inArray(
        coupons.id,
        old.map((c) => c.id),
      ),
    );
  }
}

/** Writes the demo organizations, coupons, price history and audit entries, unless they exist already. Returns whether it wrote. */
export async function writeDemoOperatorData(
  tx: Transaction,
  config: Config,
  today: CalendarDate,
  { operatorId, demoOrganizationId }: { operatorId: string | null; demoOrganizationId: string | null },
  nowDate: Date,
): Promise<boolean> {
  // Two instances starting at once: the second waits here, then sees the first one's rows and writes nothing.
  await lockTransaction(tx, 'paydos-demo-operator');
  const [existing] = await tx
    .select({ n: count() })
    .from(organizations)
    .where(inArray(organizations.subdomain, DEMO_COMPANY_SUBDOMAINS));
  if (existing!.n > 0) return false;
  const now = nowDate.getTime();
  const shop = await writeDemoCompanies(tx, today, now);
  await writeDemoInvitations(tx, config, shop, today, now);
  const upload = await writeDemoUploads(tx, shop, now);
  const couponRows = await writeDemoCoupons(tx, today, now);
  const couponId = (code: string) => couponRows.find((c) => c.code === code)!.id;
  await tx.insert(payments).values(paymentsOf(shop.orgId, shop.people, shop.adminOf, couponId, now));
  const currentPriceId = await writeDemoPrices(tx, operatorId, now);
  await writeDemoAudit(tx, shop, { operatorId, demoOrganizationId, couponRows, upload, currentPriceId }, now);
  return true;
}
