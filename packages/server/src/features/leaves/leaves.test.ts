import { addDays } from '@paydos/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leaveLedgerEntries, mailOutbox, users } from '../../db/schema';
import { cleanWeek, today } from '../../../test/leave-dates';
import { messages } from '@paydos/contract/messages';
import { adminEmail, ask, askAnnual, ctx, newEmployee, orgId, useLeavesOrganization } from './leaves-fixture';

useLeavesOrganization();

describe('POST /api/leaves: new leave validation (product §5)', () => {
  it('requires leave type, both dates and a reason, with the Turkish messages', async () => {
    const { token } = await newEmployee();
    const response = await ask(token, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      leaveType: messages.leaves.leaveTypeRequired,
      startDate: messages.leaves.startDateRequired,
      endDate: messages.leaves.endDateRequired,
      reason: messages.leaves.reasonRequired,
    });
    const unknown = await ask(token, { leaveType: 'tatil', startDate: today(), endDate: today(), reason: 'x' });
    expect(unknown.json().fields.leaveType).toBe(messages.leaves.leaveTypeInvalid);
  });

  it('issue 21: a reason over 1000 characters is refused naming the field and its limit, not as missing', async () => {
    const { token } = await newEmployee();
    const response = await ask(token, {
      leaveType: 'annual_paid',
      startDate: today(),
      endDate: today(),
      reason: 'a'.repeat(1001),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.reason).toBe('Açıklama en fazla 1000 karakter olabilir');
  });

  it('start not before today in Istanbul: "Başlangıç tarihi bugünden önce olamaz!"', async () => {
    const { token } = await newEmployee();
    const response = await askAnnual(token, addDays(today(), -1), today());
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Başlangıç tarihi bugünden önce olamaz!');
  });

  it('end not before start: "Bitiş tarihi başlangıç tarihinden önce olamaz!"', async () => {
    const { token } = await newEmployee();
    const week = cleanWeek(20);
    const response = await askAnnual(token, week.day(2), week.day(1));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.endDate).toBe('Bitiş tarihi başlangıç tarihinden önce olamaz!');
  });

  it('a period with no working day (a weekend) counts 0 days and is refused', async () => {
    const { token } = await newEmployee();
    const week = cleanWeek(20);
    const response = await askAnnual(token, week.day(5), week.day(6));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(messages.leaves.zeroDays);
  });

  it('days are counted with the working days and the public holidays left out (29 October), and listed', async () => {
    const { token } = await newEmployee();
    const year = Number(today().slice(0, 4)) + 1;
    const response = await ask(token, {
      leaveType: 'unpaid_leave',
      startDate: `${year}-10-26`,
      endDate: `${year}-11-01`,
      reason: 'x',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    const labels = body.excluded.map((e: { label: string }) => e.label).join('\n');
    expect(labels).toContain('Cumhuriyet Bayramı');
    expect(body.leaveRequest.days).toBeLessThan(5);
    expect(body.leaveRequest.status).toBe('PENDING');
    expect(body.leaveRequest.leaveTypeName).toBe('Ücretsiz İzin');
  });

  it('accepts an ISO instant and reads it as the Istanbul calendar date', async () => {
    const { token } = await newEmployee();
    const week = cleanWeek(40);
    // 21:30 UTC the evening before is already that Monday in Istanbul (UTC+3).
    const start = `${addDays(week.monday, -1)}T21:30:00.000Z`;
    const response = await ask(token, {
      leaveType: 'unpaid_leave',
      startDate: start,
      endDate: week.day(1),
      reason: 'x',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().leaveRequest).toMatchObject({ startDate: week.monday, days: 2 });
  });

  it('overlap with an own PENDING or APPROVED request is refused (product §D4)', async () => {
    const { token } = await newEmployee();
    const week = cleanWeek(60);
    expect(
      (await ask(token, { leaveType: 'annual_paid', startDate: week.monday, endDate: week.day(2), reason: 'a' }))
        .statusCode,
    ).toBe(201);
    const clash = await ask(token, {
      leaveType: 'unpaid_leave',
      startDate: week.day(2),
      endDate: week.friday,
      reason: 'b',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toContain('çakışan');
  });

  it('annual leave beyond the remaining balance (pending requests included) is refused', async () => {
    // Started 6 years ago: 20 days, lowered to 14 below (two 5-day parts of 14 would break the 10-day part rule, 4857 md. 56).
    const start = addDays(today(), -(6 * 365 + 10));
    const { id, token } = await newEmployee({ startDate: start });
    const week = cleanWeek(30);
    const second = cleanWeek(60);
    const third = cleanWeek(90);
    expect(
      (await ask(token, { leaveType: 'annual_paid', startDate: week.monday, endDate: week.friday, reason: 'a' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await ask(token, { leaveType: 'annual_paid', startDate: second.monday, endDate: second.friday, reason: 'b' }))
        .statusCode,
    ).toBe(201);
    await ctx.handle.db.insert(leaveLedgerEntries).values({
      organizationId: orgId,
      userId: id,
      kind: 'ADJUSTMENT',
      days: -6,
      effectiveDate: today(),
      reason: 'test',
    });
    const over = await ask(token, {
      leaveType: 'annual_paid',
      startDate: third.monday,
      endDate: third.friday,
      reason: 'c',
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toBe(messages.leaves.insufficientBalance('4', '5'));
    // Non-annual leave does not draw on the balance.
    expect(
      (await ask(token, { leaveType: 'unpaid_leave', startDate: third.monday, endDate: third.friday, reason: 'c' }))
        .statusCode,
    ).toBe(201);
  });

  it('returns the split-rule warning (not a block) for a short annual leave', async () => {
    const { token } = await newEmployee();
    const week = cleanWeek(30);
    const response = await ask(token, {
      leaveType: 'annual_paid',
      startDate: week.monday,
      endDate: week.day(1),
      reason: 'a',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().warnings.map((w: { code: string }) => w.code)).toContain('split_rule');
  });

  it('returns the qualifying-period warning for an employee in the first year', async () => {
    const { token } = await newEmployee({ startDate: addDays(today(), -30) });
    const week = cleanWeek(10);
    const response = await ask(token, {
      leaveType: 'unpaid_leave',
      startDate: week.monday,
      endDate: week.day(1),
      reason: 'a',
    });
    expect(response.statusCode).toBe(201);
    const annual = await ask(token, {
      leaveType: 'annual_paid',
      startDate: week.day(2),
      endDate: week.day(2),
      reason: 'a',
    });
    // No balance in the first year: refused, and the qualifying period is the reason.
    expect(annual.statusCode).toBe(400);
  });

  it('an inactive user cannot request leave', async () => {
    const employee = await newEmployee();
    await ctx.handle.db.update(users).set({ isActive: false }).where(eq(users.id, employee.id));
    const week = cleanWeek(20);
    const response = await ask(employee.token, {
      leaveType: 'annual_paid',
      startDate: week.monday,
      endDate: week.monday,
      reason: 'x',
    });
    // Deactivation ends the session at once (product §D3); the service refuses too.
    expect([401, 403]).toContain(response.statusCode);
  });

  it('mails every active ADMIN about the new request, through the outbox', async () => {
    const { token } = await newEmployee({ firstName: 'Şükrü' });
    const week = cleanWeek(120);
    const response = await ask(token, {
      leaveType: 'annual_paid',
      startDate: week.monday,
      endDate: week.friday,
      reason: 'Tatil',
    });
    expect(response.statusCode).toBe(201);
    const mails = await ctx.handle.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, 'leave-request'), eq(mailOutbox.toAddress, adminEmail)));
    expect(mails.some((m) => m.subject.includes('Şükrü'))).toBe(true);
  });
});
