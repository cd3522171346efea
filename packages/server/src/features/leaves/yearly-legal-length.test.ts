import {
  addDays,
  countLeaveDays,
  DEFAULT_LEAVE_POLICY,
  daysBetween,
  turkishPublicHolidaysBetween,
  weekdayOf,
  type CalendarDate,
} from '@paydos/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, leaveRequests } from '../../db/schema';
import { createOrganization, createUser, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, orgHost, request } from '../../../test/http';
import { cleanWeek, cleanWeekAfter, today } from '../../../test/leave-dates';
import { createTestApp, type TestContext } from '../../../test/test-app';

/** 4857 ek m. 2, docs/leave-rules.md section 8: the care of a disabled child is 10 days a calendar year. */
let ctx: TestContext;
const org = { id: '', host: '', subdomain: '' };
const admin = { id: '', token: '' };

beforeAll(async () => {
  ctx = await createTestApp();
  const created = await createOrganization(ctx.handle.db);
  Object.assign(org, { id: created.id, subdomain: created.subdomain, host: orgHost(created.subdomain) });
  const user = await createUser(ctx.handle.db, org.id, { role: 'ADMIN', startDate: '2015-01-05' });
  Object.assign(admin, { id: user.id, token: await loginAs(ctx.app, org.subdomain, user.email, TEST_PASSWORD) });
});
afterAll(() => ctx.close());

async function employee() {
  const user = await createUser(ctx.handle.db, org.id, { startDate: '2015-01-05' });
  return { id: user.id, token: await loginAs(ctx.app, org.subdomain, user.email, TEST_PASSWORD) };
}
const nextYear = Number(today().slice(0, 4)) + 1;

/**
 * Holiday-free spans of working days (Monday to Friday, up to two weeks), one after another from
 * March of the year: each span of the returned list is `days[i]` working days long.
 */
function spansOf(year: number, days: readonly number[]): Array<{ startDate: CalendarDate; endDate: CalendarDate }> {
  let week = cleanWeek(daysBetween(today(), `${year}-03-01`));
  return days.map((length) => {
    for (;;) {
      const endDate = addDays(week.monday, length <= 5 ? length - 1 : length + 1);
      const startDate = week.monday;
      week = cleanWeekAfter(week);
      if (turkishPublicHolidaysBetween(startDate, endDate).length === 0) {
        while (week.monday <= endDate) week = cleanWeekAfter(week);
        return { startDate, endDate };
      }
    }
  });
}
const care = (span: { startDate: CalendarDate; endDate: CalendarDate }) => ({
  leaveType: 'excuse.disabled_child_care',
  ...span,
  reason: 'Tedavi',
});
const ask = (who: { token: string }, body: unknown) =>
  request(ctx.app, org.host, 'POST', '/api/leaves', { token: who.token, body });

describe('4857 ek m. 2: the care of a disabled child is up to 10 days a calendar year, in parts', () => {
  it('4857 ek m. 2: parts of 5 and 3 days leave 2 in the year; a third part of 3 is refused naming the year’s days, one of 2 is accepted', async () => {
    const person = await employee();
    const [five, three, another, two] = spansOf(nextYear, [5, 3, 3, 2]);
    expect((await ask(person, care(five!))).statusCode).toBe(201);
    expect((await ask(person, care(three!))).statusCode).toBe(201);

    const refused = await ask(person, care(another!));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(
      `Ağır Engelli Çocuk Tedavisi (10 gün/yıl) için yasal süre yılda 10 gündür; ${nextYear} yılında 8 gün kullanılmış veya talep edilmiş, bu talep 3 gün. Fazlası için yıllık izin veya ücretsiz izin talep edebilirsiniz.`,
    );
    expect(refused.json().fields).toEqual({ endDate: refused.json().error });
    expect((await ask(person, care(two!))).statusCode).toBe(201);
    const rows = await ctx.handle.db.select().from(leaveRequests).where(eq(leaveRequests.userId, person.id));
    expect(rows.map((row) => Number(row.days)).sort()).toEqual([2, 3, 5]);
  });

  it('4857 ek m. 2: a rejected part gives its days back; the next calendar year starts again at 10', async () => {
    const person = await employee();
    const [ten, one, five] = spansOf(nextYear, [10, 1, 5]);
    const first = await ask(person, care(ten!));
    expect(first.statusCode).toBe(201);
    expect(first.json().leaveRequest.days).toBe(10);
    expect((await ask(person, care(one!))).statusCode).toBe(400);
    const rejected = await request(ctx.app, org.host, 'PUT', `/api/leaves/${first.json().leaveRequest.id}/reject`, {
      token: admin.token,
      body: {},
    });
    expect(rejected.statusCode).toBe(200);
    expect((await ask(person, care(five!))).statusCode).toBe(201);
    const [following] = spansOf(nextYear + 1, [10]);
    expect((await ask(person, care(following!))).statusCode).toBe(201);
  });

  it('4857 ek m. 2: editing an approved part is not counted twice; an ADMIN may go past the year’s 10 days with a reason, audited', async () => {
    const person = await employee();
    const [ten, moved, two] = spansOf(nextYear, [10, 10, 2]);
    const recorded = await request(ctx.app, org.host, 'POST', `/api/leaves/employee/${person.id}`, {
      token: admin.token,
      body: care(ten!),
    });
    expect(recorded.statusCode).toBe(201);
    const id: string = recorded.json().leaveRequest.id;
    const edit = await request(ctx.app, org.host, 'PUT', `/api/leaves/${id}/update`, {
      token: admin.token,
      body: { ...moved!, reason: 'Tedavi' },
    });
    expect(edit.statusCode).toBe(200);

    const past = care(two!);
    const withoutReason = await request(ctx.app, org.host, 'POST', `/api/leaves/employee/${person.id}`, {
      token: admin.token,
      body: past,
    });
    expect(withoutReason.statusCode).toBe(400);
    expect(withoutReason.json().error).toMatch(
      /yılında 10 gün kullanılmış veya talep edilmiş, bu talep 2 gün\. .*gerekçe/,
    );
    const withReason = await request(ctx.app, org.host, 'POST', `/api/leaves/employee/${person.id}`, {
      token: admin.token,
      body: { ...past, overrideReason: 'Doktor raporu ek tedavi istiyor' },
    });
    expect(withReason.statusCode).toBe(201);
    const audit = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.targetId, withReason.json().leaveRequest.id), eq(auditLog.action, 'leave.legal_override')),
      );
    expect(audit[0]?.after).toMatchObject({ legalDays: 10, days: 2, leaveType: 'excuse.disabled_child_care' });
  });

  it('4857 ek m. 2: a request across the new year counts its days in each year: refused when its December days pass that year’s 10', async () => {
    let start = `${nextYear}-12-18`;
    while (weekdayOf(start) !== 1) start = addDays(start, 1);
    const across = { startDate: start, endDate: `${nextYear + 1}-01-08` };
    const decemberDays = countLeaveDays({
      startDate: start,
      endDate: `${nextYear}-12-31`,
      workingDays: DEFAULT_LEAVE_POLICY.workingDays,
    }).days;
    const fresh = await employee();
    const allowed = await ask(fresh, care(across));
    expect(allowed.statusCode).toBe(201);
    expect(allowed.json().leaveRequest.days).toBeGreaterThan(10);

    const person = await employee();
    for (const span of spansOf(nextYear, [5, 3])) expect((await ask(person, care(span))).statusCode).toBe(201);
    const refused = await ask(person, care(across));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toContain(
      `${nextYear} yılında 8 gün kullanılmış veya talep edilmiş, bu talep ${decemberDays} gün.`,
    );
  });
});
