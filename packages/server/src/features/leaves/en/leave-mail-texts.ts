import type { Translation } from '@paydos/contract/messages/translation';
import type * as turkish from '../leave-mail-texts';

export const leaveMailTexts: Translation<typeof turkish.leaveMailTexts> = {
  period: (start, end) => `${start} - ${end}`,
  summary: (leaveType, period, length) => `${leaveType}: ${period} (${length})`,
  request: {
    subject: (who) => `New leave request: ${who}`,
    subjectAfterStep: (who) => `Leave request awaiting your approval: ${who}`,
    opening: (who) => `${who} created a new leave request.`,
    openingOnBehalf: (requester, who) => `${requester} created a new leave request on behalf of ${who}.`,
    openingAfterStep: (who, step, decider) =>
      `${who}'s leave request was approved by ${decider} at the ${step} step and is awaiting your decision.`,
    asDelegate: (approver) => `You decide this step on behalf of ${approver}, as their approval delegate.`,
    reason: (reason) => `Reason: ${reason}`,
    earlierNote: (decider, note) => `Note from ${decider}: ${note}`,
    action: 'Review Request',
  },
  recorded: {
    subject: (who) => `Leave recorded without approval: ${who}`,
    line: (who) => `A leave that needs no approval was recorded for ${who}; this is for your information.`,
    action: 'View Leave',
  },
  decisions: {
    approved: { subject: 'Your leave request was approved', line: 'Your leave request was approved.' },
    rejected: { subject: 'Your leave request was rejected', line: 'Your leave request was rejected.' },
    updated: {
      subject: 'Your approved leave was updated',
      line: 'Your approved leave was updated by an administrator.',
    },
    cancelled: {
      subject: 'Your leave was canceled',
      line: 'Your approved leave was canceled; its days were returned to your balance.',
    },
    recorded: {
      subject: 'A leave was recorded for you',
      line: 'Your manager recorded an approved leave for you.',
    },
    moved: {
      subject: 'Your leave request moved to HR approval',
      line: 'Your leave request passed manager approval and moved to HR approval.',
    },
  },
  note: (note) => `Note: ${note}`,
  myLeaveAction: 'View My Leave',
};
