import type { terminationMessages as turkish } from '../termination';
import type { Translation } from '@paydos/contract/messages/translation';

/**
 * Issue 24 (4857 art. 59; docs/leave-rules.md section 14): ending an employment and the statement of
 * unused annual leave on the employee page, the expiry period of extra days on the organization page.
 * Not part of `t`: only those pages load these texts.
 */
export const terminationMessages: Translation<typeof turkish> = {
  termination: {
    end: 'Record end of employment',
    endDate: 'End of employment date (last working day)',
    endHint: 'The last working day. The employee becomes inactive; unused leave days are shown on the statement.',
    confirm: 'Save end of employment',
    endDateRequired: 'The end of employment date is required',
    endFailed: "Couldn't record the end of employment",
    endedOn: (date: string) => `Employment ended: ${date}`,
    download: 'Leave pay statement (PDF)',
    downloadDone: 'Leave pay statement downloaded',
    downloadFailed: "Couldn't download the leave pay statement",
    file: 'unused-leave-pay-statement.pdf',
  },
  expiry: {
    title: 'Expiry of extra leave days',
    description:
      'Annual leave days you grant above the legal minimum expire if they are still unused this many months after the service year ends. Statutory leave never expires (Law No. 4857, art. 59). If you leave this blank, extra days do not expire either.',
    months: 'Period (months)',
    hint: 'Between 0 and 60. The rule applies from the day it is saved, not retroactively.',
    monthsInvalid: 'Enter the period as a whole number of months.',
    monthsRange: 'The period must be between 0 and 60 months.',
    since: (date: string) => `This rule has applied since ${date}.`,
    never: 'Extra leave days do not expire.',
    saved: 'Extra leave expiry saved',
    failed: "Couldn't save the extra leave expiry",
  },
};
