import {
  addDays,
  approvalStepsFor,
  DEFAULT_APPROVAL_FLOW,
  DEFAULT_LEAVE_POLICY,
  istanbulToday,
  openingGrants,
  SUGGESTED_LEAVE_TYPE_ROUTES,
  type ApprovalFlow,
  type CalendarDate,
} from '@paydos/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  approvalDelegations,
  leaveApprovalSteps,
  leaveLedgerEntries,
  leaveRequests,
  organizations,
  subscriptions,
  users,
} from '../../db/schema';
import { hashPassword } from '../../platform/passwords';
import { systemClock } from '../../platform/clock';
import { scopeOfOrganization } from '../../platform/tenant-scope';
import { saveApprovalFlow, syncOpenSteps } from '../approvals';
import { actingUser } from '../leaves';
import { ensureTeams, teamColumnsOf, updateTeam } from '../teams';
import { largeLeaveHistory } from './large-leave-history';

export const largeAdminEmail = (subdomain: string) => `yonetici@${subdomain}.paydos.test`;
/** Person n (n ≥ 1; every 50th is a manager) of the large organization. */
export const largeEmployeeEmail = (subdomain: string, n: number) => `personel${n}@${subdomain}.paydos.test`;

const firstNames = [
  'Ahmet',
  'Ayşe',
  'Mehmet',
  'Fatma',
  'Mustafa',
  'Emine',
  'Ali',
  'Hatice',
  'Hüseyin',
  'Zeynep',
  'İbrahim',
  'Elif',
  'Çağrı',
  'Gülşen',
  'Oğuz',
  'Şule',
];
const lastNames = [
  'Yılmaz',
  'Kaya',
  'Demir',
  'Şahin',
  'Çelik',
  'Yıldız',
  'Yıldırım',
  'Öztürk',
  'Aydın',
  'Özdemir',
  'Arslan',
  'Doğan',
  'Kılıç',
  'Aslan',
  'Çetin',
  'Koç',
];
const departments = ['Üretim', 'Satış', 'Finans', 'İnsan Kaynakları', 'Teknoloji', 'Lojistik', 'Pazarlama'];

/** Person n's team: departments[n % 7]. */
const teamOf = (n: number) => n % departments.length;
/**
 * The team manager of team t (issue 23): its first MANAGER, person 50·k with k ≡ t (mod 7), so
 * 50 manages Satış (person 1's team), 100 Finans, … 350 Üretim. Every team's is among the first 351.
 */
const teamManagerNumber = (team: number) => 50 * (team === 0 ? departments.length : team);
/** Another MANAGER of the same team (350 people on), who stands in for its manager when a delegation says so. */
const standInNumber = (team: number) => teamManagerNumber(team) + 50 * departments.length;
/** The MANAGER who manages the team of person 1 (Satış) and decides nobody else's steps: the benchmarks' manager. */
export const largeTeamManagerEmail = (subdomain: string) => largeEmployeeEmail(subdomain, teamManagerNumber(1));

/** The organization's flow since it chose it: two steps, with the routes the organization page suggests. */
const TWO_STEP_FLOW: ApprovalFlow = { kind: 'MANAGER_THEN_ADMIN', leaveTypeRoutes: { ...SUGGESTED_LEAVE_TYPE_ROUTES } };
/** The two-step flow was chosen this many days before the seeding: requests sent earlier took the spec's one step. */
const TWO_STEP_SINCE_DAYS = 30;

type HistoryRequest = ReturnType<typeof largeLeaveHistory>['requests'][number];
type StepInsert = typeof leaveApprovalSteps.$inferInsert;

/**
 * The steps of one request of the history, as the engine writes and decides them: the kinds of the
 * flow it was sent in (approvalStepsFor; writeStepRows numbers them from 1), the manager step
 * decided by the team's manager and the İK step by the admin (decideStep's row: outcome, decider,
 * time, note), a step passed over (the requester manages his team) left undecided. A sick leave on
 * an SGK report sent in the two-step flow is recorded without approval (no steps), so the request is
 * rewritten to what that gives. `halfway`: a pending request whose manager step is approved.
 */
function stepsOfRequest(
  request: HistoryRequest,
  {
    flow,
    managerId,
    adminId,
    halfway,
    now,
  }: { flow: ApprovalFlow; managerId: string | null; adminId: string; halfway: boolean; now: number },
): StepInsert[] {
  const kinds = approvalStepsFor(flow, request.leaveType);
  if (kinds.length === 0) {
    if (request.status === 'PENDING' || request.status === 'REJECTED') {
      Object.assign(request, {
        status: 'APPROVED',
        decidedAt: request.createdAt,
        decisionReason: null,
        updatedAt: request.createdAt,
      });
    }
    request.decidedById = null;
    return [];
  }
  const managerStep = managerId !== null && managerId !== request.userId;
  const created = request.createdAt.getTime();
  // The manager decides within a working day; İK decides when the request was decided (the history's time).
  const managerDecidedAt = new Date(Math.min(now, created + 4 * 3_600_000));
  const rows: StepInsert[] = kinds.map((kind, index) => ({
    organizationId: request.organizationId,
    leaveRequestId: request.id,
    position: index + 1,
    kind,
  }));
  const decide = (row: StepInsert, outcome: 'APPROVED' | 'REJECTED', by: string, at: Date, note: string | null) =>
    Object.assign(row, { outcome, decidedById: by, onBehalfOfId: null, decidedAt: at, note });
  const managerRow = rows.find((row) => row.kind === 'TEAM_MANAGER');
  const adminRow = rows.find((row) => row.kind === 'ADMIN');
  if (request.status === 'PENDING') {
    if (halfway && managerRow && managerStep) {
      decide(managerRow, 'APPROVED', managerId, managerDecidedAt, 'Ekipte yedek var, uygun.');
      // Still pending, one step further: the version moves (decideLeave's saveLeave).
      Object.assign(request, { version: 2, updatedAt: managerDecidedAt });
    }
    return rows;
  }
  const decidedAt = request.decidedAt ?? request.createdAt;
  if (request.status === 'REJECTED') {
    // Rejected at the first step that was open: the manager's, unless it was passed over.
    if (managerRow && managerStep) {
      decide(managerRow, 'REJECTED', managerId, decidedAt, request.decisionReason);
      request.decidedById = managerId;
    } else if (adminRow) decide(adminRow, 'REJECTED', adminId, decidedAt, request.decisionReason);
    return rows;
  }
  // Approved (and perhaps cancelled later): every step that was open approved.
  if (managerRow && managerStep) decide(managerRow, 'APPROVED', managerId, managerDecidedAt, null);
  if (adminRow) decide(adminRow, 'APPROVED', adminId, decidedAt, null);
  return rows;
}

/**
 * A few delegations as an organization in service has them (issue 23): Finans's manager away this
 * week (a dated one in force today), İnsan Kaynakları's standing one (for the days he is on approved
 * leave), Teknoloji's last month and Lojistik's next month; each to another MANAGER of his team.
 * Satış's manager, the benchmarks' one, decides as himself. Fewer people: the ones that exist.
 */
function delegationsOf(
  organizationId: string,
  idOf: (n: number) => string | undefined,
  today: CalendarDate,
): (typeof approvalDelegations.$inferInsert)[] {
  const periods: Array<{ team: number; startDate: CalendarDate | null; endDate: CalendarDate | null }> = [
    { team: 4, startDate: addDays(today, -40), endDate: addDays(today, -33) },
    { team: 3, startDate: null, endDate: null },
    { team: 2, startDate: addDays(today, -2), endDate: addDays(today, 4) },
    { team: 5, startDate: addDays(today, 20), endDate: addDays(today, 26) },
  ];
  return periods.flatMap(({ team, startDate, endDate }, index) => {
    const approverId = idOf(teamManagerNumber(team));
    const delegateId = idOf(standInNumber(team));
    if (!approverId || !delegateId) return [];
    const createdAt = new Date(`${addDays(today, -45 + index * 10)}T10:00:00+03:00`);
    return [{ organizationId, approverId, delegateId, startDate, endDate, createdAt }];
  });
}

/**
 * A large organization on an active yearly plan for benchmarks: one admin, a manager every 50
 * people, varied start dates and birthdays, and each person's opening ledger grants from the
 * domain rules, and about three leave requests each (large-leave-history.ts), inserted in bulk
 * in one transaction. Issue 23: the departments are teams, each managed by one of its MANAGERs; the
 * organization is in the two-step flow (manager, then İK) since TWO_STEP_SINCE_DAYS ago, every
 * request has the steps of the flow it was sent in (pending ones open, a third of those at İK with
 * the manager step approved), and four delegations are on record (stepsOfRequest, delegationsOf). Everyone's password is the caller's (the CLI makes a random one). Returns false when the subdomain is taken.
 */
export async function seedLargeOrganization(
  db: Database,
  {
    count,
    subdomain,
    password,
    // The seeding's one clock reading, at its entry (the CLI's and the benchmarks' start).
    now = systemClock(),
  }: { count: number; subdomain: string; password: string; now?: Date },
): Promise<boolean> {
  const [existing] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.subdomain, subdomain));
  if (existing) return false;
  const passwordHash = await hashPassword(password);
  const today = istanbulToday(now);

  await db.transaction(async (tx) => {
    const [organization] = await tx
      .insert(organizations)
      .values({ name: `Büyük Holding A.Ş. (${count} kişi)`, subdomain, leavePolicy: DEFAULT_LEAVE_POLICY })
      .returning({ id: organizations.id });
    const organizationId = organization!.id;
    await tx.insert(subscriptions).values({
      organizationId,
      status: 'ACTIVE',
      billingType: 'yearly',
      trialEndsAt: now,
      currentPeriodEndsAt: new Date(now.getTime() + 365 * 86_400_000),
    });
    // The departments as teams, made once (issue 23 item 1): the people then insert in bulk with their team.
    const teams = await ensureTeams(tx, scopeOfOrganization(organizationId), departments);
    const chunk = 1000;
    let adminId = '';
    const flowSince = now.getTime() - TWO_STEP_SINCE_DAYS * 86_400_000;
    /** Team index → its manager's id, known once the first chunk (persons 0–999) is in. */
    const managers = new Map<number, string>();
    const firstChunk = new Map<number, string>();
    let pendingTwoStep = 0;
    for (let offset = 0; offset < count; offset += chunk) {
      const people = Array.from({ length: Math.min(chunk, count - offset) }, (_, i) => {
        const n = offset + i;
        const startDate = addDays('2026-06-01', -((n * 37) % (30 * 365)));
        const birthDate = addDays('2006-01-01', -((n * 53) % (40 * 365)));
        return {
          organizationId,
          email: n === 0 ? largeAdminEmail(subdomain) : largeEmployeeEmail(subdomain, n),
          passwordHash,
          firstName: firstNames[n % firstNames.length]!,
          lastName: lastNames[(n * 7) % lastNames.length]!,
          role: n === 0 ? ('ADMIN' as const) : n % 50 === 0 ? ('MANAGER' as const) : ('EMPLOYEE' as const),
          ...teamColumnsOf(teams, departments[teamOf(n)]),
          position: 'Uzman',
          startDate,
          birthDate,
        };
      });
      const inserted = await tx
        .insert(users)
        .values(people)
        .returning({ id: users.id, startDate: users.startDate, birthDate: users.birthDate });
      if (offset === 0) {
        adminId = inserted[0]!.id;
        inserted.forEach((person, n) => firstChunk.set(n, person.id));
        const scope = scopeOfOrganization(organizationId);
        const admin = actingUser(adminId, 'ADMIN');
        // What the admin did when the teams came, through the same commands: the flow, then each team's manager.
        await saveApprovalFlow(tx, scope, TWO_STEP_FLOW, admin, now);
        for (const [t, name] of departments.entries()) {
          const managerId = firstChunk.get(teamManagerNumber(t));
          const { teamId } = teamColumnsOf(teams, name);
          if (!managerId || !teamId) continue;
          await updateTeam(tx, scope, admin, teamId, { managerIds: [managerId] });
          managers.set(t, managerId);
        }
      }
      const balances = new Map<string, number>();
      const ledger = inserted.flatMap((person) =>
        openingGrants({
          startDate: person.startDate!,
          birthDate: person.birthDate,
          underground: false,
          policy: DEFAULT_LEAVE_POLICY,
          joinedOn: today,
        }).map((entry) => ({
          organizationId,
          userId: person.id,
          kind: entry.kind,
          days: entry.days,
          effectiveDate: entry.effectiveDate,
          serviceYear: entry.serviceYear ?? null,
          reason: entry.reason,
        })),
      );
      for (const entry of ledger) balances.set(entry.userId, (balances.get(entry.userId) ?? 0) + entry.days);
      await tx.insert(leaveLedgerEntries).values(ledger);
      const history = largeLeaveHistory(
        inserted.map((person, i) => ({
          id: person.id,
          n: offset + i,
          startDate: person.startDate!,
          balance: balances.get(person.id) ?? 0,
        })),
        { organizationId, adminId, today, now, workingDays: DEFAULT_LEAVE_POLICY.workingDays },
      );
      const teamOfUser = new Map(inserted.map((person, i) => [person.id, teamOf(offset + i)]));
      const steps = history.requests.flatMap((request) => {
        const twoStep = request.createdAt.getTime() >= flowSince;
        const halfway = twoStep && request.status === 'PENDING' && pendingTwoStep++ % 3 === 0;
        return stepsOfRequest(request, {
          flow: twoStep ? TWO_STEP_FLOW : DEFAULT_APPROVAL_FLOW,
          managerId: managers.get(teamOfUser.get(request.userId)!) ?? null,
          adminId,
          halfway,
          now: now.getTime(),
        });
      });
      if (history.requests.length) await tx.insert(leaveRequests).values(history.requests);
      if (history.ledger.length) await tx.insert(leaveLedgerEntries).values(history.ledger);
      // ~10 values a row: 4,000 rows stay under the 65,535 bind parameters of one statement.
      for (let from = 0; from < steps.length; from += 4000)
        await tx.insert(leaveApprovalSteps).values(steps.slice(from, from + 4000));
    }
    // The open step kept on each pending request, as the engine's writers of step rows keep it.
    await syncOpenSteps(tx, scopeOfOrganization(organizationId));
    const delegations = delegationsOf(organizationId, (n) => firstChunk.get(n), today);
    if (delegations.length) await tx.insert(approvalDelegations).values(delegations);
  });
  return true;
}
