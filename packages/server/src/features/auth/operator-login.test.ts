import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator, TEST_PASSWORD } from '../../../test/factories';
import { mainHost, operatorHost, orgHost, request } from '../../../test/http';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let username: string;
beforeAll(async () => {
  ctx = await createTestApp();
  username = (await createOperator(ctx.handle.db)).username;
});
afterAll(() => ctx.close());

describe('POST /api/superadmin/login', () => {
  it('logs the operator in on the operator host', async () => {
    const response = await request(ctx.app, operatorHost, 'POST', '/api/superadmin/login', {
      body: { username, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const { token, superAdmin } = response.json();
    expect(superAdmin.username).toBe(username);
    const me = await request(ctx.app, operatorHost, 'GET', '/api/superadmin/me', { token });
    expect(me.statusCode).toBe(200);
  });

  it('refuses a wrong password with the Turkish message', async () => {
    const response = await request(ctx.app, operatorHost, 'POST', '/api/superadmin/login', {
      body: { username, password: 'yanlis-sifre' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('Kullanıcı adı veya şifre hatalı.');
  });

  it.each([
    [{ username: '', password: 'x' }, 'username', 'Kullanıcı adı gerekli'],
    [{ username: 'op', password: '' }, 'password', 'Şifre gerekli'],
  ])('validates %j (product §5 operator login)', async (body, field, message) => {
    const response = await request(ctx.app, operatorHost, 'POST', '/api/superadmin/login', { body });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
  });

  it('exists only on the operator host', async () => {
    for (const host of [mainHost, orgHost('demo')]) {
      const response = await request(ctx.app, host, 'POST', '/api/superadmin/login', {
        body: { username, password: TEST_PASSWORD },
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('logout ends the operator session', async () => {
    const { token } = (
      await request(ctx.app, operatorHost, 'POST', '/api/superadmin/login', {
        body: { username, password: TEST_PASSWORD },
      })
    ).json();
    expect((await request(ctx.app, operatorHost, 'POST', '/api/superadmin/logout', { token })).statusCode).toBe(200);
    expect((await request(ctx.app, operatorHost, 'GET', '/api/superadmin/me', { token })).statusCode).toBe(401);
  });
});
