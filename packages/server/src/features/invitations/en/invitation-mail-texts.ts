import type { Translation } from '@paydos/contract/messages/translation';
import type * as turkish from '../invitation-mail-texts';

export const invitationMailTexts: Translation<typeof turkish.invitationMailTexts> = {
  subject: (organization) => `${organization} invited you to Paydos`,
  invited: (organization, role) =>
    `${organization} invited you to Paydos (role: ${role}) so that you can manage your leave requests there.`,
  instruction: 'Use the link below to create your account.',
  action: 'Accept Invitation',
  footnote: (expiresOn) =>
    `This invitation is valid until ${expiresOn}. If you weren't expecting it, you can ignore this email.`,
  roles: { ADMIN: 'Administrator', MANAGER: 'Manager', EMPLOYEE: 'Employee' },
};
