import type { RuleCheckedRequest, TeamRuleCheck } from '@paydos/domain';
import type { Executor } from '../../db/client';
import type { TenantScope } from '../../platform/tenant-scope';

/** The request to check: a new one, or an edit's new dates (its own row left out of the counts). */
export type CheckedRequest = RuleCheckedRequest & { leaveId?: string | null };

/**
 * Issue 23 item 5: a request against the organization's team rules (lock periods, minimum staffing,
 * minimum notice), pending and approved leave counted. Placeholder while the rules' loader is built:
 * every request passes.
 */
export async function checkRequestAgainstTeamRules(
  _db: Executor,
  _scope: TenantScope,
  _request: CheckedRequest,
  _now: Date,
): Promise<TeamRuleCheck> {
  return { outcome: 'ALLOWED', breaks: [] };
}
