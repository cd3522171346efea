import { LeavePolicyError, parseLeavePolicy, type LeavePolicy } from '@paydos/domain';
import type { Database } from '../../db/client';
import { organizations } from '../../db/schema';
import { fail } from '../../platform/errors';
import { changedFields, recordAudit, type UserActor } from '../../platform/audit';
import { ownOrganization, type TenantScope } from '../../platform/tenant-scope';
import { loadOrganization } from './load-organization';
import { recalculateGrants } from './recalculate-grants';
import type { UpdateOrganizationBody } from '@paydos/contract/organization';

const companyColumns = {
  name: organizations.name,
  description: organizations.description,
  address: organizations.address,
  phone: organizations.phone,
  website: organizations.website,
};
/** The policy as audit fields (its own description is not a person's, so it is not named `description`). */
const policyFields = (policy: LeavePolicy) => ({
  ranges: policy.ranges,
  workingDays: policy.workingDays,
  policyDescription: policy.description,
});

const sameRanges = (a: LeavePolicy, b: LeavePolicy) => JSON.stringify(a.ranges) === JSON.stringify(b.ranges);

/**
 * Product §7 PUT /admin/organizations/my. Company fields and the policy are saved, and when the
 * tenure bands changed every active employee's entitlement is recalculated, in one transaction:
 * either the new policy and its ledger adjustments both exist, or neither does.
 * Leaving `leavePolicyJson` out keeps the current policy.
 */
export async function updateOrganization(
  db: Database,
  scope: TenantScope,
  input: UpdateOrganizationBody,
  actor: UserActor,
  now: Date,
) {
  let policy: LeavePolicy | null = null;
  if (input.leavePolicyJson !== undefined && input.leavePolicyJson !== null) {
    try {
      policy = parseLeavePolicy(input.leavePolicyJson, { limits: 'organization' });
    } catch (error) {
      if (error instanceof LeavePolicyError) throw fail.badRequest(error.message, { leavePolicyJson: error.message });
      throw error;
    }
  }
  const recalculated = await db.transaction(async (tx) => {
    // Row lock: two admins saving at once recalculate one after the other, never from the same old policy.
    const [current] = await tx
      .select({ ...companyColumns, leavePolicy: organizations.leavePolicy })
      .from(organizations)
      .where(ownOrganization(scope))
      .for('update');
    if (!current) throw fail.notFound('Organizasyon Bulunamadı');
    const { leavePolicy, ...companyBefore } = current;
    const before = parseLeavePolicy(leavePolicy);
    const company = {
      name: input.name,
      description: input.description,
      address: input.address,
      phone: input.phone,
      website: input.website,
    };
    await tx
      .update(organizations)
      .set({
        ...company,
        ...(policy ? { leavePolicy: policy } : {}),
        ...(input.birthdayMailsEnabled !== undefined ? { birthdayMailsEnabled: input.birthdayMailsEnabled } : {}),
        updatedAt: now,
      })
      .where(ownOrganization(scope));
    const count = policy && !sameRanges(before, policy) ? await recalculateGrants(tx, scope, policy, actor.id, now) : 0;
    const companyChange = changedFields(companyBefore, company);
    if (companyChange)
      await recordAudit(tx, actor, {
        action: 'organization.update',
        organizationId: scope.organizationId,
        targetType: 'organization',
        targetId: scope.organizationId,
        ...companyChange,
      });
    const policyChange = policy && changedFields(policyFields(before), policyFields(policy));
    if (policyChange) {
      await recordAudit(tx, actor, {
        action: 'policy.update',
        organizationId: scope.organizationId,
        targetType: 'organization',
        targetId: scope.organizationId,
        before: policyChange.before,
        after: { ...policyChange.after, recalculatedEmployees: count },
      });
    }
    return count;
  });
  return { organization: await loadOrganization(db, scope, now), recalculatedEmployees: recalculated };
}
