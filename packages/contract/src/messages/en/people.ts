import type * as turkish from '../people';
import type { Translation } from '../translation';

/**
 * People, organizations, sign-up, invitations, password reset, uploads and the audit log (the English version of
 * ../people.ts).
 */

/** The texts of `passwordReset` that the web shows too (issue 22: one catalogue per text). */
export const passwordResetShared: Translation<typeof turkish.passwordResetShared> = {
  invalidLink: 'Invalid reset link',
};

export const passwordReset: Translation<typeof turkish.passwordReset> = {
  ...passwordResetShared,
  requested: 'If this email address is registered, a password reset link has been sent. Please check your inbox.',
  subdomainMismatch:
    "The subdomain does not match the organization at this address. Please request the password reset from your own organization's address.",
  done: 'Your password has been updated successfully. You can now log in with your new password.',
};

/** The one-time code that hands a new account over to its organization's host (issue 20). */
export const demoSession: Translation<typeof turkish.demoSession> = {
  /** POST /api/demo/session where the installation has no demo (or its organization is gone). */
  unavailable: 'There is no live demo on this installation.',
};

export const handover: Translation<typeof turkish.handover> = {
  invalid:
    'The automatic login link has expired or has already been used. Please log in with your email address and password.',
};

export const invitation: Translation<typeof turkish.invitation> = {
  notFound: 'Invitation not found. The link may have expired or may already have been used.',
  alreadyMember: 'An account with this email address already exists. Please log in.',
};

/** The texts of `onboarding` that the web shows too (issue 22: one catalogue per text). */
export const onboardingShared: Translation<typeof turkish.onboardingShared> = {
  emailAvailable: 'This email is available',
  emailTaken: 'This email address is already in use',
  subdomainAvailable: 'This subdomain is available',
  subdomainReserved: 'This subdomain is reserved',
  subdomainTaken: 'This subdomain is already in use',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  companyNameRequired: 'Company name is required',
  staffEmailRequired: 'Email address is required',
  staffEmailInvalid: 'Enter a valid email address',
  staffStartDateRequired: 'Hire date is required',
  staffStartDateFuture: 'Hire date cannot be in the future',
  staffDuplicate: 'This email address has already been added',
  staffSelf: 'You cannot add your own email address',
  creationFailed: 'An error occurred while creating the account',
};

export const onboarding: Translation<typeof turkish.onboarding> = {
  ...onboardingShared,
  subdomainFormat:
    'The subdomain must be 3-63 characters long; it can contain lowercase letters, digits and hyphens, and cannot start or end with a hyphen',
  subdomainSuggestion: (normalized: string) =>
    `The subdomain can only contain lowercase letters (a-z), digits and hyphens, with no Turkish letters or spaces: ${normalized}`,
  websiteInvalid: 'Enter a valid website address',
  dataMissing: 'The setup wizard information is incomplete',
  fileTooLarge:
    'At most 10 MB of files in total can be uploaded during setup. Upload larger files after setup on the Historical Data Uploads page.',
  tooManyFiles:
    'At most 5 files can be uploaded during setup. Upload the other files after setup on the Historical Data Uploads page.',
  notFound: 'Setup not found',
};

/** The texts of `people` that the web shows too (issue 22: one catalogue per text). */
export const peopleShared: Translation<typeof turkish.peopleShared> = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  startDateInFuture: 'Hire date cannot be in the future',
  birthDateInFuture: 'Date of birth cannot be in the future',
};

export const people: Translation<typeof turkish.people> = {
  ...peopleShared,
  statusFilterInvalid: 'The status filter must be "active" or "inactive".',
  idInvalid: 'Invalid record ID.',
  userNotFound: 'Employee not found.',
  invitationNotFound: 'Invitation not found.',
  startDateInvalid: 'Enter a valid hire date',
  alreadyUser: 'An employee with this email address already exists',
  alreadyInvited: 'A pending invitation has already been sent to this email address',
  cannotToggleSelf: "You cannot change your own account's status",
  employeeDataForbidden: "You do not have permission to view other employees' information.",
  dateInvalid: 'Enter a valid date (YYYY-MM-DD)',
  workDetailsAdminOnly: 'Only an administrator can change the position and department.',
};

/** The texts of `organization` that the web shows too (issue 22: one catalogue per text). */
export const organizationShared: Translation<typeof turkish.organizationShared> = {
  nameRequired: 'Organization name is required',
  logoType: 'The logo must be a JPEG, PNG or GIF image',
  logoTooLarge: 'The logo can be at most 5MB',
};

export const organization: Translation<typeof turkish.organization> = {
  ...organizationShared,
  policyInvalid: 'Invalid leave policy.',
  logoRequired: 'Please select a logo file',
  logoOne: 'Send a single logo file (field name: logo).',
  logoNotFound: 'Logo not found.',
};

/** Past-leave data uploads (product §2 /data-uploads, §5, §9: any format, at most 50 MB per file). */
/** The texts of `dataUpload` that the web shows too (issue 22: one catalogue per text). */
export const dataUploadShared: Translation<typeof turkish.dataUploadShared> = {
  fileRequired: 'Please select at least one file',
  completed: 'Marked as completed. It will be deleted automatically after 30 days.',
  deleted: 'File deleted successfully',
};

export const dataUpload: Translation<typeof turkish.dataUpload> = {
  ...dataUploadShared,
  oneFile: 'Send a single file per request (field name: file).',
  fileTooLarge: 'A file can be at most 50 MB. Split larger files and upload them in parts.',
  fileNameTooLong: 'The file name can be at most 255 characters.',
  organizationMismatch: 'Organization not found.',
  uploaded: 'File uploaded successfully. Your data will be transferred free of charge within 12 hours.',
  notFound: 'File not found.',
  alreadyCompleted: 'This file has already been marked as completed.',
  notesTooLong: 'Notes can be at most 2000 characters.',
};

// Issue 12: the audit log (operator and organization admin).
export const audit: Translation<typeof turkish.audit> = {
  organizationInvalid: 'Invalid organization ID.',
  rangeInvalid: 'The start date cannot be after the end date.',
};

/** Issue 12 item 4: the operator's users and leaves of one organization (product §5, §8). */
/** The texts of `operatorPeople` that the web shows too (issue 22: one catalogue per text). */
export const operatorPeopleShared: Translation<typeof turkish.operatorPeopleShared> = {
  userRequired: 'Email, first name and last name are required',
  leaveRequired: 'Employee, start date and end date are required',
  daysInvalid: 'The number of days must be between 0.5 and 366, in multiples of half a day.',
};

export const operatorPeople: Translation<typeof turkish.operatorPeople> = {
  ...operatorPeopleShared,
  organizationNotFound: 'Organization not found.',
  emailInvalid: 'Enter a valid email address',
  emailTaken: 'A user with this email address already exists in this organization.',
  userNotFound: 'User not found.',
  leaveNotFound: 'Leave request not found.',
  userChangeRefused: 'The employee of a leave request cannot be changed; delete the request and create a new one.',
  statusInvalid: 'Invalid leave status.',
  hourlyDaysRefused: 'The number of days of an hourly leave cannot be changed: change the daily duration instead.',
  roleInvalid: 'Invalid role.',
  deletedLeaveReturn: (period: string) =>
    `Leave request deleted by an operator; the days used were returned: ${period}`,
  userCreated: 'User created. A link to set a password has been sent by email.',
  userCreatedInactive:
    'User created as inactive. A link to set a password will be sent by email when the user is activated.',
  userActivatedMailed: 'User updated. A link to set a password has been sent by email.',
  userUpdated: 'User updated.',
  userDeleted: 'User deleted.',
  leaveCreated: 'Leave request created.',
  leaveUpdated: 'Leave request updated.',
  leaveDeleted: 'Leave request deleted.',
  operatorChange: (period: string, from: string, to: string) => `Operator edit: ${period} (${from} → ${to} days)`,
};

export const peopleMessages: Translation<typeof turkish.peopleMessages> = {
  passwordReset,
  demoSession,
  handover,
  invitation,
  onboarding,
  people,
  organization,
  dataUpload,
  audit,
  operatorPeople,
};
