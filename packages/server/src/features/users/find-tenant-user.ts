import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { requestObject } from '@paydos/contract/fields';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';

/** `/:id` of a person or an invitation: a uuid, else 400 before any query runs. */
export const idParams = requestObject({ id: z.uuid({ error: messages.people.idInvalid }) });

/** A person of the host's organization, or 404: another organization's id is indistinguishable from none. */
export async function findTenantUser(db: Executor, scope: TenantScope, userId: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(inTenant(scope, users, eq(users.id, userId)))
    .limit(1);
  if (!user) throw fail.notFound(messages.people.userNotFound);
  return user;
}
