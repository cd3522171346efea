import type { FastifyRequest } from 'fastify';
import { userAuth } from '../../platform/access';
import { fail } from '../../platform/errors';
import type { LeaveScope } from './leave-store';

/** The tenant from the host and the session (product §D2), never from the body. */
export function leaveScope(request: FastifyRequest): LeaveScope {
  const auth = userAuth(request);
  const organization = request.organization;
  if (!organization || organization.id !== auth.organizationId) throw fail.unauthenticated();
  return { organizationId: organization.id, subdomain: organization.subdomain, organizationName: organization.name };
}
