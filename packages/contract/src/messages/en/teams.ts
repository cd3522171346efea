import type * as turkish from '../teams';
import type { Translation } from '../translation';

/** Teams (issue 23 item 1): the department as an entity, its members and managers. */
export const teams: Translation<typeof turkish.teams> = {
  nameRequired: 'Team name is required.',
  notFound: 'Team not found.',
  nameTaken: (name: string) => `A team named "${name}" already exists.`,
  managerInvalid:
    "You can only select people with an active Manager or Administrator role in the organization as the team's managers.",
  created: 'Team created.',
  updated: 'Team updated.',
  deleted: 'Team deleted.',
};

export const teamsMessages: Translation<typeof turkish.teamsMessages> = { teams };
