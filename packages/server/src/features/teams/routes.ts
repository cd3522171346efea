import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access';
import { userActor } from '../../platform/audit';
import { tenantScope } from '../../platform/tenant-scope';
import {
  createTeamBody,
  managerCandidatesResponse,
  teamDeletedResponse,
  teamIdParams,
  teamResponse,
  teamsResponse,
  updateTeamBody,
} from '@paydos/contract/teams';
import { messages } from '@paydos/contract/messages';
import { createTeam, deleteTeam, updateTeam } from './save-team';
import { listManagerCandidates, loadTeams } from './team-store';

const m = messages.teams;
const tags = ['teams'];

/**
 * Teams (issue 23 item 1): the departments as entities, with members and managers. An ADMIN or a
 * MANAGER reads them (a manager sees whose team is whose, as on the staff list); only an ADMIN changes them.
 */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/teams',
    {
      config: { access: access.user('ADMIN', 'MANAGER') },
      schema: {
        tags,
        summary: 'The organization’s teams: active members counted, managers, the minimum-staffing rule',
        response: { 200: teamsResponse },
      },
    },
    async (request) => ({ teams: await loadTeams(app.db, tenantScope(request)) }),
  );

  app.get(
    '/api/teams/manager-candidates',
    {
      config: { access: access.user('ADMIN') },
      schema: {
        tags,
        summary: 'Who may manage a team: the active MANAGER and ADMIN people',
        response: { 200: managerCandidatesResponse },
      },
    },
    async (request) => ({ people: await listManagerCandidates(app.db, tenantScope(request)) }),
  );

  app.post(
    '/api/teams',
    {
      config: { access: access.user('ADMIN') },
      schema: {
        tags,
        summary: 'Create a team (name unique case-insensitively) with its managers',
        body: createTeamBody,
        response: { 201: teamResponse },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        team: await createTeam(app.db, tenantScope(request), userActor(request), request.body),
        message: m.created,
      }),
  );

  app.patch(
    '/api/teams/:id',
    {
      config: { access: access.user('ADMIN') },
      schema: {
        tags,
        summary: 'Rename a team (carried to its members’ department) or set its managers',
        params: teamIdParams,
        body: updateTeamBody,
        response: { 200: teamResponse },
      },
    },
    async (request) => ({
      team: await updateTeam(app.db, tenantScope(request), userActor(request), request.params.id, request.body),
      message: m.updated,
    }),
  );

  app.delete(
    '/api/teams/:id',
    {
      config: { access: access.user('ADMIN') },
      schema: {
        tags,
        summary: 'Delete a team: its members and invitations keep no team and no department',
        params: teamIdParams,
        response: { 200: teamDeletedResponse },
      },
    },
    async (request) => {
      await deleteTeam(app.db, tenantScope(request), userActor(request), request.params.id);
      return { message: m.deleted };
    },
  );
};
