import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { languageEnum, roleEnum, sessionKindEnum, tokenPurposeEnum } from './enums';
import { organizationReference, organizations } from './organizations';
import { teams } from './teams';

export const users = pgTable(
  'users',
  {
    id: id(),
    organizationId: organizationReference(),
    /** Stored lowercased; unique within an organization. */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: roleEnum('role').notNull().default('EMPLOYEE'),
    isActive: boolean('is_active').notNull().default(true),
    phone: text('phone'),
    position: text('position'),
    department: text('department'),
    /** The person's team (issue 23); replaces the free-text department. */
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    startDate: date('start_date', { mode: 'string' }),
    /** The last day of work, set when an ADMIN ends the employment (art. 59: the termination statement). */
    employmentEndDate: date('employment_end_date', { mode: 'string' }),
    birthDate: date('birth_date', { mode: 'string' }),
    nationalId: text('national_id'),
    /** The employer's registry number (sicil no), set by an ADMIN; on the leave record (Yönetmelik art. 20) and the payroll file. */
    registryNumber: text('registry_number'),
    address: text('address'),
    emergencyContact: text('emergency_contact'),
    emergencyPhone: text('emergency_phone'),
    /** Art. 53: underground work adds four days to every band. */
    worksUnderground: boolean('works_underground').notNull().default(false),
    /** The person asked for no birthday mail and not to be named in the admins' morning note. */
    birthdayMailsOptOut: boolean('birthday_mails_opt_out').notNull().default(false),
    /** The interface language the person chose on the profile page (issue 26); null until chosen: the browser's. */
    language: languageEnum('language'),
    /**
     * The name in Turkish alphabetical order under the database's byte order (issue 25 item 5: the team
     * calendar's keyset order). Lower-cased by the Turkish rules (I → ı, İ → i), circumflexes dropped, and
     * each Turkish letter written as its base letter followed by "{" (after "z"), so "c" < "ç" < "d" and
     * "h" < "ı" < "i" whatever the database's collation. Written by PostgreSQL itself.
     */
    nameSortKey: text('name_sort_key')
      .notNull()
      .generatedAlwaysAs(
        sql`replace(replace(replace(replace(replace(replace(translate(lower(translate("first_name" || ' ' || "last_name", 'IİÇĞÖŞÜÂÎÛ', 'ıiçğöşüâîû')), 'âîû', 'aiu'), 'ç', 'c{'), 'ğ', 'g{'), 'ı', 'h{'), 'ö', 'o{'), 'ş', 's{'), 'ü', 'u{')`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_organization_email_key').on(t.organizationId, t.email),
    // The staff list's keyset order (product §2: oldest first), id breaking ties.
    index('users_organization_created_idx').on(t.organizationId, t.createdAt, t.id),
    // The dashboard's six longest-serving people: start date (people without one last), then who was added first.
    index('users_organization_start_idx').on(t.organizationId, t.startDate, t.createdAt, t.id),
    // The dashboard's staff counts, index only.
    index('users_organization_active_idx').on(t.organizationId, t.isActive),
    index('users_team_idx').on(t.teamId),
    // The team calendar's keyset order (issue 25 item 5): by name, the whole organization or one team.
    index('users_organization_name_sort_idx').on(t.organizationId, t.nameSortKey, t.id),
    index('users_organization_team_name_sort_idx').on(t.organizationId, t.teamId, t.nameSortKey, t.id),
    uniqueIndex('users_organization_registry_number_key')
      .on(t.organizationId, t.registryNumber)
      .where(sql`${t.registryNumber} is not null`),
  ],
);

/** The person a row belongs to: required, and erased with the person. */
export const userReference = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const operators = pgTable('operators', {
  id: id(),
  username: text('username').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
});

/** A bearer token names one row here; only the token's SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    kind: sessionKindEnum('kind').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    operatorId: uuid('operator_id').references(() => operators.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('sessions_user_idx')
      .on(t.userId)
      .where(sql`${t.revokedAt} is null`),
    index('sessions_organization_idx').on(t.organizationId),
  ],
);

export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    organizationId: organizationReference(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: roleEnum('role').notNull().default('EMPLOYEE'),
    department: text('department'),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    position: text('position'),
    startDate: date('start_date', { mode: 'string' }),
    tokenHash: text('token_hash').notNull().unique(),
    invitedById: uuid('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [index('invitations_organization_idx').on(t.organizationId)],
);

/** Password reset and set-password links: single use, expiring, stored as a hash. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: id(),
    purpose: tokenPurposeEnum('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The person's organization, like every tenant table (docs/SCALING.md). */
    organizationId: organizationReference(),
    userId: userReference(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('one_time_tokens_organization_idx').on(t.organizationId)],
);

/**
 * A one-time handover code (issue 20): after onboarding or an invitation sign-up the browser moves
 * to the organization's host with this code (in the URL fragment), never with a session token, and
 * exchanges it once by POST for a session. 256 random bits, stored as a hash, 60 seconds, spent by
 * a conditional DELETE bound to the organization; housekeeping removes the expired ones.
 */
export const handoverCodes = pgTable(
  'handover_codes',
  {
    id: id(),
    codeHash: text('code_hash').notNull().unique(),
    organizationId: organizationReference(),
    userId: userReference(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('handover_codes_organization_idx').on(t.organizationId)],
);

/** A person's secret calendar feed URL (product §D7): only the token's hash is kept; a new one revokes the old. */
export const calendarFeedTokens = pgTable(
  'calendar_feed_tokens',
  {
    id: id(),
    organizationId: organizationReference(),
    userId: userReference(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('calendar_feed_tokens_one_live_per_user')
      .on(t.userId)
      .where(sql`${t.revokedAt} is null`),
    index('calendar_feed_tokens_organization_idx').on(t.organizationId),
  ],
);
