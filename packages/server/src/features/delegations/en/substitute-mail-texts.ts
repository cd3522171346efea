import type { Translation } from '@paydos/contract/messages/translation';
import type * as turkish from '../substitute-mail-texts';

export const substituteMailTexts: Translation<typeof turkish.substituteMailTexts> = {
  period: (start, end) => `${start} - ${end}`,
  news: {
    approved: {
      subject: 'You are the substitute for a colleague who will be on leave',
      line: (name, dates) =>
        `${name} named you as their substitute for their approved leave on ${dates}. Your name appears as the substitute for this leave on the team calendar.`,
    },
    updated: {
      subject: 'A leave you are the substitute for was updated',
      line: (name, dates) => `A leave you are the substitute for was updated: ${name} is on leave on ${dates}.`,
    },
    cancelled: {
      subject: 'A leave you are the substitute for was canceled',
      line: (name, dates) => `${name}'s leave on ${dates} was canceled; you are no longer their substitute.`,
    },
    released: {
      subject: 'You are no longer a substitute',
      line: (name, dates) => `You are no longer the substitute for ${name}'s leave on ${dates}.`,
    },
  },
  action: 'Open Team Calendar',
};
