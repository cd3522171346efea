import { createHmac } from 'node:crypto';
import path from 'node:path';
import { addDays } from '@paydos/domain';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../config';
import { webhookDeliveries, webhookEvents } from '../../db/schema';
import { createOrganization, createUser, TEST_PASSWORD } from '../../../test/factories';
import { freePort } from '../../../test/free-port';
import { cleanWeek, today } from '../../../test/leave-dates';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/webhook-receiver';
import { call, createTestDatabase, startServer, type RunningServer, type TestDatabase } from '../mail/child-server';

/*
 * The real server (main.ts) as a child process, killed with SIGKILL while its webhook worker waits for
 * the receiver's answer (the receiver has the delivery, the server has not marked it), then restarted
 * on the same data: the event goes out once more, after the lease (lowered to 10 s here), with the
 * same event id (docs/decisions/003-outbox-mail.md: at least once). The child trusts the receiver's
 * self-signed certificate through Node's own NODE_EXTRA_CA_CERTS.
 */

const LEASE_SECONDS = 10;

let database: TestDatabase | null = null;
let receiver: WebhookReceiver | null = null;
let running: RunningServer | null = null;
afterAll(async () => {
  if (running && running.child.exitCode === null) {
    running.child.kill('SIGKILL');
    await running.exited;
  }
  await receiver?.close();
  await database?.drop();
});

describe('webhooks survive a crash like mails do (issue 26 item 3)', () => {
  it('a delivery claimed by a server killed before the answer is delivered again after the restart, with the same event id and a valid signature', async () => {
    database = await createTestDatabase();
    receiver = await startWebhookReceiver();
    const seed = await database.open();
    const org = await createOrganization(seed.db, { name: 'Webhook Çökme A.Ş.' });
    const admin = await createUser(seed.db, org.id, { role: 'ADMIN', email: `yonetici@${org.subdomain}.test` });
    const employee = await createUser(seed.db, org.id, {
      email: `personel@${org.subdomain}.test`,
      startDate: addDays(today(), -3 * 366),
    });
    await seed.close();

    const port = await freePort();
    const env = {
      ...database.env,
      DEMO_DATA: '0',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(repoRoot, 'nonexistent-web-dist'),
      BASE_DOMAIN: 'localhost',
      WEBHOOKS_ALLOW_PRIVATE_NETWORKS: '1',
      WEBHOOK_LEASE_SECONDS: String(LEASE_SECONDS),
      NODE_EXTRA_CA_CERTS: receiver.certFile,
    };
    running = await startServer(port, env);
    const host = `${org.subdomain}.localhost`;
    const login = async (email: string) => {
      const answer = await call(port, host, 'POST', '/api/subdomain/login', {
        body: { email, password: TEST_PASSWORD },
      });
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      return answer.json.token as string;
    };
    const adminToken = await login(admin.email);
    const created = await call(port, host, 'POST', '/api/webhooks', {
      token: adminToken,
      body: { url: receiver.url, events: ['leave.requested'] },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const secret = created.json.secret as string;

    // The first delivery reaches the receiver, which kills the server before answering it.
    receiver.state.answer = 'hang';
    const dead = running;
    let killedAt = 0;
    receiver.state.onRequest = () => {
      dead.child.kill('SIGKILL');
      killedAt = performance.now();
    };
    const week = cleanWeek(30);
    const commandStarted = performance.now();
    const leave = await call(port, host, 'POST', '/api/leaves', {
      token: await login(employee.email),
      body: { leaveType: 'unpaid_leave', startDate: week.monday, endDate: week.monday, reason: 'Taşınma' },
    });
    expect(leave.status, JSON.stringify(leave.json)).toBe(201);
    await dead.exited;
    const firstLatency = receiver.received[0]!.at - commandStarted;

    // The dead server's claim: one attempt counted, leased, not marked.
    const afterCrash = await database.open();
    const [claimed] = await afterCrash.db.select().from(webhookEvents);
    await afterCrash.close();
    expect(claimed).toMatchObject({ status: 'PENDING', attempts: 1, lastStatusCode: null });
    expect(claimed!.claimedUntil).not.toBeNull();

    receiver.state.onRequest = null;
    receiver.state.answer = 200;
    running = await startServer(port, env);
    const restartedAt = performance.now();
    while (receiver.received.length < 2) {
      if (performance.now() - restartedAt > 40_000) throw new Error(`no second delivery:\n${running.output()}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const redeliveredAfterMs = receiver.received[1]!.at - killedAt;
    running.child.kill('SIGTERM');
    await running.exited;
    running = null;

    const [first, second] = receiver.received;
    expect(receiver.received).toHaveLength(2);
    expect(second!.headers['paydos-event-id']).toBe(first!.headers['paydos-event-id']);
    expect(second!.body).toBe(first!.body);
    expect(JSON.parse(second!.body).data.leaveRequest.id).toBe(leave.json.leaveRequest.id);
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(second!.headers['paydos-signature']))!;
    expect(createHmac('sha256', secret).update(`${t}.${second!.body}`).digest('hex')).toBe(v1);
    // Not before the dead claim's lease ran out.
    expect(redeliveredAfterMs).toBeGreaterThanOrEqual(LEASE_SECONDS * 1000);

    const final = await database.open();
    try {
      const [row] = await final.db.select().from(webhookEvents);
      expect(row).toMatchObject({ status: 'DELIVERED', attempts: 2, lastStatusCode: 200, claimedUntil: null });
      const log = await final.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookEventId, row!.id));
      // The dead attempt left no log row (it never got an answer recorded); the second is there.
      expect(log.map((l) => [l.attempt, l.statusCode])).toEqual([[2, 200]]);
      console.info(
        `[${final.kind}] webhook: command to receiver ${firstLatency.toFixed(0)} ms (2 s poll); ` +
          `redelivered ${(redeliveredAfterMs / 1000).toFixed(1)} s after the kill (lease ${LEASE_SECONDS} s, restart included), same event id`,
      );
    } finally {
      await final.close();
    }
  }, 180_000);
});
