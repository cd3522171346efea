import type { splitLeaveMessages as turkish } from '../split-leave';
import type { Translation } from '@paydos/contract/messages/translation';

/**
 * Splitting annual leave (issue 24 item 2; 4857 art. 56, Yönetmelik art. 6): the leave form's agreement. Not part of
 * `t`: only the leave forms load these texts (the bundle budgets hold the first load).
 */
export const splitLeaveMessages: Translation<typeof turkish> = {
  agree: 'I agree to take my annual leave in parts',
  agreeHint:
    'Annual leave can be split only by agreement; one of the parts must be at least 10 working days. Your consent is recorded with its time.',
  agreeRecord: 'The employee agreed to take their annual leave in parts',
  agreeRecordHint:
    "Needed if the leave splits the service year's leave; one of the parts must be at least 10 working days.",
  required: 'Splitting annual leave requires consent to take it in parts',
  overrideHint:
    'Only an Administrator can record a split where no part reaches 10 days, with a justification; the action is logged.',
};
