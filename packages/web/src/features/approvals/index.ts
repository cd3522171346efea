/** The approvals' public surface: decisions waiting out their undo time are sent before a logout (decision-queue.ts). */
export { sendWaitingDecisions } from './decision-queue';
/** A request's approval steps (issue 23), and the sample trails /test-design shows. */
export { ApprovalTrail } from './ApprovalTrail';
export { TrailDisclosure } from './TrailDisclosure';
export { trailSamples } from './trail-samples';
