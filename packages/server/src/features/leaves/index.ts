// The public surface of leaves: what other features, e2e and bench may use. Everything else is the feature's own.
export { cancelLeave } from './change-leave';
export { createLeave } from './create-leave';
export { decideLeave } from './decide-leave';
export { actingUser } from './leave-authority';
export { mailEmployee } from './leave-mails';
export {
  countRequestDays,
  drawsOnBalance,
  findLeave,
  findOverlappingRequest,
  listLeaves,
  lockEmployee,
  organizationWorkingDays,
  pendingAnnualDays,
  periodText,
  presentLeave,
  selectLeaveRows,
  writeLedger,
  type LeaveScope,
} from './leave-store';
export { listEmployeeLeavePage } from './list-leaves';
export { deleteLeaveAsOperator, setLeaveAsOperator, type OperatorLeaveInput } from './operator-leave';
