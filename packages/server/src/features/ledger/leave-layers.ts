import { leaveLayers, type CalendarDate, type ExtraLeaveExpiry, type LeaveLayers } from '@paydos/domain';
import type { Executor } from '../../db/client';
import { organizations } from '../../db/schema';
import { ownOrganization, type TenantScope } from '../../platform/tenant-scope';

/** The organization's expiry rule for extra days (art. 59), or null when they never expire. */
export async function organizationExpiry(db: Executor, scope: TenantScope): Promise<ExtraLeaveExpiry | null> {
  const [org] = await db
    .select({ months: organizations.extraLeaveExpiryMonths, from: organizations.extraLeaveExpiryFrom })
    .from(organizations)
    .where(ownOrganization(scope));
  return expiryOf(org);
}

export function expiryOf(org: { months: number | null; from: string | null } | undefined): ExtraLeaveExpiry | null {
  return org && org.months !== null && org.from !== null ? { months: org.months, from: org.from } : null;
}

export interface LayersPerson {
  startDate: string | null;
  birthDate: string | null;
  underground: boolean;
}

/** The statutory pool and the extra layers of one person's ledger (null without a start date). */
export function layersOfPerson(
  person: LayersPerson,
  entries: Parameters<typeof leaveLayers>[0]['entries'],
  expiry: ExtraLeaveExpiry | null,
  asOf: CalendarDate,
): LeaveLayers | null {
  if (!person.startDate) return null;
  return leaveLayers({
    startDate: person.startDate,
    birthDate: person.birthDate,
    underground: person.underground,
    entries,
    expiry,
    asOf,
  });
}
