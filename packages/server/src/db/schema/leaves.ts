import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { approvalStepKindEnum, leaveStatusEnum, ledgerKindEnum } from './enums';
import { organizationReference } from './organizations';
import { userReference, users } from './people';

/** Day counts are multiples of half a day; numeric keeps them exact. */
const days = (name: string) => numeric(name, { precision: 6, scale: 1, mode: 'number' });

/** What a leave is, the same for a request and a past leave recorded in a batch. */
const leavePeriod = () => ({
  leaveType: text('leave_type').notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
  days: days('days').notNull(),
  reason: text('reason'),
});

export const leaveRequests = pgTable(
  'leave_requests',
  {
    id: id(),
    organizationId: organizationReference(),
    userId: userReference(),
    ...leavePeriod(),
    status: leaveStatusEnum('status').notNull().default('PENDING'),
    /** Who asked for it: the person, or the ADMIN/MANAGER who recorded it for them; null when the operator did. */
    requestedById: uuid('requested_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    /** Why the operator set a day count other than the working-day rule's; null when the rule's count stands. */
    daysOverrideReason: text('days_override_reason'),
    /** Why an ADMIN let an excuse leave run past its legal length (issue 20); null when it does not. */
    legalOverrideReason: text('legal_override_reason'),
    /** When the requester agreed to take a service year's annual leave in parts (art. 56, issue 24 item 2); null: not a split, or not recorded. */
    splitAgreedAt: timestamp('split_agreed_at', { withTimezone: true }),
    /**
     * Unpaid travel days added after an annual leave (yol izni, 4857 md. 56/4; docs/leave-rules.md section 15):
     * never drawn from the balance, SGK reason 20. 0: none.
     */
    travelDays: integer('travel_days').notNull().default(0),
    /** Where the leave is spent (required with travel days); null without them. */
    travelDestination: text('travel_destination'),
    /** The last travel day (the domain's travelLeaveDates): the leave's span for overlaps and reports; null without travel days. */
    travelEndDate: date('travel_end_date', { mode: 'string' }),
    /**
     * Hourly leave (docs/decisions/015): the minutes taken on each working day of the range; null for a leave of
     * whole days. `days` is then 0 and `minutes` holds the total (integer minutes: sums never drift).
     */
    minutesPerDay: integer('minutes_per_day'),
    minutes: integer('minutes'),
    /** When the hours start on each day ('HH:MM', Istanbul time); optional, nursing leave is split as the employee chooses. */
    startTime: text('start_time'),
    /** Nursing leave (4857 m. 74): the child's birth date, which bounds the leave to the first birthday. */
    childBirthDate: date('child_birth_date', { mode: 'string' }),
    /** The colleague who stands in while the requester is away (vekil, issue 23); told and shown on the team calendar. */
    substituteId: uuid('substitute_id').references(() => users.id, { onDelete: 'set null' }),
    /** The team rules the request broke when it was sent (domain TeamRuleBreak[]), shown to its deciders; null: none. */
    ruleBreaks: jsonb('rule_breaks'),
    /**
     * Issue 23: the open step of a PENDING request as its step rows say it (leave_approval_steps: the first
     * undecided one; ADMIN when it has none, the spec's one İK step), kept with the rows by the approval
     * engine (features/approvals/open-step-columns.ts) so that who may decide is read from an index
     * (decidable.ts) instead of each request's rows; null once the request is no longer pending. Null on a
     * PENDING request written without the engine (before approval flows, or by hand): İK, as no rows are.
     */
    openStep: approvalStepKindEnum('open_step'),
    /**
     * The requester's team while the request is PENDING (users.team_id, kept with it): its managers decide a
     * manager step. No foreign key: checking one would share-lock the team's row on every request sent,
     * against the team commands that lock it to set managers (a deadlock with a new manager's own request);
     * deleting a team clears it as it clears users.team_id (features/teams save-team.ts).
     */
    openStepTeamId: uuid('open_step_team_id'),
    /** Who approved an earlier step of the PENDING request: he does not decide the open one (docs/approval-rules.md section 2). */
    earlierDeciderId: uuid('earlier_decider_id').references(() => users.id, { onDelete: 'set null' }),
    /** Bumped on every change; a command that read version n only writes where it is still n. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('leave_requests_organization_status_idx').on(t.organizationId, t.status),
    index('leave_requests_user_dates_idx').on(t.userId, t.startDate, t.endDate),
    // Keyset orders of the lists (platform/keyset.ts): approvals newest first, with and without a
    // status filter; my requests newest first; an employee's history by start date.
    index('leave_requests_organization_created_idx').on(t.organizationId, t.createdAt, t.id),
    index('leave_requests_organization_status_created_idx').on(t.organizationId, t.status, t.createdAt, t.id),
    index('leave_requests_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('leave_requests_user_start_created_idx').on(t.userId, t.startDate, t.createdAt, t.id),
    // Who is on leave today: APPROVED leave of whole days ending today or later (the past never enters), start
    // checked in the index. Hourly leave keeps its person at work (docs/leave-rules.md §16): not in it.
    index('leave_requests_approved_end_idx')
      .on(t.organizationId, t.endDate, t.startDate, t.userId)
      .where(sql`${t.status} = 'APPROVED' and ${t.minutesPerDay} is null`),
    // Who may decide a pending request (issue 23, features/approvals/decidable.ts): a team manager's
    // steps by team, an İK viewer's every pending request, index-only with the columns the condition reads.
    index('leave_requests_open_step_idx')
      .on(t.organizationId, t.openStep, t.openStepTeamId, t.userId, t.earlierDeciderId)
      .where(sql`${t.status} = 'PENDING'`),
  ],
);

/**
 * The employee's dated acknowledgement of an approved annual leave (issue 24 item 1: the leave record of
 * Yönetmelik art. 20 that the employer must be able to show, docs/leave-rules.md section 12): one row
 * per period the employee confirmed; never changed (a trigger refuses updates). A leave whose dates
 * change afterwards needs a new acknowledgement; the old one stays as it was.
 */
export const leaveAcknowledgements = pgTable(
  'leave_acknowledgements',
  {
    id: id(),
    organizationId: organizationReference(),
    leaveRequestId: uuid('leave_request_id')
      .notNull()
      .references(() => leaveRequests.id, { onDelete: 'cascade' }),
    userId: userReference(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    days: days('days').notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Unique per period, organization first (the tenant tables' indexes start with it).
  (t) => [
    uniqueIndex('leave_acknowledgements_period_key').on(
      t.organizationId,
      t.leaveRequestId,
      t.startDate,
      t.endDate,
      t.days,
    ),
  ],
);

/** Every change to an annual balance, with its reason: the balance is the sum. */
export const leaveLedgerEntries = pgTable(
  'leave_ledger_entries',
  {
    id: id(),
    organizationId: organizationReference(),
    userId: userReference(),
    kind: ledgerKindEnum('kind').notNull(),
    /** Positive adds to the balance, negative draws on it. */
    days: days('days').notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    serviceYear: integer('service_year'),
    leaveRequestId: uuid('leave_request_id').references(() => leaveRequests.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('leave_ledger_user_idx').on(t.userId, t.effectiveDate),
    // A person's balance (sums of days by kind) read from the index alone: /auth/me, the dashboard.
    // It starts with organization_id, so it is also the table's tenant index (tenant-tables.test.ts).
    index('leave_ledger_balance_idx').on(t.organizationId, t.userId, t.kind, t.days),
    // What one request has drawn (approve, edit, cancel), and the foreign key's set null.
    index('leave_ledger_request_idx').on(t.leaveRequestId),
    // One GRANT per service year: the anniversary job (and two instances of it) can insert with
    // `on conflict do nothing` and never grant a year twice. Adjustments stay free to repeat.
    uniqueIndex('leave_ledger_one_grant_per_service_year')
      .on(t.userId, t.serviceYear)
      .where(sql`kind = 'GRANT'`),
    // One EXPIRY per service year (art. 59: only extra days expire): the anniversary job writes it
    // with `on conflict do nothing`, so a second pass, or a second instance, writes nothing. Written as
    // "not one of the older kinds" (today: EXPIRY only; kind is a column, so a later kind is its own
    // key): the migration that adds the value runs in one transaction, where the new value cannot be used.
    uniqueIndex('leave_ledger_one_expiry_per_service_year')
      .on(t.userId, t.serviceYear, t.kind)
      .where(sql`kind not in ('OPENING_BALANCE', 'GRANT', 'USAGE', 'RETURN', 'ADJUSTMENT', 'HISTORICAL_USAGE')`),
  ],
);

/** Past leaves an admin records; the employee confirms the batch through an e-mailed link. */
export const historicalLeaveBatches = pgTable(
  'historical_leave_batches',
  {
    id: id(),
    organizationId: organizationReference(),
    userId: userReference(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Null once housekeeping has retired the link (30 days past its expiry); the batch stays as a record. */
    tokenHash: text('token_hash').unique(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }).notNull(),
    status: leaveStatusEnum('status').notNull().default('PENDING'),
    rejectedReason: text('rejected_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  // The batches list's keyset order (historical-leaves/list-batches.ts).
  (t) => [index('historical_leave_batches_organization_created_idx').on(t.organizationId, t.createdAt, t.id)],
);

export const historicalLeaveRequests = pgTable(
  'historical_leave_requests',
  {
    id: id(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => historicalLeaveBatches.id, { onDelete: 'cascade' }),
    organizationId: organizationReference(),
    userId: userReference(),
    ...leavePeriod(),
    createdAt: createdAt(),
  },
  (t) => [index('historical_leave_requests_organization_idx').on(t.organizationId)],
);
