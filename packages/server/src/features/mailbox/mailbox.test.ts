import { describe, expect, it } from 'vitest';
import { createOrganization, createUser, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, mainHost, operatorHost, orgHost, request, useOperatorApp } from '../../../test/http';
import { enqueueMail } from '../mail/outbox';

const ctx = useOperatorApp();

describe('operator mailbox (product §D5)', () => {
  it('lists recent mails newest first with recipient, subject, status and organization, and shows one with its HTML and text', async () => {
    const org = await createOrganization(ctx.handle.db, { name: 'Mavi Deniz A.Ş.' });
    await enqueueMail(ctx.handle.db, {
      template: 'test',
      to: 'ilk@ornek.com.tr',
      subject: 'İlk',
      html: '<p>ilk</p>',
      text: 'ilk',
    });
    const id = await enqueueMail(ctx.handle.db, {
      template: 'invitation',
      to: 'ikinci@ornek.com.tr',
      organizationId: org.id,
      subject: 'İkinci <b>',
      html: '<p><a href="http://localhost:3000/register?token=abc">Kabul</a></p>',
      text: 'http://localhost:3000/register?token=abc',
    });
    const list = await request(ctx.app, operatorHost, 'GET', '/api/superadmin/mail', { token: ctx.operatorToken });
    expect(list.statusCode).toBe(200);
    const mails = list.json().mails;
    expect(mails[0]).toMatchObject({
      id,
      to: 'ikinci@ornek.com.tr',
      subject: 'İkinci <b>',
      status: 'PENDING',
      template: 'invitation',
      organization: { name: 'Mavi Deniz A.Ş.', subdomain: org.subdomain },
    });
    expect(mails[0].html).toBeUndefined();
    expect(mails[1]).toMatchObject({ to: 'ilk@ornek.com.tr', organization: null });

    const one = await request(ctx.app, operatorHost, 'GET', `/api/superadmin/mail/${id}`, { token: ctx.operatorToken });
    expect(one.statusCode).toBe(200);
    expect(one.json().mail).toMatchObject({
      id,
      html: expect.stringContaining('register?token=abc'),
      text: 'http://localhost:3000/register?token=abc',
    });
  });

  it('an unknown or malformed id is 404 in Turkish', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'bozuk-id']) {
      const response = await request(ctx.app, operatorHost, 'GET', `/api/superadmin/mail/${id}`, {
        token: ctx.operatorToken,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('E-posta bulunamadı.');
    }
  });

  it('is for the operator only: no token 401, an organization admin’s token 401, other hosts 404', async () => {
    expect((await request(ctx.app, operatorHost, 'GET', '/api/superadmin/mail')).statusCode).toBe(401);
    const org = await createOrganization(ctx.handle.db);
    const admin = await createUser(ctx.handle.db, org.id, { role: 'ADMIN' });
    const adminToken = await loginAs(ctx.app, org.subdomain, admin.email, TEST_PASSWORD);
    expect(
      (await request(ctx.app, operatorHost, 'GET', '/api/superadmin/mail', { token: adminToken })).statusCode,
    ).toBe(401);
    expect(
      (await request(ctx.app, orgHost(org.subdomain), 'GET', '/api/superadmin/mail', { token: adminToken })).statusCode,
    ).toBe(404);
    expect(
      (await request(ctx.app, mainHost, 'GET', '/api/superadmin/mail', { token: ctx.operatorToken })).statusCode,
    ).toBe(404);
  });
});
