import type * as turkish from '../delegations';
import type { Translation } from '../translation';

/** Approval delegates and the substitute colleague (issue 23 item 4). */

/** The texts of `delegations` that the web shows too (issue 22: one catalogue per text). */
export const delegationsShared: Translation<typeof turkish.delegationsShared> = {
  delegateRequired: 'Select an approval delegate.',
  datesTogether: 'Enter the start and end dates together, or leave both empty.',
};

export const delegations: Translation<typeof turkish.delegations> = {
  ...delegationsShared,
  notFound: 'Approval delegate record not found.',
  rangeInvalid: 'The start date cannot be after the end date.',
  endInPast: 'The end date cannot be before today.',
  approverNotFound: 'Approver not found.',
  approverNotApprover: 'An approval delegate can only be set for people with an active Manager or Administrator role.',
  onlyAdminForOthers: "Only an Administrator can set another person's approval delegate.",
  onlyOwnOrAdmin: 'Only the approver themselves or an Administrator can remove an approval delegate.',
  delegateNotFound: 'The person selected as approval delegate was not found.',
  delegateInactive: 'You can only select an active employee as approval delegate.',
  delegateSelf: 'An approver cannot be their own approval delegate.',
  delegateNotApprover: 'The approval delegate must be someone with the Manager or Administrator role.',
  periodOverlaps: (period: string) => `An approval delegate period overlapping these dates already exists (${period}).`,
  standingExists: 'A standing approval delegate already exists; remove it before adding a new one.',
  colleaguesRoleInvalid: 'The people list can only be filtered by approvers (role=approver).',
  created: 'Approval delegate added.',
  deleted: 'Approval delegate removed.',
};

export const substitute: Translation<typeof turkish.substitute> = {
  invalid: 'Select an active employee of the organization as substitute.',
  self: 'The owner of the leave request cannot be their own substitute.',
  away: (name: string, period: string) =>
    `${name} is on leave or has a pending leave request on these dates (${period}); choose another substitute.`,
};

export const delegationsMessages: Translation<typeof turkish.delegationsMessages> = { delegations, substitute };
