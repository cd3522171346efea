import { addDays } from '@paydos/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, leaveRequests } from '../../db/schema';
import { createOrganization, createUser, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, orgHost, request } from '../../../test/http';
import { cleanWeek, cleanWeekAfter, type CleanWeek } from '../../../test/leave-dates';
import { createTestApp, type TestContext } from '../../../test/test-app';

/**
 * 4857 ek m. 2 (docs/leave-rules.md section 8): every excuse leave's legal length is a limit, not a
 * warning: marriage, adoption and bereavement 3 days, paternity 5. An ADMIN may go past it with a
 * reason, kept on the leave and audited, when recording and when editing.
 */
let ctx: TestContext;
const org = { id: '', subdomain: '', host: '' };
let adminToken = '';

beforeAll(async () => {
  ctx = await createTestApp();
  const created = await createOrganization(ctx.handle.db);
  Object.assign(org, { id: created.id, subdomain: created.subdomain, host: orgHost(created.subdomain) });
  const admin = await createUser(ctx.handle.db, org.id, { role: 'ADMIN', startDate: '2015-01-05' });
  adminToken = await loginAs(ctx.app, org.subdomain, admin.email, TEST_PASSWORD);
});
afterAll(() => ctx.close());

/** Two holiday-free working weeks back to back, so that 6 working days run Monday to the next Monday. */
function twoCleanWeeks(from: CleanWeek): CleanWeek {
  let week = from;
  while (cleanWeekAfter(week).monday !== addDays(week.monday, 7)) week = cleanWeekAfter(week);
  return week;
}
/** `days` working days from the Monday of `week` (at most 10, across the two clean weeks). */
const span = (week: CleanWeek, days: number) => ({
  startDate: week.monday,
  endDate: addDays(week.monday, days <= 5 ? days - 1 : days + 1),
});

const TYPES = [
  ['excuse.marriage', 3],
  ['excuse.adoption', 3],
  ['excuse.bereavement', 3],
  ['excuse.paternity', 5],
] as const;

describe('excuse leave by the law (4857 ek m. 2): the legal lengths are enforced', () => {
  it.each(TYPES)(
    '4857 ek m. 2: %s is %i days: one day more is refused naming the length, for the employee and for the ADMIN without a reason; exactly the length is accepted',
    async (leaveType, legal) => {
      const employee = await createUser(ctx.handle.db, org.id, { startDate: '2015-01-05' });
      const token = await loginAs(ctx.app, org.subdomain, employee.email, TEST_PASSWORD);
      const week = twoCleanWeeks(cleanWeek(30));
      const longer = { leaveType, ...span(week, legal + 1), reason: 'Belgesi ekte' };
      const own = await request(ctx.app, org.host, 'POST', '/api/leaves', { token, body: longer });
      expect(own.statusCode).toBe(400);
      expect(own.json().message).toContain(`yasal süre ${legal} gündür`);
      const recorded = await request(ctx.app, org.host, 'POST', `/api/leaves/employee/${employee.id}`, {
        token: adminToken,
        body: longer,
      });
      expect(recorded.statusCode).toBe(400);
      expect(recorded.json().message).toMatch(new RegExp(`yasal süre ${legal} gündür.*gerekçe`));
      expect(await ctx.handle.db.select().from(leaveRequests).where(eq(leaveRequests.userId, employee.id))).toEqual([]);
      const exact = await request(ctx.app, org.host, 'POST', '/api/leaves', {
        token,
        body: { ...longer, ...span(week, legal) },
      });
      expect(exact.statusCode).toBe(201);
      expect(exact.json().leaveRequest.days).toBe(legal);
    },
  );

  it.each(TYPES)(
    '4857 ek m. 2: an ADMIN records %s past its %i days with a reason (kept, audited as leave.legal_override), and a new reason given with a longer edit is kept and audited too',
    async (leaveType, legal) => {
      const employee = await createUser(ctx.handle.db, org.id, { startDate: '2015-01-05' });
      const week = twoCleanWeeks(cleanWeek(60));
      const recorded = await request(ctx.app, org.host, 'POST', `/api/leaves/employee/${employee.id}`, {
        token: adminToken,
        body: { leaveType, ...span(week, legal + 1), overrideReason: 'Toplu sözleşme bir gün fazla veriyor' },
      });
      expect(recorded.statusCode).toBe(201);
      const leave = recorded.json<{ leaveRequest: { id: string; days: number; status: string } }>().leaveRequest;
      expect(leave).toMatchObject({ days: legal + 1, status: 'APPROVED' });
      const audit = async () =>
        (await ctx.handle.db.select().from(auditLog).where(eq(auditLog.targetId, leave.id))).filter(
          (row) => row.action === 'leave.legal_override',
        );
      expect((await audit()).map((row) => row.after)).toEqual([
        expect.objectContaining({ leaveType, legalDays: legal, days: legal + 1 }),
      ]);

      // Longer still, with a new reason: the new reason replaces the old one on the leave and is audited.
      const edited = await request(ctx.app, org.host, 'PUT', `/api/leaves/${leave.id}/update`, {
        token: adminToken,
        body: { ...span(week, legal + 2), overrideReason: 'Yol süresi eklendi' },
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().leaveRequest.days).toBe(legal + 2);
      const [row] = await ctx.handle.db.select().from(leaveRequests).where(eq(leaveRequests.id, leave.id));
      expect(row!.legalOverrideReason).toBe('Yol süresi eklendi');
      expect((await audit()).map((entry) => (entry.after as { days: number }).days).sort()).toEqual([
        legal + 1,
        legal + 2,
      ]);
    },
  );

  it('4857 ek m. 2: an ADMIN lengthening a leave recorded within the law needs a reason on the edit: without one a 400 naming the length, with one accepted and audited', async () => {
    const employee = await createUser(ctx.handle.db, org.id, { startDate: '2015-01-05' });
    const week = twoCleanWeeks(cleanWeek(90));
    const recorded = await request(ctx.app, org.host, 'POST', `/api/leaves/employee/${employee.id}`, {
      token: adminToken,
      body: { leaveType: 'excuse.bereavement', ...span(week, 3) },
    });
    expect(recorded.statusCode).toBe(201);
    const id = recorded.json<{ leaveRequest: { id: string } }>().leaveRequest.id;
    const refused = await request(ctx.app, org.host, 'PUT', `/api/leaves/${id}/update`, {
      token: adminToken,
      body: span(week, 5),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('yasal süre 3 gündür');
    const accepted = await request(ctx.app, org.host, 'PUT', `/api/leaves/${id}/update`, {
      token: adminToken,
      body: { ...span(week, 5), overrideReason: 'Cenaze il dışında' },
    });
    expect(accepted.statusCode).toBe(200);
    const entries = await ctx.handle.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(entries.filter((e) => e.action === 'leave.legal_override').map((e) => e.after)).toEqual([
      expect.objectContaining({ legalDays: 3, days: 5, reason: '***' }),
    ]);
  });
});
