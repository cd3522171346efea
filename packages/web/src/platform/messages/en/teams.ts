import type { teamsMessages as turkish } from '../teams';
import type { Translation } from '@paydos/contract/messages/translation';
import { formatCount } from '../../format-numbers';

const people = (count: number) => `${formatCount(count)} active ${count === 1 ? 'person' : 'people'}`;

/** Teams (issue 23 item 1): the "Teams" card of /organization. */
export const teamsMessages: Translation<typeof turkish> = {
  teams: {
    title: 'Teams',
    description:
      "Departments are kept as teams: an employee's department is the name of their team. A team's managers approve the team's requests in the two-step approval flow.",
    add: 'Add team',
    empty:
      'No teams yet. A team is created automatically when an employee is given a department; you can also add one here.',
    listLabel: 'Team list',
    members: (count: number) => people(count),
    managersOf: (names: string) => `${names.includes(', ') ? 'Managers' : 'Manager'}: ${names}`,
    noManager: 'No manager assigned',
    edit: 'Edit',
    editLabel: (name: string) => `Edit the ${name} team`,
    remove: 'Delete',
    removeLabel: (name: string) => `Delete the ${name} team`,
    createTitle: 'New team',
    editTitle: 'Edit team',
    formDescription:
      "The team's name shows as its members' department; changing the name changes it for everyone at once.",
    name: 'Team name',
    nameRequired: 'The team name is required.',
    managers: 'Managers',
    managersHint: 'Active people in the organization with the Manager or Administrator role.',
    noCandidates: 'No one in the organization has an active Manager or Administrator role.',
    candidatesFailed: "Couldn't load the manager candidates",
    create: 'Create team',
    loadFailed: "Couldn't load the teams",
    saveFailed: "Couldn't save the team",
    removeTitle: 'Delete this team?',
    removeBody: (name: string, count: number) =>
      `The "${name}" team will be deleted. The department of its members (${people(count)}) and of its invitations is cleared; manager assignments are removed.`,
    removeFailed: "Couldn't delete the team",
  },
};
