/** The approvals' public surface: decisions waiting out their undo time are sent before a logout (decision-queue.ts). */
export { sendWaitingDecisions } from './decision-queue';
