// The public surface of monthly-report: what other features, e2e and bench may use. Everything else is the feature's own.
export { loadMonthlyReport } from './load-monthly-report';
