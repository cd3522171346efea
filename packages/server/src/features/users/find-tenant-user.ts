import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';

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
