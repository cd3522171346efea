// The public surface of ledger: what other features, e2e and bench may use. Everything else is the feature's own.
export { addLedgerAdjustment } from './add-adjustment';
export { grantDueAnniversaries } from './grant-due-anniversaries';
export { loadLedger } from './load-ledger';
export { expireExtraDays } from './expire-extra-days';
export { organizationExpiry } from './leave-layers';
