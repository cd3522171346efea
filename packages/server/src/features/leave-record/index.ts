// The public surface of leave-record: what other features, e2e and bench may use. Everything else is the feature's own.
export { loadLeaveRecords, type LeaveRecord } from './load-leave-records';
