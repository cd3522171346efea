import { and, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { leaveRequests, organizations, users } from '../../db/schema';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { logoUrl } from '../users';
import { fromOrganizations, organizationColumns, presentOrganization } from './organization-row';
import { LEAVE_STATUSES } from '@paydos/domain';

/** An id that is not a uuid names no organization: a 404, never a database error. */
export function assertOrganizationId(id: string) {
  if (!z.uuid().safeParse(id).success) throw fail.notFound(messages.operatorOrganizations.notFound);
}

/** One organization for the operator: its fields, counts and subscription, active users and leave requests by status. */
export async function getOrganization(db: Executor, id: string, now: Date) {
  assertOrganizationId(id);
  const [row] = await fromOrganizations(db, {
    ...organizationColumns,
    description: organizations.description,
    address: organizations.address,
    phone: organizations.phone,
    website: organizations.website,
    logoFileId: organizations.logoFileId,
  }).where(eq(organizations.id, id));
  if (!row) throw fail.notFound(messages.operatorOrganizations.notFound);
  const [active] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.organizationId, id), eq(users.isActive, true)));
  const byStatus = await db
    .select({ status: leaveRequests.status, n: count() })
    .from(leaveRequests)
    .where(eq(leaveRequests.organizationId, id))
    .groupBy(leaveRequests.status);
  const leaves = Object.fromEntries(
    LEAVE_STATUSES.map((status) => [status, byStatus.find((r) => r.status === status)?.n ?? 0]),
  ) as Record<(typeof LEAVE_STATUSES)[number], number>;
  const { description, address, phone, website, logoFileId, ...listed } = row;
  return {
    ...presentOrganization(listed, now),
    description,
    address,
    phone,
    website,
    logoUrl: logoUrl(logoFileId),
    figures: {
      activeUsers: active?.n ?? 0,
      leaveRequests: { ...leaves, total: byStatus.reduce((sum, r) => sum + r.n, 0) },
    },
  };
}
