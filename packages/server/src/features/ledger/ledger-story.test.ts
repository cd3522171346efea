import { addDays } from '@paydos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, orgHost, request } from '../../../test/http';
import { cleanWeeks, today } from '../../../test/leave-dates';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { createEmployee } from '../users/create-employee';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

interface Entry {
  kind: string;
  leaveRequestId: string | null;
  actors: Array<{ role: string; name: string }>;
}

describe('the ledger tells its story (issue 21)', () => {
  it('opens with the first service year, which earns nothing by law (4857 md. 53), and the years before Paydos when no opening balance was entered', async () => {
    const db = ctx.handle.db;
    const org = await createOrganization(db);
    const admin = await createUser(db, org.id, { role: 'ADMIN' });
    // Three full years of service before joining Paydos: the ledger's first grant is the third year's.
    const startDate = addDays(today(), -(3 * 365 + 40));
    const veteran = await createUser(db, org.id, { startDate });
    const newcomer = await createUser(db, org.id, { startDate: today() });
    const carried = await createEmployee(
      db,
      { organizationId: org.id },
      { email: 'devreden@ornek.com.tr', firstName: 'Devreden', lastName: 'Bakiye', role: 'EMPLOYEE', startDate },
      { carriedOverDays: 12, joinedOn: today() },
    );
    const token = await loginAs(ctx.app, org.subdomain, admin.email, TEST_PASSWORD);
    const ledgerOf = async (id: string) =>
      (await request(ctx.app, orgHost(org.subdomain), 'GET', `/api/employee/${id}/ledger`, { token })).json();

    const mine = await ledgerOf(veteran.id);
    expect(mine.preface.map((line: { kind: string }) => line.kind)).toEqual(['SERVICE_START', 'BEFORE_LEDGER']);
    expect(mine.preface[0].date).toBe(startDate);
    expect(mine.preface[0].text).toContain('4857 md. 53: bir yıl dolmadan yıllık izin hakkı doğmaz');
    expect(mine.preface[1].text).toContain('1.–2. hizmet yılının');
    expect(mine.preface[1].text).toContain('açılış bakiyesi girilmedi');
    expect(mine.entries[0]).toMatchObject({ kind: 'GRANT', serviceYear: 3 });

    // Started today: the ledger's own first-year grant (0 days) is the first line; nothing before it.
    const fresh = await ledgerOf(newcomer.id);
    expect(fresh.preface).toEqual([]);
    expect(fresh.entries[0]).toMatchObject({ kind: 'GRANT', serviceYear: 0, days: 0 });

    // A carried-over balance stands for the years before Paydos: the start line, then the opening balance.
    const opening = await ledgerOf(carried.id);
    expect(opening.preface.map((line: { kind: string }) => line.kind)).toEqual(['SERVICE_START']);
    expect(opening.entries[0]).toMatchObject({ kind: 'OPENING_BALANCE', days: 12 });
  });

  it('a leave’s line names who requested it and who approved it, not "added by" the approver; a record names its recorder; a cancellation its canceller', async () => {
    const db = ctx.handle.db;
    const org = await createOrganization(db);
    const admin = await createUser(db, org.id, { role: 'ADMIN', firstName: 'Ayşe', lastName: 'Yılmaz' });
    const manager = await createUser(db, org.id, { role: 'MANAGER', firstName: 'Mehmet', lastName: 'Demir' });
    const employee = await createUser(db, org.id, { firstName: 'Zeynep', lastName: 'Kaya', startDate: '2020-01-15' });
    const host = orgHost(org.subdomain);
    const adminToken = await loginAs(ctx.app, org.subdomain, admin.email, TEST_PASSWORD);
    const managerToken = await loginAs(ctx.app, org.subdomain, manager.email, TEST_PASSWORD);
    const employeeToken = await loginAs(ctx.app, org.subdomain, employee.email, TEST_PASSWORD);
    const [own, recorded, byManager] = cleanWeeks(30, 3);
    const leave = (week: typeof own) => ({
      leaveType: 'annual_paid',
      startDate: week!.monday,
      endDate: week!.monday,
      reason: 'Aile ziyareti',
    });

    const asked = (
      await request(ctx.app, host, 'POST', '/api/leaves', { token: employeeToken, body: leave(own) })
    ).json().leaveRequest.id;
    expect(
      (await request(ctx.app, host, 'PUT', `/api/leaves/${asked}/approve`, { token: adminToken, body: {} })).statusCode,
    ).toBe(200);
    const record = await request(ctx.app, host, 'POST', `/api/leaves/employee/${employee.id}`, {
      token: adminToken,
      body: leave(recorded),
    });
    expect(record.statusCode).toBe(201);
    const managers = (
      await request(ctx.app, host, 'POST', `/api/leaves/employee/${employee.id}`, {
        token: managerToken,
        body: leave(byManager),
      })
    ).json().leaveRequest.id;
    expect(
      (await request(ctx.app, host, 'PUT', `/api/leaves/${managers}/approve`, { token: adminToken, body: {} }))
        .statusCode,
    ).toBe(200);
    expect(
      (await request(ctx.app, host, 'PUT', `/api/leaves/${asked}/cancel`, { token: adminToken, body: {} })).statusCode,
    ).toBe(200);

    const ledger = (await request(ctx.app, host, 'GET', '/api/ledger/me', { token: employeeToken })).json();
    const lines = (id: string) =>
      ledger.entries.filter((e: Entry) => e.leaveRequestId === id).map((e: Entry) => [e.kind, e.actors]);
    expect(lines(asked)).toEqual([
      [
        'USAGE',
        [
          { role: 'REQUESTED', name: 'Zeynep Kaya' },
          { role: 'APPROVED', name: 'Ayşe Yılmaz' },
        ],
      ],
      ['RETURN', [{ role: 'CANCELLED', name: 'Ayşe Yılmaz' }]],
    ]);
    expect(lines(record.json().leaveRequest.id)).toEqual([
      [
        'USAGE',
        [
          { role: 'RECORDED', name: 'Ayşe Yılmaz' },
          { role: 'APPROVED', name: 'Ayşe Yılmaz' },
        ],
      ],
    ]);
    expect(lines(managers)).toEqual([
      [
        'USAGE',
        [
          { role: 'RECORDED', name: 'Mehmet Demir' },
          { role: 'APPROVED', name: 'Ayşe Yılmaz' },
        ],
      ],
    ]);
    // The grant was written by the system: nobody is named.
    expect(ledger.entries.find((e: Entry) => e.kind === 'GRANT').actors).toEqual([]);
  });
});
