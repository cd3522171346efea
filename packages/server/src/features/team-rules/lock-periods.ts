import { compareDates, istanbulToday, leaveDateProblems } from '@paydos/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lockPeriods, teams } from '../../db/schema';
import { recordAudit, type UserActor } from '../../platform/audit';
import { fail } from '../../platform/errors';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import { messages } from '@paydos/contract/messages';
import type { LockPeriod, LockPeriodInput } from '@paydos/contract/team-rules';

const m = messages.teamRules;

/** Dates a lock may have: real holiday-table years (the calendar reads them), and not over before today. */
function assertLockDates(input: { startDate: string; endDate: string }, now: Date) {
  const [problem] = leaveDateProblems({ ...input, today: istanbulToday(now), allowPast: true });
  if (problem) throw fail.badRequest(problem.message, { [problem.field]: problem.message });
  if (compareDates(input.endDate, istanbulToday(now)) < 0)
    throw fail.badRequest(m.lockInPast, { endDate: m.lockInPast });
}

/**
 * POST /api/team-rules/lock-periods (issue 23 item 5): days nobody of the organization, or of one
 * team, may take off, or only with İK's approval. The team id is checked against the tenant
 * (another organization's is a 404). Audited.
 */
export async function createLockPeriod(
  db: Database,
  scope: TenantScope,
  input: LockPeriodInput,
  actor: UserActor,
  now: Date,
): Promise<LockPeriod> {
  assertLockDates(input, now);
  return db.transaction(async (tx) => {
    const teamId = input.teamId ?? null;
    let teamName: string | null = null;
    if (teamId) {
      const [team] = await tx
        .select({ name: teams.name })
        .from(teams)
        .where(inTenant(scope, teams, eq(teams.id, teamId)));
      if (!team) throw fail.notFound(messages.teams.notFound);
      teamName = team.name;
    }
    const [row] = await tx
      .insert(lockPeriods)
      .values({
        organizationId: scope.organizationId,
        teamId,
        startDate: input.startDate,
        endDate: input.endDate,
        mode: input.mode,
        reason: input.reason?.trim() || null,
      })
      .returning();
    const lock = { ...row!, teamName };
    await recordAudit(tx, actor, {
      organizationId: scope.organizationId,
      action: 'team_rules.lock_period.create',
      targetType: 'lock_period',
      targetId: lock.id,
      after: auditedLock(lock),
    });
    return presentLock(lock);
  });
}

/** DELETE /api/team-rules/lock-periods/:id: the tenant's lock period, or 404. Audited. */
export async function deleteLockPeriod(db: Database, scope: TenantScope, id: string, actor: UserActor) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(lockPeriods)
      .where(inTenant(scope, lockPeriods, eq(lockPeriods.id, id)))
      .returning();
    if (!row) throw fail.notFound(m.lockNotFound);
    await recordAudit(tx, actor, {
      organizationId: scope.organizationId,
      action: 'team_rules.lock_period.delete',
      targetType: 'lock_period',
      targetId: row.id,
      before: auditedLock(row),
    });
  });
}

type LockRow = typeof lockPeriods.$inferSelect;

const auditedLock = (lock: LockRow & { teamName?: string | null }) => ({
  teamId: lock.teamId,
  ...(lock.teamName !== undefined ? { teamName: lock.teamName } : {}),
  startDate: lock.startDate,
  endDate: lock.endDate,
  mode: lock.mode,
  reason: lock.reason,
});

const presentLock = (lock: LockRow & { teamName: string | null }): LockPeriod => ({
  id: lock.id,
  teamId: lock.teamId,
  teamName: lock.teamName,
  startDate: lock.startDate,
  endDate: lock.endDate,
  mode: lock.mode,
  reason: lock.reason,
});
