import { messages } from '@paydos/contract/messages';
import { formatTurkishDate as fmt } from '@paydos/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leaveRequests } from '../../db/schema';
import { cleanWeeks } from '../../../test/leave-dates';
import {
  call,
  ctx,
  leaveOf,
  mailsTo,
  other,
  person,
  useDelegationsOrganization,
  type Person,
} from './delegations-fixture';

useDelegationsOrganization();

const m = messages.substitute;
const weeks = cleanWeeks(30, 8);
let nextWeek = 0;
/** A holiday-free week of its own for each request, so no two tests' requests overlap. */
const week = () => weeks[nextWeek++]!;

const ask = (who: Person, body: Record<string, unknown>) => call(who, 'POST', '/api/leaves', body);
const annual = (startDate: string, endDate: string, more: Record<string, unknown> = {}) => ({
  leaveType: 'annual_paid',
  startDate,
  endDate,
  reason: 'Tatil',
  ...more,
});
const storedSubstitute = async (leaveId: string) =>
  (await ctx.handle.db.select().from(leaveRequests).where(eq(leaveRequests.id, leaveId)))[0]?.substituteId;

describe('the substitute (vekil) on a request', () => {
  it('issue 23 item 4: a request names an active colleague as its substitute; it is stored with the request', async () => {
    const requester = await person('EMPLOYEE', 'Eda', 'Talep');
    const substitute = await person('EMPLOYEE', 'Vedat', 'Vekil');
    const w = week();
    const response = await ask(requester, annual(w.monday, w.day(1), { substituteId: substitute.id }));
    expect(response.statusCode, response.body).toBe(201);
    expect(await storedSubstitute(response.json().leaveRequest.id)).toBe(substitute.id);
    // Not told yet: only an approved leave needs him.
    expect(await mailsTo(substitute)).toEqual([]);
  });

  it('issue 23 item 4: the substitute is active and of the organization (400 substitute.invalid), not the requester', async () => {
    const requester = await person('EMPLOYEE', 'Ece', 'Kontrol');
    const gone = await person('EMPLOYEE', 'Gani', 'Pasif', { isActive: false });
    const w = week();
    for (const substituteId of [gone.id, other.personId, '00000000-0000-4000-8000-000000000000']) {
      const refused = await ask(requester, annual(w.monday, w.monday, { substituteId }));
      expect([refused.statusCode, refused.json().error]).toEqual([400, m.invalid]);
      expect(refused.json().fields).toEqual({ substituteId: m.invalid });
    }
    const self = await ask(requester, annual(w.monday, w.monday, { substituteId: requester.id }));
    expect([self.statusCode, self.json().error]).toEqual([400, m.self]);
    const none = await ctx.handle.db.select().from(leaveRequests).where(eq(leaveRequests.userId, requester.id));
    expect(none).toEqual([]);
  });

  it('issue 23 item 4: a substitute away on those days (approved or pending leave) is refused, saying so in Turkish', async () => {
    const requester = await person('EMPLOYEE', 'Emel', 'Çakışan');
    const onLeave = await person('EMPLOYEE', 'Veli', 'İzinde');
    const asking = await person('EMPLOYEE', 'Vildan', 'Beklemede');
    const w = week();
    await leaveOf(onLeave, w.day(1), w.day(2));
    await leaveOf(asking, w.day(2), w.day(3), 'PENDING');
    const approved = await ask(requester, annual(w.monday, w.day(1), { substituteId: onLeave.id }));
    expect(approved.statusCode).toBe(400);
    expect(approved.json().error).toBe(m.away('Veli İzinde', `${fmt(w.day(1))} - ${fmt(w.day(2))}`));
    const pending = await ask(requester, annual(w.day(3), w.day(4), { substituteId: asking.id }));
    expect([pending.statusCode, pending.json().fields]).toEqual([400, { substituteId: pending.json().error }]);
    // Away on other days: fine.
    expect((await ask(requester, annual(w.day(4), w.day(4), { substituteId: onLeave.id }))).statusCode).toBe(201);
  });
});

describe('the substitute is told, and shown on the team calendar', () => {
  it('issue 23 item 4: the substitute is mailed when the request is approved and when the approved leave is cancelled', async () => {
    const admin = await person('ADMIN', 'Ayten', 'Onay');
    const requester = await person('EMPLOYEE', 'Elif', 'Onaylanan');
    const substitute = await person('EMPLOYEE', 'Vural', 'Haberli');
    const w = week();
    const leaveId = (await ask(requester, annual(w.monday, w.day(2), { substituteId: substitute.id }))).json()
      .leaveRequest.id;
    expect((await call(admin, 'PUT', `/api/leaves/${leaveId}/approve`)).statusCode).toBe(200);
    const [approved] = await mailsTo(substitute, 'substitute-approved');
    expect(approved?.text).toContain(`Elif Onaylanan, ${fmt(w.monday)} - ${fmt(w.day(2))} tarihlerindeki onaylı izni`);
    // A colleague sees another's leave only as "İzinli": the mail names no leave type.
    expect(approved?.text).not.toContain('Yıllık');
    expect((await call(admin, 'PUT', `/api/leaves/${leaveId}/cancel`, { reason: 'Vazgeçti' })).statusCode).toBe(200);
    expect(await mailsTo(substitute, 'substitute-cancelled')).toHaveLength(1);
  });

  it('issue 23 item 4: an edit keeps the substitute when left out, changes him (both told) or clears him (null)', async () => {
    const admin = await person('ADMIN', 'Asım', 'Düzelten');
    const requester = await person('EMPLOYEE', 'Esra', 'Düzenlenen');
    const first = await person('EMPLOYEE', 'Volkan', 'İlk');
    const second = await person('EMPLOYEE', 'Vesile', 'İkinci');
    const w = week();
    const recorded = await call(admin, 'POST', `/api/leaves/employee/${requester.id}`, {
      ...annual(w.monday, w.day(1)),
      substituteId: first.id,
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const leaveId: string = recorded.json().leaveRequest.id;
    // An ADMIN's record is approved at once: the substitute is told at once.
    expect(await mailsTo(first, 'substitute-approved')).toHaveLength(1);
    const edit = (body: Record<string, unknown>) => call(admin, 'PUT', `/api/leaves/${leaveId}/update`, body);
    expect((await edit({ startDate: w.monday, endDate: w.day(2) })).statusCode).toBe(200);
    expect(await storedSubstitute(leaveId)).toBe(first.id);
    expect(await mailsTo(first, 'substitute-updated')).toHaveLength(1);
    expect((await edit({ startDate: w.monday, endDate: w.day(2), substituteId: second.id })).statusCode).toBe(200);
    expect(await storedSubstitute(leaveId)).toBe(second.id);
    expect(await mailsTo(first, 'substitute-released')).toHaveLength(1);
    expect(await mailsTo(second, 'substitute-approved')).toHaveLength(1);
    const self = await edit({ startDate: w.monday, endDate: w.day(2), substituteId: requester.id });
    expect([self.statusCode, self.json().error]).toEqual([400, m.self]);
    expect((await edit({ startDate: w.monday, endDate: w.day(2), substituteId: null })).statusCode).toBe(200);
    expect(await storedSubstitute(leaveId)).toBeNull();
    expect(await mailsTo(second, 'substitute-released')).toHaveLength(1);
  });

  it('issue 23 item 4: the team calendar shows the substitute’s name on the leave, to colleagues too', async () => {
    const requester = await person('EMPLOYEE', 'Ebru', 'Takvimde');
    const substitute = await person('EMPLOYEE', 'Vahit', 'Görünen');
    const colleague = await person('EMPLOYEE', 'Cem', 'Bakan');
    const w = week();
    await ask(requester, annual(w.monday, w.day(1), { substituteId: substitute.id }));
    await ask(requester, annual(w.day(3), w.day(3)));
    const month = w.monday.slice(0, 7);
    const calendar = (await call(requester, 'GET', `/api/team-calendar?month=${month}`)).json();
    const own = calendar.people.find((p: { userId: string }) => p.userId === requester.id);
    const leaves: Array<{ startDate: string; substitute: string | null }> = own.leaves;
    expect(leaves.find((l) => l.startDate === w.monday)?.substitute).toBe('Vahit Görünen');
    expect(leaves.find((l) => l.startDate === w.day(3))?.substitute ?? null).toBeNull();
    // A colleague sees no pending request of another; approved, it shows with its substitute.
    const admin = await person('ADMIN', 'Adil', 'Takvim');
    const pendingId = (
      await ctx.handle.db.select().from(leaveRequests).where(eq(leaveRequests.userId, requester.id))
    ).find((l) => l.startDate === w.monday)!.id;
    await call(admin, 'PUT', `/api/leaves/${pendingId}/approve`);
    const seen = (await call(colleague, 'GET', `/api/team-calendar?month=${month}`)).json();
    const theirs = seen.people.find((p: { userId: string }) => p.userId === requester.id);
    expect(theirs.leaves[0]).toMatchObject({ label: 'İzinli', substitute: 'Vahit Görünen' });
  });
});
