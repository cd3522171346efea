import { compareDates, toIstanbulDate } from '@paydos/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  historicalLeaveRequests,
  invitations,
  leaveRequests,
  mailOutbox,
  organizations,
  users,
} from '../../db/schema';
import { operatorHost, request } from '../../../test/http';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { readDemoCredentials } from './demo-credentials';
import { ensureDemoData } from './demo-organization';

/**
 * Issue 21: the demo's history carries the times it would have had, so the operator's monthly charts,
 * the mailbox and every list read like a year of use, not like everything written at start-up.
 */

let ctx: TestContext;
let startedAt: number;
beforeAll(async () => {
  ctx = await createTestApp();
  await ensureDemoData(ctx.handle.db, ctx.app.config);
  startedAt = Date.now();
});
afterAll(() => ctx.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const month = (date: Date) => toIstanbulDate(date).slice(0, 7);

interface TimelineMonth {
  month: string;
  newOrganizations: number;
  newUsers: number;
  leaveRequests: number;
  trialsStarted: number;
}

describe('the demo’s year in the operator’s monthly charts (issue 21: not a hockey stick)', () => {
  let months: TimelineMonth[];
  beforeAll(async () => {
    const login = await request(ctx.app, operatorHost, 'POST', '/api/superadmin/login', {
      body: readDemoCredentials(ctx.app.config.dataDir)!.operator,
    });
    const answer = await request(ctx.app, operatorHost, 'GET', '/api/superadmin/stats/timeline?months=12', {
      token: login.json().token,
    });
    expect(answer.statusCode).toBe(200);
    months = answer.json().months;
    expect(months).toHaveLength(12);
  });

  it('rule: sign-ups in at least 10 of the 12 months, and this month holds at most a quarter of the year’s', () => {
    const withSignUps = months.filter((m) => m.newUsers > 0);
    expect(withSignUps.length).toBeGreaterThanOrEqual(10);
    const year = months.reduce((sum, m) => sum + m.newUsers, 0);
    expect(months.at(-1)!.newUsers).toBeLessThanOrEqual(year / 4);
  });

  it('rule: new organizations (and their trials) in at least 5 of the 12 months, none of the demo’s own three this month', async () => {
    expect(months.filter((m) => m.newOrganizations > 0).length).toBeGreaterThanOrEqual(5);
    expect(months.filter((m) => m.trialsStarted > 0).length).toBeGreaterThanOrEqual(5);
    const ours = await ctx.handle.db
      .select({ subdomain: organizations.subdomain, createdAt: organizations.createdAt })
      .from(organizations);
    for (const subdomain of ['demo', 'demo-odeme']) {
      const organization = ours.find((o) => o.subdomain === subdomain)!;
      expect(organization.createdAt.getTime(), subdomain).toBeLessThan(startedAt - 300 * DAY);
    }
  });

  it('rule: leave requests asked for in every one of the 12 months, this month (the demo’s busy one) at most twice the average of the three before', () => {
    // On a month's first day the demo may be written before its office hours, when nobody has asked yet
    // (the story's moments are office hours, none later than an hour ago: demo-clock.ts).
    const firstDay = toIstanbulDate(new Date(startedAt)).endsWith('-01');
    const asked = months.slice(0, firstDay ? -1 : undefined);
    expect(asked.filter((m) => m.leaveRequests > 0)).toHaveLength(asked.length);
    const threeBefore = months.slice(-4, -1).reduce((sum, m) => sum + m.leaveRequests, 0) / 3;
    expect(months.at(-1)!.leaveRequests).toBeLessThanOrEqual(2 * threeBefore);
  });
});

describe('the demo’s mails are stamped when they were sent (issue 21)', () => {
  it('rule: no mail in the future, and the mails spread over at least 10 months and 30 days, at most two in one minute', async () => {
    const mails = await ctx.handle.db
      .select({ createdAt: mailOutbox.createdAt, template: mailOutbox.template })
      .from(mailOutbox);
    expect(mails.length).toBeGreaterThan(30);
    for (const mail of mails) expect(mail.createdAt.getTime(), mail.template).toBeLessThanOrEqual(startedAt);
    expect(new Set(mails.map((m) => month(m.createdAt))).size).toBeGreaterThanOrEqual(10);
    expect(new Set(mails.map((m) => toIstanbulDate(m.createdAt))).size).toBeGreaterThanOrEqual(30);
    // A story moment still ahead (this morning's requests when the demo is written at dawn) is stamped an
    // hour before the writing (demo-clock.ts's officeTime): a few such mails share that instant.
    const anHourBefore = mails.filter(
      (m) => startedAt - m.createdAt.getTime() < HOUR + 300_000 && startedAt - m.createdAt.getTime() >= HOUR - 60_000,
    );
    expect(anHourBefore.length).toBeLessThanOrEqual(6);
    const perMinute = new Map<number, number>();
    for (const mail of mails) {
      if (anHourBefore.includes(mail)) continue;
      const minute = Math.floor(mail.createdAt.getTime() / 60_000);
      perMinute.set(minute, (perMinute.get(minute) ?? 0) + 1);
    }
    expect(Math.max(...perMinute.values())).toBeLessThanOrEqual(2);
  });

  it('rule: invitations were sent on the last few days, not at start-up, and their mails with them', async () => {
    const sent = await ctx.handle.db.select({ createdAt: invitations.createdAt }).from(invitations);
    expect(sent.length).toBeGreaterThanOrEqual(4);
    for (const invitation of sent) expect(invitation.createdAt.getTime()).toBeLessThan(startedAt - HOUR / 2);
    const mails = await ctx.handle.db
      .select({ createdAt: mailOutbox.createdAt })
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'invitation'));
    expect(mails.map((m) => m.createdAt.getTime()).sort()).toEqual(sent.map((i) => i.createdAt.getTime()).sort());
  });
});

describe('the demo’s requests and people (issue 21)', () => {
  it('rule: every request was asked for before its first day (but a sick report, handed in afterwards, and a past leave recorded later) and decided after it was asked, never in the future', async () => {
    const db = ctx.handle.db;
    const requests = await db.select().from(leaveRequests);
    const historical = await db.select().from(historicalLeaveRequests);
    const recordedLater = (r: (typeof requests)[number]) =>
      historical.some((h) => h.userId === r.userId && h.startDate === r.startDate && h.endDate === r.endDate);
    expect(requests.length).toBeGreaterThan(200);
    for (const r of requests) {
      const label = `${r.leaveType} ${r.startDate} ${r.status}`;
      expect(r.createdAt.getTime(), label).toBeLessThanOrEqual(startedAt);
      if (r.leaveType !== 'sick_leave_reported' && !recordedLater(r))
        expect(compareDates(toIstanbulDate(r.createdAt), r.startDate), label).toBeLessThan(0);
      if (r.decidedAt) {
        expect(r.decidedAt.getTime(), label).toBeGreaterThanOrEqual(r.createdAt.getTime());
        expect(r.decidedAt.getTime(), label).toBeLessThanOrEqual(startedAt);
      }
      // Approved and rejected within a few days of the asking (a cancellation comes later, before the leave).
      if (r.decidedAt && (r.status === 'APPROVED' || r.status === 'REJECTED') && !recordedLater(r)) {
        expect(r.decidedAt.getTime() - r.createdAt.getTime(), label).toBeLessThanOrEqual(3 * DAY);
      }
    }
  });

  it('rule: the people joined over the year (the demo’s at its start, its later joiner then), and no audit entry is dated at start-up or later', async () => {
    const db = ctx.handle.db;
    const people = await db.select({ createdAt: users.createdAt }).from(users);
    for (const person of people) expect(person.createdAt.getTime()).toBeLessThanOrEqual(startedAt);
    expect(new Set(people.map((p) => month(p.createdAt))).size).toBeGreaterThanOrEqual(11);
    const entries = await db.select({ action: auditLog.action, createdAt: auditLog.createdAt }).from(auditLog);
    expect(entries.length).toBeGreaterThan(10);
    for (const entry of entries) expect(entry.createdAt.getTime(), entry.action).toBeLessThan(startedAt - HOUR / 2);
    expect(new Set(entries.map((e) => month(e.createdAt))).size).toBeGreaterThanOrEqual(10);
  });
});
