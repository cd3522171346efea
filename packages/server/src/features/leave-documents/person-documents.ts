import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { leaveDocuments, leaveRequests } from '../../db/schema';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';

/**
 * The proofs held about one person, for the KVKK export (product §D6): what each is and which leave
 * it proves. The bytes stay behind the download route, where every read is audited.
 */
export async function personLeaveDocuments(db: Executor, scope: TenantScope, userId: string) {
  const rows = await db
    .select({
      id: leaveDocuments.id,
      leaveRequestId: leaveDocuments.leaveRequestId,
      fileName: leaveDocuments.fileName,
      contentType: leaveDocuments.contentType,
      byteSize: leaveDocuments.byteSize,
      uploadedAt: leaveDocuments.uploadedAt,
    })
    .from(leaveDocuments)
    .innerJoin(leaveRequests, eq(leaveRequests.id, leaveDocuments.leaveRequestId))
    .where(inTenant(scope, leaveDocuments, eq(leaveRequests.userId, userId)))
    .orderBy(asc(leaveDocuments.uploadedAt));
  return rows.map((row) => ({ ...row, uploadedAt: row.uploadedAt.toISOString() }));
}
