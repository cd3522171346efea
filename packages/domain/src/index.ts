export * from './site/host';
export * from './site/subdomain-suggestion';

export * from './calendar/calendar-date';
export * from './calendar/completed-years';
export * from './calendar/istanbul-date';
export * from './calendar/turkish-date-format';
export * from './calendar/bayram-first-days';
export * from './calendar/turkish-public-holidays';
export * from './calendar/holiday-names-english';

export * from './leave/half-days';
export * from './leave/legal-figures';
export * from './leave/leave-types';
export * from './leave/status-labels';
export * from './leave/leave-policy-error';
export * from './leave/leave-policy-texts';
export {
  DEFAULT_POLICY_DESCRIPTION,
  TENURE_BANDS,
  TENURE_BAND_LABELS,
  normalizeWorkingDays,
  type TenureBand,
} from './leave/leave-policy-fields';
export * from './leave/leave-policy';
export * from './leave/service-years';
export * from './leave/annual-entitlement';
export * from './leave/annual-leave-grants';
export * from './leave/ledger';
export * from './leave/ledger-entries';
export * from './leave/ledger-texts';
export * from './leave/opening-grants';
export * from './leave/policy-change-adjustments';
export * from './leave/count-leave-days';
export * from './leave/leave-request-dates';
export * from './leave/leave-request-warnings';
export * from './leave/leave-request-texts';
export * from './leave/yearly-allowance';
export * from './leave/split-annual-leave';
export * from './leave/travel-leave';
export * from './leave/carry-over';
export * from './leave/termination-payout';
export * from './leave/leave-record';
export * from './leave/proof-documents';
export * from './leave/merge-leave-days';
export * from './leave/hourly-leave';

export * from './approvals/approval-flow';
export type {
  ApprovalContext,
  ApprovalDelegation,
  ApprovalPerson,
  ApprovalTeam,
  PersonAbsence,
} from './approvals/approval-context';
export * from './approvals/delegation';
export * from './approvals/route-approval';
export * from './approvals/request-stage';
export * from './approvals/team-rules';
export * from './approvals/team-rule-texts';
export * from './approvals/leave-dates';
export * from './approvals/lock-periods';
export * from './approvals/minimum-staffing';
export * from './approvals/minimum-notice';
export * from './approvals/check-team-rules';

export * from './display/tenure';
export * from './display/trial';
export * from './display/pricing';
export * from './display/money';
export * from './display/numbers';
export * from './display/language';
export * from './display/english-format';
export * from './display/text-formats';
export * from './display/monthly-report-file-name';
export * from './leave/monthly-report';
export * from './payroll/sgk-missing-days';
export * from './billing/plan-price';
export * from './billing/card';
export * from './billing/coupon-state';
export * from './billing/seat-proration';

export * from './people/national-id';
export * from './people/phone';
export * from './people/email';
export * from './people/team-name-key';
export * from './display/text-limits';
