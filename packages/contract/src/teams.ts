import { TEAM_RULE_MODES } from '@paydos/domain';
import { z } from 'zod';
import { requestObject, text } from './fields';
import { messages } from './messages';
import { personRef } from './approvals';
import { catalogueText } from './catalogue-text';

/** Teams (issue 23 item 1): GET for ADMIN and MANAGER, writes for ADMIN. */

const m = messages.teams;

const teamName = text('teamName', { required: m.nameRequired }).trim().min(1, { error: m.nameRequired }).max(100);
const managerIds = z.array(z.uuid({ error: m.managerInvalid }), { error: m.managerInvalid }).max(50);

export const createTeamBody = requestObject({ name: teamName, managerIds: managerIds.default([]) });
export type CreateTeamInput = z.input<typeof createTeamBody>;
export const updateTeamBody = requestObject({ name: teamName.optional(), managerIds: managerIds.optional() });
export type UpdateTeamInput = z.input<typeof updateTeamBody>;
export const teamIdParams = requestObject({ id: z.uuid({ error: m.notFound }) });

export const team = z.object({
  id: z.string(),
  name: z.string(),
  memberCount: z.number(),
  managers: z.array(personRef),
  /** The minimum-staffing rule (null: none) and what breaking it does. */
  minimumAtWork: z.number().nullable(),
  minimumStaffingMode: z.enum(TEAM_RULE_MODES),
});
export type Team = z.infer<typeof team>;
export const teamsResponse = z.object({ teams: z.array(team) });
export type TeamsResponse = z.infer<typeof teamsResponse>;
export const teamResponse = z.object({ team, message: catalogueText() });
export type TeamResponse = z.infer<typeof teamResponse>;
export const teamDeletedResponse = z.object({ message: catalogueText() });
export type TeamDeletedResponse = z.infer<typeof teamDeletedResponse>;

/** Who may manage a team: the organization's active MANAGER and ADMIN people. */
export const managerCandidatesResponse = z.object({
  people: z.array(personRef.extend({ role: z.string(), department: z.string().nullable() })),
});
export type ManagerCandidatesResponse = z.infer<typeof managerCandidatesResponse>;
