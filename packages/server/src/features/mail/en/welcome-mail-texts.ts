import type { Translation } from '@paydos/contract/messages/translation';
import type * as turkish from '../welcome-mail-texts';

export const welcomeMailTexts: Translation<typeof turkish.welcomeMailTexts> = {
  subject: (organization) => `Welcome to Paydos — ${organization}`,
  founderReady: (organization, trialEndsOn) =>
    `Your Paydos account for ${organization} is ready. Your 14-day free trial runs until ${trialEndsOn}; no credit card needed.`,
  loginAddress: (url) => `Your company's login address: ${url}`,
  invited: (count) =>
    count === 1
      ? 'An invitation email was sent to 1 member of your staff.'
      : `Invitation emails were sent to ${count} members of your staff.`,
  memberReady: (organization) =>
    `Your ${organization} account is ready. You can now create and follow your leave requests in Paydos.`,
  login: (email) => `Your username is your email address: ${email}`,
  action: 'Log In',
  founderFootnote: "If you didn't create this account, you can ignore this email.",
  memberFootnote: 'If you forget your password, use the "Forgot my password" link on the login page.',
};
