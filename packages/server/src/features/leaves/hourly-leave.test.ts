import { addDays, addYearsClamped, daysBetween, serviceAnniversary } from '@paydos/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, leaveRequests } from '../../db/schema';
import { request } from '../../../test/http';
import { cleanWeeks, today } from '../../../test/leave-dates';
import {
  adminToken,
  ask,
  balanceOf,
  ctx,
  entriesOf,
  host,
  managerToken,
  newEmployee,
  orgId,
  put,
  useLeavesOrganization,
} from './leaves-fixture';

/** Hourly leave (issue 24 item 6, docs/decisions/015, docs/leave-rules.md §16) on the real API. */
useLeavesOrganization();

const [week, second, third, fourth] = cleanWeeks(21, 4);
const nextYear = Number(today().slice(0, 4)) + 1;
/** A child about three months old: every week above is before the first birthday. */
const childBirthDate = addDays(today(), -90);
const nursing = (startDate: string, endDate: string, extra: Record<string, unknown> = {}) => ({
  leaveType: 'nursing',
  startDate,
  endDate,
  reason: 'Süt izni',
  minutesPerDay: 90,
  childBirthDate,
  ...extra,
});
const rowsOf = (userId: string) => ctx.handle.db.select().from(leaveRequests).where(eq(leaveRequests.userId, userId));
const workingTime = (token: string, body: unknown) =>
  request(ctx.app, host, 'PUT', '/api/admin/organizations/my/working-time', { token, body });

describe('süt izni (4857 md. 74): 1,5 saat a day until the child is one year old, counted as working time', () => {
  it('süt izni (4857 md. 74): 90 minutes on each working day of a week is 7 sa 30 dk, stored as minutes, 0 leave days', async () => {
    const person = await newEmployee({ startDate: '2020-01-06' });
    const sent = await ask(person.token, nursing(week!.monday, addDays(week!.friday, 2), { startTime: '16:30' }));
    expect(sent.statusCode).toBe(201);
    const leave = sent.json().leaveRequest;
    expect(leave).toMatchObject({ leaveType: 'nursing', leaveTypeName: 'Süt İzni (günde 1,5 saat)', days: 0 });
    expect(leave.hours).toEqual({ minutesPerDay: 90, minutes: 450, startTime: '16:30', childBirthDate });
    const [row] = await rowsOf(person.id);
    expect(row).toMatchObject({ minutesPerDay: 90, minutes: 450, startTime: '16:30', days: 0 });
  });

  it('süt izni (4857 md. 74) does not draw on the annual balance: approved, the ledger has no line', async () => {
    const person = await newEmployee({ startDate: '2020-01-06' });
    const before = await balanceOf(person.id);
    const sent = await ask(person.token, nursing(second!.monday, second!.friday));
    expect(sent.statusCode).toBe(201);
    const id = sent.json().leaveRequest.id;
    expect((await put(adminToken, id, 'approve')).statusCode).toBe(200);
    expect(await entriesOf(id)).toEqual([]);
    expect(await balanceOf(person.id)).toBe(before);
  });

  it('süt izni (4857 md. 74) across the first birthday is refused, naming the birthday and the last day; nothing written', async () => {
    const person = await newEmployee();
    // The child turns one on the Wednesday of the week.
    const birth = addYearsClamped(week!.day(2), -1);
    const firstBirthday = serviceAnniversary(birth, 1);
    expect(firstBirthday).toBe(week!.day(2));
    const response = await ask(person.token, nursing(week!.monday, week!.friday, { childBirthDate: birth }));
    expect(response.statusCode).toBe(400);
    const lastDay = addDays(firstBirthday, -1);
    const [y, m, d] = lastDay.split('-');
    expect(response.json().error).toContain(`son gün ${d}.${m}.${y}`);
    expect(response.json().fields).toHaveProperty('endDate');
    expect(await rowsOf(person.id)).toEqual([]);
  });

  it.each([
    {
      rule: 'more than 1,5 saat a day',
      body: { minutesPerDay: 91 },
      field: 'minutesPerDay',
      message: 'Süt izni günde en fazla 1 sa 30 dk olabilir (4857 md. 74).',
    },
    {
      rule: 'without the child’s birth date',
      body: { childBirthDate: undefined },
      field: 'childBirthDate',
      message: 'Süt izni için çocuğun doğum tarihini girin.',
    },
    {
      rule: 'in days (no minutes)',
      body: { minutesPerDay: undefined },
      field: 'minutesPerDay',
      message: 'Süt izni saatle istenir: günde kaç saat kullanacağınızı girin.',
    },
    {
      rule: 'with a start time that is no time of day',
      body: { startTime: '25:00' },
      field: 'startTime',
      message: 'Başlangıç saati SS:DD biçiminde olmalıdır (ör. 09:00).',
    },
    {
      rule: 'with minutes that are not whole',
      body: { minutesPerDay: 45.5 },
      field: 'minutesPerDay',
      message: 'Günlük süre dakika olarak pozitif bir tam sayı olmalıdır.',
    },
  ])('süt izni (4857 md. 74) $rule is a Turkish 400 on its field', async ({ body, field, message }) => {
    const person = await newEmployee();
    const response = await ask(person.token, nursing(third!.monday, third!.friday, body));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
    expect(response.json().fields?.[field]).toBe(message);
    expect(await rowsOf(person.id)).toEqual([]);
  });

  it('an approved nursing leave edited to 60 minutes a day is recounted in minutes (its leave days stay 0)', async () => {
    const person = await newEmployee({ startDate: '2020-01-06' });
    const sent = await ask(person.token, nursing(fourth!.monday, fourth!.friday));
    const id = sent.json().leaveRequest.id;
    expect((await put(adminToken, id, 'approve')).statusCode).toBe(200);
    const edited = await put(adminToken, id, 'update', {
      startDate: fourth!.monday,
      endDate: fourth!.day(2),
      minutesPerDay: 60,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().leaveRequest.hours).toEqual({
      minutesPerDay: 60,
      minutes: 180,
      startTime: null,
      childBirthDate,
    });
    expect(edited.json().leaveRequest.days).toBe(0);
  });
});

describe('hourly excuse and unpaid leave where the organization allows it (docs/decisions/015)', () => {
  it('unpaid leave in hours is refused until the ADMIN allows hourly leave; then 2 hours on one day is 120 minutes', async () => {
    const person = await newEmployee();
    const body = {
      leaveType: 'unpaid_leave',
      startDate: third!.day(3),
      endDate: third!.day(3),
      reason: 'Resmî işlem',
      minutesPerDay: 120,
      startTime: '09:00',
    };
    const refused = await ask(person.token, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('Organizasyonunuz saatlik izne izin vermiyor; Ücretsiz İzin gün olarak istenir.');

    expect((await workingTime(managerToken, { dailyMinutes: 480, hourlyLeave: true })).statusCode).toBe(403);
    const set = await workingTime(adminToken, { dailyMinutes: 480, hourlyLeave: true });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ dailyMinutes: 480, hourlyLeave: true });
    const audits = await ctx.handle.db.select().from(auditLog).where(eq(auditLog.action, 'organization.working_time'));
    expect(audits.filter((a) => a.organizationId === orgId)).toHaveLength(1);

    const sent = await ask(person.token, body);
    expect(sent.statusCode).toBe(201);
    expect(sent.json().leaveRequest.hours).toMatchObject({ minutesPerDay: 120, minutes: 120, startTime: '09:00' });

    const tooLong = await ask(person.token, {
      ...body,
      startDate: fourth!.day(4),
      endDate: fourth!.day(4),
      minutesPerDay: 481,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toBe(
      'Saatlik izin günde en fazla 8 sa olabilir (organizasyonun günlük çalışma süresi).',
    );
    expect((await workingTime(adminToken, { dailyMinutes: 450, hourlyLeave: false })).statusCode).toBe(200);
  });

  it('4857 ek m. 2: hours of disabled-child care count against its 10 days a year by the working day (7 sa 30 dk), in days and hours', async () => {
    expect((await workingTime(adminToken, { dailyMinutes: 450, hourlyLeave: true })).statusCode).toBe(200);
    const person = await newEmployee();
    const [march, april] = cleanWeeks(daysBetween(today(), `${nextYear}-03-02`), 2);
    const care = (startDate: string, endDate: string, minutesPerDay: number) => ({
      leaveType: 'excuse.disabled_child_care',
      startDate,
      endDate,
      reason: 'Tedavi',
      minutesPerDay,
    });
    // Two weeks of 7 hours a day: 10 × 420 = 4200 minutes, 9 gün 2 sa 30 dk of the 10 days (4500 minutes).
    expect((await ask(person.token, care(march!.monday, march!.friday, 420))).statusCode).toBe(201);
    expect((await ask(person.token, care(april!.monday, april!.friday, 420))).statusCode).toBe(201);
    const refused = await ask(person.token, care(addDays(april!.monday, 7), addDays(april!.monday, 7), 301));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(
      `Ağır Engelli Çocuk Tedavisi (10 gün/yıl) için yasal süre yılda 10 gündür; ${nextYear} yılında 9 gün 2 sa 30 dk kullanılmış veya talep edilmiş, bu talep 5 sa 1 dk. Fazlası için yıllık izin veya ücretsiz izin talep edebilirsiniz.`,
    );
    expect((await ask(person.token, care(addDays(april!.monday, 7), addDays(april!.monday, 7), 300))).statusCode).toBe(
      201,
    );
    expect((await workingTime(adminToken, { dailyMinutes: 450, hourlyLeave: false })).statusCode).toBe(200);
  });

  it('the working day is 1 to 11 hours in half-hour steps (4857 md. 63), a Turkish 400 otherwise', async () => {
    const odd = await workingTime(adminToken, { dailyMinutes: 465, hourlyLeave: false });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().error).toBe('Günlük çalışma süresi yarım saatin katı olmalıdır (ör. 7 sa 30 dk).');
    const long = await workingTime(adminToken, { dailyMinutes: 690, hourlyLeave: false });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toContain('4857 md. 63');
  });

  it('annual leave is never hours; a day request of product §7 is unchanged (hours null)', async () => {
    const person = await newEmployee({ startDate: '2015-01-05' });
    const hours = await ask(person.token, {
      leaveType: 'annual_paid',
      startDate: second!.day(3),
      endDate: second!.day(3),
      reason: 'x',
      minutesPerDay: 60,
    });
    expect(hours.statusCode).toBe(400);
    expect(hours.json().error).toBe('Yıllık İzin saatlik istenemez; gün olarak isteyin.');
    const days = await ask(person.token, {
      leaveType: 'annual_paid',
      startDate: second!.day(3),
      endDate: second!.day(4),
      reason: 'x',
    });
    expect(days.statusCode).toBe(201);
    expect(days.json().leaveRequest).toMatchObject({ days: 2, hours: null });
  });

  it('a past leave batch cannot hold nursing leave: it is hours only (Turkish 400, nothing written)', async () => {
    const person = await newEmployee();
    const response = await request(ctx.app, host, 'POST', '/api/historical-leaves/batch', {
      token: adminToken,
      body: { userId: person.id, leaves: [{ leaveType: 'nursing', startDate: '2025-03-03', endDate: '2025-03-07' }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(
      'Süt izni yalnızca saatlik izin talebiyle kaydedilir (günde en fazla 1 sa 30 dk).',
    );
  });

  it('the working time reaches the leave form through /auth/me', async () => {
    const me = await request(ctx.app, host, 'GET', '/api/auth/me', { token: adminToken });
    expect(me.json().user.organization.workingTime).toEqual({ dailyMinutes: 450, hourlyLeave: false });
  });
});
