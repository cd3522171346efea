import { receiptShared } from '@paydos/contract/messages/en/commerce';
import type { Translation } from '@paydos/contract/messages/translation';
import type * as turkish from '../receipt-texts';

/** A successful payment's receipt as a PDF: its title, labels and footer. */
export const receiptTexts: Translation<typeof turkish.receiptTexts> = {
  ...receiptShared,
  title: 'Payment Receipt',
  organization: 'Organization',
  receiptNo: 'Receipt no.',
  date: 'Payment date',
  plan: 'Plan',
  period: 'Period',
  people: 'Number of people',
  extraSeats: 'Additional users',
  proration: 'Remaining time',
  prorationDays: (left: number, total: number) => `${left} ${left === 1 ? 'day' : 'days'} of a ${total}-day period`,
  seatsPlan: (plan: string) => `${plan} · additional users`,
  unitPrice: 'Price per person',
  coupon: 'Coupon discount',
  discount: (percent: number) => `${percent}%`,
  total: 'Amount paid',
  card: 'Card',
  planNames: { monthly: 'Monthly plan', yearly: 'Yearly plan' },
  footer: 'This receipt was issued for a payment made with the Paydos demo payment provider; no real card was charged.',
};
