import { addDays } from '@paydos/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, leaveRequests } from '../../db/schema';
import { request } from '../../../test/http';
import { cleanWeeks, today, type CleanWeek } from '../../../test/leave-dates';
import { adminToken, ask, ctx, host, managerToken, newEmployee, put, useLeavesOrganization } from './leaves-fixture';

// 4857 m. 56/3 (6704, 2016), Yönetmelik m. 6 (2017); docs/leave-rules.md section 8: annual leave is split only
// by agreement, one part at least 10 days, unless an ADMIN overrides with a reason (audited). `splitAgreed:
// undefined` leaves the field out as a client of product §7's shapes does (test/http.ts agrees for the tests
// that say nothing): for it the rule is the warning of docs/product.md §D4.
useLeavesOrganization();

/** Three years of service, the fourth year begun 20 days ago: 14 days earned, the year runs ~11 months on. */
function startDateInYear4() {
  const anniversary = addDays(today(), -20);
  const monthDay = anniversary.slice(4) === '-02-29' ? '-02-28' : anniversary.slice(4);
  return `${Number(anniversary.slice(0, 4)) - 3}${monthDay}`;
}
const [w1, w2, w3] = cleanWeeks(21, 3) as [CleanWeek, CleanWeek, CleanWeek];
const annual = (startDate: string, endDate: string, more: Record<string, unknown> = {}) => ({
  leaveType: 'annual_paid',
  startDate,
  endDate,
  reason: 'Tatil',
  ...more,
});
const record = (employeeId: string, token: string, body: unknown) =>
  request(ctx.app, host, 'POST', `/api/leaves/employee/${employeeId}`, { token, body });
const rowOf = async (id: string) =>
  (await ctx.handle.db.select().from(leaveRequests).where(eq(leaveRequests.id, id)))[0]!;
const auditOf = (id: string) =>
  ctx.handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'leave.split_override')));
async function usageLine(employeeId: string, leaveId: string) {
  const ledger = await request(ctx.app, host, 'GET', `/api/employee/${employeeId}/ledger`, { token: adminToken });
  const entries = ledger.json().entries as Array<{ kind: string; leaveRequestId: string | null; reason: string }>;
  return entries.find((e) => e.kind === 'USAGE' && e.leaveRequestId === leaveId)?.reason;
}
const adjust = (employeeId: string, days: number) =>
  request(ctx.app, host, 'POST', `/api/employee/${employeeId}/ledger-adjustments`, {
    token: adminToken,
    body: { days, reason: 'Kalan bakiye testi' },
  });

describe('4857 m. 56/3: splitting annual leave needs the agreement (the API)', () => {
  it('a split without the agreement is a 400 naming the field, in Turkish; nothing is written', async () => {
    const employee = await newEmployee({ startDate: startDateInYear4() });
    const refused = await ask(employee.token, annual(w1.monday, w1.day(3), { splitAgreed: false }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/hizmet yılının yıllık iznini bölüyor \(1\. bölüm\)/);
    expect(refused.json().message).toMatch(/anlaşmasıyla bölünebilir \(4857 md\. 56\)/);
    expect(refused.json().fields.splitAgreed).toBe(refused.json().message);
    const rows = await ctx.handle.db.select().from(leaveRequests).where(eq(leaveRequests.userId, employee.id));
    expect(rows).toEqual([]);
  });

  it('with the agreement the split is accepted and the agreement recorded with its time', async () => {
    const employee = await newEmployee({ startDate: startDateInYear4() });
    const before = Date.now();
    const created = await ask(employee.token, annual(w1.monday, w1.day(3), { splitAgreed: true }));
    expect(created.statusCode).toBe(201);
    const row = await rowOf(created.json().leaveRequest.id);
    expect(row.splitAgreedAt).toBeInstanceOf(Date);
    expect(row.splitAgreedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(created.json().warnings.map((w: { code: string }) => w.code)).toContain('split_rule');
    // The ledger explains it: the USAGE line names the part and the agreement.
    expect((await put(adminToken, row.id, 'approve')).statusCode).toBe(200);
    expect(await usageLine(employee.id, row.id)).toMatch(
      /hizmet yılı yıllık izninin 1\. bölümü \(bölünerek kullanım, 4857 md\. 56\); personelin bölerek kullanım onayı: \d{2}\.\d{2}\.\d{4}/,
    );
  });

  it('a client of product §7’s shapes (no splitAgreed) keeps working: a split gets the split_rule warning (docs/product.md §D4), even one with no 10-day part, and no agreement is recorded', async () => {
    const employee = await newEmployee({ startDate: startDateInYear4() });
    const split = await ask(employee.token, annual(w1.monday, w1.friday, { splitAgreed: undefined }));
    expect(split.statusCode).toBe(201);
    expect(split.json().warnings.map((w: { code: string }) => w.code)).toContain('split_rule');
    expect((await rowOf(split.json().leaveRequest.id)).splitAgreedAt).toBeNull();
  });

  it('a request that is not a split works without the field (product §7 shapes), and records no agreement', async () => {
    const employee = await newEmployee({ startDate: startDateInYear4() });
    expect((await adjust(employee.id, -10)).statusCode).toBe(201);
    // 4 days left, 4 days asked: the whole balance in one go.
    const whole = await ask(employee.token, annual(w1.monday, w1.day(3), { splitAgreed: undefined }));
    expect(whole.statusCode).toBe(201);
    expect((await rowOf(whole.json().leaveRequest.id)).splitAgreedAt).toBeNull();
  });
});

describe('4857 m. 56/3: one part at least 10 days, unless an ADMIN overrides with a reason', () => {
  it('a split where no part can reach 10 days is refused even with the agreement', async () => {
    const employee = await newEmployee({ startDate: startDateInYear4() });
    const refused = await ask(employee.token, annual(w1.monday, w1.friday, { splitAgreed: true }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/bölümlerden biri en az 10 gün olmalıdır/);
    expect(refused.json().message).toMatch(/kalan 9 gün buna yetmiyor/);
    // A short part first, then the 10-day part: both lawful.
    expect((await ask(employee.token, annual(w1.monday, w1.day(3), { splitAgreed: true }))).statusCode).toBe(201);
    const tenDays = await ask(employee.token, annual(w2.monday, addDays(w2.friday, 7), { splitAgreed: true }));
    expect(tenDays.statusCode).toBe(201);
  });

  it('an ADMIN records such a split with a reason: accepted, the reason kept and audited; a MANAGER may not', async () => {
    const employee = await newEmployee({ startDate: startDateInYear4() });
    const short = annual(w3.monday, w3.friday, { splitAgreed: true });
    const noReason = await record(employee.id, adminToken, short);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toMatch(/gerekçe yazın/);
    const manager = await record(employee.id, managerToken, { ...short, overrideReason: 'Proje teslimi' });
    expect(manager.statusCode).toBe(403);
    expect(manager.json().message).toMatch(/yalnızca Yönetici rolündeki biri/);

    const recorded = await record(employee.id, adminToken, { ...short, overrideReason: 'Proje teslimi' });
    expect(recorded.statusCode).toBe(201);
    const id = recorded.json().leaveRequest.id;
    expect(await rowOf(id)).toMatchObject({ status: 'APPROVED', legalOverrideReason: 'Proje teslimi' });
    expect((await rowOf(id)).splitAgreedAt).toBeInstanceOf(Date);
    expect(await usageLine(employee.id, id)).toMatch(
      /1\. bölümü .*; 10 günlük bölüm şartı yönetici gerekçesiyle aşıldı: Proje teslimi$/,
    );
    const [audit] = await auditOf(id);
    expect(audit?.after).toMatchObject({ part: 1, remainingAfter: 9, days: 5, serviceYear: 3 });
  });

  it('an edit that splits the year needs the agreement and, with no 10-day part, an ADMIN’s reason (audited)', async () => {
    const employee = await newEmployee({ startDate: startDateInYear4() });
    expect((await adjust(employee.id, -11)).statusCode).toBe(201);
    // 3 days left, recorded in one go: not a split.
    const whole = await record(employee.id, adminToken, annual(w1.monday, w1.day(2)));
    expect(whole.statusCode).toBe(201);
    const id = whole.json().leaveRequest.id;
    const shorter = { startDate: w1.monday, endDate: w1.day(1), splitAgreed: false };
    const noAgreement = await put(adminToken, id, 'update', shorter);
    expect(noAgreement.statusCode).toBe(400);
    expect(noAgreement.json().fields.splitAgreed).toMatch(/personelin bölerek kullanmayı kabul ettiğini işaretleyin/);
    const noPart = await put(adminToken, id, 'update', { ...shorter, splitAgreed: true });
    expect(noPart.statusCode).toBe(400);
    expect(noPart.json().message).toMatch(/10 günlük bölüm yok/);
    const overridden = await put(adminToken, id, 'update', {
      ...shorter,
      splitAgreed: true,
      overrideReason: 'Yıl sonu',
    });
    expect(overridden.statusCode).toBe(200);
    expect(await rowOf(id)).toMatchObject({ days: 2, legalOverrideReason: 'Yıl sonu' });
    expect((await rowOf(id)).splitAgreedAt).toBeInstanceOf(Date);
    expect((await auditOf(id))[0]?.after).toMatchObject({ remainingAfter: 1, days: 2 });
  });
});
