import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { organizations, users } from '../../db/schema';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { createHandoverCode } from '../auth';
import { DEMO_PEOPLE, DEMO_SUBDOMAIN } from '../demo';

/** The demo's shop window is its ADMIN (Ayşe Yılmaz): every page of the demo organization is open to her. */
export const DEMO_SESSION_EMAIL = DEMO_PEOPLE.find((person) => person.role === 'ADMIN')!.email;

/**
 * "Demo İzle" (issue 21): a one-time handover code (features/auth/handover.ts) for the demo organization's
 * ADMIN, exchanged on the demo's host for a session, so no token travels in a URL. Only the demo
 * organization's own person, never an operator: the code is bound to that organization and person.
 * 404 where the installation has no demo (config off, or its organization or person is gone).
 */
export async function startDemoSession(
  db: Database,
  demoData: boolean,
  now: Date,
): Promise<{ handoverCode: string; subdomain: string }> {
  if (!demoData) throw fail.notFound(messages.demoSession.unavailable);
  const [person] = await db
    .select({ id: users.id, organizationId: users.organizationId })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(
      and(
        eq(organizations.subdomain, DEMO_SUBDOMAIN),
        eq(users.email, DEMO_SESSION_EMAIL),
        eq(users.isActive, true),
        eq(organizations.isActive, true),
      ),
    )
    .limit(1);
  if (!person) throw fail.notFound(messages.demoSession.unavailable);
  return { handoverCode: await createHandoverCode(db, person, now), subdomain: DEMO_SUBDOMAIN };
}
