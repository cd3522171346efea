import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access, userAuth } from '../../platform/access';
import { tenantScope } from '../../platform/tenant-scope';
import { countOverlap } from './count-overlap';
import { loadTeamCalendar } from './load-team-calendar';
import { overlapQuery, overlapResponse, teamCalendar, teamCalendarQuery } from '@paydos/contract/team-calendar';

const scopeAndViewer = (request: Parameters<typeof userAuth>[0]) => {
  const auth = userAuth(request);
  return { scope: tenantScope(request), viewer: { userId: auth.userId, role: auth.role } };
};

/** Issue 16: the team calendar (every logged-in user; what each sees: leave-visibility) and the leave form's overlap hint. */
export const teamCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/team-calendar',
    {
      config: { access: access.user() },
      schema: {
        tags: ['team-calendar'],
        summary: 'One month of the organization: its days and who is away (leave types for ADMIN and MANAGER only)',
        querystring: teamCalendarQuery,
        response: { 200: teamCalendar },
      },
    },
    async (request, reply) => {
      const { scope, viewer } = scopeAndViewer(request);
      // The whole organization's month tolerates a few seconds of lag (docs/SCALING.md, section 3); the
      // leave form's overlap hint below reads the primary, next to the request being written.
      return app.replicaReads.read(request, reply, (db) =>
        loadTeamCalendar(db, scope, viewer, request.query, request.now),
      );
    },
  );

  app.get(
    '/api/team-calendar/overlap',
    {
      config: { access: access.user() },
      schema: {
        tags: ['team-calendar'],
        summary: 'How many colleagues of the same department are away on those days (counts only)',
        querystring: overlapQuery,
        response: { 200: overlapResponse },
      },
    },
    async (request) => {
      const { scope, viewer } = scopeAndViewer(request);
      return countOverlap(app.db, scope, viewer, request.query);
    },
  );
};
