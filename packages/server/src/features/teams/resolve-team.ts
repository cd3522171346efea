import { eq, inArray } from 'drizzle-orm';
import { teamNameKey } from '@paydos/domain';
import type { Executor } from '../../db/client';
import { teams, users } from '../../db/schema';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';

/** A person's or an invitation's team: none (both null), or the team's id and its own spelling of the name. */
export interface ResolvedTeam {
  teamId: string | null;
  name: string | null;
}

const NO_TEAM: ResolvedTeam = { teamId: null, name: null };

/**
 * The names compared as the unique index `teams_organization_name_key` compares them: by the domain's
 * `teamNameKey` (Turkish İ/ı folding, white space collapsed; docs/approval-rules.md "Team names").
 */
const sameName = (name: string) => eq(teams.nameKey, teamNameKey(name));

async function findTeam(db: Executor, scope: TenantScope, name: string): Promise<ResolvedTeam | undefined> {
  const [team] = await db
    .select({ teamId: teams.id, name: teams.name })
    .from(teams)
    .where(inTenant(scope, teams, sameName(name)))
    // Held until the caller commits: a rename or a delete of this team waits, so a person is never
    // assigned a team that is gone or named otherwise (one of those first: the row no longer matches).
    .for('key share');
  return team;
}

/**
 * The one way a department text becomes a team (issue 23 item 1): trimmed; empty or null is no team;
 * otherwise the organization's team of that name compared by its key (Turkish-aware), created when there is
 * none. Race-safe in the caller's transaction: of two commands creating the same team at once, the
 * second one's insert waits for the first and does nothing, and its select then reads the first one's team.
 */
export async function resolveTeam(db: Executor, scope: TenantScope, name: string | null | undefined) {
  const trimmed = name?.trim();
  if (!trimmed) return NO_TEAM;
  const found = await findTeam(db, scope, trimmed);
  if (found) return found;
  const [created] = await db
    .insert(teams)
    .values({ organizationId: scope.organizationId, name: trimmed, nameKey: teamNameKey(trimmed) })
    .onConflictDoNothing()
    .returning({ teamId: teams.id, name: teams.name });
  return created ?? (await findTeam(db, scope, trimmed))!;
}

/**
 * The columns a row of `users` or `invitations` stores for a department text: the team's id and, as
 * `department`, the team's name (every read of the spec's shapes reads that text; product §7).
 */
export async function teamColumns(db: Executor, scope: TenantScope, name: string | null | undefined) {
  const team = await resolveTeam(db, scope, name);
  return { teamId: team.teamId, department: team.name };
}

/** Moves a person to the team a department text names (none when empty), in the caller's transaction. */
export async function assignTeam(db: Executor, scope: TenantScope, userId: string, name: string | null | undefined) {
  const columns = await teamColumns(db, scope, name);
  await db
    .update(users)
    .set(columns)
    .where(inTenant(scope, users, eq(users.id, userId)));
  return columns;
}

/**
 * The teams of many department texts at once, made where missing, in two statements whatever their
 * number (the demo and the large generators insert people in bulk): by each text's key, its team
 * (read them with `teamColumnsOf`). Of texts with one key, the first met names a new team.
 */
export async function ensureTeams(db: Executor, scope: TenantScope, names: readonly (string | null | undefined)[]) {
  const wanted = new Map<string, string>();
  for (const name of names) {
    const trimmed = name?.trim();
    if (trimmed && !wanted.has(teamNameKey(trimmed))) wanted.set(teamNameKey(trimmed), trimmed);
  }
  const byKey = new Map<string, ResolvedTeam>();
  if (wanted.size === 0) return byKey;
  await db
    .insert(teams)
    .values([...wanted].map(([nameKey, name]) => ({ organizationId: scope.organizationId, name, nameKey })))
    .onConflictDoNothing();
  const rows = await db
    .select({ nameKey: teams.nameKey, teamId: teams.id, name: teams.name })
    .from(teams)
    .where(inTenant(scope, teams, inArray(teams.nameKey, [...wanted.keys()])));
  for (const row of rows) byKey.set(row.nameKey, { teamId: row.teamId, name: row.name });
  return byKey;
}

/** The columns of a row whose department is `name`, from the teams `ensureTeams` made. */
export function teamColumnsOf(byKey: ReadonlyMap<string, ResolvedTeam>, name: string | null | undefined) {
  const trimmed = name?.trim();
  const team = (trimmed && byKey.get(teamNameKey(trimmed))) || NO_TEAM;
  return { teamId: team.teamId, department: team.name };
}
