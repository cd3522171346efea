import { createHash } from 'node:crypto';
import { addDays, DEFAULT_LEAVE_POLICY, toIstanbulDate, usageEntry, type CalendarDate } from '@paydos/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Transaction } from '../../db/client';
import {
  auditLog,
  coupons,
  dataUploads,
  leaveLedgerEntries,
  leaveRequests,
  organizations,
  payments,
  prices,
  storedFiles,
  subscriptions,
  users,
} from '../../db/schema';
import { recordAudit, type AuditActor } from '../../platform/audit';
import { storeUpload } from '../data-uploads';
import { createInvitation } from '../invitations';
import { grantDueAnniversaries } from '../ledger';
import { openingLedgerRows } from '../users';
import { backdateInvitations, backdateLedgerGrants, officeTime } from './demo-clock';
import { planLeaves, type Person } from './demo-operator-leaves';
import {
  adminIp,
  at,
  DAY,
  DEMO_COMPANIES,
  DEMO_COMPANY_SUBDOMAINS,
  DEMO_COUPON_CODES,
  FIRST_NAMES,
  LAST_NAMES,
  mailName,
  MAVI_POLICY,
  OPERATOR_IP,
  type DemoCompany,
} from './demo-operator-companies';
import { CURRENT_PRICE, OLD_PRICE, paymentsOf, PRICE_CHANGED_DAYS_AGO, subscriptionOf } from './demo-operator-payments';
import { scopeOfOrganization } from '../../platform/tenant-scope';
import { lockTransaction } from '../../db/advisory-lock';

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
): Promise<boolean> {
  // Two instances starting at once: the second waits here, then sees the first one's rows and writes nothing.
  await lockTransaction(tx, 'paydos-demo-operator');
  const [existing] = await tx
    .select({ n: count() })
    .from(organizations)
    .where(inArray(organizations.subdomain, DEMO_COMPANY_SUBDOMAINS));
  if (existing!.n > 0) return false;
  const now = Date.now();
  const operator: AuditActor = { kind: 'OPERATOR', id: operatorId, label: 'operator', ipAddress: OPERATOR_IP };

  // ---- organizations and subscriptions -------------------------------------------------------
  const orgRows = await tx
    .insert(organizations)
    .values(
      DEMO_COMPANIES.map((c) => ({
        name: c.name,
        subdomain: c.subdomain,
        leavePolicy: c.policy ?? DEFAULT_LEAVE_POLICY,
        isActive: !c.suspended,
        createdAt: at(now, c.ageDays),
        updatedAt: at(now, c.suspended ? 10 : c.ageDays),
      })),
    )
    .returning({ id: organizations.id, subdomain: organizations.subdomain });
  const orgId = (c: DemoCompany) => orgRows.find((o) => o.subdomain === c.subdomain)!.id;
  await tx.insert(subscriptions).values(DEMO_COMPANIES.map((c) => subscriptionOf(c, orgId(c), now)));

  // ---- people: the admin founded it, the others joined over its life --------------------------
  const personRows: (typeof users.$inferInsert)[] = [];
  DEMO_COMPANIES.forEach((c, ci) => {
    const used = new Set<string>();
    for (let i = 0; i < c.size; i++) {
      const firstName = FIRST_NAMES[(ci * 5 + i * 7) % FIRST_NAMES.length]!;
      const lastName = LAST_NAMES[(ci * 3 + i * 11) % LAST_NAMES.length]!;
      let email = `${mailName(firstName)}.${mailName(lastName)}@${c.subdomain}.paydos.test`;
      if (used.has(email)) email = email.replace('@', `${i}@`);
      used.add(email);
      // Joined Paydos: the admin on day one, most of the team in its first three weeks (the admin invites
      // them), the rest one by one over the organization's life; so each customer's sign-ups fall in its
      // own months and the operator's monthly chart reads like a year, not a hockey stick (issue 21).
      const onboarded = Math.ceil(c.size * 0.6);
      const joinedDaysAgo =
        i === 0
          ? c.ageDays
          : i < onboarded
            ? Math.max(0, c.ageDays - Math.round((21 * i) / onboarded))
            : Math.round(c.ageDays * (1 - (i - onboarded + 1) / (c.size - onboarded + 1)));
      const joinedAt = at(now, joinedDaysAgo, i);
      const startYearsBack = (i * 37) % 19; // 0 to 18 years of service
      personRows.push({
        organizationId: orgId(c),
        email,
        passwordHash: null,
        firstName,
        lastName,
        role: i === 0 ? 'ADMIN' : i % 9 === 1 ? 'MANAGER' : 'EMPLOYEE',
        isActive: !(c.subdomain === 'kuzey-lojistik' && i === c.size - 1),
        position: i === 0 ? 'İnsan Kaynakları Yöneticisi' : 'Uzman',
        department: c.departments[i % c.departments.length],
        startDate: addDays(toIstanbulDate(joinedAt), -(startYearsBack * 365 + ((i * 53) % 300))),
        birthDate: `${1970 + ((i * 7 + ci) % 33)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + ((i * 3) % 28)).padStart(2, '0')}`,
        createdAt: joinedAt,
        updatedAt: joinedAt,
      });
    }
  });
  const inserted = await tx
    .insert(users)
    .values(personRows)
    .returning({ id: users.id, organizationId: users.organizationId, email: users.email });
  const people: Person[] = [];
  const ledgerRows: (typeof leaveLedgerEntries.$inferInsert)[] = [];
  inserted.forEach((row, n) => {
    const source = personRows[n]!;
    const companyIndex = DEMO_COMPANIES.findIndex((c) => orgId(c) === row.organizationId);
    const opening = openingLedgerRows(scopeOfOrganization(row.organizationId), row.id, source, {
      leavePolicy: DEMO_COMPANIES[companyIndex]!.policy,
      joinedOn: toIstanbulDate(source.createdAt!),
    });
    ledgerRows.push(...opening);
    const index = people.filter((p) => p.companyIndex === companyIndex).length;
    people.push({
      id: row.id,
      companyIndex,
      index,
      joinedAt: source.createdAt!,
      startDate: source.startDate as CalendarDate,
      budget: opening.reduce((s, e) => s + e.days, 0),
    });
  });
  const adminOf = (ci: number) => people.find((p) => p.companyIndex === ci && p.index === 0)!;

  // A carried-over figure an admin of Kuzey entered (audited below).
  const kuzey = DEMO_COMPANIES.findIndex((c) => c.subdomain === 'kuzey-lojistik');
  const adjusted = people.find((p) => p.companyIndex === kuzey && p.index === 3)!;
  ledgerRows.push({
    organizationId: orgId(DEMO_COMPANIES[kuzey]!),
    userId: adjusted.id,
    kind: 'ADJUSTMENT',
    days: 2,
    effectiveDate: toIstanbulDate(adjusted.joinedAt),
    serviceYear: null,
    reason: 'Devreden izin: önceki bordro sisteminden aktarılan 2 gün',
    createdById: adminOf(kuzey).id,
    createdAt: at(now, 200),
  });
  adjusted.budget += 2;

  // ---- leave, spread over each person's time with Paydos --------------------------------------
  const leaves = planLeaves(people, today, now);
  const requestRows = leaves.map((l) => ({
    organizationId: orgId(DEMO_COMPANIES[l.person.companyIndex]!),
    userId: l.person.id,
    leaveType: l.leaveType,
    startDate: l.startDate,
    endDate: l.endDate,
    days: l.days,
    reason: l.reason,
    status: l.status,
    requestedById: l.person.id,
    decidedById: l.status === 'PENDING' ? null : adminOf(l.person.companyIndex).id,
    decidedAt: l.decidedAt,
    decisionReason: l.status === 'REJECTED' ? 'Aynı dönemde ekipte yeterli kişi kalmıyor' : null,
    createdAt: l.createdAt,
    updatedAt: l.decidedAt ?? l.createdAt,
  }));
  const requestIds = requestRows.length
    ? await tx.insert(leaveRequests).values(requestRows).returning({ id: leaveRequests.id })
    : [];
  leaves.forEach((l, n) => {
    if (l.status !== 'APPROVED' || l.leaveType !== 'annual_paid') return;
    const usage = usageEntry({
      startDate: l.startDate,
      endDate: l.endDate,
      days: l.days,
      leaveRequestId: requestIds[n]!.id,
    });
    ledgerRows.push({
      ...usage,
      organizationId: requestRows[n]!.organizationId,
      userId: l.person.id,
      serviceYear: null,
      createdById: adminOf(l.person.companyIndex).id,
      createdAt: l.decidedAt!,
    });
  });
  for (let i = 0; i < ledgerRows.length; i += 1000)
    await tx.insert(leaveLedgerEntries).values(ledgerRows.slice(i, i + 1000));
  // The anniversaries since each person joined (what the hourly worker would have written).
  for (const org of orgRows) {
    await grantDueAnniversaries(tx, { today, organizationId: org.id });
    await backdateLedgerGrants(tx, org.id);
  }

  // ---- invitations, uploads, coupons, payments, prices -----------------------------------------
  const invitees = [
    { company: 'kuzey-lojistik', firstName: 'Selin', lastName: 'Ateş', department: 'Operasyon' },
    { company: 'bogazici-danismanlik', firstName: 'Barış', lastName: 'Sezer', department: 'Danışmanlık' },
    { company: 'lale-kafe', firstName: 'Ece', lastName: 'Yalçın', department: 'Mutfak' },
  ];
  for (const [k, invitee] of invitees.entries()) {
    const ci = DEMO_COMPANIES.findIndex((c) => c.subdomain === invitee.company);
    const c = DEMO_COMPANIES[ci]!;
    await createInvitation(
      tx,
      config,
      scopeOfOrganization({ id: orgId(c), name: c.name, subdomain: c.subdomain }),
      {
        email: `${mailName(invitee.firstName)}.${mailName(invitee.lastName)}@${c.subdomain}.paydos.test`,
        firstName: invitee.firstName,
        lastName: invitee.lastName,
        role: 'EMPLOYEE',
        department: invitee.department,
        position: 'Uzman',
        startDate: addDays(today, 10),
      },
      adminOf(ci).id,
    );
    // Sent on one of the last few days (the invitation stays valid as long), not at start-up.
    await backdateInvitations(tx, orgId(c), officeTime(addDays(today, -1 - k), 11 + k, 25, now));
  }

  const ege = DEMO_COMPANIES.findIndex((c) => c.subdomain === 'ege-gida');
  await demoFile(tx, orgId(DEMO_COMPANIES[ege]!), adminOf(ege).id, 'izin-kayitlari-2025.xlsx', at(now, 3, 15));
  const completedAt = at(now, 10, 40);
  const completedId = await demoFile(
    tx,
    orgId(DEMO_COMPANIES[kuzey]!),
    adminOf(kuzey).id,
    'gecmis-izinler-kuzey.csv',
    at(now, 12, 5),
  );
  const notes = 'Kayıtlar Paydos’a aktarıldı; 3 satırdaki eksik bitiş tarihleri şirketle teyit edildi.';
  await tx
    .update(dataUploads)
    .set({ isCompleted: true, completedAt, scheduledDeleteAt: new Date(completedAt.getTime() + 30 * DAY), notes })
    .where(eq(dataUploads.id, completedId));

  const couponRows = await tx
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
  const couponId = (code: string) => couponRows.find((c) => c.code === code)!.id;
  await tx.insert(payments).values(paymentsOf(orgId, people, adminOf, couponId, now));

  const [priceCount] = await tx.select({ n: count() }).from(prices);
  let currentPriceId: string | null = null;
  if (priceCount!.n === 0) {
    await tx.insert(prices).values({ ...OLD_PRICE, updatedByOperatorId: operatorId, createdAt: at(now, 330) });
    const [current] = await tx
      .insert(prices)
      .values({ ...CURRENT_PRICE, updatedByOperatorId: operatorId, createdAt: at(now, PRICE_CHANGED_DAYS_AGO) })
      .returning({ id: prices.id });
    currentPriceId = current!.id;
  }

  // ---- a handful of audit entries: operator and admin actions, personal fields masked ---------
  const admin = (ci: number): AuditActor => ({
    kind: 'USER',
    id: adminOf(ci).id,
    label: 'ADMIN',
    ipAddress: adminIp(ci),
  });
  const mavi = DEMO_COMPANIES.findIndex((c) => c.subdomain === 'mavi-yazilim');
  const anka = DEMO_COMPANIES.findIndex((c) => c.subdomain === 'anka-mimarlik');
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
        targetId: couponId('BAHAR25'),
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
  return true;
}

async function demoFile(tx: Transaction, organizationId: string, adminId: string, fileName: string, uploadedAt: Date) {
  const content = Buffer.from(
    '\uFEFFAd Soyad;İzin Türü;Başlangıç;Bitiş;Gün\r\nÖrnek Kişi;Yıllık İzin;03.03.2025;07.03.2025;5\r\n',
    'utf8',
  );
  const contentType = fileName.endsWith('.csv')
    ? 'text/csv'
    : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  return storeUpload(
    tx,
    scopeOfOrganization(organizationId),
    adminId,
    { fileName, contentType, content, sha256: createHash('sha256').update(content).digest('hex') },
    uploadedAt,
  );
}
