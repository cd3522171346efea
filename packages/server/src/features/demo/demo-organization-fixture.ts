import { istanbulToday } from '@paydos/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { leaveLedgerEntries, leaveRequests, organizations, users } from '../../db/schema';
import { orgHost } from '../../../test/http';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { readDemoCredentials, type DemoCredentials } from './demo-credentials';
import { DEMO_PEOPLE, ensureDemoData } from './demo-organization';
import { systemClock } from '../../platform/clock';

// The demo data the demo-organization tests read (demo-organization.test.ts, demo-organization-shapes.test.ts): written
// once per test file by useDemoOrganization(), with the demo company's people, requests and ledger read back.

export let ctx: TestContext;
export let organizationId: string;
export let people: (typeof users.$inferSelect)[];
export let requests: (typeof leaveRequests.$inferSelect)[];
export let ledger: (typeof leaveLedgerEntries.$inferSelect)[];
export let today: string;
export let first: Awaited<ReturnType<typeof ensureDemoData>>;
export let logins: DemoCredentials;

export const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
export const personOf = (userId: string) => people.find((p) => p.id === userId)!;
export const host = orgHost('demo');
export const adminEmail = DEMO_PEOPLE.find((p) => p.role === 'ADMIN')!.email;

/** Registers the test app and its fixtures for the calling test file. */
export function useDemoOrganization() {
  beforeAll(async () => {
    ctx = await createTestApp();
    first = await ensureDemoData(ctx.handle.db, ctx.app.config);
    logins = readDemoCredentials(ctx.app.config.dataDir)!;
    today = istanbulToday(systemClock());
    const db = ctx.handle.db;
    const [demo] = await db.select().from(organizations).where(eq(organizations.subdomain, 'demo'));
    organizationId = demo!.id;
    people = await db.select().from(users).where(eq(users.organizationId, organizationId));
    requests = await db.select().from(leaveRequests).where(eq(leaveRequests.organizationId, organizationId));
    ledger = await db.select().from(leaveLedgerEntries).where(eq(leaveLedgerEntries.organizationId, organizationId));
  });
  afterAll(() => ctx.close());
}
