// The public surface of historical-leaves: what other features, e2e and bench may use. Everything else is the feature's own.
export { decideApproval } from './approval';
export { createHistoricalBatch } from './create-batch';
