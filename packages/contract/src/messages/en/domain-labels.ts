import type { Translation } from '../translation';
import {
  APPROVAL_STAGE_LABELS,
  INVITATION_ROLE_LABELS,
  LEAVE_STATUS_LABELS,
  ROLE_LABELS,
  TENURE_BAND_LABELS,
} from '@paydos/domain';

/*
 * The domain's label records, in English (issue 26). An English page writes them into the domain's Turkish records
 * before its first render (applyTranslation), so leaveStatusLabel, roleLabel and requestStageLabel answer in English;
 * the server reads them as pairs for its answers in English.
 * The public holidays' names are not here: they are legal names, kept in Turkish and glossed in English by the
 * domain's englishHolidayName.
 */

const leaveStatusLabels: Translation<typeof LEAVE_STATUS_LABELS> = {
  PENDING: 'Pending',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  CANCELLED: 'Canceled',
};

const roleLabels: Translation<typeof ROLE_LABELS> = {
  ADMIN: 'Administrator',
  MANAGER: 'Manager',
  EMPLOYEE: 'Employee',
};

/** The invitation list's own wording in Turkish (ADMIN as "Admin", MANAGER as "Yönetici") reads as the roles do in English: Administrator, Manager, Employee. */
const invitationRoleLabels: Translation<typeof INVITATION_ROLE_LABELS> = {
  ADMIN: 'Administrator',
  MANAGER: 'Manager',
  EMPLOYEE: 'Employee',
};

const tenureBandLabels: Translation<typeof TENURE_BAND_LABELS> = {
  '0-1': '0-1 years',
  '1-5': '1-5 years',
  '5-15': '5-15 years',
  '15+': '15+ years',
};

/** Where a pending two-step request stands, as its requester reads it ("Yöneticide", "İK'da"). */
const approvalStageLabels: Translation<typeof APPROVAL_STAGE_LABELS> = {
  TEAM_MANAGER: 'With Manager',
  ADMIN: 'With HR',
};

/** (Turkish record, its English) pairs for applyTranslation. */
export const domainLabelTranslations: readonly (readonly [object, object])[] = [
  [LEAVE_STATUS_LABELS, leaveStatusLabels],
  [ROLE_LABELS, roleLabels],
  [INVITATION_ROLE_LABELS, invitationRoleLabels],
  [TENURE_BAND_LABELS, tenureBandLabels],
  [APPROVAL_STAGE_LABELS, approvalStageLabels],
];
