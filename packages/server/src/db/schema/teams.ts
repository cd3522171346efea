import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { teamRuleModeEnum } from './enums';
import { organizationReference } from './organizations';

/**
 * A team (issue 23): the department as an entity, with members (users.team_id) and one or more
 * managers (team_managers). Migration 0017 made one team of every department text an organization
 * had, names compared trimmed and case-insensitively. Since migration 0021 two names are one team
 * when their `name_key` (the domain's `teamNameKey`: Turkish İ/ı folding, white space collapsed) is
 * the same; docs/approval-rules.md "Team names".
 */
export const teams = pgTable(
  'teams',
  {
    id: id(),
    organizationId: organizationReference(),
    name: text('name').notNull(),
    /** `teamNameKey(name)`, written with the name by every insert and rename; unique in the organization. */
    nameKey: text('name_key').notNull(),
    /** At least this many of the team's active members at work on each working day; null: no rule. */
    minimumAtWork: integer('minimum_at_work'),
    minimumStaffingMode: teamRuleModeEnum('minimum_staffing_mode').notNull().default('REFUSE'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('teams_organization_name_key').on(t.organizationId, t.nameKey)],
);
