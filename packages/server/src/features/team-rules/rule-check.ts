import { istanbulToday, leaveDateProblems } from '@paydos/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { leaveRequests, users } from '../../db/schema';
import { fail } from '../../platform/errors';
import type { Role } from '../../platform/request-context';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import { messages } from '@paydos/contract/messages';
import type { RuleCheckInput, RuleCheckResponse } from '@paydos/contract/team-rules';
import { checkRequestAgainstTeamRules } from './check-request';

/** Who may check a colleague's request: the roles that record leave for others (product §D8). */
const RECORDS_FOR_OTHERS: readonly Role[] = ['ADMIN', 'MANAGER'];

/**
 * POST /api/leaves/rule-check (issue 23 item 5): what the team rules say of a request before it is
 * sent, with every broken rule and its days, the same check create-leave runs. The caller's own
 * request; an ADMIN or MANAGER recording for a colleague names him (`userId`, the tenant's or a
 * 404). An edit passes its leave's id (the requester's, or a 404), so its own row is left out.
 */
export async function checkRuleRequest(
  db: Executor,
  scope: TenantScope,
  caller: { userId: string; role: Role },
  input: RuleCheckInput,
  now: Date,
): Promise<RuleCheckResponse> {
  const requesterId = input.userId ?? caller.userId;
  if (requesterId !== caller.userId) {
    if (!RECORDS_FOR_OTHERS.includes(caller.role)) throw fail.forbidden(messages.teamRules.checkOthersForbidden);
    const [person] = await db
      .select({ id: users.id })
      .from(users)
      .where(inTenant(scope, users, eq(users.id, requesterId)));
    if (!person) throw fail.notFound(messages.leaves.employeeNotFound);
  }
  if (input.leaveId) {
    const [leave] = await db
      .select({ userId: leaveRequests.userId })
      .from(leaveRequests)
      .where(inTenant(scope, leaveRequests, eq(leaveRequests.id, input.leaveId)));
    if (leave?.userId !== requesterId) throw fail.notFound(messages.leaves.notFound);
  }
  // Past dates are checked too (an edit, an ADMIN's record); a year without a holiday table is not.
  const [problem] = leaveDateProblems({ ...input, today: istanbulToday(now), allowPast: true });
  if (problem) throw fail.badRequest(problem.message, { [problem.field]: problem.message });
  const check = await checkRequestAgainstTeamRules(
    db,
    scope,
    {
      requesterId,
      leaveType: input.leaveType,
      startDate: input.startDate,
      endDate: input.endDate,
      leaveId: input.leaveId ?? null,
      minutesPerDay: input.minutesPerDay ?? null,
    },
    now,
  );
  return {
    outcome: check.outcome,
    breaks: check.breaks.map(({ code, mode, dates, message }) => ({ code, mode, dates, message })),
  };
}
