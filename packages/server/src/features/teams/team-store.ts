import { and, asc, count, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { teamNameKey } from '@paydos/domain';
import type { Team } from '@paydos/contract/teams';
import { messages } from '@paydos/contract/messages';
import type { Executor } from '../../db/client';
import { teamManagers, teams, users } from '../../db/schema';
import { fail, isUniqueViolation } from '../../platform/errors';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';

const m = messages.teams;

const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;
const byTurkishName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'tr');

/**
 * The organization's teams as GET /api/teams answers them (issue 23 item 1), in Turkish order: their
 * active members counted, their managers by name. Three statements whatever the number of teams.
 */
export async function loadTeams(db: Executor, scope: TenantScope, only?: string): Promise<Team[]> {
  const rows = await db
    .select({
      id: teams.id,
      name: teams.name,
      minimumAtWork: teams.minimumAtWork,
      minimumStaffingMode: teams.minimumStaffingMode,
    })
    .from(teams)
    .where(inTenant(scope, teams, only ? eq(teams.id, only) : undefined));
  if (rows.length === 0) return [];
  const members = await db
    .select({ teamId: users.teamId, count: count() })
    .from(users)
    .where(inTenant(scope, users, eq(users.isActive, true), only ? eq(users.teamId, only) : isNotNull(users.teamId)))
    .groupBy(users.teamId);
  const managers = await db
    .select({ teamId: teamManagers.teamId, id: users.id, name: fullName })
    .from(teamManagers)
    .innerJoin(users, and(eq(users.id, teamManagers.userId), eq(users.organizationId, teamManagers.organizationId)))
    .where(inTenant(scope, teamManagers, only ? eq(teamManagers.teamId, only) : undefined))
    .orderBy(asc(users.firstName), asc(users.lastName));
  const memberCount = new Map(members.map((r) => [r.teamId, r.count]));
  return rows
    .map((row) => ({
      ...row,
      memberCount: memberCount.get(row.id) ?? 0,
      managers: managers.filter((mg) => mg.teamId === row.id).map(({ id, name }) => ({ id, name })),
    }))
    .sort(byTurkishName);
}

/** One team as the writes answer it. */
export async function loadTeam(db: Executor, scope: TenantScope, teamId: string): Promise<Team> {
  const [team] = await loadTeams(db, scope, teamId);
  if (!team) throw fail.notFound(m.notFound);
  return team;
}

/** Who may manage a team: the organization's active MANAGER and ADMIN people, by name. */
export async function listManagerCandidates(db: Executor, scope: TenantScope) {
  const people = await db
    .select({ id: users.id, name: fullName, role: users.role, department: users.department })
    .from(users)
    .where(inTenant(scope, users, eq(users.isActive, true), inArray(users.role, ['MANAGER', 'ADMIN'])));
  return people.sort(byTurkishName);
}

/** The team the path names, locked for the command (another organization's team is a 404). */
export async function lockTeam(tx: Executor, scope: TenantScope, teamId: string) {
  const [team] = await tx
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(inTenant(scope, teams, eq(teams.id, teamId)))
    .for('update');
  if (!team) throw fail.notFound(m.notFound);
  return team;
}

/** A name no other team of the organization has, compared as the unique index compares them (by `teamNameKey`). */
export async function assertNameFree(tx: Executor, scope: TenantScope, name: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(inTenant(scope, teams, eq(teams.nameKey, teamNameKey(name)), exceptId ? ne(teams.id, exceptId) : undefined));
  if (taken) throw fail.conflict(m.nameTaken(taken.name));
}

/**
 * Sets a team's managers to exactly `managerIds`: each must be an active MANAGER or ADMIN of the
 * organization (ids from the body are unverified until checked against the tenant), else 400.
 */
export async function setManagers(tx: Executor, scope: TenantScope, teamId: string, managerIds: readonly string[]) {
  const wanted = [...new Set(managerIds)];
  if (wanted.length > 0) {
    const valid = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        inTenant(
          scope,
          users,
          inArray(users.id, wanted),
          eq(users.isActive, true),
          inArray(users.role, ['MANAGER', 'ADMIN']),
        ),
      );
    if (valid.length !== wanted.length) throw fail.badRequest(m.managerInvalid, { managerIds: m.managerInvalid });
  }
  await tx.delete(teamManagers).where(inTenant(scope, teamManagers, eq(teamManagers.teamId, teamId)));
  if (wanted.length > 0)
    await tx
      .insert(teamManagers)
      .values(wanted.map((userId) => ({ organizationId: scope.organizationId, teamId, userId })));
  return wanted;
}

/** The ids of a team's managers, for the audit entry of a change. */
export async function managerIdsOf(tx: Executor, scope: TenantScope, teamId: string) {
  const rows = await tx
    .select({ id: teamManagers.userId })
    .from(teamManagers)
    .where(inTenant(scope, teamManagers, eq(teamManagers.teamId, teamId)));
  return rows.map((r) => r.id).sort();
}

/** A unique violation of `teams_organization_name_key` (two commands naming teams alike at once) as the 409 it means. */
export async function uniqueName<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw fail.conflict(m.nameTaken(name));
    throw error;
  }
}

/** A person made an EMPLOYEE manages no team any more: only a Müdür or Yönetici decides a manager step. */
export async function removeFromTeamManagers(tx: Executor, scope: TenantScope, userId: string) {
  await tx.delete(teamManagers).where(inTenant(scope, teamManagers, eq(teamManagers.userId, userId)));
}
