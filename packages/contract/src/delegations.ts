import { z } from 'zod';
import { calendarDate, requestObject, text } from './fields';
import { messages } from './messages';
import { personRef } from './approvals';
import { catalogueText } from './catalogue-text';

/** Approval delegates (issue 23 item 4): "X decides for me", for a period or, with no dates, while I am on leave. */

const m = messages.delegations;

export const createDelegationBody = requestObject({
  delegateId: z.uuid({ error: m.delegateRequired }),
  /** An ADMIN may set a delegate for another approver; left out: the caller himself. */
  approverId: z.uuid({ error: messages.leaves.employeeNotFound }).nullish(),
  startDate: calendarDate('startDate').nullish(),
  endDate: calendarDate('endDate').nullish(),
})
  .refine((value) => !value.startDate === !value.endDate, { error: m.datesTogether, path: ['endDate'] })
  .refine((value) => !value.startDate || !value.endDate || value.startDate <= value.endDate, {
    error: m.rangeInvalid,
    path: ['endDate'],
  });
export type CreateDelegationInput = z.input<typeof createDelegationBody>;
export type CreateDelegationBody = z.infer<typeof createDelegationBody>;
export const delegationIdParams = requestObject({ id: z.uuid({ error: m.notFound }) });

export const delegation = z.object({
  id: z.string(),
  approver: personRef,
  delegate: personRef,
  /** Both null: a standing delegate, on the days the approver is on approved leave. */
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  /** The delegation stands in today. */
  activeToday: z.boolean(),
});
export type Delegation = z.infer<typeof delegation>;

/** GET /api/delegations: the caller's own (as approver; all of them for an ADMIN) and those he stands in. */
export const delegationsResponse = z.object({
  delegations: z.array(delegation),
  standingInFor: z.array(delegation),
});
export type DelegationsResponse = z.infer<typeof delegationsResponse>;
export const delegationResponse = z.object({ delegation, message: catalogueText() });
export type DelegationResponse = z.infer<typeof delegationResponse>;
export const delegationDeletedResponse = z.object({ message: catalogueText() });
export type DelegationDeletedResponse = z.infer<typeof delegationDeletedResponse>;

/**
 * GET /api/colleagues?q=&role=: the pickers of a substitute and a delegate (active people, the
 * caller's team first). `role=approver`: only MANAGERs and ADMINs, those who may be a delegate.
 */
export const colleaguesQuery = requestObject({
  q: text('q').trim().max(100).optional(),
  role: z.enum(['approver'], { error: m.colleaguesRoleInvalid }).optional(),
});
export type ColleaguesQuery = z.infer<typeof colleaguesQuery>;
/** A colleague as the pickers show him: the name in its parts (ui/PersonPicker), position and team. */
export const colleague = personRef.extend({
  firstName: z.string(),
  lastName: z.string(),
  position: z.string().nullable(),
  /** The team's name, else the department text. */
  department: z.string().nullable(),
  role: z.string(),
});
export type Colleague = z.infer<typeof colleague>;
export const colleaguesResponse = z.object({ people: z.array(colleague) });
export type ColleaguesResponse = z.infer<typeof colleaguesResponse>;
