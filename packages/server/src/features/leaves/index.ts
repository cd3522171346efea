// The public surface of leaves: what other features, e2e and bench may use. Everything else is the feature's own.
export { cancelLeave } from './change-leave';
export { createLeave } from './create-leave';
export { decideLeave } from './decide-leave';
export { actingUser } from './leave-authority';
export { acknowledgedPeriodColumns } from './leave-acknowledgements';
export { loadWorkingTime } from './hourly-leave';
export { mailEmployee } from './leave-mails';
export {
  countRequestDays,
  drawsOnBalance,
  findLeave,
  findOverlappingRequest,
  lockEmployee,
  organizationWorkingDays,
  pendingAnnualDays,
  periodText,
  writeLedger,
  type LeaveScope,
} from './leave-store';
export { listEmployeeLeavePage } from './list-leaves';
export { listLeaves, presentSpecLeave, selectLeaveRows, type LeaveRow } from './leave-views';
export { deleteLeaveAsOperator, setLeaveAsOperator, type OperatorLeaveInput } from './operator-leave';
