import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { leaveRequests, organizations, users } from '../../db/schema';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import type { LeaveScope } from '../leaves';
import { scopeOfOrganization } from '../../platform/tenant-scope';

const m = messages.operatorPeople;

/**
 * The operator works across organizations, so the tenant of a call comes from the path's
 * organization or from the row it names; every command below then runs inside that tenant's
 * scope exactly as the organization's own commands do.
 */
export async function organizationScope(db: Executor, organizationId: string): Promise<LeaveScope> {
  const [row] = await db
    .select({ id: organizations.id, name: organizations.name, subdomain: organizations.subdomain })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!row) throw fail.notFound(m.organizationNotFound);
  return scopeOfOrganization(row);
}

/** The organization of a user; when the page names its organization, another one's user is a 404. */
export async function scopeOfUser(db: Executor, userId: string, expectedOrganizationId?: string) {
  const [row] = await db.select({ organizationId: users.organizationId }).from(users).where(eq(users.id, userId));
  if (!row || (expectedOrganizationId && row.organizationId !== expectedOrganizationId))
    throw fail.notFound(m.userNotFound);
  return organizationScope(db, row.organizationId);
}

/** The organization of a leave request, with the same rule. */
export async function scopeOfLeave(db: Executor, leaveId: string, expectedOrganizationId?: string) {
  const [row] = await db
    .select({ organizationId: leaveRequests.organizationId })
    .from(leaveRequests)
    .where(eq(leaveRequests.id, leaveId));
  if (!row || (expectedOrganizationId && row.organizationId !== expectedOrganizationId))
    throw fail.notFound(m.leaveNotFound);
  return organizationScope(db, row.organizationId);
}
