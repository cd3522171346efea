import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, leaveAcknowledgements } from '../../db/schema';
import { request } from '../../../test/http';
import { cleanWeeks } from '../../../test/leave-dates';
import {
  adminToken,
  ask,
  askAnnual,
  ctx,
  host,
  managerToken,
  newEmployee,
  otherAdminToken,
  otherHost,
  put,
  useLeavesOrganization,
} from './leaves-fixture';

useLeavesOrganization();

const [w1, w2, w3] = cleanWeeks(20, 3);
const acknowledge = (token: string, id: string, onHost = host) =>
  request(ctx.app, onHost, 'PUT', `/api/leaves/${id}/acknowledge`, { token });
const ownList = async (token: string) =>
  (await request(ctx.app, host, 'GET', '/api/leaves/my-requests', { token })).json<{
    leaveRequests: { id: string; acknowledgement: { state: string; acknowledgedAt: string | null } | null }[];
  }>().leaveRequests;

/** An approved annual leave of a new employee, with his token. */
async function approvedAnnual(week = w1!) {
  const person = await newEmployee({ startDate: '2015-01-05' });
  const asked = await askAnnual(person.token, week.monday, week.friday);
  expect(asked.statusCode).toBe(201);
  const id: string = asked.json().leaveRequest.id;
  expect((await put(adminToken, id, 'approve')).statusCode).toBe(200);
  return { person, id };
}

describe('issue 24 item 1 (Yönetmelik art. 20): the employee acknowledges each approved annual leave for the leave record', () => {
  it('Yönetmelik art. 20: an approved annual leave is DUE until its employee confirms it; then DONE with the time, once (a second call changes nothing), audited', async () => {
    const { person, id } = await approvedAnnual();
    expect((await ownList(person.token)).find((leave) => leave.id === id)?.acknowledgement).toEqual({
      state: 'DUE',
      acknowledgedAt: null,
    });
    const first = await acknowledge(person.token, id);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('İzin kaydını onayladınız; izin kayıt belgenizde bu tarihle görünür.');
    const done = first.json().leaveRequest.acknowledgement;
    expect(done.state).toBe('DONE');
    expect(Date.parse(done.acknowledgedAt)).not.toBeNaN();
    const again = await acknowledge(person.token, id);
    expect(again.json().leaveRequest.acknowledgement).toEqual(done);
    const rows = await ctx.handle.db
      .select()
      .from(leaveAcknowledgements)
      .where(eq(leaveAcknowledgements.leaveRequestId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ startDate: w1!.monday, endDate: w1!.friday, days: 5, userId: person.id });
    const audit = await ctx.handle.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit.filter((entry) => entry.action === 'leave.acknowledge')).toHaveLength(1);
  });

  it('Yönetmelik art. 20: only the employee signs: an ADMIN, a MANAGER, a colleague get 404, another organization’s ADMIN 404; nothing is written', async () => {
    const { id } = await approvedAnnual(w2);
    const colleague = await newEmployee();
    for (const token of [adminToken, managerToken, colleague.token]) {
      const response = await acknowledge(token, id);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('İzin talebi bulunamadı.');
    }
    expect((await acknowledge(otherAdminToken, id, otherHost)).statusCode).toBe(404);
    expect(
      await ctx.handle.db.select().from(leaveAcknowledgements).where(eq(leaveAcknowledgements.leaveRequestId, id)),
    ).toHaveLength(0);
  });

  it('only approved annual leave is acknowledged: a pending request and an approved excuse leave are a 400 with the Turkish reason and carry no acknowledgement', async () => {
    const person = await newEmployee({ startDate: '2015-01-05' });
    const pending = (await askAnnual(person.token, w3!.monday, w3!.day(1))).json().leaveRequest;
    expect(pending.acknowledgement).toBeNull();
    const refused = await acknowledge(person.token, pending.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('Yalnızca onaylanmış yıllık izin kayıtları onaylanabilir.');
    const excuse = await ask(person.token, {
      leaveType: 'excuse.bereavement',
      startDate: w3!.day(3),
      endDate: w3!.day(4),
      reason: 'Vefat',
    });
    const excuseId: string = excuse.json().leaveRequest.id;
    expect((await put(adminToken, excuseId, 'approve')).json().leaveRequest.acknowledgement).toBeNull();
    expect((await acknowledge(person.token, excuseId)).statusCode).toBe(400);
  });

  it('Yönetmelik art. 20: dates an ADMIN moves afterwards make it DUE again; the first acknowledgement stays as it was and no row can be changed', async () => {
    const { person, id } = await approvedAnnual(w3);
    expect((await acknowledge(person.token, id)).statusCode).toBe(200);
    const moved = await put(adminToken, id, 'update', {
      startDate: w3!.monday,
      endDate: w3!.day(3),
      reason: 'Kısaltıldı',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().leaveRequest.acknowledgement).toEqual({ state: 'DUE', acknowledgedAt: null });
    expect((await acknowledge(person.token, id)).json().leaveRequest.acknowledgement.state).toBe('DONE');
    const rows = await ctx.handle.db
      .select()
      .from(leaveAcknowledgements)
      .where(eq(leaveAcknowledgements.leaveRequestId, id));
    expect(rows.map((row) => row.days).sort()).toEqual([4, 5]);
    const change = await ctx.handle.db
      .execute(sql`update leave_acknowledgements set days = 1 where leave_request_id = ${id}`)
      .then(
        () => 'changed',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(change).toMatch(/never changed/);
  });
});
