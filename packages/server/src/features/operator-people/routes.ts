import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorLeaveRoutes } from './leave-routes';
import { operatorUserRoutes } from './user-routes';

/** Issue 12 item 4: the operator's users and leaves of one organization (product §2, §7 super admin). */
export const operatorPeopleRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(operatorUserRoutes);
  await app.register(operatorLeaveRoutes);
};
