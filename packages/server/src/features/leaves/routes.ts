import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { leaveDecisionRoutes } from './decision-routes';
import { organizationLeaveRoutes } from './organization-routes';
import { ownLeaveRoutes } from './own-routes';

/** The leave feature's routes, by who uses them: the requester, the organization's readers, the ADMIN's decisions. */
export const leaveRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(ownLeaveRoutes);
  await app.register(organizationLeaveRoutes);
  await app.register(leaveDecisionRoutes);
};
