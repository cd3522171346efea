import type * as turkish from '../common';
import type { Translation } from '../translation';

/**
 * Texts shared by every request: the errors every route can answer, input checks, field names, paging
 * (the English version of ../common.ts, issue 26).
 */

/** The texts of `input` that the web shows too (issue 22: one catalogue per text). */
export const inputShared: Translation<typeof turkish.inputShared> = {
  tooLong: (label: string, max: number) => `${label} can be at most ${max} characters`,
  phoneInvalid: (label: string) => `${label} must be a valid Turkish phone number (for example 0532 123 45 67)`,
  nationalIdLength: 'TC Kimlik Numarası (Turkish ID number) must be 11 digits',
  nationalIdInvalid:
    'TC Kimlik Numarası (Turkish ID number) is not valid (the check digits do not match). Please check the number.',
};

export const input: Translation<typeof turkish.input> = {
  ...inputShared,
  controlCharacter: (label: string) =>
    `${label} contains a character that is not allowed (an invisible control character). Please retype the text.`,
  bidiCharacter: (label: string) =>
    `${label} contains an invisible character that changes the text direction. Please retype the text.`,
  brokenCharacter: (label: string) =>
    `${label} contains a broken character (an unpaired UTF-16 surrogate). Please retype the text.`,
  tooDeep: (max: number) => `The submitted data is nested too deeply (at most ${max} levels).`,
  notText: (label: string) => `${label} must be text.`,
  tooShort: (label: string, min: number) => `${label} must be at least ${min} characters`,
  dateInvalid: (label: string) => `${label}: enter a valid date (YYYY-MM-DD).`,
  unknownField: (name: string) => `Unrecognized field submitted: ${name}`,
  multipartMalformed: 'The submitted form data is corrupted or incomplete. Please select the file again and retry.',
  /** A PDF's `?language=` (document-language.ts). */
  documentLanguageInvalid: 'The document language must be "tr" (Turkish) or "en" (English).',
};

/** Uploads of every route (platform/multipart.ts, platform/storage-quota.ts). */
export const uploads: Translation<typeof turkish.uploads> = {
  busy: 'The server is receiving a lot of files right now. Please try again in a few minutes.',
  quotaExceeded: (limitMb: number, usedMb: number) =>
    `Your storage is full: your organization can store up to ${limitMb} MB of files and is currently using ${usedMb} MB. ` +
    'Completed uploads are deleted after 30 days; to free up space, you can contact the support team.',
};

/** The texts of `fields` that the web shows too (issue 22: one catalogue per text). */
export const fieldsShared: Translation<typeof turkish.fieldsShared> = {
  email: 'Email',
  password: 'Password',
  username: 'Username',
  subdomain: 'Subdomain',
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone',
  nationalId: 'TC Kimlik Numarası (Turkish ID number)',
  registryNumber: 'Personnel number',
  serviceYear: 'Service year',
  birthDate: 'Date of birth',
  address: 'Address',
  emergencyContact: 'Emergency contact',
  emergencyPhone: 'Emergency phone',
  position: 'Position',
  department: 'Department',
  startDate: 'Start date',
  endDate: 'End date',
  hireDate: 'Hire date',
  effectiveDate: 'Effective date',
  companyName: 'Company name',
  description: 'Description',
  website: 'Website',
  leaveType: 'Leave type',
  flowKind: 'Approval flow',
  leaveTypeRoutes: 'Route by leave type',
  reason: 'Reason',
  notes: 'Notes',
  rejectedReason: 'Reason for rejection',
  couponCode: 'Coupon code',
  daysOverrideReason: 'Reason for changing the number of days',
  overrideReason: 'Reason for exceeding the legal length',
  cardNumber: 'Card number',
  substituteId: 'Substitute',
  delegateId: 'Approval delegate',
  approverId: 'Approver',
  teamName: 'Team name',
  teamId: 'Team',
  managerIds: 'Managers',
  webhookUrl: 'Address (URL)',
  webhookEvents: 'Events',
  travelDays: 'Travel leave (days)',
  travelDestination: 'Where the leave will be spent',
  minutesPerDay: 'Daily duration',
  childBirthDate: "Child's date of birth",
  dailyMinutes: 'Daily working time',
  hourlyLeave: 'Hourly leave',
  apiKeyName: 'Key name',
  apiKeyScopes: 'Permissions',
  ssoProvider: 'Identity provider',
  ssoIssuer: 'Provider address (issuer)',
  ssoClientId: 'Client ID',
  ssoClientSecret: 'Client secret',
  ssoDomains: 'Email domains',
  ssoCallback: 'Provider response',
};

export const fields: Translation<typeof turkish.fields> = {
  ...fieldsShared,
  startTime: 'Start time',
  newPassword: 'New password',
  token: 'Link code',
  organizationName: 'Organization name',
  leavePolicy: 'Leave policy',
  adjustmentReason: 'Reason for adjustment',
  mailId: 'Email ID',
  version: 'Version',
  id: 'Record ID',
  fileName: 'File name',
  userId: 'Employee',
  leaves: 'Leave records',
  approved: 'Approval',
  year: 'Year',
  month: 'Month',
  cursor: 'Page cursor',
  couponId: 'Coupon ID',
  uploadId: 'File ID',
  q: 'Search',
  confirmSubdomain: 'Subdomain confirmation',
  organizationId: 'Organization ID',
  auditSearch: 'Search',
  auditAction: 'Action',
  auditOrganization: 'Organization',
  auditFrom: 'Start date',
  auditTo: 'End date',
  search: 'Search',
  billingType: 'Plan',
  cardExpiry: 'Expiration date',
  cardCvc: 'Security code (CVC)',
  cardHolder: 'Cardholder',
  note: 'Decision note',
  minimumAtWork: 'Minimum staff at work',
  minimumDays: 'Minimum notice (days)',
  ruleMode: 'Rule mode',
  leaveId: 'Leave request ID',
  personId: 'Employee ID',
  active: 'Active status',
};

/** Every keyset-paged list (platform/keyset.ts). */
export const paging: Translation<typeof turkish.paging> = {
  limitInvalid: 'The list limit must be a whole number between 1 and 500',
  cursorInvalid: 'The page cursor is invalid. Please reload the list from the beginning.',
};

/** The texts of `validation` that the web shows too (issue 22: one catalogue per text). */
export const validationShared: Translation<typeof turkish.validationShared> = {
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  usernameRequired: 'Username is required',
  subdomainRequired: 'Subdomain is required',
  passwordRepeatRequired: 'Please enter the password again',
  tokenRequired: 'Invitation token not found',
  phoneRequired: 'Phone number is required',
  nationalIdRequired: 'TC Kimlik Numarası (Turkish ID number) is required',
  birthDateRequired: 'Date of birth is required',
  birthDateInFuture: 'Date of birth cannot be in the future',
  addressRequired: 'Address is required',
  emergencyContactRequired: 'Emergency contact is required',
  emergencyPhoneRequired: 'Emergency phone is required',
};

export const validation: Translation<typeof turkish.validation> = {
  ...validationShared,
  passwordTooCommon: 'This password is too common and easy to guess. Please choose a stronger password.',
  subdomainInvalid: 'The subdomain can only contain lowercase letters, digits and hyphens',
  resetTokenRequired: 'Invalid reset link',
};

/** The texts of `errors` that the web shows too (issue 22: one catalogue per text). */
export const errorsShared: Translation<typeof turkish.errorsShared> = {
  organizationNotFound: 'No organization is registered with this subdomain',
  internal: 'A server error occurred',
};

export const errors: Translation<typeof turkish.errors> = {
  ...errorsShared,
  badRequest: 'The request is invalid. Please check the information you entered.',
  notFound: 'The requested resource was not found.',
  routeNotFound: 'There is no such API endpoint.',
  unauthenticated: 'Your session has expired. Please log in again.',
  forbidden: 'You do not have permission to do this.',
  wrongSite: 'This action cannot be done at this address.',
  foreignOrigin: 'This request was rejected because it was sent from another site.',
  trialExpired: 'Your trial has ended. To keep using the service, your administrator needs to choose a plan.',
  organizationSuspended: "This organization's account has been suspended. Please contact the support team.",
  invalidCredentials: 'Incorrect email or password.',
  userInactive: 'Your account has been deactivated. Please contact your administrator.',
  invalidOperatorCredentials: 'Incorrect username or password.',
  tooManyRequests: 'Too many attempts. Please try again in a little while.',
  /** The account's login wait (features/auth/login-throttle.ts): `wait` is "15 seconds", "3 minutes". */
  loginThrottled: (wait: string) => `Too many failed login attempts. Please try again in ${wait}.`,
  payloadTooLarge: 'The submitted data is too large.',
  loggedOut: 'You have been logged out.',
  mailNotFound: 'Email not found.',
};

export const commonMessages: Translation<typeof turkish.commonMessages> = {
  ...errors,
  input,
  uploads,
  fields,
  paging,
  validation,
};
