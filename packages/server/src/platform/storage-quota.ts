import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { organizations, storedFiles, subscriptions } from '../db/schema';
import { AppError } from './errors';
import { messages } from '@paydos/contract/messages';

const MB = 1024 * 1024;
/**
 * What one organization may keep in stored_files (logo and past-leave uploads), docs/SECURITY.md
 * "Uploads": a paying organization 500 MB, a trial (or cancelled) one 100 MB. Completed uploads
 * leave 30 days after completion (product §4), which gives the room back.
 */
export const STORAGE_QUOTA_BYTES = { paid: 500 * MB, trial: 100 * MB } as const;

async function usage(db: Executor, organizationId: string) {
  const [row] = await db
    .select({
      used: sql<string>`coalesce(sum(${storedFiles.byteSize}), 0)`,
      status: sql<
        string | null
      >`(select ${subscriptions.status} from ${subscriptions} where ${subscriptions.organizationId} = ${organizationId})`,
    })
    .from(storedFiles)
    .where(eq(storedFiles.organizationId, organizationId));
  const quota = row?.status === 'ACTIVE' ? STORAGE_QUOTA_BYTES.paid : STORAGE_QUOTA_BYTES.trial;
  return { used: Number(row?.used ?? 0), quota };
}

const exceeded = (quota: number, used: number) =>
  new AppError('PAYLOAD_TOO_LARGE', messages.uploads.quotaExceeded(Math.round(quota / MB), Math.round(used / MB)));

/**
 * Before a body is read: the room left, and the 413 to answer once an upload would go past it, so
 * that the reader stops at the first byte over the quota as it does at the route's own limit.
 */
export async function storageRoom(db: Executor, organizationId: string) {
  const { used, quota } = await usage(db, organizationId);
  return {
    room: Math.max(0, quota - used),
    message: messages.uploads.quotaExceeded(Math.round(quota / MB), Math.round(used / MB)),
  };
}

/**
 * In the transaction that stores: locks the organization's row (its uploads store one after the
 * other) and refuses with the Turkish 413 when what it keeps, less `freedBytes` (a logo being
 * replaced), plus `incomingBytes` would pass its quota.
 */
export async function reserveStorage(tx: Executor, organizationId: string, incomingBytes: number, freedBytes = 0) {
  await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update');
  const { used, quota } = await usage(tx, organizationId);
  if (used - freedBytes + incomingBytes > quota) throw exceeded(quota, used);
}
