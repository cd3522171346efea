import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { AuditActor } from '../../platform/audit';
import { deleteLeaveAsOperator, findLeave, setLeaveAsOperator } from '../leaves';
import { operatorLeaveView } from './list-organization-leaves';
import { organizationScope, scopeOfLeave, scopeOfUser } from './operator-scope';
import type { createLeaveBody, updateLeaveBody } from '@paydos/contract/operator-people';
import type { z } from 'zod';

type CreateLeaveBody = z.output<typeof createLeaveBody>;
type UpdateLeaveBody = z.output<typeof updateLeaveBody>;

/**
 * Product §7 POST /superadmin/leave-requests. Without `organizationId` (the spec's own body) the
 * organization is the user's; with it, another organization's user is a 404.
 */
export async function createOperatorLeave(
  db: Database,
  config: Config,
  input: CreateLeaveBody,
  actor: AuditActor,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const { organizationId, ...fields } = input;
    const scope = organizationId ? await organizationScope(tx, organizationId) : await scopeOfUser(tx, fields.userId);
    return operatorLeaveView(tx, scope, await setLeaveAsOperator(tx, config, scope, actor, fields, now));
  });
}

/** Product §7 PUT /superadmin/leave-requests/{id}: any field, any status. */
export async function updateOperatorLeave(
  db: Database,
  config: Config,
  leaveId: string,
  input: UpdateLeaveBody,
  actor: AuditActor,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const scope = await scopeOfLeave(tx, leaveId, input.organizationId);
    const current = await findLeave(tx, scope, leaveId);
    const { organizationId: _organization, ...fields } = input;
    return operatorLeaveView(
      tx,
      scope,
      await setLeaveAsOperator(
        tx,
        config,
        scope,
        actor,
        { ...fields, userId: fields.userId ?? current.userId },
        now,
        leaveId,
      ),
    );
  });
}

/** Product §7 DELETE /superadmin/leave-requests/{id}: the leave command returns what the request drew (leaves/operator-leave.ts). */
export async function deleteOperatorLeave(
  db: Database,
  config: Config,
  leaveId: string,
  actor: AuditActor,
  now: Date,
  expectedOrganizationId?: string,
) {
  await db.transaction(async (tx) =>
    deleteLeaveAsOperator(tx, config, await scopeOfLeave(tx, leaveId, expectedOrganizationId), leaveId, actor, now),
  );
}
