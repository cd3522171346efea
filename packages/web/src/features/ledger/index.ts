// The public surface of ledger: what other features may use. Everything else is the feature's own.
export { BalanceExplanation } from './BalanceExplanation';
