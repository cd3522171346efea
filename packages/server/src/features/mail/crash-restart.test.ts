import path from 'node:path';
import { addDays } from '@paydos/domain';
import { and, eq, gte, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../config';
import { leaveLedgerEntries, leaveRequests, mailOutbox } from '../../db/schema';
import { createOperator, createOrganization, createUser, TEST_PASSWORD } from '../../../test/factories';
import { cleanWeek, today } from '../../../test/leave-dates';
import { decodeQuotedPrintable, startSmtpSink } from '../../../test/smtp-sink';
import { freePort } from '../../../test/free-port';
import { call, createTestDatabase, startServer, type RunningServer, type TestDatabase } from './child-server';

/*
 * The real server (main.ts) as a child process on this project's backend, killed with SIGKILL while
 * writes and mail deliveries are in flight, then restarted on the same data. The mail lease is
 * lowered to 20 s (MAIL_LEASE_SECONDS; the default is 60) to keep the file near 45 s; the test still
 * demands what production promises: every mail out within a minute of the restart.
 */

const LEASE_SECONDS = 20;
const MAIL_DOMAIN = 'paydos.test';
const EMPLOYEES = 10;
const IN_FLIGHT = 20;

/** Distinct holiday-free weeks from three weeks ahead on. */
function weeks(count: number) {
  const out: ReturnType<typeof cleanWeek>[] = [];
  let from = 21;
  while (out.length < count) {
    const week = cleanWeek(from);
    if (!out.some((w) => w.monday === week.monday)) out.push(week);
    from += 7;
  }
  return out;
}

let database: TestDatabase | null = null;
let sink: Awaited<ReturnType<typeof startSmtpSink>> | null = null;
let running: RunningServer | null = null;
afterAll(async () => {
  if (running && running.child.exitCode === null) {
    running.child.kill('SIGKILL');
    await running.exited;
  }
  await sink?.close();
  await database?.drop();
});

describe('crash and restart: SIGKILL with writes and mails in flight loses and doubles nothing (issue 15)', () => {
  it('every acknowledged write is there exactly once, the ledger holds, sessions survive, every mail goes out within a minute of the restart under its one Message-ID', async () => {
    database = await createTestDatabase();
    sink = await startSmtpSink();

    // The organization, its admin, employees with 16 years of service (a large balance) and an operator.
    const seed = await database.open();
    const org = await createOrganization(seed.db, { name: 'Çökme Testi A.Ş.' });
    const admin = await createUser(seed.db, org.id, { role: 'ADMIN', email: `yonetici@${org.subdomain}.test` });
    const employees = [];
    for (let i = 0; i < EMPLOYEES; i++) {
      employees.push(
        await createUser(seed.db, org.id, {
          email: `personel${i}@${org.subdomain}.test`,
          startDate: addDays(today(), -16 * 366),
        }),
      );
    }
    const operator = await createOperator(seed.db);
    await seed.close();

    const port = await freePort();
    const env = {
      ...database.env,
      SMTP_URL: sink.url,
      MAIL_FROM: `Paydos <bildirim@${MAIL_DOMAIN}>`,
      MAIL_LEASE_SECONDS: String(LEASE_SECONDS),
      DEMO_DATA: '0',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(repoRoot, 'nonexistent-web-dist'),
      LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
      BASE_DOMAIN: 'localhost',
    };
    running = await startServer(port, env);
    const orgHost = `${org.subdomain}.localhost`;
    const login = async (email: string) => {
      const answer = await call(port, orgHost, 'POST', '/api/subdomain/login', {
        body: { email, password: TEST_PASSWORD },
      });
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      return answer.json.token as string;
    };
    const adminToken = await login(admin.email);
    const employeeTokens: string[] = [];
    for (const employee of employees) employeeTokens.push(await login(employee.email));
    const operatorLogin = await call(port, 'superadmin.localhost', 'POST', '/api/superadmin/login', {
      body: { username: operator.username, password: TEST_PASSWORD },
    });
    expect(operatorLogin.status).toBe(200);
    const operatorToken = operatorLogin.json.token as string;
    // Reset links in the outbox too: once delivered, their stored copies must hold no token (issue 20 item 5).
    for (const employee of employees.slice(0, 3)) {
      expect(
        (await call(port, orgHost, 'POST', '/api/password-reset/request', { body: { email: employee.email } })).status,
      ).toBe(200);
    }

    // Twenty writes in flight at all times: leave requests by the employees, decisions by the admin.
    // The SMTP server accepts slowly, so the worker always has claimed mails waiting; on an
    // acceptance once enough writes are acknowledged the server is killed at once — between the
    // acceptance and the SENT mark.
    const plan = weeks(15);
    const created = new Map<string, { id: string; reason: string }>(); // acknowledged, by reason
    const attempted: string[] = [];
    const decided = new Map<string, 'APPROVED' | 'REJECTED'>(); // acknowledged decisions
    const toDecide: string[] = [];
    let next = 0;
    let decisions = 0;
    let stopped = false;
    sink.state.delayMs = 250;
    const loadStarted = Date.now();
    let killedAt = 0;
    let killedOnAccept = '';
    const killed = new Promise<void>((resolve) => {
      sink!.state.onAccepted = () => {
        if (
          killedAt ||
          created.size + decided.size < 40 ||
          (sink!.received.length < 5 && Date.now() - loadStarted < 10_000)
        )
          return;
        running!.child.kill('SIGKILL');
        killedAt = Date.now();
        killedOnAccept = sink!.received.at(-1)!.messageId ?? '';
        resolve();
      };
    });
    const loop = async () => {
      while (!stopped) {
        try {
          if (toDecide.length > 0 && decisions++ % 2 === 0) {
            const id = toDecide.shift()!;
            const approve = decisions % 5 !== 0;
            const answer = await call(port, orgHost, 'PUT', `/api/leaves/${id}/${approve ? 'approve' : 'reject'}`, {
              token: adminToken,
              body: approve ? undefined : { reason: 'Yoğun dönem' },
            });
            if (answer.status === 200) decided.set(id, approve ? 'APPROVED' : 'REJECTED');
            continue;
          }
          const n = next++;
          const employee = n % EMPLOYEES;
          const week = plan[Math.floor(n / EMPLOYEES)];
          if (!week) {
            await new Promise((r) => setTimeout(r, 20));
            continue;
          }
          const annual = n % 3 !== 2;
          const reason = `çökme-${n}`;
          attempted.push(reason);
          const answer = await call(port, orgHost, 'POST', '/api/leaves', {
            token: employeeTokens[employee],
            body: {
              leaveType: annual ? 'annual_paid' : 'unpaid_leave',
              startDate: week.monday,
              endDate: annual ? week.monday : week.day(1),
              reason,
            },
          });
          if (answer.status === 201) {
            created.set(reason, { id: answer.json.leaveRequest.id, reason });
            toDecide.push(answer.json.leaveRequest.id);
          }
        } catch {
          // A request cut by the kill: not acknowledged, so it may or may not have happened.
        }
      }
    };
    const loops = Array.from({ length: IN_FLIGHT }, loop);
    let noKill: NodeJS.Timeout | undefined;
    const output = running.output;
    await Promise.race([
      killed,
      new Promise(
        (_, reject) => (noKill = setTimeout(() => reject(new Error(`no kill within 60 s:\n${output()}`)), 60_000)),
      ),
    ]);
    clearTimeout(noKill);
    stopped = true;
    await running.exited;
    await Promise.all(loops);
    sink.state.delayMs = 0;
    sink.state.onAccepted = null;
    const beforeKill = new Set(sink.received.map((d) => d.messageId));

    // The dead process's state: mails it had claimed (an attempt counted) and never marked SENT,
    // among them the one the SMTP server accepted as it died.
    const afterCrash = await database.open();
    const claimedByTheDead = await afterCrash.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'PENDING'), gte(mailOutbox.attempts, 1)));
    await afterCrash.close();
    expect(claimedByTheDead.length).toBeGreaterThanOrEqual(1);
    expect(claimedByTheDead.map((r) => `<${r.id}@${MAIL_DOMAIN}>`)).toContain(killedOnAccept);

    // Restart on the same data and port.
    running = await startServer(port, env);
    const restartedAt = Date.now();

    // Sessions survive: the tokens issued before the crash still work.
    expect((await call(port, orgHost, 'GET', '/api/auth/me', { token: adminToken })).status).toBe(200);
    for (const token of employeeTokens)
      expect((await call(port, orgHost, 'GET', '/api/auth/me', { token })).status).toBe(200);
    expect(
      (await call(port, 'superadmin.localhost', 'GET', '/api/superadmin/me', { token: operatorToken })).status,
    ).toBe(200);

    // The restarted server writes: a new request and its approval.
    const after = await call(port, orgHost, 'POST', '/api/leaves', {
      token: employeeTokens[0],
      body: {
        leaveType: 'unpaid_leave',
        startDate: plan.at(-1)!.day(3),
        endDate: plan.at(-1)!.day(3),
        reason: 'yeniden-başlatma',
      },
    });
    expect(after.status, JSON.stringify(after.json)).toBe(201);
    expect(
      (await call(port, orgHost, 'PUT', `/api/leaves/${after.json.leaveRequest.id}/approve`, { token: adminToken }))
        .status,
    ).toBe(200);

    // The outbox drains: the operator's mailbox shows every mail SENT.
    for (;;) {
      const mailbox = await call(port, 'superadmin.localhost', 'GET', '/api/superadmin/mail?limit=500', {
        token: operatorToken,
      });
      expect(mailbox.status).toBe(200);
      if (mailbox.json.mails.every((m: { status: string }) => m.status === 'SENT')) break;
      if (Date.now() > restartedAt + 65_000)
        throw new Error(
          `mails still not sent a minute after the restart: ${JSON.stringify(mailbox.json.mails.filter((m: { status: string }) => m.status !== 'SENT'))}`,
        );
      await new Promise((r) => setTimeout(r, 500));
    }
    running.child.kill('SIGTERM');
    await running.exited;
    running = null;

    const final = await database.open();
    try {
      const requests = await final.db.select().from(leaveRequests).where(eq(leaveRequests.organizationId, org.id));
      // Every acknowledged request exactly once (reasons are unique per attempt), nothing doubled, nothing invented.
      for (const [reason, { id }] of created) {
        const rows = requests.filter((r) => r.reason === reason);
        expect(rows.map((r) => r.id)).toEqual([id]);
      }
      for (const reason of attempted) expect(requests.filter((r) => r.reason === reason).length).toBeLessThanOrEqual(1);
      expect(requests).toHaveLength(requests.filter((r) => attempted.includes(r.reason!)).length + 1);
      // Every acknowledged decision is kept.
      for (const [id, status] of decided) expect(requests.find((r) => r.id === id)?.status).toBe(status);

      // Ledger: an approved annual request's entries sum to minus its days, every other request's to 0.
      const sums = await final.db
        .select({ id: leaveLedgerEntries.leaveRequestId, sum: sql<string>`sum(${leaveLedgerEntries.days})` })
        .from(leaveLedgerEntries)
        .where(eq(leaveLedgerEntries.organizationId, org.id))
        .groupBy(leaveLedgerEntries.leaveRequestId);
      for (const request of requests) {
        const sum = Number(sums.find((s) => s.id === request.id)?.sum ?? 0);
        const expected =
          request.status === 'APPROVED' && request.leaveType === 'annual_paid' ? -Number(request.days) : 0;
        expect(sum, `${request.status} ${request.leaveType} ${request.days}`).toBe(expected);
      }

      // One mail per request (to the admin) and per decision (to the employee), in the writes' transactions.
      const mails = await final.db.select().from(mailOutbox).where(eq(mailOutbox.organizationId, org.id));
      expect(mails.filter((m) => m.template === 'leave-request')).toHaveLength(requests.length);
      expect(mails.filter((m) => m.template === 'leave-approved')).toHaveLength(
        requests.filter((r) => r.status === 'APPROVED').length,
      );
      expect(mails.filter((m) => m.template === 'leave-rejected')).toHaveLength(
        requests.filter((r) => r.status === 'REJECTED').length,
      );
      expect(mails.every((m) => m.status === 'SENT')).toBe(true);

      // The reset links went out with their tokens; no stored copy keeps one.
      const resetTokens = sink.received.flatMap(
        (d) => /\/reset-password\?token=([\w-]+)/.exec(decodeQuotedPrintable(d.raw))?.[1] ?? [],
      );
      expect(new Set(resetTokens).size).toBe(3);
      expect(mails.every((m) => m.secrets.length === 0)).toBe(true);
      const stored = JSON.stringify(mails);
      for (const token of resetTokens) expect(stored).not.toContain(token);

      // Each mail delivered under its own Message-ID; a second copy only with the same Message-ID
      // (at most the one accepted as the process died); those not out before the kill, out within a minute of the restart.
      const expectedIds = new Set(mails.map((m) => `<${m.id}@${MAIL_DOMAIN}>`));
      const receivedIds = new Set(sink.received.map((d) => d.messageId));
      expect([...receivedIds].sort()).toEqual([...expectedIds].sort());
      const copies = sink.received.length - receivedIds.size;
      expect(copies).toBeLessThanOrEqual(1);
      for (const id of expectedIds) {
        if (beforeKill.has(id)) continue;
        const first = Math.min(...sink.received.filter((d) => d.messageId === id).map((d) => d.at));
        expect(first - restartedAt).toBeLessThanOrEqual(60_000);
      }
      const lastDelivery = Math.max(...sink.received.map((d) => d.at));
      console.info(
        `[${final.kind}] acknowledged: ${created.size} requests, ${decided.size} decisions (attempted ${attempted.length}); ` +
          `mails: ${mails.length}, ${beforeKill.size} out before the kill, ${claimedByTheDead.length} claimed by the dead process, ` +
          `${copies} second copy (same Message-ID); last mail ${((lastDelivery - restartedAt) / 1000).toFixed(1)} s after the restart`,
      );
    } finally {
      await final.close();
    }
  }, 240_000);
});
