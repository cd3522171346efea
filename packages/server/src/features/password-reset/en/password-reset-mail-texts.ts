import type { Translation } from '@paydos/contract/messages/translation';
import type * as turkish from '../password-reset-mail-texts';

export const passwordResetMailTexts: Translation<typeof turkish.passwordResetMailTexts> = {
  reset: {
    subject: 'Paydos password reset',
    received: (organization) => `We received a request to reset the password of your ${organization} Paydos account.`,
    instruction: 'Use the link below to set a new password.',
    action: 'Reset My Password',
    footnote:
      "This link is valid for 1 hour and can be used only once. If you didn't make this request, you can ignore this email; your password stays the same.",
  },
  setPassword: {
    subject: 'Your Paydos account has been created',
    created: (organization) => `Your Paydos account for ${organization} has been created.`,
    instruction: 'Set your password with the link below so that you can log in.',
    action: 'Set My Password',
    footnote: 'This link is valid for 7 days and can be used only once.',
  },
};
