import { findLeaveType, formatDays, legalDaysOn, type CalendarDate } from '@paydos/domain';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { userActor, type UserActor } from '../../platform/audit';
import { userAuth } from '../../platform/access';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import type { Role } from '../../platform/request-context';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';

/**
 * Who acts on a leave (product §D8 "Everyone may take leave"): the audit's actor plus the role,
 * read from the person's row on this request. The rules below decide on it, never on the body.
 */
export type LeaveActor = UserActor & { role: Role };

export function leaveActor(request: FastifyRequest): LeaveActor {
  return { ...userActor(request), role: userAuth(request).role };
}

/** An organization user acting outside a request (the demo's story): no address. */
export function actingUser(id: string, role: Role): LeaveActor {
  return { kind: 'USER', id, label: role, ipAddress: null, role };
}

/** True when the actor is an ADMIN and no other active ADMIN exists in the organization. */
export async function isOnlyActiveAdmin(db: Executor, scope: TenantScope, actor: LeaveActor) {
  if (actor.role !== 'ADMIN') return false;
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(inTenant(scope, users, eq(users.role, 'ADMIN'), eq(users.isActive, true))));
  return Number(row?.n ?? 0) <= 1;
}

/**
 * Nobody decides their own leave, except an organization's only active ADMIN (product §D8);
 * the caller audits that case. Anyone else gets a 403 that says who decides.
 */
export async function assertMayDecideOwn(db: Executor, scope: TenantScope, actor: LeaveActor) {
  if (!(await isOnlyActiveAdmin(db, scope, actor))) throw fail.forbidden(messages.leaves.ownDecision);
}

/**
 * An excuse leave (4857 ek m. 2) longer than its legal length is refused with a 400 naming the
 * length, unless an ADMIN overrides with a reason. Returns the legal length when it was exceeded
 * (and overridden), null otherwise. Maternity, sick and unpaid leave are not excuse leaves: their
 * longer requests stay a warning (a medical report may extend them).
 */
export function checkLegalLength(
  input: { leaveType: string; startDate: CalendarDate; days: number; overrideReason?: string | null },
  actor: LeaveActor,
): number | null {
  const type = findLeaveType(input.leaveType);
  if (!type || !type.code.startsWith('excuse.')) return null;
  const legal = legalDaysOn(type.code, input.startDate);
  if (legal === null || legal <= 0 || input.days <= legal) return null;
  const reason = input.overrideReason?.trim();
  if (!reason) {
    const message = messages.leaves.exceedsLegalLength(
      type.name,
      formatDays(legal),
      formatDays(input.days),
      actor.role === 'ADMIN',
    );
    throw fail.badRequest(message, { endDate: message });
  }
  if (actor.role !== 'ADMIN') throw fail.forbidden(messages.leaves.overrideAdminOnly);
  return legal;
}
