import { LANGUAGES } from '@paydos/domain';
import { pgEnum } from 'drizzle-orm/pg-core';

export const roleEnum = pgEnum('role', ['ADMIN', 'MANAGER', 'EMPLOYEE']);
export const leaveStatusEnum = pgEnum('leave_status', ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED']);
export const subscriptionStatusEnum = pgEnum('subscription_status', ['TRIAL', 'ACTIVE', 'CANCELLED']);
export const billingTypeEnum = pgEnum('billing_type', ['monthly', 'yearly']);
export const sessionKindEnum = pgEnum('session_kind', ['USER', 'OPERATOR']);
export const tokenPurposeEnum = pgEnum('token_purpose', ['PASSWORD_RESET', 'SET_PASSWORD']);
export const mailStatusEnum = pgEnum('mail_status', ['PENDING', 'SENT', 'FAILED', 'STORED']);
export const ledgerKindEnum = pgEnum('ledger_kind', [
  'OPENING_BALANCE',
  'GRANT',
  'USAGE',
  'RETURN',
  'ADJUSTMENT',
  'HISTORICAL_USAGE',
  'EXPIRY',
]);
export const paymentStatusEnum = pgEnum('payment_status', ['SUCCEEDED', 'FAILED']);
export const paymentKindEnum = pgEnum('payment_kind', ['CHECKOUT', 'RENEWAL', 'SEATS']);
export const billingEventKindEnum = pgEnum('billing_event_kind', [
  'TRIAL_STARTED',
  'PAYMENT_SUCCEEDED',
  'PAYMENT_FAILED',
  'RENEWED',
  'CANCELLED',
  'EXPIRED',
  'SEATS_ADDED',
]);
export const teamRuleModeEnum = pgEnum('team_rule_mode', ['REFUSE', 'NEEDS_ADMIN']);
export const approvalStepKindEnum = pgEnum('approval_step_kind', ['TEAM_MANAGER', 'ADMIN']);
export const approvalOutcomeEnum = pgEnum('approval_outcome', ['APPROVED', 'REJECTED']);

/** Issue 26: the interface languages a person may choose (null: not chosen, the browser's language). */
export const languageEnum = pgEnum('language', LANGUAGES);
