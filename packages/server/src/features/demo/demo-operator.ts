import { createHash } from 'node:crypto';
import {
  addDays,
  DEFAULT_LEAVE_POLICY,
  toIstanbulDate,
  usageEntry,
  type CalendarDate,
  type LeavePolicy,
} from '@paydos/domain';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Transaction } from '../../db/client';
import { auditLog, coupons, dataUploads, leaveLedgerEntries, leaveRequests, organizations, payments, prices, storedFiles, subscriptions, users } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../platform/audit';
import { storeUpload } from '../data-uploads';
import { createInvitation } from '../invitations';
import { grantDueAnniversaries } from '../ledger';
import { openingLedgerRows } from '../users';
import { backdateInvitations, backdateLedgerGrants, officeTime } from './demo-clock';
import { planLeaves, type Person } from './demo-operator-leaves';

/**
 * The operator's shop window (issue 12, item 9): more organizations of different sizes and ages
 * beside the demo company, so that the operator's lists and charts have something to show on the
 * first start. They follow the demo company's lifecycle (written with it, erased and written anew
 * with its weekly refresh, never twice) and have no logins: nobody signs in to them.
 * Their leave is consistent with the ledger: an APPROVED annual leave has its USAGE entry and fits
 * the person's opening balance; everything is inserted in batches (fast on PGlite).
 */

type Plan =
  | { kind: 'yearly' | 'monthly'; paidMonths: number }
  | { kind: 'trial'; endsInDays: number }
  | { kind: 'expired' }
  | { kind: 'cancelled' };

interface DemoCompany {
  subdomain: string;
  name: string;
  ageDays: number;
  size: number;
  plan: Plan;
  departments: string[];
  suspended?: boolean;
  policy?: LeavePolicy;
}

const MAVI_POLICY: LeavePolicy = { ...DEFAULT_LEAVE_POLICY, description: 'Yıllık izinler en az iki hafta önceden talep edilir; yaz aylarında ekipler dönüşümlü izne çıkar.' };

/** Subdomains no test uses; sizes 3 to 38, created over the past eleven months. */
export const DEMO_COMPANIES: readonly DemoCompany[] = [
  { subdomain: 'kuzey-lojistik', name: 'Kuzey Lojistik A.Ş.', ageDays: 330, size: 38, plan: { kind: 'yearly', paidMonths: 12 }, departments: ['Operasyon', 'Depo', 'Filo', 'Muhasebe', 'İnsan Kaynakları'] },
  { subdomain: 'ege-gida', name: 'Ege Gıda Sanayi Ltd. Şti.', ageDays: 250, size: 16, plan: { kind: 'expired' }, departments: ['Üretim', 'Kalite', 'Satış'] },
  { subdomain: 'mavi-yazilim', name: 'Mavi Yazılım Teknolojileri', ageDays: 160, size: 11, plan: { kind: 'monthly', paidMonths: 5 }, departments: ['Yazılım', 'Ürün', 'Destek'], policy: MAVI_POLICY },
  { subdomain: 'anka-mimarlik', name: 'Anka Mimarlık', ageDays: 75, size: 7, plan: { kind: 'cancelled' }, departments: ['Proje', 'Şantiye'], suspended: true },
  { subdomain: 'bogazici-danismanlik', name: 'Boğaziçi Danışmanlık', ageDays: 12, size: 5, plan: { kind: 'trial', endsInDays: 2 }, departments: ['Danışmanlık'] },
  { subdomain: 'lale-kafe', name: 'Lale Kafe', ageDays: 4, size: 3, plan: { kind: 'trial', endsInDays: 10 }, departments: ['Salon', 'Mutfak'] },
];

export const DEMO_COMPANY_SUBDOMAINS = DEMO_COMPANIES.map((c) => c.subdomain);

/** Coupons of the shop window: one used, one yearly, one inactive, one fresh. */
export const DEMO_COUPON_CODES = ['HOSGELDIN20', 'YILLIK15', 'BAHAR25', 'KOBI10'] as const;

/** The price history: the spec's price today (69 TL, yearly 59 × 12), a lower one before it. */
const OLD_PRICE = { monthlyPriceKurus: 5900, yearlyPriceKurus: 58_800 };
const CURRENT_PRICE = { monthlyPriceKurus: 6900, yearlyPriceKurus: 70_800 };
const PRICE_CHANGED_DAYS_AGO = 120;

const FIRST_NAMES = ['Ahmet', 'Fatma', 'Mustafa', 'Ayşe', 'Hüseyin', 'Emine', 'İbrahim', 'Hatice', 'Murat', 'Zehra', 'Ömer', 'Merve', 'Serkan', 'Büşra', 'Okan', 'Sibel', 'Cem', 'Derya', 'Kaan', 'Şule', 'Tolga', 'Gül', 'Uğur', 'Pınar'];
const LAST_NAMES = ['Aydın', 'Öztürk', 'Kılıç', 'Aslan', 'Çetin', 'Kara', 'Koç', 'Kurt', 'Özdemir', 'Şimşek', 'Polat', 'Erdoğan', 'Yıldırım', 'Güneş', 'Tekin', 'Bulut', 'Yavuz', 'Doğan', 'Akın', 'Tuncer'];
const ASCII: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', İ: 'i', ö: 'o', ş: 's', ü: 'u', Ç: 'c', Ğ: 'g', Ö: 'o', Ş: 's', Ü: 'u' };
const mailName = (text: string) => text.replace(/[çğıİöşüÇĞÖŞÜ]/g, (c) => ASCII[c]!).toLowerCase();

const DAY = 86_400_000;
/** A moment `days` ago at a plausible office hour (10:00 Istanbul plus a few minutes per `n`), never later than an hour ago. */
const at = (now: number, days: number, n = 0) => new Date(Math.min(Math.floor((now - days * DAY) / DAY) * DAY + 7 * 3_600_000 + (n % 300) * 60_000, now - 3_600_000));

const OPERATOR_IP = '192.0.2.10';
const adminIp = (i: number) => `198.51.100.${20 + i}`;

/** Erases what writeDemoOperatorData wrote (the refresh): organizations with their rows and files, their audit entries, the coupons. */
export async function eraseDemoOperatorData(tx: Transaction) {
  const orgs = await tx.select({ id: organizations.id }).from(organizations).where(inArray(organizations.subdomain, DEMO_COMPANY_SUBDOMAINS));
  const ids = orgs.map((o) => o.id);
  if (ids.length > 0) {
    await tx.delete(auditLog).where(inArray(auditLog.organizationId, ids));
    await tx.delete(organizations).where(inArray(organizations.id, ids));
    await tx.delete(storedFiles).where(inArray(storedFiles.organizationId, ids));
  }
  const old = await tx.select({ id: coupons.id }).from(coupons).where(inArray(coupons.code, [...DEMO_COUPON_CODES]));
  if (old.length > 0) {
    await tx.delete(auditLog).where(and(eq(auditLog.targetType, 'coupon'), inArray(auditLog.targetId, old.map((c) => c.id))));
    await tx.delete(coupons).where(inArray(coupons.id, old.map((c) => c.id)));
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
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('paydos-demo-operator'))`);
  const [existing] = await tx.select({ n: count() }).from(organizations).where(inArray(organizations.subdomain, DEMO_COMPANY_SUBDOMAINS));
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
  const inserted = await tx.insert(users).values(personRows).returning({ id: users.id, organizationId: users.organizationId, email: users.email });
  const people: Person[] = [];
  const ledgerRows: (typeof leaveLedgerEntries.$inferInsert)[] = [];
  inserted.forEach((row, n) => {
    const source = personRows[n]!;
    const companyIndex = DEMO_COMPANIES.findIndex((c) => orgId(c) === row.organizationId);
    const opening = openingLedgerRows({ organizationId: row.organizationId }, row.id, source, {
      leavePolicy: DEMO_COMPANIES[companyIndex]!.policy,
      joinedOn: toIstanbulDate(source.createdAt!),
    });
    ledgerRows.push(...opening);
    const index = people.filter((p) => p.companyIndex === companyIndex).length;
    people.push({ id: row.id, companyIndex, index, joinedAt: source.createdAt!, startDate: source.startDate as CalendarDate, budget: opening.reduce((s, e) => s + e.days, 0) });
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
  const requestIds = requestRows.length ? await tx.insert(leaveRequests).values(requestRows).returning({ id: leaveRequests.id }) : [];
  leaves.forEach((l, n) => {
    if (l.status !== 'APPROVED' || l.leaveType !== 'annual_paid') return;
    const usage = usageEntry({ startDate: l.startDate, endDate: l.endDate, days: l.days, leaveRequestId: requestIds[n]!.id });
    ledgerRows.push({ ...usage, organizationId: requestRows[n]!.organizationId, userId: l.person.id, serviceYear: null, createdById: adminOf(l.person.companyIndex).id, createdAt: l.decidedAt! });
  });
  for (let i = 0; i < ledgerRows.length; i += 1000) await tx.insert(leaveLedgerEntries).values(ledgerRows.slice(i, i + 1000));
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
      { organizationId: orgId(c), organizationName: c.name, subdomain: c.subdomain },
      { email: `${mailName(invitee.firstName)}.${mailName(invitee.lastName)}@${c.subdomain}.paydos.test`, firstName: invitee.firstName, lastName: invitee.lastName, role: 'EMPLOYEE', department: invitee.department, position: 'Uzman', startDate: addDays(today, 10) },
      adminOf(ci).id,
    );
    // Sent on one of the last few days (the invitation stays valid as long), not at start-up.
    await backdateInvitations(tx, orgId(c), officeTime(addDays(today, -1 - k), 11 + k, 25, now));
  }

  const ege = DEMO_COMPANIES.findIndex((c) => c.subdomain === 'ege-gida');
  await demoFile(tx, orgId(DEMO_COMPANIES[ege]!), adminOf(ege).id, 'izin-kayitlari-2025.xlsx', at(now, 3, 15));
  const completedAt = at(now, 10, 40);
  const completedId = await demoFile(tx, orgId(DEMO_COMPANIES[kuzey]!), adminOf(kuzey).id, 'gecmis-izinler-kuzey.csv', at(now, 12, 5));
  const notes = 'Kayıtlar Paydos’a aktarıldı; 3 satırdaki eksik bitiş tarihleri şirketle teyit edildi.';
  await tx.update(dataUploads).set({ isCompleted: true, completedAt, scheduledDeleteAt: new Date(completedAt.getTime() + 30 * DAY), notes }).where(eq(dataUploads.id, completedId));

  const couponRows = await tx
    .insert(coupons)
    .values([
      { code: 'HOSGELDIN20', discountPercent: 20, billingType: 'monthly' as const, durationMonths: 3, startDate: addDays(today, -200), endDate: addDays(today, 160), usageCount: 2, description: 'Yeni müşterilere ilk üç ay %20 indirim', createdAt: at(now, 200) },
      { code: 'YILLIK15', discountPercent: 15, billingType: 'yearly' as const, durationMonths: 12, startDate: addDays(today, -90), endDate: addDays(today, 275), usageCount: 0, description: 'Yıllık ödemede ek %15 indirim', createdAt: at(now, 90) },
      { code: 'BAHAR25', discountPercent: 25, billingType: 'monthly' as const, durationMonths: 2, startDate: addDays(today, -240), endDate: addDays(today, -150), usageCount: 1, isActive: false, description: 'Bahar kampanyası (sona erdi)', createdAt: at(now, 240) },
      { code: 'KOBI10', discountPercent: 10, billingType: 'monthly' as const, durationMonths: 1, startDate: today, endDate: addDays(today, 60), usageCount: 0, description: 'KOBİ buluşması katılımcılarına', createdAt: at(now, 1) },
    ])
    .returning({ id: coupons.id, code: coupons.code, createdAt: coupons.createdAt, discountPercent: coupons.discountPercent, billingType: coupons.billingType, durationMonths: coupons.durationMonths });
  const couponId = (code: string) => couponRows.find((c) => c.code === code)!.id;
  await tx.insert(payments).values(paymentsOf(orgId, people, adminOf, couponId, now));

  const [priceCount] = await tx.select({ n: count() }).from(prices);
  let currentPriceId: string | null = null;
  if (priceCount!.n === 0) {
    await tx.insert(prices).values({ ...OLD_PRICE, updatedByOperatorId: operatorId, createdAt: at(now, 330) });
    const [current] = await tx.insert(prices).values({ ...CURRENT_PRICE, updatedByOperatorId: operatorId, createdAt: at(now, PRICE_CHANGED_DAYS_AGO) }).returning({ id: prices.id });
    currentPriceId = current!.id;
  }

  // ---- a handful of audit entries: operator and admin actions, personal fields masked ---------
  const admin = (ci: number): AuditActor => ({ kind: 'USER', id: adminOf(ci).id, label: 'ADMIN', ipAddress: adminIp(ci) });
  const mavi = DEMO_COMPANIES.findIndex((c) => c.subdomain === 'mavi-yazilim');
  const anka = DEMO_COMPANIES.findIndex((c) => c.subdomain === 'anka-mimarlik');
  const deactivated = people.find((p) => p.companyIndex === kuzey && p.index === DEMO_COMPANIES[kuzey]!.size - 1)!;
  const promoted = people.find((p) => p.companyIndex === kuzey && p.index === 10)!;
  const entry = (organization: number | null, action: string, daysAgo: number, rest: { targetType: string; targetId: string; before?: Record<string, unknown>; after?: Record<string, unknown> }) => ({
    action,
    organizationId: organization === null ? null : orgId(DEMO_COMPANIES[organization]!),
    at: at(now, daysAgo, action.length),
    ...rest,
  });
  const entries: [AuditActor, ReturnType<typeof entry>][] = [
    ...couponRows.map((c): [AuditActor, ReturnType<typeof entry>] => [operator, { ...entry(null, 'coupon.create', 0, { targetType: 'coupon', targetId: c.id, after: { code: c.code, discountPercent: c.discountPercent, billingType: c.billingType, durationMonths: c.durationMonths } }), at: c.createdAt }]),
    [operator, entry(null, 'coupon.update', 150, { targetType: 'coupon', targetId: couponId('BAHAR25'), before: { isActive: true }, after: { isActive: false } })],
    [admin(kuzey), entry(kuzey, 'ledger.adjust', 200, { targetType: 'user', targetId: adjusted.id, after: { days: 2, effectiveDate: toIstanbulDate(adjusted.joinedAt), reason: 'masked' } })],
    [operator, entry(kuzey, 'user.update', 40, { targetType: 'user', targetId: promoted.id, before: { role: 'EMPLOYEE', lastName: 'x' }, after: { role: 'MANAGER', lastName: 'y' } })],
    [admin(kuzey), entry(kuzey, 'staff.deactivate', 25, { targetType: 'user', targetId: deactivated.id, before: { isActive: true }, after: { isActive: false } })],
    [operator, entry(kuzey, 'upload.complete', 10, { targetType: 'data_upload', targetId: completedId, before: { isCompleted: false }, after: { isCompleted: true, notes, scheduledDeleteAt: new Date(completedAt.getTime() + 30 * DAY).toISOString() } })],
    [admin(mavi), entry(mavi, 'policy.update', 100, { targetType: 'organization', targetId: orgId(DEMO_COMPANIES[mavi]!), before: { policyDescription: DEFAULT_LEAVE_POLICY.description }, after: { policyDescription: MAVI_POLICY.description, recalculatedEmployees: 0 } })],
    [admin(ege), entry(ege, 'kvkk.export', 60, { targetType: 'user', targetId: people.find((p) => p.companyIndex === ege && p.index === 4)!.id })],
    [operator, entry(anka, 'organization.suspend', 10, { targetType: 'organization', targetId: orgId(DEMO_COMPANIES[anka]!), before: { isActive: true }, after: { isActive: false } })],
  ];
  if (currentPriceId) entries.push([operator, entry(null, 'pricing.update', PRICE_CHANGED_DAYS_AGO, { targetType: 'price', targetId: currentPriceId, before: OLD_PRICE, after: CURRENT_PRICE })]);
  // The demo company's own part (its admin reads it under /organization): what the operator did for it, and an export.
  const demo = demoOrganizationId ? { id: demoOrganizationId } : null;
  if (demo) {
    const demoPeople = await tx.select({ id: users.id, role: users.role, firstName: users.firstName }).from(users).where(eq(users.organizationId, demo.id));
    const demoAdmin = demoPeople.find((p) => p.role === 'ADMIN');
    const elif = demoPeople.find((p) => p.firstName === 'Elif');
    if (demoAdmin && elif) {
      const demoAdminActor: AuditActor = { kind: 'USER', id: demoAdmin.id, label: 'ADMIN', ipAddress: adminIp(9) };
      entries.push([operator, { action: 'user.update', organizationId: demo.id, at: at(now, 3, 30), targetType: 'user', targetId: elif.id, before: { department: 'Pazarlama', phone: '+90 536 555 66 77' }, after: { department: 'Satış', phone: '+90 536 555 66 78' } }]);
      entries.push([demoAdminActor, { action: 'kvkk.export', organizationId: demo.id, at: at(now, 1, 80), targetType: 'user', targetId: elif.id }]);
    }
  }
  for (const [actor, audit] of entries) await recordAudit(tx, actor, audit);
  return true;
}

function subscriptionOf(c: DemoCompany, organizationId: string, now: number): typeof subscriptions.$inferInsert {
  const createdAt = at(now, c.ageDays);
  const trialEndsAt = new Date(createdAt.getTime() + 14 * DAY);
  const base = { organizationId, createdAt, trialEndsAt, updatedAt: createdAt };
  // A paid plan's seats (issue 20) and a saved card, so a person activated beyond them is charged.
  const paid = { paidSeats: c.size, cardToken: 'demo_seed_card', cardLast4: '4242' };
  switch (c.plan.kind) {
    case 'trial':
      return { ...base, trialEndsAt: new Date(now + c.plan.endsInDays * DAY) };
    case 'expired':
      return base;
    case 'yearly':
      return { ...base, ...paid, status: 'ACTIVE', billingType: 'yearly', pricePerUserKurus: OLD_PRICE.yearlyPriceKurus / 12, currentPeriodEndsAt: new Date(trialEndsAt.getTime() + 365 * DAY), updatedAt: trialEndsAt };
    case 'monthly':
      return { ...base, ...paid, status: 'ACTIVE', billingType: 'monthly', pricePerUserKurus: OLD_PRICE.monthlyPriceKurus, currentPeriodEndsAt: new Date(trialEndsAt.getTime() + c.plan.paidMonths * 30 * DAY), updatedAt: trialEndsAt };
    case 'cancelled':
      return { ...base, status: 'CANCELLED', billingType: 'monthly', pricePerUserKurus: CURRENT_PRICE.monthlyPriceKurus, currentPeriodEndsAt: new Date(trialEndsAt.getTime() + 30 * DAY), updatedAt: at(now, 12) };
  }
}

/** What the paying organizations paid: Kuzey a year at once, Mavi monthly (its first three months with HOSGELDIN20), Anka one month. */
function paymentsOf(orgId: (c: DemoCompany) => string, people: Person[], adminOf: (ci: number) => Person, couponId: (code: string) => string, now: number) {
  const rows: (typeof payments.$inferInsert)[] = [];
  DEMO_COMPANIES.forEach((c, ci) => {
    const paidOn = (months: number) => at(now, c.ageDays - 14 - months * 30, ci);
    const userCount = (date: Date) => people.filter((p) => p.companyIndex === ci && p.joinedAt <= date).length;
    const row = (date: Date, billingType: 'monthly' | 'yearly', perUser: number, coupon: string | null) => {
      const n = userCount(date);
      const discount = coupon === 'HOSGELDIN20' ? 0.8 : coupon === 'BAHAR25' ? 0.75 : 1;
      return {
        organizationId: orgId(c),
        billingType,
        userCount: n,
        amountKurus: Math.round(n * perUser * discount),
        couponId: coupon ? couponId(coupon) : null,
        provider: 'iyzico',
        providerReference: `demo-${c.subdomain}-${date.getTime()}`,
        paidById: adminOf(ci).id,
        createdAt: date,
      };
    };
    if (c.plan.kind === 'yearly') rows.push(row(paidOn(0), 'yearly', OLD_PRICE.yearlyPriceKurus, null));
    if (c.plan.kind === 'monthly') for (let m = 0; m < c.plan.paidMonths; m++) rows.push(row(paidOn(m), 'monthly', OLD_PRICE.monthlyPriceKurus, m < 3 ? 'HOSGELDIN20' : null));
    if (c.plan.kind === 'cancelled') rows.push(row(paidOn(0), 'monthly', CURRENT_PRICE.monthlyPriceKurus, 'BAHAR25'));
  });
  return rows;
}

async function demoFile(tx: Transaction, organizationId: string, adminId: string, fileName: string, uploadedAt: Date) {
  const content = Buffer.from('\uFEFFAd Soyad;İzin Türü;Başlangıç;Bitiş;Gün\r\nÖrnek Kişi;Yıllık İzin;03.03.2025;07.03.2025;5\r\n', 'utf8');
  const contentType = fileName.endsWith('.csv') ? 'text/csv' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  return storeUpload(tx, { organizationId }, adminId, { fileName, contentType, content, sha256: createHash('sha256').update(content).digest('hex') }, uploadedAt);
}
