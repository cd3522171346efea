import { istanbulToday } from '@paydos/domain';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { historicalLeaveRequests, invitations, leaveRequests, sessions } from '../../db/schema';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import { loadLedger } from '../ledger';
import { findTenantUser } from '../users';
import { personLeaveDocuments } from '../leave-documents';

/**
 * Product §D6 (KVKK): everything Paydos holds about one person, for an admin to hand over.
 * Secrets (password hash, token hashes) are left out; sessions appear as dates and addresses only.
 */
export async function exportEmployeeData(db: Executor, scope: TenantScope, employeeId: string, now: Date) {
  const { passwordHash: _secret, ...person } = await findTenantUser(db, scope, employeeId);
  const requests = await db
    .select()
    .from(leaveRequests)
    .where(inTenant(scope, leaveRequests, eq(leaveRequests.userId, employeeId)))
    .orderBy(asc(leaveRequests.startDate));
  const historical = await db
    .select()
    .from(historicalLeaveRequests)
    .where(inTenant(scope, historicalLeaveRequests, eq(historicalLeaveRequests.userId, employeeId)))
    .orderBy(asc(historicalLeaveRequests.startDate));
  const invited = await db
    .select({
      email: invitations.email,
      role: invitations.role,
      createdAt: invitations.createdAt,
      acceptedAt: invitations.acceptedAt,
      cancelledAt: invitations.cancelledAt,
    })
    .from(invitations)
    .where(inTenant(scope, invitations, eq(invitations.email, person.email)));
  const sessionRows = await db
    .select({
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, employeeId))
    .orderBy(asc(sessions.createdAt));
  return {
    exportedAt: now.toISOString(),
    person,
    leaveRequests: requests,
    /** Issue 24 item 5: the proofs held (what and for which leave); each file is downloaded on its own, audited. */
    leaveDocuments: await personLeaveDocuments(db, scope, employeeId),
    historicalLeaves: historical,
    ledger: await loadLedger(db, scope, employeeId, istanbulToday(now)),
    invitations: invited,
    sessions: sessionRows,
  };
}
