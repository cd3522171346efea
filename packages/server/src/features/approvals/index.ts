// The public surface of approvals: what leaves, the dashboard, e2e and bench may use. Everything else is the feature's own.
export { readApprovalFlow, saveApprovalFlow } from './approval-flow-setting';
export { countDecidable } from './count-decidable';
export {
  decidableBy,
  decidingOf,
  decidingShape,
  loadStandings,
  preparedDeciding,
  type Deciding,
  type DecisionStanding,
} from './decidable';
export { delegationInForceToday } from './load-approval-context';
export { decideStep, type StepResult } from './decide-step';
export { openStepDeciders, type OpenStep, type OpenStepDecider } from './open-step';
export {
  loadApprovalPresenter,
  type ApprovalPresenter,
  type ApprovalViewer,
  type PresentedLeave,
  STEP_LABELS,
} from './present-approval';
export { restartStepRows, writeStepRows } from './step-rows';
export { followRequesterTeam, syncOpenSteps } from './open-step-columns';
export { personName } from './load-approval-context';
