import { beforeAll, describe, expect, it } from 'vitest';
import { leaveRequests } from '../../db/schema';
import { createOrganization, createUser } from '../../../test/factories';
import { organizationWithRoles, orgHost, request } from '../../../test/http';
import { useTestApp } from '../../../test/test-app';

const ctx = useTestApp();
let org: Awaited<ReturnType<typeof createOrganization>>;
let adminToken: string;
let managerToken: string;
let employeeToken: string;
let employeeId: string;
let foreignId: string;

beforeAll(async () => {
  const db = ctx.handle.db;
  let employee: { id: string };
  ({ org, employee, adminToken, managerToken, employeeToken } = await organizationWithRoles(ctx.app, db, {
    employee: { nationalId: '10000000146', position: 'Muhasebeci', department: 'Finans' },
  }));
  employeeId = employee.id;
  const other = await createOrganization(db);
  foreignId = (await createUser(db, other.id)).id;
  const base = { organizationId: org.id, userId: employeeId };
  await db.insert(leaveRequests).values([
    {
      ...base,
      leaveType: 'annual_paid',
      startDate: '2026-03-02',
      endDate: '2026-03-04',
      days: 3,
      status: 'APPROVED',
      reason: 'Tatil',
    },
    {
      ...base,
      leaveType: 'annual_paid',
      startDate: '2026-05-18',
      endDate: '2026-05-18',
      days: 0.5,
      status: 'APPROVED',
      reason: 'Yarım gün',
    },
    {
      ...base,
      leaveType: 'excuse.marriage',
      startDate: '2026-06-01',
      endDate: '2026-06-03',
      days: 3,
      status: 'APPROVED',
      reason: 'Düğün',
    },
    {
      ...base,
      leaveType: 'annual_paid',
      startDate: '2026-12-07',
      endDate: '2026-12-08',
      days: 2,
      status: 'PENDING',
      reason: 'Bekleyen',
    },
    {
      ...base,
      leaveType: 'annual_paid',
      startDate: '2026-01-05',
      endDate: '2026-01-05',
      days: 1,
      status: 'REJECTED',
      reason: 'Reddedilen',
    },
  ]);
});

const host = () => orgHost(org.subdomain);

describe('GET /employee/{id}', () => {
  it('answers the employee, leave statistics (half days exact) and the history newest first', async () => {
    const response = await request(ctx.app, host(), 'GET', `/api/employee/${employeeId}`, { token: adminToken });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.employee).toMatchObject({
      id: employeeId,
      nationalId: '10000000146',
      position: 'Muhasebeci',
      department: 'Finans',
    });
    expect(body.employee.passwordHash).toBeUndefined();
    expect(body.leaveStats).toMatchObject({
      totalRequests: 5,
      approved: 3,
      pending: 1,
      rejected: 1,
      cancelled: 0,
      pendingDays: 2,
    });
    expect(body.leaveStats.remainingAnnualLeave).toBe(body.employee.annualLeaveDays - body.employee.usedLeaveDays);
    const annual = body.leaveStats.byType.find((t: { leaveType: string }) => t.leaveType === 'annual_paid');
    expect(annual).toMatchObject({ leaveTypeName: 'Yıllık İzin', days: 3.5, count: 2 });
    expect(body.leaveHistory.map((h: { startDate: string }) => h.startDate)).toEqual([
      '2026-12-07',
      '2026-06-01',
      '2026-05-18',
      '2026-03-02',
      '2026-01-05',
    ]);
    expect(body.leaveHistory[1]).toMatchObject({ leaveTypeName: 'Evlilik (3 gün)', status: 'APPROVED', days: 3 });
  });

  it('employee detail is ADMIN or MANAGER: a manager reads it, an employee gets 403 (even for themselves)', async () => {
    expect(
      (await request(ctx.app, host(), 'GET', `/api/employee/${employeeId}`, { token: managerToken })).statusCode,
    ).toBe(200);
    expect(
      (await request(ctx.app, host(), 'GET', `/api/employee/${employeeId}`, { token: employeeToken })).statusCode,
    ).toBe(403);
  });

  it('another organization’s employee id answers 404; an unknown id 404; a malformed id 400', async () => {
    expect(
      (await request(ctx.app, host(), 'GET', `/api/employee/${foreignId}`, { token: adminToken })).statusCode,
    ).toBe(404);
    expect(
      (
        await request(ctx.app, host(), 'GET', '/api/employee/00000000-0000-4000-8000-000000000000', {
          token: adminToken,
        })
      ).statusCode,
    ).toBe(404);
    expect((await request(ctx.app, host(), 'GET', '/api/employee/123', { token: adminToken })).statusCode).toBe(400);
  });
});

describe('GET /employee/{id}/personal-data (product §D6, KVKK)', () => {
  it('an admin exports everything held about one person, without secrets', async () => {
    const response = await request(ctx.app, host(), 'GET', `/api/employee/${employeeId}/personal-data`, {
      token: adminToken,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('attachment');
    const { data } = response.json();
    expect(data.person).toMatchObject({ id: employeeId, nationalId: '10000000146' });
    expect(data.leaveRequests).toHaveLength(5);
    expect(data.ledger.entries.length).toBeGreaterThan(0);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(response.body).not.toContain('passwordHash');
    expect(response.body).not.toContain('tokenHash');
  });

  it('export is ADMIN only (MANAGER and EMPLOYEE 403); another organization’s id 404', async () => {
    expect(
      (await request(ctx.app, host(), 'GET', `/api/employee/${employeeId}/personal-data`, { token: managerToken }))
        .statusCode,
    ).toBe(403);
    expect(
      (await request(ctx.app, host(), 'GET', `/api/employee/${employeeId}/personal-data`, { token: employeeToken }))
        .statusCode,
    ).toBe(403);
    expect(
      (await request(ctx.app, host(), 'GET', `/api/employee/${foreignId}/personal-data`, { token: adminToken }))
        .statusCode,
    ).toBe(404);
  });
});
