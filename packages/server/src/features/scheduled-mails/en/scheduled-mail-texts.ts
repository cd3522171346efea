import type { Translation } from '@paydos/contract/messages/translation';
import type * as turkish from '../scheduled-mail-texts';

/** "1st", "2nd", "3rd", "4th", "11th", "21st". */
const SUFFIXES: Readonly<Record<number, string>> = { 1: 'st', 2: 'nd', 3: 'rd' };
const ordinal = (n: number) => {
  const tens = n % 100;
  return `${n}${tens >= 11 && tens <= 13 ? 'th' : (SUFFIXES[n % 10] ?? 'th')}`;
};

export const scheduledMailTexts: Translation<typeof turkish.scheduledMailTexts> = {
  birthday: {
    subject: (firstName) => `Happy birthday, ${firstName}!`,
    wishes: (organization) =>
      `Everyone at ${organization} wishes you a happy birthday and a healthy, happy and successful year ahead.`,
    enjoy: "Don't forget to treat yourself to a lovely day today!",
    optOut: (profileUrl) =>
      `If you'd rather not get birthday emails, you can turn them off on your profile page: ${profileUrl}`,
  },
  anniversary: {
    subject: (years) => `Happy ${ordinal(years)} work anniversary!`,
    thanks: (organization, years) =>
      `Today you complete your ${ordinal(years)} year at ${organization}. Thank you for your work and your contributions.`,
    grant: (days) =>
      `Your entitlement of ${days} ${days === 1 ? 'day' : 'days'} of annual leave for your new year of service has been added.`,
    action: 'View My Leave Balance',
  },
  adminDigest: {
    subject: (today) => `Celebrations today: ${today}`,
    greeting: (firstName) => `Good morning ${firstName},`,
    intro: (today) => `There is something to celebrate in your team today (${today}):`,
    birthdays: (names) => `Birthday: ${names}`,
    anniversaries: (names) => `Work anniversary: ${names}`,
    anniversary: (name, years) => `${name} (${ordinal(years)} year)`,
    remember: "Don't forget to celebrate!",
    action: 'View Staff',
  },
  trialEnding: {
    subjectToday: 'Your trial ends today',
    subject: (daysLeft) => `${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} left in your trial`,
    endsOn: (organization, endsOn) => `Your Paydos trial for ${organization} ends on ${endsOn}.`,
    choosePlan:
      "When the trial ends, your team can't log in to Paydos. To continue without interruption, choose a monthly or yearly plan.",
    action: 'Choose a Plan',
  },
  renewalFailed: {
    subject: 'Your subscription could not be renewed',
    notCharged: (organization) => `The renewal payment for your ${organization} subscription could not be collected.`,
    payBy: (graceEndsOn) =>
      `If you don't complete the payment by ${graceEndsOn}, your team's access to Paydos will be stopped.`,
    action: 'Pay Now',
  },
};
