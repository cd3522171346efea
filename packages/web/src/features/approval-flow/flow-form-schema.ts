import { approvalFlow as m } from '@paydos/contract/messages/approvals';
import { leavesShared } from '@paydos/contract/messages/leaves';
import { APPROVAL_FLOW_KINDS, isLeaveTypeCode, type LeaveTypeRoute } from '@paydos/domain';
import { z } from 'zod';

/** A leave type's own route: one of the flows, or recorded without approval (the domain's LeaveTypeRoute). */
export const LEAVE_TYPE_ROUTES = [
  'ADMIN_ONLY',
  'MANAGER_THEN_ADMIN',
  'NO_APPROVAL',
] as const satisfies readonly LeaveTypeRoute[];

/**
 * The form's check of PUT /organization/approval-flow: the contract's approvalFlowBody, with its messages
 * and the domain's lists. Not that schema itself: the contract's schema modules read the server's whole
 * catalogue (`messages/index.ts`), which the bundler would then put into the chunk of texts every site
 * loads first (scripts/bundle-budgets.test.mjs). flow-form-schema.test.ts holds the two to the same answers.
 */
export const approvalFlowFormSchema = z.object({
  kind: z.enum(APPROVAL_FLOW_KINDS, { error: m.kindInvalid }),
  // An object with any keys rather than z.record: zod's record would be a new part of the zod every site loads first.
  leaveTypeRoutes: z
    .object({})
    .catchall(z.enum(LEAVE_TYPE_ROUTES, { error: m.routeInvalid }))
    .superRefine((routes, context) => {
      for (const code of Object.keys(routes))
        if (!isLeaveTypeCode(code))
          context.addIssue({ code: 'custom', message: leavesShared.leaveTypeInvalid, path: [code] });
    })
    .default({}),
});
