import type { delegationsMessages as turkish } from '../delegations';
import type { Translation } from '@paydos/contract/messages/translation';

/**
 * Approval delegates on the profile and the substitute on the leave form and the team calendar
 * (issue 23 item 4). Imported by those components themselves, not joined into `t`: the operator site's
 * first load reads `t` (scripts/bundle-budgets.test.mjs), and none of its pages shows these.
 */
export const delegationsMessages: Translation<typeof turkish> = {
  delegations: {
    title: 'Approval delegate',
    description:
      'Leave requests that come to you for approval go to your delegate during the period you set or, if you enter no dates, on the days you are on approved leave.',
    loadError: "Couldn't load the approval delegates",
    none: 'You have no approval delegate yet.',
    add: 'Add delegate',
    addTitle: 'New approval delegate',
    delegate: 'Approval delegate',
    /** An ADMIN may set the delegate of another approver (the API's approverId). */
    approver: 'Approver',
    approverHint:
      'Only Administrators see this: choose another Manager or Administrator to set a delegate for them; leave it blank and the delegate approves on your behalf.',
    delegateRequired: 'Choose an approval delegate.',
    datesTogether: 'Enter the start and end dates together, or leave both blank.',
    startDate: 'Start (optional)',
    endDate: 'End (optional)',
    datesHint: 'If you enter no dates, your delegate steps in only on the days you are on approved leave.',
    save: 'Save',
    saveFailed: "Couldn't save the approval delegate",
    remove: 'Remove',
    removeLabel: (name: string) => `Remove ${name} as approval delegate`,
    removeTitle: 'Remove this approval delegate?',
    removeDescription: (name: string) => `${name} will no longer approve on your behalf; they are notified by email.`,
    removeFailed: "Couldn't remove the approval delegate",
    standing: 'On days they are on approved leave',
    /** The same inside a sentence's parentheses. */
    standingInSentence: 'on days they are on approved leave',
    standingOwn: 'On days you are on approved leave',
    activeToday: 'Active today',
    forApprover: (approver: string) => `For ${approver}`,
    standingInFor: (approver: string, when: string) => `You are approving on behalf of ${approver} (${when}).`,
    willStandInFor: (approver: string, when: string) => `${approver} made you their approval delegate (${when}).`,
  },
  substitute: {
    label: 'Substitute',
    hint: 'Optional: the colleague who will take over your work while you are on leave. They are notified once the leave is approved, and they appear on the team calendar.',
    placeholder: 'Type a first or last name',
    /** The team calendar's wallchart tooltip and the phone's day list. */
    onLeave: (name: string) => `Substitute: ${name}`,
  },
};
