import { scopeOfOrganization } from '../../platform/tenant-scope';
import { addDays, DEFAULT_LEAVE_POLICY, toIstanbulDate, usageEntry, type CalendarDate } from '@paydos/domain';
import type { Transaction } from '../../db/client';
import { leaveLedgerEntries, leaveRequests, organizations, subscriptions, users } from '../../db/schema';
import { syncOpenSteps } from '../approvals';
import { grantDueAnniversaries } from '../ledger';
import { ensureTeams, teamColumnsOf } from '../teams';
import { openingLedgerRows } from '../users';
import { backdateLedgerGrants } from './demo-clock';
import { at, DEMO_COMPANIES, FIRST_NAMES, LAST_NAMES, mailName, type DemoCompany } from './demo-operator-companies';
import { planLeaves, type Person } from './demo-operator-leaves';
import { subscriptionOf } from './demo-operator-payments';

/** The shop window's organizations and their people, as the later steps of demo-operator.ts need them. */
export interface ShopWindow {
  organizationIds: string[];
  orgId: (c: DemoCompany) => string;
  people: Person[];
  adminOf: (companyIndex: number) => Person;
  /** The Kuzey employee whose carried-over days an admin entered (audited in demo-operator-audit.ts). */
  adjusted: Person;
}

export const companyIndexOf = (subdomain: string) => DEMO_COMPANIES.findIndex((c) => c.subdomain === subdomain);

/** The organizations with their subscriptions, their people with opening balances, their leave and anniversaries. */
export async function writeDemoCompanies(tx: Transaction, today: CalendarDate, now: number): Promise<ShopWindow> {
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
  const { people, adminOf, ledgerRows, adjusted } = await writePeople(tx, orgId, now);
  const shop = { organizationIds: orgRows.map((o) => o.id), orgId, people, adminOf, adjusted };
  await writeLeave(tx, shop, ledgerRows, today, now);
  return shop;
}

/** The admin founded each organization, the others joined over its life. */
async function writePeople(tx: Transaction, orgId: (c: DemoCompany) => string, now: number) {
  const personRows: (typeof users.$inferInsert)[] = [];
  // Each organization's departments as teams, made once (issue 23 item 1), so the rows insert in bulk.
  const teamsOf: Awaited<ReturnType<typeof ensureTeams>>[] = [];
  for (const c of DEMO_COMPANIES) teamsOf.push(await ensureTeams(tx, scopeOfOrganization(orgId(c)), c.departments));
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
        ...teamColumnsOf(teamsOf[ci]!, c.departments[i % c.departments.length]),
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

  // A carried-over figure an admin of Kuzey entered (demo-operator-audit.ts audits it).
  const kuzey = companyIndexOf('kuzey-lojistik');
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

  return { people, adminOf, ledgerRows, adjusted };
}

/** Leave spread over each person's time with Paydos, its ledger entries and the anniversaries. */
async function writeLeave(
  tx: Transaction,
  { organizationIds, orgId, people, adminOf }: ShopWindow,
  ledgerRows: (typeof leaveLedgerEntries.$inferInsert)[],
  today: CalendarDate,
  now: number,
) {
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
  // Their pending requests wait at İK (no step rows: the spec's one step), kept on them as the engine keeps it.
  for (const organizationId of new Set(requestRows.map((row) => row.organizationId)))
    await syncOpenSteps(tx, scopeOfOrganization(organizationId));
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
  for (const organizationId of organizationIds) {
    await grantDueAnniversaries(tx, { today, organizationId });
    await backdateLedgerGrants(tx, organizationId);
  }
}
