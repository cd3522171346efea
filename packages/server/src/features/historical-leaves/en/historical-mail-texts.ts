import type { Translation } from '@paydos/contract/messages/translation';
import type * as turkish from '../historical-mail-texts';

const days = (count: string) => `${count} ${count === '1' ? 'day' : 'days'}`;
const records = (count: number) => `${count} past leave ${count === 1 ? 'record' : 'records'}`;

export const historicalMailTexts: Translation<typeof turkish.historicalMailTexts> = {
  leaveLine: (leaveType, start, end, count) => `${leaveType}: ${start} - ${end} (${days(count)})`,
  consent: {
    subject: (organization) => `Your past leave records are awaiting your approval (${organization})`,
    intro: (actor, organization, count, total) =>
      `${actor} entered ${records(count)} for you on behalf of ${organization} (${days(total)} in total):`,
    yourManager: 'Your manager',
    kvkk: 'Your consent is needed to process your personal data (KVKK, the Turkish data protection law). Once you approve, the records are added to your leave history; annual leave is deducted from your balance on the dates it was taken. If the records are not correct, you can reject them.',
    action: 'Review and Approve Records',
    footnote: (expires) => `This link is valid until ${expires} (7 days) and can be used only once.`,
  },
  decision: {
    approvedSubject: (name) => `${name} approved the past leave records`,
    rejectedSubject: (name) => `${name} rejected the past leave records`,
    approvedLine: (name, count) =>
      `${name} approved the ${records(count)} you entered; the records were added to their leave history.`,
    rejectedLine: (name, count) => `${name} rejected the ${records(count)} you entered; no record was added.`,
    reason: (reason) => `Reason for rejection: ${reason}`,
    action: 'Past Leave Records',
  },
};
