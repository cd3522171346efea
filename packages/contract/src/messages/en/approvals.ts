import type * as turkish from '../approvals';
import type { Translation } from '../translation';

/** Approval flows and the steps of a request (issue 23 items 2 and 3). */
export const approvalFlow: Translation<typeof turkish.approvalFlow> = {
  kindInvalid: 'Invalid approval flow.',
  routeInvalid: 'Invalid approval route.',
  saved: 'Approval flow saved.',
  /** Why SUGGESTED_LEAVE_TYPE_ROUTES suggests each route (docs/approval-rules.md section 1). */
  suggestedReasons: {
    sick_leave_reported:
      "Sick leave with an SGK raporu (sick note) is recorded without approval: the decision is the doctor's.",
    unpaid_leave:
      'Unpaid leave goes to HR only: it affects payroll and the missing days reported to SGK (Social Security Institution).',
  },
};

/** "Ayşe Yılmaz", "Ayşe Yılmaz or Ali Kaya", "Ayşe Yılmaz, Ali Kaya or Can Er". */
const oneOf = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]!}`;

export const approvals: Translation<typeof turkish.approvals> = {
  noteTooLong: 'The note can be at most 1000 characters.',
  stepManager: 'Manager approval',
  stepAdmin: 'HR approval',
  /** 403: the caller is not a decider of the open step; names who is (delegates in place). */
  decidedBy: (names: readonly string[]) => `This step is decided by ${oneOf(names)}.`,
  /** 403: a pending request whose every step is passed over and nobody is left to decide (no active ADMIN). */
  noDecider: 'There is currently no active Administrator who can decide on this request.',
  /** 409: the step the caller meant was decided meanwhile by another of its deciders. */
  stepDecided: (name: string) =>
    `${name} decided this step before you did; the request has moved to the next step. Please refresh the list.`,
  /** 200: a step approved, the request waits for the next one (HR). */
  movedToAdmin: 'Your approval has been recorded; the request has moved on to HR approval.',
  /** 201: a leave type the organization records without approval (e.g. SGK-reported sick leave). */
  recordedWithoutApproval: 'Your leave has been recorded and approved, as this leave type does not require approval.',
  /** 400: a team rule set to refuse was broken; every broken rule's message follows. */
  refusedByRules: (breaks: readonly string[]) => `The request does not comply with the team rules. ${breaks.join(' ')}`,
  someone: 'Deleted user',
};

export const approvalsMessages: Translation<typeof turkish.approvalsMessages> = { approvalFlow, approvals };
