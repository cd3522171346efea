import type { ColleaguesQuery, ColleaguesResponse } from '@paydos/contract/delegations';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { teams, users } from '../../db/schema';
import { likePattern } from '../../platform/keyset';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';

/** A picker shows the first matches; the typed name narrows them (ui/PersonPicker). */
export const COLLEAGUES_LIMIT = 50;

/**
 * GET /api/colleagues?q=&role= (issue 23 item 4): the people a substitute or a delegate is chosen
 * from: the organization's active people but the caller, his own team first, then by name
 * (Turkish order), at most 50, `q` matching the full name; `role=approver` keeps the MANAGERs and
 * ADMINs (a delegate is one of them, docs/approval-rules.md §3), filtered before the limit. Only
 * what a picker shows: name, position, team (or the department text) and role.
 */
export async function listColleagues(
  db: Executor,
  scope: TenantScope,
  callerId: string,
  { q, role }: ColleaguesQuery,
): Promise<ColleaguesResponse> {
  const [me] = await db
    .select({ teamId: users.teamId })
    .from(users)
    .where(inTenant(scope, users, eq(users.id, callerId)));
  const sameTeam = me?.teamId ? sql<boolean>`coalesce(${users.teamId} = ${me.teamId}, false)` : null;
  const search = q ? likePattern(q) : null;
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      position: users.position,
      department: sql<string | null>`coalesce(${teams.name}, ${users.department})`,
      role: users.role,
      sameTeam: sameTeam ?? sql<boolean>`false`,
    })
    .from(users)
    .leftJoin(teams, and(eq(teams.id, users.teamId), eq(teams.organizationId, users.organizationId)))
    .where(
      inTenant(
        scope,
        users,
        eq(users.isActive, true),
        ne(users.id, callerId),
        role === 'approver' ? inArray(users.role, ['MANAGER', 'ADMIN']) : undefined,
        search ? sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${search}` : undefined,
      ),
    )
    .orderBy(...(sameTeam ? [desc(sameTeam)] : []), users.firstName, users.lastName, users.id)
    .limit(COLLEAGUES_LIMIT);
  const collator = new Intl.Collator('tr');
  const people = rows
    .sort(
      (a, b) =>
        Number(b.sameTeam) - Number(a.sameTeam) ||
        collator.compare(a.firstName, b.firstName) ||
        collator.compare(a.lastName, b.lastName) ||
        a.id.localeCompare(b.id),
    )
    .map(({ sameTeam: _, ...person }) => ({ ...person, name: `${person.firstName} ${person.lastName}` }));
  return { people };
}
