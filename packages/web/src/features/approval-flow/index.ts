// The public surface of approval-flow: what other features may use. Everything else is the feature's own.
export { ApprovalFlowCard } from './ApprovalFlowCard';
export { useApprovalFlowKind } from './api';
