import type { approvalsMessages as turkish } from '../approvals';
import type { Translation } from '@paydos/contract/messages/translation';

/**
 * Issue 23: the organization's approval flow, a request's steps (the trail) and deciding a step. Only the texts;
 * the Turkish file's `t` (the whole catalogue joined with these) is not translated here.
 */
export const approvalsMessages: Translation<typeof turkish> = {
  approvalFlow: {
    title: 'Approval flow',
    description:
      'Choose who decides on leave requests, and in what order. The law does not require an approval chain; this is your organization’s internal arrangement.',
    kind: 'Approval steps',
    kinds: {
      ADMIN_ONLY: 'One step: HR decides',
      MANAGER_THEN_ADMIN: 'Two steps: first the team’s manager, then HR',
    },
    kindHints: {
      ADMIN_ONLY: 'Anyone with the Administrator role (HR) decides on every request.',
      MANAGER_THEN_ADMIN:
        'A request first goes to the manager of the requester’s team ("With Manager"), and if the manager approves, to HR ("With HR"). A request from a team with no active manager goes straight to HR.',
    },
    routesTitle: 'Route by leave type',
    routesHint:
      'A leave type can follow a route different from the flow. A request that breaks a team rule set to "Goes to HR approval" goes only to HR, whatever its route.',
    routeOwn: 'The flow’s route',
    routes: {
      ADMIN_ONLY: 'HR only',
      MANAGER_THEN_ADMIN: 'Manager first, then HR',
      NO_APPROVAL: 'Recorded without approval',
    },
    suggest: 'Apply suggested routes',
    suggestHint:
      'The suggested routes are filled into the form with their reasons shown below them; they take effect when you save.',
    suggestApplied: 'The suggested routes have been filled into the form. Save to apply them.',
    suggestedReason: (reason: string) => `Suggested: ${reason}`,
    save: 'Save approval flow',
    saved: 'Approval flow saved.',
    saveFailed: 'Could not save the approval flow',
    loadFailed: 'Could not load the approval flow',
  },
  approvalTrail: {
    title: 'Approval steps',
    outcome: { APPROVED: 'Approved', REJECTED: 'Rejected' },
    state: { CURRENT: 'Awaiting decision', WAITING: 'Waiting', SKIPPED: 'Skipped' },
    approvedBy: 'Approved by',
    rejectedBy: 'Rejected by',
    /** "Burak Öztürk, on behalf of Mehmet Demir": the delegate decided for the approver. */
    byOnBehalf: (name: string, approver: string) => `${name}, on behalf of ${approver}`,
    /** "Burak Öztürk (on behalf of Mehmet Demir)": who may decide the open step. */
    decider: (name: string, approver: string | null) => (approver ? `${name} (on behalf of ${approver})` : name),
    decides: (names: string) => `To decide: ${names}`,
    noDecider: 'Nobody can decide on this step today.',
    note: 'Note',
    skipReasons: {
      OWN_REQUEST: 'The requester is this step’s approver; nobody decides on their own request.',
      NO_ACTIVE_MANAGER: 'The team has no active manager; the request went straight to HR.',
      DECIDED_IN_EARLIER_STEP:
        'The only person who could decide on this step decided on the previous step; one person decides only one step of a request.',
    },
    ruleBreaksTitle: 'Broken team rules',
    /** /test-design's section (features/design-system) and its sample trails (features/approvals/trail-samples.ts). */
    designSection:
      'A leave request’s approval steps in order (features/approvals): who decided, on whose behalf, when, and their note; why a step was skipped; who will decide the open step; broken team rules and their days. Every state is said in words; color only repeats it.',
    samples: {
      atManager: 'At the manager step: the manager is on leave, the delegate will decide',
      atAdmin: 'Halfway: the delegate approved on behalf of the manager, now with HR',
      ownRequest: 'The manager’s own request: the manager step was skipped',
      rejected: 'The team has no manager; HR rejected',
      decidedEarlier: 'The Administrator who manages the team approved; the HR step was skipped',
      lockedToAdmin: 'A request falling in a locked period: goes only to HR',
    },
  },
  approvalDecision: {
    approveTitle: 'Approve leave request',
    note: 'Note (optional)',
    notePlaceholder: 'The person deciding the next step and the requester see this note.',
    managerSubtitle: 'Approve or reject the pending requests of the teams you manage.',
    /** A MANAGER in the two-step flow: the server lists the requests of the teams he manages. */
    managerNotice:
      'You are seeing the requests of the teams you manage. A request you approve moves on to HR; a request you reject is closed.',
  },
};
