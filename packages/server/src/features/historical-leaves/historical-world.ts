import { and, desc, eq, sql } from 'drizzle-orm';
import { leaveLedgerEntries, mailOutbox } from '../../db/schema';
import { createOrganization, createUser, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, orgHost, request } from '../../../test/http';
import { createTestApp, type TestContext } from '../../../test/test-app';

/**
 * What the historical-leave test files share: two organizations with an admin, a manager (the first)
 * and the other's admin, logged in; and the calls the tests make. Each file sets them up once
 * (`beforeAll(async () => (world = await historicalWorld()))`).
 */
export async function historicalWorld() {
  const ctx: TestContext = await createTestApp();
  const org = await createOrganization(ctx.handle.db, { name: 'Geçmiş İzin A.Ş.' });
  const other = await createOrganization(ctx.handle.db, { name: 'Başka Şirket' });
  const admin = await createUser(ctx.handle.db, org.id, { role: 'ADMIN', firstName: 'Yasemin', lastName: 'Kaya' });
  const manager = await createUser(ctx.handle.db, org.id, { role: 'MANAGER' });
  const otherAdmin = await createUser(ctx.handle.db, other.id, { role: 'ADMIN' });
  return {
    ctx,
    org,
    other,
    host: orgHost(org.subdomain),
    adminEmail: admin.email,
    adminToken: await loginAs(ctx.app, org.subdomain, admin.email, TEST_PASSWORD),
    managerToken: await loginAs(ctx.app, org.subdomain, manager.email, TEST_PASSWORD),
    otherAdminToken: await loginAs(ctx.app, other.subdomain, otherAdmin.email, TEST_PASSWORD),
  };
}
export type HistoricalWorld = Awaited<ReturnType<typeof historicalWorld>>;

/** The calls of the tests, reading the file's world when they run. */
export function historicalCalls(world: () => HistoricalWorld) {
  return {
    newEmployee: (person: Parameters<typeof createUser>[2] = {}) =>
      createUser(world().ctx.handle.db, world().org.id, { firstName: 'Ozan', lastName: 'Çelik', ...person }),
    sendBatch: (userId: string, leaves: unknown[], token = world().adminToken, onHost = world().host) =>
      request(world().ctx.app, onHost, 'POST', '/api/historical-leaves/batch', { token, body: { userId, leaves } }),
    /** The consent link of the newest consent mail to this address, read out of the outbox as the employee would. */
    async mailedToken(email: string) {
      const [mail] = await world()
        .ctx.handle.db.select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, 'historical-leave-consent')))
        .orderBy(desc(mailOutbox.createdAt))
        .limit(1);
      return /\/leave-approval\/([\w-]+)/.exec(mail!.text)![1]!;
    },
    getApproval: (token: string, onHost = world().host) =>
      request(world().ctx.app, onHost, 'GET', `/api/historical-leaves/approval/${token}`),
    answer: (token: string, body: unknown, onHost = world().host) =>
      request(world().ctx.app, onHost, 'POST', `/api/historical-leaves/approval/${token}`, { body }),
    async sumOf(where: ReturnType<typeof eq>) {
      const [row] = await world()
        .ctx.handle.db.select({ sum: sql<string>`coalesce(sum(${leaveLedgerEntries.days}),0)` })
        .from(leaveLedgerEntries)
        .where(where);
      return Number(row!.sum);
    },
  };
}
