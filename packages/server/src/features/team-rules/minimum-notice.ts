import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { minimumNoticeRules } from '../../db/schema';
import { recordAudit, type UserActor } from '../../platform/audit';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import type { MinimumNoticeInput } from '@paydos/contract/team-rules';

const ofType = (scope: TenantScope, leaveType: string) =>
  inTenant(scope, minimumNoticeRules, eq(minimumNoticeRules.leaveType, leaveType));

/**
 * PUT /api/team-rules/notice/:leaveType (issue 23 item 5): a bound leave type (annual, unpaid; the
 * contract refuses any other) asked at least `days` calendar days ahead. One row per type, written
 * over. Audited with what it was.
 */
export async function setMinimumNotice(
  db: Database,
  scope: TenantScope,
  leaveType: string,
  input: MinimumNoticeInput,
  actor: UserActor,
) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ days: minimumNoticeRules.days, mode: minimumNoticeRules.mode })
      .from(minimumNoticeRules)
      .where(ofType(scope, leaveType))
      .for('update');
    const after = { days: input.days, mode: input.mode };
    await tx
      .insert(minimumNoticeRules)
      .values({ organizationId: scope.organizationId, leaveType, ...after })
      .onConflictDoUpdate({ target: [minimumNoticeRules.organizationId, minimumNoticeRules.leaveType], set: after });
    if (before?.days !== after.days || before.mode !== after.mode)
      await recordAudit(tx, actor, {
        organizationId: scope.organizationId,
        action: 'team_rules.minimum_notice.update',
        targetType: 'minimum_notice_rule',
        targetId: leaveType,
        before: before ? { leaveType, ...before } : null,
        after: { leaveType, ...after },
      });
  });
}

/** DELETE /api/team-rules/notice/:leaveType: the type asked any day ahead again. Audited when there was a rule. */
export async function clearMinimumNotice(db: Database, scope: TenantScope, leaveType: string, actor: UserActor) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .delete(minimumNoticeRules)
      .where(ofType(scope, leaveType))
      .returning({ days: minimumNoticeRules.days, mode: minimumNoticeRules.mode });
    if (before)
      await recordAudit(tx, actor, {
        organizationId: scope.organizationId,
        action: 'team_rules.minimum_notice.delete',
        targetType: 'minimum_notice_rule',
        targetId: leaveType,
        before: { leaveType, ...before },
      });
  });
}
