import type { Translation } from '@paydos/contract/messages/translation';
import type * as turkish from '../delegation-mail-texts';

export const delegationMailTexts: Translation<typeof turkish.delegationMailTexts> = {
  period: (start, end) => `${start} - ${end}`,
  named: {
    subject: (approver) => `${approver} made you their approval delegate`,
    line: (approver, organization) => `At ${organization}, ${approver} made you their approval delegate.`,
    datedRequests: (dates) =>
      `During ${dates}, leave requests that come to them for approval come to you; you approve or reject them on their behalf.`,
    standingRequests:
      'On the days they are on approved leave, leave requests that come to them for approval come to you; you approve or reject them on their behalf.',
  },
  removed: {
    subject: (approver) => `Your approval delegation for ${approver} has ended`,
    line: (approver, dates) =>
      `Your approval delegation for ${approver} (${dates}) was removed; their requests no longer come to you.`,
    standingPeriod: 'on the days they are on approved leave',
  },
  approvalsAction: 'Pending Requests',
  teamsWithoutManager: {
    subject: (teams) => `Teams without an active manager: ${teams}`,
    line: (person, teams) => `${person} was deactivated. These teams no longer have an active manager: ${teams}.`,
    until: "Until a new manager is assigned, these teams' leave requests come to the Administrators (HR).",
    action: 'Open Organization',
  },
  released: {
    deactivatedSubject: (delegate) => `Your approval delegate ${delegate} was deactivated`,
    demotedSubject: (delegate) => `Your approval delegate ${delegate} no longer approves requests`,
    deactivatedLine: (delegate, dates) =>
      `${delegate} was deactivated, so their approval delegation (${dates}) was removed.`,
    demotedLine: (delegate, dates) =>
      `${delegate} now has the Employee role, so their approval delegation (${dates}) was removed.`,
    standingPeriod: 'on the days you are on approved leave',
    nameAnother: 'You can name a new approval delegate for the days you will be on leave.',
    action: 'Open My Profile',
  },
};
