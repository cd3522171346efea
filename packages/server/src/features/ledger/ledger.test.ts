import { beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser } from '../../../test/factories';
import { organizationWithRoles, orgHost, request } from '../../../test/http';
import { useTestApp } from '../../../test/test-app';

const ctx = useTestApp();
let org: Awaited<ReturnType<typeof createOrganization>>;
let other: Awaited<ReturnType<typeof createOrganization>>;
let adminToken: string;
let managerToken: string;
let employeeToken: string;
let employeeId: string;
let foreignId: string;

beforeAll(async () => {
  let employee: { id: string };
  ({ org, employee, adminToken, managerToken, employeeToken } = await organizationWithRoles(ctx.app, ctx.handle.db, {
    employee: { startDate: '2020-01-15' },
  }));
  employeeId = employee.id;
  other = await createOrganization(ctx.handle.db);
  foreignId = (await createUser(ctx.handle.db, other.id)).id;
});

const host = () => orgHost(org.subdomain);

describe('ledger', () => {
  it('GET /ledger/me lists my entries with a running balance that ends at the remaining days', async () => {
    const response = await request(ctx.app, host(), 'GET', '/api/ledger/me', { token: employeeToken });
    expect(response.statusCode).toBe(200);
    const ledger = response.json();
    expect(ledger.entries.length).toBeGreaterThan(0);
    expect(ledger.entries.at(-1).runningBalance).toBe(ledger.remaining);
    expect(ledger.remaining).toBe(ledger.total - ledger.used);
    for (const entry of ledger.entries) expect(entry.reason).not.toBe('');
  });

  it('an employee may not read another person’s ledger (403); a manager may', async () => {
    expect(
      (await request(ctx.app, host(), 'GET', `/api/employee/${employeeId}/ledger`, { token: employeeToken }))
        .statusCode,
    ).toBe(403);
    expect(
      (await request(ctx.app, host(), 'GET', `/api/employee/${employeeId}/ledger`, { token: managerToken })).statusCode,
    ).toBe(200);
  });

  it('another organization’s employee id answers 404 on the ledger and on adjustments', async () => {
    expect(
      (await request(ctx.app, host(), 'GET', `/api/employee/${foreignId}/ledger`, { token: adminToken })).statusCode,
    ).toBe(404);
    const post = await request(ctx.app, host(), 'POST', `/api/employee/${foreignId}/ledger-adjustments`, {
      token: adminToken,
      body: { days: 1, reason: 'Deneme' },
    });
    expect(post.statusCode).toBe(404);
  });

  it('an admin’s half-day adjustment moves the balance by exactly that much, with the reason and author', async () => {
    const before = (
      await request(ctx.app, host(), 'GET', `/api/employee/${employeeId}/ledger`, { token: adminToken })
    ).json();
    const post = await request(ctx.app, host(), 'POST', `/api/employee/${employeeId}/ledger-adjustments`, {
      token: adminToken,
      body: { days: -1.5, reason: 'Devreden izin düzeltmesi', effectiveDate: '2026-01-02' },
    });
    expect(post.statusCode).toBe(201);
    const after = (
      await request(ctx.app, host(), 'GET', `/api/employee/${employeeId}/ledger`, { token: adminToken })
    ).json();
    expect(after.remaining).toBe(before.remaining - 1.5);
    const entry = after.entries.find((e: { id: string }) => e.id === post.json().id);
    expect(entry).toMatchObject({
      kind: 'ADJUSTMENT',
      days: -1.5,
      reason: 'Devreden izin düzeltmesi',
      effectiveDate: '2026-01-02',
      serviceYear: null,
    });
    expect(entry.createdBy).toBeTruthy();
  });

  it('only an ADMIN may adjust: manager and employee get 403', async () => {
    for (const token of [managerToken, employeeToken]) {
      const response = await request(ctx.app, host(), 'POST', `/api/employee/${employeeId}/ledger-adjustments`, {
        token,
        body: { days: 1, reason: 'x' },
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it.each([
    [{ days: 0, reason: 'x' }, 'Gün sayısı sıfır olamaz'],
    [{ days: 1.25, reason: 'x' }, 'Gün sayısı yarım günün katı olmalıdır (ör. 1, 1,5, -2)'],
    [{ days: 400, reason: 'x' }, 'Gün sayısı -365 ile 365 arasında olmalıdır'],
    [{ reason: 'x' }, 'Gün sayısı gerekli'],
    [{ days: 1, reason: '  ' }, 'Düzeltme sebebi gerekli'],
    [{ days: 1 }, 'Düzeltme sebebi gerekli'],
    [{ days: 1, reason: 'x', effectiveDate: '2026-02-30' }, 'Geçerli bir tarih girin (YYYY-AA-GG)'],
  ])('adjustment validation: %j → 400 "%s"', async (body, message) => {
    const response = await request(ctx.app, host(), 'POST', `/api/employee/${employeeId}/ledger-adjustments`, {
      token: adminToken,
      body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
  });

  it('a malformed id answers 400, not 500', async () => {
    const response = await request(ctx.app, host(), 'GET', '/api/employee/abc/ledger', { token: adminToken });
    expect(response.statusCode).toBe(400);
  });
});
