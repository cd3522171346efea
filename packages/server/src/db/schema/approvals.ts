import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { approvalOutcomeEnum, approvalStepKindEnum, teamRuleModeEnum } from './enums';
import { leaveRequests } from './leaves';
import { organizationReference } from './organizations';
import { users } from './people';
import { teams } from './teams';

/** Issue 23: who approves a team's requests in the two-step flow (a team may have several). */
export const teamManagers = pgTable(
  'team_managers',
  {
    organizationId: organizationReference(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.teamId, t.userId] }),
    index('team_managers_user_idx').on(t.organizationId, t.userId),
  ],
);

/**
 * "X decides for me" (domain ApprovalDelegation): for a period, both dates included, or, with no
 * dates, on every day the approver is on approved leave.
 */
export const approvalDelegations = pgTable(
  'approval_delegations',
  {
    id: id(),
    organizationId: organizationReference(),
    approverId: uuid('approver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delegateId: uuid('delegate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [index('approval_delegations_organization_approver_idx').on(t.organizationId, t.approverId)],
);

/** Days nobody may take off, or only with an ADMIN's approval (domain LockPeriod). */
export const lockPeriods = pgTable(
  'lock_periods',
  {
    id: id(),
    organizationId: organizationReference(),
    /** null: the whole organization. */
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    mode: teamRuleModeEnum('mode').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('lock_periods_organization_dates_idx').on(t.organizationId, t.endDate, t.startDate)],
);

/** A leave type asked at least `days` calendar days ahead (domain MinimumNoticeRule). */
export const minimumNoticeRules = pgTable(
  'minimum_notice_rules',
  {
    organizationId: organizationReference(),
    leaveType: text('leave_type').notNull(),
    days: integer('days').notNull(),
    mode: teamRuleModeEnum('mode').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.leaveType] })],
);

/**
 * The steps of a request, fixed when it is sent (a flow changed later does not move a pending
 * request): one row per step, in order, with its decision once made. The open step, its deciders
 * and the skipped steps are worked out by the domain's routeApproval from these rows.
 */
export const leaveApprovalSteps = pgTable(
  'leave_approval_steps',
  {
    id: id(),
    organizationId: organizationReference(),
    leaveRequestId: uuid('leave_request_id')
      .notNull()
      .references(() => leaveRequests.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    kind: approvalStepKindEnum('kind').notNull(),
    outcome: approvalOutcomeEnum('outcome'),
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** The approver a delegate decided for; null when the approver decided himself. */
    onBehalfOfId: uuid('on_behalf_of_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The decider's note; the later step sees it. */
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('leave_approval_steps_request_position_key').on(t.leaveRequestId, t.position),
    index('leave_approval_steps_organization_idx').on(t.organizationId, t.leaveRequestId),
  ],
);
