import type { PublicPeopleQuery, PublicPerson } from '@paydos/contract/public-api';
import { messages } from '@paydos/contract/messages';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { fail } from '../../platform/errors';
import { keyset } from '../../platform/keyset';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';

/** What the public API tells of a person (contract `publicPerson`): no national id, phone, address or birth date. */
const personColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  department: users.department,
  position: users.position,
  registryNumber: users.registryNumber,
  startDate: users.startDate,
  isActive: users.isActive,
};

/** Oldest first, as the staff list (`(organization_id, created_at, id)`); the cursor bound to the organization. */
const oldestFirst = (scope: TenantScope) =>
  keyset({
    sorts: [{ expression: users.createdAt, type: 'timestamptz' }],
    id: users.id,
    direction: 'asc',
    scope: `v1/${scope.organizationId}`,
  });

export async function listPublicPeople(db: Executor, scope: TenantScope, query: PublicPeopleQuery) {
  const order = oldestFirst(scope);
  const { rows, nextCursor } = await order.readPage(
    db
      .select({ key: order.key, ...personColumns })
      .from(users)
      .where(
        inTenant(
          scope,
          users,
          query.active ? eq(users.isActive, query.active === 'true') : undefined,
          order.after(query.cursor),
        ),
      ),
    query.limit,
  );
  return { people: rows satisfies PublicPerson[], nextCursor };
}

export async function findPublicPerson(db: Executor, scope: TenantScope, id: string): Promise<PublicPerson> {
  const [person] = await db
    .select(personColumns)
    .from(users)
    .where(inTenant(scope, users, eq(users.id, id)))
    .limit(1);
  if (!person) throw fail.notFound(messages.people.userNotFound);
  return person;
}
