import type { travelLeaveTexts as turkish } from '../travel-leave';
import type { Translation } from '@paydos/contract/messages/translation';
import { formatCount } from '../../format-numbers';

const dayCount = (n: number) => `${formatCount(n)} ${n === 1 ? 'day' : 'days'}`;

/**
 * Travel leave (yol izni, issue 24 item 3; 4857 art. 56/4, docs/leave-rules.md section 15): the leave form's
 * fields and the lists' line. Not part of `t`: only the leave pages load these texts (the bundle budgets).
 */
export const travelLeaveTexts: Translation<typeof turkish> = {
  days: 'Travel leave',
  none: 'None',
  dayCount,
  daysHint:
    'If you will spend your leave somewhere other than where your workplace is, you get up to 4 days in total of unpaid travel leave (yol izni) for the journey there and back (Law No. 4857, art. 56). It is not deducted from your annual leave balance; it is added to the working days after your leave ends.',
  destination: 'Where the leave will be spent',
  destinationHint: 'City or country, e.g. Trabzon',
  /** Under the day count: where the travel days fall and when work starts again. */
  placed: (first: string, last: string, count: number) =>
    count === 1
      ? `Travel leave on ${first} (unpaid).`
      : `Travel leave ${first} - ${last} (${dayCount(count)}, unpaid).`,
  /** A leave's line in the lists. */
  line: (count: number, destination: string | null, last: string) =>
    `+ ${dayCount(count)} of travel leave${destination ? ` (${destination})` : ''}, unpaid · last day ${last}`,
};
