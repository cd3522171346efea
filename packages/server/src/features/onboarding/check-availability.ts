import { isReservedSubdomain, isValidSubdomain } from '@paydos/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { organizations, users } from '../../db/schema';
import { lockTransaction } from '../../db/advisory-lock';

/**
 * The wizard treats the e-mail as the account, so an address is taken if ANY organization has a
 * user with it: one person signing up a second company must use another address. Deliberately
 * cross-tenant: this is the one place that looks at every organization's users.
 */
export async function isEmailTaken(db: Executor, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return !!row;
}

export type SubdomainAvailability =
  { available: true } | { available: false; reason: 'reserved' | 'taken' | 'invalid' };

export async function subdomainAvailability(db: Executor, subdomain: string): Promise<SubdomainAvailability> {
  const value = subdomain.toLowerCase();
  if (isReservedSubdomain(value)) return { available: false, reason: 'reserved' };
  if (!isValidSubdomain(value)) return { available: false, reason: 'invalid' };
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.subdomain, value))
    .limit(1);
  return row ? { available: false, reason: 'taken' } : { available: true };
}

/**
 * Serializes sign-ups that claim the same e-mail or subdomain until the transaction ends: the
 * e-mail has no cross-organization unique index, so check-then-insert needs the lock to be safe.
 */
export async function lockClaims(tx: Executor, claims: string[]) {
  for (const claim of [...claims].sort()) {
    await lockTransaction(tx, `paydos-signup:${claim}`);
  }
}
