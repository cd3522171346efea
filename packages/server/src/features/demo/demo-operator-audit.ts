import { DEFAULT_LEAVE_POLICY, toIstanbulDate } from '@paydos/domain';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { users } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../platform/audit';
import { adminIp, at, DAY, DEMO_COMPANIES, MAVI_POLICY, OPERATOR_IP } from './demo-operator-companies';
import type { writeDemoCoupons } from './demo-operator-coupons';
import { CURRENT_PRICE, OLD_PRICE, PRICE_CHANGED_DAYS_AGO } from './demo-operator-payments';
import { companyIndexOf, type ShopWindow } from './demo-operator-people';
import type { writeDemoUploads } from './demo-operator-uploads';

interface AuditedDemo {
  operatorId: string | null;
  demoOrganizationId: string | null;
  couponRows: Awaited<ReturnType<typeof writeDemoCoupons>>;
  upload: Awaited<ReturnType<typeof writeDemoUploads>>;
  currentPriceId: string | null;
}

/** A handful of audit entries: operator and admin actions, personal fields masked. */
export async function writeDemoAudit(
  tx: Transaction,
  { orgId, people, adminOf, adjusted }: ShopWindow,
  {
    operatorId,
    demoOrganizationId,
    couponRows,
    upload: { completedId, completedAt, notes },
    currentPriceId,
  }: AuditedDemo,
  now: number,
) {
  const operator: AuditActor = { kind: 'OPERATOR', id: operatorId, label: 'operator', ipAddress: OPERATOR_IP };
  const admin = (ci: number): AuditActor => ({
    kind: 'USER',
    id: adminOf(ci).id,
    label: 'ADMIN',
    ipAddress: adminIp(ci),
  });
  const kuzey = companyIndexOf('kuzey-lojistik');
  const ege = companyIndexOf('ege-gida');
  const mavi = companyIndexOf('mavi-yazilim');
  const anka = companyIndexOf('anka-mimarlik');
  const deactivated = people.find((p) => p.companyIndex === kuzey && p.index === DEMO_COMPANIES[kuzey]!.size - 1)!;
  const promoted = people.find((p) => p.companyIndex === kuzey && p.index === 10)!;
  const entry = (
    organization: number | null,
    action: string,
    daysAgo: number,
    rest: { targetType: string; targetId: string; before?: Record<string, unknown>; after?: Record<string, unknown> },
  ) => ({
    action,
    organizationId: organization === null ? null : orgId(DEMO_COMPANIES[organization]!),
    at: at(now, daysAgo, action.length),
    ...rest,
  });
  const entries: [AuditActor, ReturnType<typeof entry>][] = [
    ...couponRows.map((c): [AuditActor, ReturnType<typeof entry>] => [
      operator,
      {
        ...entry(null, 'coupon.create', 0, {
          targetType: 'coupon',
          targetId: c.id,
          after: {
            code: c.code,
            discountPercent: c.discountPercent,
            billingType: c.billingType,
            durationMonths: c.durationMonths,
          },
        }),
        at: c.createdAt,
      },
    ]),
    [
      operator,
      entry(null, 'coupon.update', 150, {
        targetType: 'coupon',
        targetId: couponRows.find((c) => c.code === 'BAHAR25')!.id,
        before: { isActive: true },
        after: { isActive: false },
      }),
    ],
    [
      admin(kuzey),
      entry(kuzey, 'ledger.adjust', 200, {
        targetType: 'user',
        targetId: adjusted.id,
        after: { days: 2, effectiveDate: toIstanbulDate(adjusted.joinedAt), reason: 'masked' },
      }),
    ],
    [
      operator,
      entry(kuzey, 'user.update', 40, {
        targetType: 'user',
        targetId: promoted.id,
        before: { role: 'EMPLOYEE', lastName: 'x' },
        after: { role: 'MANAGER', lastName: 'y' },
      }),
    ],
    [
      admin(kuzey),
      entry(kuzey, 'staff.deactivate', 25, {
        targetType: 'user',
        targetId: deactivated.id,
        before: { isActive: true },
        after: { isActive: false },
      }),
    ],
    [
      operator,
      entry(kuzey, 'upload.complete', 10, {
        targetType: 'data_upload',
        targetId: completedId,
        before: { isCompleted: false },
        after: {
          isCompleted: true,
          notes,
          scheduledDeleteAt: new Date(completedAt.getTime() + 30 * DAY).toISOString(),
        },
      }),
    ],
    [
      admin(mavi),
      entry(mavi, 'policy.update', 100, {
        targetType: 'organization',
        targetId: orgId(DEMO_COMPANIES[mavi]!),
        before: { policyDescription: DEFAULT_LEAVE_POLICY.description },
        after: { policyDescription: MAVI_POLICY.description, recalculatedEmployees: 0 },
      }),
    ],
    [
      admin(ege),
      entry(ege, 'kvkk.export', 60, {
        targetType: 'user',
        targetId: people.find((p) => p.companyIndex === ege && p.index === 4)!.id,
      }),
    ],
    [
      operator,
      entry(anka, 'organization.suspend', 10, {
        targetType: 'organization',
        targetId: orgId(DEMO_COMPANIES[anka]!),
        before: { isActive: true },
        after: { isActive: false },
      }),
    ],
  ];
  if (currentPriceId)
    entries.push([
      operator,
      entry(null, 'pricing.update', PRICE_CHANGED_DAYS_AGO, {
        targetType: 'price',
        targetId: currentPriceId,
        before: OLD_PRICE,
        after: CURRENT_PRICE,
      }),
    ]);
  // The demo company's own part (its admin reads it under /organization): what the operator did for it, and an export.
  const demo = demoOrganizationId ? { id: demoOrganizationId } : null;
  if (demo) {
    const demoPeople = await tx
      .select({ id: users.id, role: users.role, firstName: users.firstName })
      .from(users)
      .where(eq(users.organizationId, demo.id));
    const demoAdmin = demoPeople.find((p) => p.role === 'ADMIN');
    const elif = demoPeople.find((p) => p.firstName === 'Elif');
    if (demoAdmin && elif) {
      const demoAdminActor: AuditActor = { kind: 'USER', id: demoAdmin.id, label: 'ADMIN', ipAddress: adminIp(9) };
      entries.push([
        operator,
        {
          action: 'user.update',
          organizationId: demo.id,
          at: at(now, 3, 30),
          targetType: 'user',
          targetId: elif.id,
          before: { department: 'Pazarlama', phone: '+90 536 555 66 77' },
          after: { department: 'Satış', phone: '+90 536 555 66 78' },
        },
      ]);
      entries.push([
        demoAdminActor,
        { action: 'kvkk.export', organizationId: demo.id, at: at(now, 1, 80), targetType: 'user', targetId: elif.id },
      ]);
    }
  }
  for (const [actor, audit] of entries) await recordAudit(tx, actor, audit);
}
