import { addDays } from '@paydos/domain';
import { describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, operatorHost, orgHost, request } from '../../../test/http';
import { cleanWeek } from '../../../test/leave-dates';
import {
  balance,
  ctx,
  employee,
  expectInvariant,
  op,
  operatorToken,
  org,
  other,
  useOperatorLeaves,
} from './operator-leaves-fixture';

useOperatorLeaves();

describe('operator leaves: access (product §6 super admin only)', () => {
  it('no token 401, an organization admin token 401, the operator token on an organization host 404', async () => {
    const admin = await createUser(ctx.handle.db, org.id, { role: 'ADMIN' });
    const adminToken = await loginAs(ctx.app, org.subdomain, admin.email, TEST_PASSWORD);
    const url = `/api/superadmin/leave-requests?organizationId=${org.id}`;
    expect((await request(ctx.app, operatorHost, 'GET', url)).statusCode).toBe(401);
    expect((await request(ctx.app, operatorHost, 'GET', url, { token: adminToken })).statusCode).toBe(401);
    expect((await request(ctx.app, orgHost(org.subdomain), 'GET', url, { token: operatorToken })).statusCode).toBe(404);
  });
});

describe('POST /api/superadmin/leave-requests: validation (product §5)', () => {
  it.each([
    {},
    { startDate: '2030-01-07' },
    { userId: '00000000-0000-4000-8000-000000000000', startDate: '2030-01-07' },
  ])('user, start and end required: %j → Personel, Başlangıç ve Bitiş tarihleri zorunludur', async (body) => {
    const response = await op('POST', '/api/superadmin/leave-requests', { organizationId: org.id, ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Personel, Başlangıç ve Bitiş tarihleri zorunludur');
  });

  it('the user must belong to the named organization (404 otherwise)', async () => {
    const outsider = await employee(other.id);
    const week = cleanWeek(40);
    const response = await op('POST', '/api/superadmin/leave-requests', {
      organizationId: org.id,
      userId: outsider.id,
      startDate: week.monday,
      endDate: week.friday,
    });
    expect(response.statusCode).toBe(404);
  });

  it("defaults: annual_paid, PENDING, days by the working-day rule; the spec's leave type codes are accepted, others refused", async () => {
    const person = await employee();
    const week = cleanWeek(40);
    const response = await op('POST', '/api/superadmin/leave-requests', {
      organizationId: org.id,
      userId: person.id,
      startDate: week.monday,
      endDate: week.friday,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().leaveRequest).toMatchObject({
      leaveType: 'annual_paid',
      status: 'PENDING',
      days: 5,
      daysOverrideReason: null,
    });
    const bad = await op('POST', '/api/superadmin/leave-requests', {
      organizationId: org.id,
      userId: person.id,
      startDate: week.monday,
      endDate: week.friday,
      leaveType: 'tatil',
    });
    expect(bad.json().message).toBe('Geçersiz izin türü');
    const overlap = await op('POST', '/api/superadmin/leave-requests', {
      organizationId: org.id,
      userId: person.id,
      startDate: week.friday,
      endDate: week.friday,
      leaveType: 'excuse.marriage',
    });
    expect(overlap.statusCode).toBe(409);
  });

  it('the reason (1000) and the day-count reason (500) have the page’s limits, refused naming the field (issue 21)', async () => {
    const person = await employee();
    const week = cleanWeek(56);
    const base = {
      organizationId: org.id,
      userId: person.id,
      startDate: week.monday,
      endDate: week.friday,
      leaveType: 'unpaid_leave',
    };
    const reason = await op('POST', '/api/superadmin/leave-requests', { ...base, reason: 'a'.repeat(1001) });
    expect(reason.statusCode).toBe(400);
    expect(reason.json().error).toBe('Açıklama en fazla 1000 karakter olabilir');
    const override = await op('POST', '/api/superadmin/leave-requests', {
      ...base,
      days: 7,
      daysOverrideReason: 'a'.repeat(501),
    });
    expect(override.statusCode).toBe(400);
    expect(override.json().error).toBe('Gün sayısı değişikliği sebebi en fazla 500 karakter olabilir');
    const kept = await op('POST', '/api/superadmin/leave-requests', { ...base, reason: 'a'.repeat(1000) });
    expect(kept.statusCode).toBe(201);
    await op('DELETE', `/api/superadmin/leave-requests/${kept.json().leaveRequest.id}`);
  });

  it("product §D7: a day count other than the rule's is an override only with a reason; without one it is ignored and the rule's count answers", async () => {
    const person = await employee();
    const week = cleanWeek(54);
    const base = {
      organizationId: org.id,
      userId: person.id,
      startDate: week.monday,
      endDate: week.friday,
      leaveType: 'unpaid_leave',
    };
    const ignored = await op('POST', '/api/superadmin/leave-requests', { ...base, days: 7 });
    expect(ignored.statusCode).toBe(201);
    expect(ignored.json().leaveRequest).toMatchObject({ days: 5, daysOverrideReason: null });
    await op('DELETE', `/api/superadmin/leave-requests/${ignored.json().leaveRequest.id}`);
    const halfDay = await op('POST', '/api/superadmin/leave-requests', {
      ...base,
      days: 0.25,
      daysOverrideReason: 'x',
    });
    expect(halfDay.statusCode).toBe(400);
    const kept = await op('POST', '/api/superadmin/leave-requests', {
      ...base,
      days: 7,
      daysOverrideReason: 'Takvim günü sayıldı (SGK)',
    });
    expect(kept.statusCode).toBe(201);
    expect(kept.json().leaveRequest).toMatchObject({ days: 7, daysOverrideReason: 'Takvim günü sayıldı (SGK)' });
    // A status change keeps the override while the dates stay, even with a reasonless `days` of a spec client.
    const id = kept.json().leaveRequest.id;
    expect(
      (await op('PUT', `/api/superadmin/leave-requests/${id}`, { status: 'APPROVED' })).json().leaveRequest.days,
    ).toBe(7);
    expect(
      (await op('PUT', `/api/super-admin/leave-requests/${id}`, { status: 'APPROVED', days: 6 })).json().leaveRequest
        .days,
    ).toBe(7);
    // The rule's own figure clears the override (the page sends it when the field is emptied).
    expect(
      (await op('PUT', `/api/superadmin/leave-requests/${id}`, { days: 5, daysOverrideReason: null })).json()
        .leaveRequest,
    ).toMatchObject({ days: 5, daysOverrideReason: null });
  });

  it.each(['/api/superadmin/leave-requests', '/api/super-admin/leave-requests'])(
    "product §7 body {userId, leaveType, startDate, endDate, status, reason, days} on %s: the organization is the user's, days = calendar days + 1 is ignored for the rule's count",
    async (url) => {
      const person = await employee();
      const week = cleanWeek(url.includes('super-admin') ? 142 : 156);
      const sunday = addDays(week.monday, 6);
      const body = {
        userId: person.id,
        leaveType: 'annual_paid',
        startDate: week.monday,
        endDate: sunday,
        status: 'APPROVED',
        reason: 'Tatil',
        days: 7,
      };
      const response = await op('POST', url, body);
      expect(response.statusCode).toBe(201);
      expect(response.json().leaveRequest).toMatchObject({
        organizationId: org.id,
        userId: person.id,
        status: 'APPROVED',
        days: 5,
        daysOverrideReason: null,
      });
      await expectInvariant(response.json().leaveRequest.id);
      expect(await balance(person.id)).toBe(15);
      // With the organization named, another organization's user stays a 404.
      const foreign = await op('POST', url, {
        ...body,
        organizationId: other.id,
        startDate: addDays(week.monday, 14),
        endDate: addDays(sunday, 14),
      });
      expect(foreign.statusCode).toBe(404);
      // An unknown user is a 404 without an organization too.
      expect((await op('POST', url, { ...body, userId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    },
  );
});
