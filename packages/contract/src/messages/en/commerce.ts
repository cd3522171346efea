import type * as turkish from '../commerce';
import type { Translation } from '../translation';

/** Billing, coupons, pricing and the operator's organization list (the English version of ../commerce.ts). */

/** The texts of `operatorOrganizations` that the web shows too (issue 22: one catalogue per text). */
export const operatorOrganizationsShared: Translation<typeof turkish.operatorOrganizationsShared> = {
  notFound: 'Organization not found.',
};

export const operatorOrganizations: Translation<typeof turkish.operatorOrganizations> = {
  ...operatorOrganizationsShared,
  confirmSubdomainRequired: "To confirm the deletion, type the organization's subdomain.",
  confirmSubdomainMismatch: "The subdomain you typed does not match this organization's. Nothing was deleted.",
  suspended: "Organization suspended. Its users' sessions have been ended.",
  reactivated: 'Organization reactivated.',
  erased: 'The organization and all of its data have been permanently deleted.',
};

/** The texts of the receipt PDF (server billing/receipt-texts.ts) that the web shows too (issue 22: one catalogue per text). */
export const receiptShared: Translation<typeof turkish.receiptShared> = {
  listTotal: 'List price',
};

/** The texts of `billing` that the web shows too (issue 22: one catalogue per text). */
export const billingShared: Translation<typeof turkish.billingShared> = {
  yearlyNotOffered: 'The yearly plan is not available right now.',
  cardNumberInvalid: 'Enter a valid card number.',
  cardExpiryInvalid: 'Enter the expiration date as MM/YY.',
  cardExpired: 'The card has expired.',
  cardCvcInvalid: 'The security code must be 3 or 4 digits.',
  cardHolderRequired: "Enter the cardholder's name.",
  paid: 'Your payment has been received. Your subscription is active.',
  plans: { monthly: 'monthly', yearly: 'yearly' },
};

export const billing: Translation<typeof turkish.billing> = {
  ...billingShared,
  billingTypeInvalid: 'Please choose the monthly or the yearly plan.',
  couponNotFound: 'This coupon code is not valid.',
  couponInactive: 'This coupon cannot be used right now.',
  couponNotStarted: "This coupon's validity period has not started yet.",
  couponExpired: 'This coupon has expired.',
  couponWrongBillingType: (plan: string) => `This coupon can only be used with the ${plan} plan.`,
  couponAlreadyUsed: 'Your organization has already used this coupon.',
  alreadyActive: 'Your subscription is already active. No new payment is needed.',
  priceChanged: 'The price changed during payment. Please check the new amount and try again.',
  cardDeclined: 'Payment declined: your card could not be charged. Please try another card.',
  notActive: 'There is no active subscription to cancel.',
  alreadyCancelled: 'Your subscription has already been canceled and will end at the end of the current period.',
  paymentNotFound: 'Payment not found.',
  seatDeclined:
    'The payment for the additional user was declined: your card on file could not be charged. The person was not activated.',
  seatDeclinedOperator:
    "The payment for the additional user was declined: the organization's card on file could not be charged. The person was not activated.",
  seatDeclinedRegistration:
    "Your registration could not be completed: your organization's payment for an additional user could not be collected. Please contact your administrator; your invitation link is still valid.",
  seatsChanged: 'The number of active users changed in the meantime. Please try again.',
  cancelled: (endsOn: string) => `Your subscription has been canceled. You can keep using it until ${endsOn}.`,
};

/** Operator coupons (product §5, §8, §9). */
/** The texts of `coupon` that the web shows too (issue 22: one catalogue per text). */
export const couponShared: Translation<typeof turkish.couponShared> = {
  required: 'Coupon code, start date and end date are required',
  codeInvalid:
    'The coupon code must be 3-40 characters long and can contain only English letters (A-Z), digits, hyphens and underscores.',
  discountRange: 'The discount rate must be a whole number between 1 and 100.',
  durationRange: 'The duration must be at least 1 and at most 120 months.',
  endBeforeStart: 'The end date cannot be before the start date.',
  created: 'Coupon created',
  updated: 'Coupon updated',
  deleted: 'Coupon deleted',
};

export const coupon: Translation<typeof turkish.coupon> = {
  ...couponShared,
  codeTaken: 'This coupon code is already in use.',
  billingType: 'The billing type must be monthly or yearly.',
  descriptionTooLong: 'The description can be at most 500 characters.',
  activeFlag: 'The active status must be true or false.',
  notFound: 'Coupon not found.',
  used: 'This coupon has been used, so it cannot be deleted. Set it to inactive to stop its use.',
};

/** Operator pricing (product §3, §D7: kuruş as integers on the operator's call; yearly optional). */
/** The texts of `pricing` that the web shows too (issue 22: one catalogue per text). */
export const pricingShared: Translation<typeof turkish.pricingShared> = {
  updated: 'Pricing updated successfully',
};

export const pricing: Translation<typeof turkish.pricing> = {
  ...pricingShared,
  monthlyInvalid: 'The monthly price must be a whole number of kuruş (1/100 TL), 0 or greater (6900 for 69 TL).',
  yearlyInvalid:
    'The yearly price must be a whole number of kuruş (1/100 TL), 0 or greater (70800 for 708 TL), or left empty.',
};

export const commerceMessages: Translation<typeof turkish.commerceMessages> = {
  operatorOrganizations,
  billing,
  coupon,
  pricing,
};
