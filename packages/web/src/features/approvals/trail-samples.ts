import type { ApprovalStep, PersonRef, RuleBreak } from '@paydos/contract/approvals';
import { approvals as stepLabels } from '@paydos/contract/messages/approvals';
import { lockPeriodMessage } from '@paydos/domain';

/**
 * Sample trails of a two-step flow (docs/approval-rules.md §2-§3), shared by /test-design and
 * ApprovalTrail's test so that neither copies the other: Mehmet manages the team, Burak stands in for
 * him, Ayşe and Ali are İK (ADMINs).
 */
export const trailPeople = {
  manager: { id: 'p-mehmet', name: 'Mehmet Demir' },
  delegate: { id: 'p-burak', name: 'Burak Öztürk' },
  admin: { id: 'p-ayse', name: 'Ayşe Yılmaz' },
  otherAdmin: { id: 'p-ali', name: 'Ali Kaya' },
} satisfies Record<string, PersonRef>;
const { manager, delegate, admin, otherAdmin } = trailPeople;

const open = { outcome: null, skipReason: null, decidedBy: null, onBehalfOf: null, decidedAt: null, note: null };
const managerStep = (step: Partial<ApprovalStep>): ApprovalStep => ({
  position: 1,
  kind: 'TEAM_MANAGER',
  label: stepLabels.stepManager,
  state: 'WAITING',
  ...open,
  deciders: [],
  ...step,
});
const adminStep = (step: Partial<ApprovalStep>): ApprovalStep => ({
  position: 2,
  kind: 'ADMIN',
  label: stepLabels.stepAdmin,
  state: 'WAITING',
  ...open,
  deciders: [],
  ...step,
});
const admins = [
  { ...admin, onBehalfOf: null },
  { ...otherAdmin, onBehalfOf: null },
];

/** Approved at 14:30 Istanbul (11:30 UTC) by the delegate, with a note İK reads. */
export const MANAGER_APPROVAL_AT = '2026-01-12T11:30:00.000Z';
export const MANAGER_NOTE = 'Ekipte o hafta yoğunluk yok, uygundur.';
export const REJECTION_NOTE = 'Ay sonu kapanışında ekipte kimse izne çıkamıyor.';

/** The year-end lock as the domain words it: the request's three leave days inside it, İK decides. */
export const yearEndLock: RuleBreak = {
  code: 'lock_period',
  mode: 'NEEDS_ADMIN',
  dates: ['2026-12-29', '2026-12-30', '2026-12-31'],
  message: lockPeriodMessage(
    {
      id: 'lock-1',
      teamId: null,
      startDate: '2026-12-22',
      endDate: '2026-12-31',
      mode: 'NEEDS_ADMIN',
      reason: 'Yıl sonu kapanışı',
    },
    ['2026-12-29', '2026-12-30', '2026-12-31'],
  ),
};

export interface TrailSample {
  steps: ApprovalStep[];
  ruleBreaks: RuleBreak[];
}

export const trailSamples = {
  /** At the manager's step; the manager is away, his delegate decides. */
  atManager: {
    steps: [
      managerStep({ state: 'CURRENT', deciders: [{ ...delegate, onBehalfOf: manager }] }),
      adminStep({ state: 'WAITING' }),
    ],
    ruleBreaks: [],
  },
  /** Halfway: the delegate approved for the manager with a note; İK decides now. */
  atAdmin: {
    steps: [
      managerStep({
        state: 'DONE',
        outcome: 'APPROVED',
        decidedBy: delegate,
        onBehalfOf: manager,
        decidedAt: MANAGER_APPROVAL_AT,
        note: MANAGER_NOTE,
      }),
      adminStep({ state: 'CURRENT', deciders: admins }),
    ],
    ruleBreaks: [],
  },
  /** The manager's own request: his step is skipped (nobody decides their own request). */
  ownRequest: {
    steps: [
      managerStep({ state: 'SKIPPED', skipReason: 'OWN_REQUEST' }),
      adminStep({ state: 'CURRENT', deciders: admins }),
    ],
    ruleBreaks: [],
  },
  /** A team without an active manager, rejected by İK with a note. */
  rejected: {
    steps: [
      managerStep({ state: 'SKIPPED', skipReason: 'NO_ACTIVE_MANAGER' }),
      adminStep({
        state: 'DONE',
        outcome: 'REJECTED',
        decidedBy: admin,
        decidedAt: '2026-01-13T07:05:00.000Z',
        note: REJECTION_NOTE,
      }),
    ],
    ruleBreaks: [],
  },
  /** An ADMIN who manages the team approved the first step; nobody else could take the second. */
  decidedEarlier: {
    steps: [
      managerStep({ state: 'DONE', outcome: 'APPROVED', decidedBy: admin, decidedAt: '2026-01-14T06:00:00.000Z' }),
      adminStep({ state: 'SKIPPED', skipReason: 'DECIDED_IN_EARLIER_STEP' }),
    ],
    ruleBreaks: [],
  },
  /** A request inside the year-end lock ("İK onayına gider"): İK alone, the broken rule with its days. */
  lockedToAdmin: {
    steps: [adminStep({ position: 1, state: 'CURRENT', deciders: admins })],
    ruleBreaks: [yearEndLock],
  },
} satisfies Record<string, TrailSample>;
