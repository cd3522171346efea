import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizations, users } from '../../db/schema';
import { createOrganization, createUser, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, orgHost, request } from '../../../test/http';
import { ctx, useScheduledMailsApp } from './scheduled-mails-fixture';

useScheduledMailsApp();

describe('birthday mail settings over the API (product §D7: the organization and each person can turn them off)', () => {
  it('the ADMIN turns the organization’s birthday mails off and on; a person opts out on the profile; both are answered back', async () => {
    const db = ctx.handle.db;
    const org = await createOrganization(db, { name: 'Ayarlar A.Ş.' });
    const admin = await createUser(db, org.id, { role: 'ADMIN' });
    const employee = await createUser(db, org.id, { firstName: 'Deniz', lastName: 'Kaya' });
    const adminToken = await loginAs(ctx.app, org.subdomain, admin.email, TEST_PASSWORD);
    const employeeToken = await loginAs(ctx.app, org.subdomain, employee.email, TEST_PASSWORD);
    const host = orgHost(org.subdomain);

    const read = await request(ctx.app, host, 'GET', '/api/admin/organizations/my', { token: adminToken });
    expect(read.json().organization.birthdayMailsEnabled).toBe(true);
    const off = await request(ctx.app, host, 'PUT', '/api/admin/organizations/my', {
      token: adminToken,
      body: { name: 'Ayarlar A.Ş.', birthdayMailsEnabled: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().organization.birthdayMailsEnabled).toBe(false);
    // Saving the form without the field keeps the setting.
    await request(ctx.app, host, 'PUT', '/api/admin/organizations/my', {
      token: adminToken,
      body: { name: 'Ayarlar A.Ş.' },
    });
    const [row] = await db
      .select({ on: organizations.birthdayMailsEnabled })
      .from(organizations)
      .where(eq(organizations.id, org.id));
    expect(row!.on).toBe(false);
    const refused = await request(ctx.app, host, 'PUT', '/api/admin/organizations/my', {
      token: employeeToken,
      body: { name: 'X', birthdayMailsEnabled: true },
    });
    expect(refused.statusCode).toBe(403);

    const profile = await request(ctx.app, host, 'PUT', '/api/users/me', {
      token: employeeToken,
      body: { firstName: 'Deniz', lastName: 'Kaya', birthdayMailsOptOut: true },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().user.birthdayMailsOptOut).toBe(true);
    const [person] = await db
      .select({ out: users.birthdayMailsOptOut })
      .from(users)
      .where(and(eq(users.id, employee.id)));
    expect(person!.out).toBe(true);
    const me = await request(ctx.app, host, 'GET', '/api/auth/me', { token: employeeToken });
    expect(me.json().user.birthdayMailsOptOut).toBe(true);
    const wrongType = await request(ctx.app, host, 'PUT', '/api/users/me', {
      token: employeeToken,
      body: { firstName: 'Deniz', lastName: 'Kaya', birthdayMailsOptOut: 'evet' },
    });
    expect(wrongType.statusCode).toBe(400);
  });
});
