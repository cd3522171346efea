import { compareDates, istanbulToday } from '@paydos/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import type { UserAuth } from '../../platform/request-context';
import { inTenant } from '../../platform/tenant-scope';
import { teamColumns } from '../teams';
import { findTenantUser } from '../users';
import { followRequesterTeam } from '../approvals';
import type { UpdateProfileBody } from '@paydos/contract/profile';

export async function updateMyProfile(db: Database, auth: UserAuth, input: UpdateProfileBody, now: Date) {
  if (input.birthDate && compareDates(input.birthDate, istanbulToday(now)) > 0) {
    throw fail.badRequest(messages.people.birthDateInFuture, { birthDate: messages.people.birthDateInFuture });
  }
  const { position, department, ...personal } = input;
  return db.transaction(async (tx) => {
    const current = await findTenantUser(tx, auth, auth.userId);
    const workChanged =
      (position !== undefined && position !== current.position) ||
      (department !== undefined && department !== current.department);
    if (workChanged && auth.role !== 'ADMIN') throw fail.forbidden(messages.people.workDetailsAdminOnly);
    await tx
      .update(users)
      .set({
        ...personal,
        ...(auth.role === 'ADMIN' && position !== undefined ? { position } : {}),
        ...(auth.role === 'ADMIN' && department !== undefined ? await teamColumns(tx, auth, department) : {}),
        updatedAt: now,
      })
      .where(inTenant(auth, users, eq(users.id, auth.userId)));
    if (auth.role === 'ADMIN' && department !== undefined) await followRequesterTeam(tx, auth, [auth.userId]);
  });
}
