import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leaveRequests } from '../../db/schema';
import { request } from '../../../test/http';
import { cleanWeek } from '../../../test/leave-dates';
import { messages } from '@paydos/contract/messages';
import { adminToken, ask, ctx, host, newEmployee, put, useLeavesOrganization } from './leaves-fixture';

// Bad input on the leave calls: a Turkish 4xx, never a 500. The rules themselves are in leaves.test.ts.
useLeavesOrganization();

describe('bad input is a 4xx with a Turkish message, never a 500', () => {
  it('wrong types, unknown and malformed ids', async () => {
    const employee = await newEmployee();
    const week = cleanWeek(30);
    const id = (
      await ask(employee.token, { leaveType: 'annual_paid', startDate: week.monday, endDate: week.monday, reason: 'x' })
    ).json().leaveRequest.id;
    expect((await put(adminToken, id, 'reject', { reason: 123 })).statusCode).toBe(400);
    expect(
      (await put(adminToken, id, 'update', { startDate: 'yarın', endDate: week.monday })).json().fields.startDate,
    ).toBe(messages.leaves.dateInvalid);
    expect(
      (
        await ask(employee.token, {
          leaveType: 'annual_paid',
          startDate: '2027-02-30',
          endDate: '2027-03-01',
          reason: 'x',
        })
      ).statusCode,
    ).toBe(400);
    const missing = await put(adminToken, '00000000-0000-4000-8000-000000000000', 'approve');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(messages.leaves.notFound);
    expect((await put(adminToken, 'abc', 'approve')).statusCode).toBe(400);
    const malformed = await request(ctx.app, host, 'POST', '/api/leaves', {
      token: employee.token,
      payload: '{"leaveType":',
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('leave dates are real calendar dates, checked before any conversion (no RangeError, no 500)', () => {
  const impossible = [
    'Tomorrow',
    '2026-02-28T25:61:00Z',
    '2026-13-01',
    '2027-02-30T10:00:00Z',
    '0000-00-00',
    '2026-02-28T10:00:00+25:00',
  ];

  it('POST /api/leaves, POST /api/leaves/employee/{id} and PUT /api/leaves/{id}/update answer 400 "Lütfen geçerli bir tarih seçin." and write nothing', async () => {
    const employee = await newEmployee();
    const week = cleanWeek(32);
    const id = (
      await ask(employee.token, { leaveType: 'annual_paid', startDate: week.monday, endDate: week.monday, reason: 'x' })
    ).json().leaveRequest.id;
    expect((await put(adminToken, id, 'approve')).statusCode).toBe(200);
    const [before] = await ctx.handle.db.select({ n: sql<number>`count(*)::int` }).from(leaveRequests);
    for (const date of impossible) {
      const responses = [
        await ask(employee.token, { leaveType: 'annual_paid', startDate: date, endDate: week.friday, reason: 'x' }),
        await request(ctx.app, host, 'POST', `/api/leaves/employee/${employee.id}`, {
          token: adminToken,
          body: { leaveType: 'annual_paid', startDate: week.monday, endDate: date },
        }),
        await put(adminToken, id, 'update', { startDate: date, endDate: week.monday }),
      ];
      for (const response of responses) {
        expect(response.statusCode, `${date}: ${response.body}`).toBe(400);
        expect(Object.values(response.json().fields)).toContain(messages.leaves.dateInvalid);
      }
    }
    const [after] = await ctx.handle.db.select({ n: sql<number>`count(*)::int` }).from(leaveRequests);
    expect(after!.n).toBe(before!.n);
  });

  it('a leave beyond the years of the public-holiday calendar (2017-2035) → 400, not a 500 while counting its days', async () => {
    const employee = await newEmployee();
    const week = cleanWeek(34);
    const far = await ask(employee.token, {
      leaveType: 'annual_paid',
      startDate: week.monday,
      endDate: '9999-12-31',
      reason: 'x',
    });
    expect(far.statusCode).toBe(400);
    expect(far.json().fields.endDate).toBe('Lütfen 2017-2035 yılları arasında bir tarih seçin.');
    const old = await request(ctx.app, host, 'POST', `/api/leaves/employee/${employee.id}`, {
      token: adminToken,
      body: { leaveType: 'annual_paid', startDate: '0001-01-01', endDate: week.monday },
    });
    expect(old.statusCode).toBe(400);
  });

  it("a NUL character in a leave's reason → 400 naming the field (PostgreSQL refuses NUL in text)", async () => {
    const employee = await newEmployee();
    const week = cleanWeek(33);
    const response = await ask(employee.token, {
      leaveType: 'annual_paid',
      startDate: week.monday,
      endDate: week.monday,
      reason: 'Düğün\u0000',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.reason).toBe(messages.input.controlCharacter('Açıklama'));
    const multiLine = await ask(employee.token, {
      leaveType: 'annual_paid',
      startDate: week.monday,
      endDate: week.monday,
      reason: 'Düğün\nİstanbul',
    });
    expect(multiLine.statusCode).toBe(201);
  });
});
