/**
 * Commands measured once each (they change data, so not under autocannon), through inject: a policy
 * save that raises every tenure band by one day (everyone past their first year gets an ADJUSTMENT
 * entry) and the approval of one pending annual leave at İK (its team manager's step approved: the
 * two-step flow's last decision, issue 23).
 */
import { leaveDecisionResponse } from '@paydos/contract/leaves';
import { myOrganizationResponse, updateOrganizationResponse } from '@paydos/contract/organization';
import { parseLeavePolicy } from '@paydos/domain';
import { and, eq } from 'drizzle-orm';
import { leaveApprovalSteps, leaveRequests, organizations } from '../packages/server/src/db/schema';
import type { BenchContext, BenchPart } from './part';

async function timed<Answer>(
  context: BenchContext,
  method: 'GET' | 'PUT',
  path: string,
  answer: { parse(body: unknown): Answer },
  body?: unknown,
) {
  const started = performance.now();
  const response = await context.app.inject({
    method,
    url: path,
    headers: {
      host: context.host,
      authorization: `Bearer ${context.tokens.admin}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { payload: body } : {}),
  });
  const ms = performance.now() - started;
  if (response.statusCode >= 300)
    throw new Error(`${method} ${path} failed (${response.statusCode}): ${response.body}`);
  return { ms: Math.round(ms), response: answer.parse(response.json()) };
}

export const commandsPart: BenchPart = {
  name: 'commands',
  async run(context) {
    const name = {
      policy: 'PUT /api/admin/organizations/my (every band +1 day: recalculate everyone)',
      approve: 'PUT /api/leaves/:id/approve (one pending annual leave at İK)',
    };
    const rows = [];
    if (name.policy.includes(context.only)) {
      const mine = await timed(context, 'GET', '/api/admin/organizations/my', myOrganizationResponse);
      const { organization } = mine.response;
      const policy = parseLeavePolicy(organization.leavePolicyJson);
      const ranges = Object.fromEntries(Object.entries(policy.ranges).map(([band, days]) => [band, days + 1]));
      const save = await timed(context, 'PUT', '/api/admin/organizations/my', updateOrganizationResponse, {
        name: organization.name,
        leavePolicyJson: JSON.stringify({ ...policy, ranges }),
      });
      rows.push({
        part: 'commands',
        call: name.policy,
        ms: save.ms,
        note: `${save.response.recalculatedEmployees} people recalculated`,
      });
    }
    if (name.approve.includes(context.only)) {
      const [pending] = await context.handle.db
        .select({ id: leaveRequests.id })
        .from(leaveRequests)
        .innerJoin(organizations, eq(organizations.id, leaveRequests.organizationId))
        .innerJoin(leaveApprovalSteps, eq(leaveApprovalSteps.leaveRequestId, leaveRequests.id))
        .where(
          and(
            eq(organizations.subdomain, context.subdomain),
            eq(leaveRequests.status, 'PENDING'),
            eq(leaveRequests.leaveType, 'annual_paid'),
            eq(leaveApprovalSteps.kind, 'TEAM_MANAGER'),
            eq(leaveApprovalSteps.outcome, 'APPROVED'),
          ),
        )
        .limit(1);
      if (pending) {
        const approve = await timed(context, 'PUT', `/api/leaves/${pending.id}/approve`, leaveDecisionResponse);
        rows.push({
          part: 'commands',
          call: name.approve,
          ms: approve.ms,
          note: approve.response.leaveRequest.status,
        });
      }
    }
    return rows;
  },
};
