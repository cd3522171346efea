import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../db/schema';
import { loginAs, operatorHost, request } from '../../../test/http';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { DEMO_BILLING_ADMIN_EMAIL, DEMO_BILLING_SUBDOMAIN } from './demo-billing';
import {
  demoCredentialsPath,
  newDemoCredentials,
  readDemoCredentials,
  writeDemoCredentials,
  type DemoCredentials,
} from './demo-credentials';
import { DEMO_PEOPLE, DEMO_REFRESH_DAYS, ensureDemoData } from './demo-organization';

// The fixed passwords the repository used to print, assembled so that no file of it holds them.
const OLD_PEOPLE_PASSWORD = ['Paydos', '2026!'].join('');
const OLD_OPERATOR = { username: 'operator', password: ['Paydos', 'Operator', '2026'].join('-') };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await ensureDemoData(ctx.handle.db, ctx.app.config);
});
afterAll(() => ctx.close());

const admin = DEMO_PEOPLE.find((p) => p.role === 'ADMIN')!;
const file = () => demoCredentialsPath(ctx.app.config.dataDir);
const personLogin = (subdomain: string, email: string, password: string) =>
  request(ctx.app, `${subdomain}.localhost:3000`, 'POST', '/api/subdomain/login', { body: { email, password } }).then(
    (r) => r.statusCode,
  );
const operatorLogin = (body: { username: string; password: string }) =>
  request(ctx.app, operatorHost, 'POST', '/api/superadmin/login', { body }).then((r) => r.statusCode);

async function expectLoginsWork(logins: DemoCredentials) {
  for (const person of DEMO_PEOPLE)
    expect(await loginAs(ctx.app, 'demo', person.email, logins.peoplePassword)).toBeTruthy();
  expect(await personLogin(DEMO_BILLING_SUBDOMAIN, DEMO_BILLING_ADMIN_EMAIL, logins.payingPeoplePassword)).toBe(200);
  expect(await operatorLogin(logins.operator)).toBe(200);
}

describe('no shared credentials: the demo’s logins are random per installation (issue 20, item 1)', () => {
  it('the first start writes DATA_DIR/demo-credentials.json with mode 600; its passwords log in, the old fixed ones of the repository do not', async () => {
    expect(statSync(file()).mode & 0o777).toBe(0o600);
    const logins = readDemoCredentials(ctx.app.config.dataDir)!;
    for (const password of [logins.peoplePassword, logins.payingPeoplePassword, logins.operator.password]) {
      expect(password.length).toBeGreaterThanOrEqual(12);
      expect(password).not.toBe(OLD_PEOPLE_PASSWORD);
    }
    await expectLoginsWork(logins);
    expect(await personLogin('demo', admin.email, OLD_PEOPLE_PASSWORD)).toBe(401);
    expect(await personLogin(DEMO_BILLING_SUBDOMAIN, DEMO_BILLING_ADMIN_EMAIL, OLD_PEOPLE_PASSWORD)).toBe(401);
    expect(await operatorLogin(OLD_OPERATOR)).toBe(401);
  });

  it('two installations get different passwords (crypto-random, readable, at least 12 characters)', async () => {
    const other = await createTestApp();
    try {
      await ensureDemoData(other.handle.db, other.app.config);
      const [a, b] = [ctx, other].map((c) => readDemoCredentials(c.app.config.dataDir)!);
      const all = [a!, b!].flatMap((c) => [c.peoplePassword, c.payingPeoplePassword, c.operator.password]);
      expect(new Set(all).size).toBe(6);
      for (const password of all) expect(password).toMatch(/^[a-km-np-z2-9]{4}(-[a-km-np-z2-9]{4}){3}$/);
      // Each installation's logins work only on it.
      expect(await personLogin('demo', admin.email, b!.peoplePassword)).toBe(401);
    } finally {
      await other.close();
    }
  });

  it(`the ${DEMO_REFRESH_DAYS}-day rewrite of the demo keeps the file’s passwords`, async () => {
    const before = readFileSync(file(), 'utf8');
    const db = ctx.handle.db;
    await db.update(organizations).set({ createdAt: new Date(Date.now() - (DEMO_REFRESH_DAYS + 1) * 86_400_000) });
    expect(await ensureDemoData(db, ctx.app.config)).toBe('refreshed');
    expect(readFileSync(file(), 'utf8')).toBe(before);
    await expectLoginsWork(readDemoCredentials(ctx.app.config.dataDir)!);
  });

  it('a lost file: the next start makes new passwords and sets the existing demo’s hashes to them; the previous ones stop working', async () => {
    const previous = readDemoCredentials(ctx.app.config.dataDir)!;
    rmSync(file());
    expect(await ensureDemoData(ctx.handle.db, ctx.app.config)).toBe('renewed');
    const fresh = readDemoCredentials(ctx.app.config.dataDir)!;
    expect(fresh.peoplePassword).not.toBe(previous.peoplePassword);
    expect(statSync(file()).mode & 0o777).toBe(0o600);
    await expectLoginsWork(fresh);
    expect(await personLogin('demo', admin.email, previous.peoplePassword)).toBe(401);
    expect(await personLogin(DEMO_BILLING_SUBDOMAIN, DEMO_BILLING_ADMIN_EMAIL, previous.payingPeoplePassword)).toBe(
      401,
    );
    expect(await operatorLogin(previous.operator)).toBe(401);
  });

  it('a file widened by a copy is made readable by its owner only again; an unreadable one counts as lost', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'paydos-demo-logins-'));
    try {
      const credentials = newDemoCredentials();
      writeDemoCredentials(dir, credentials);
      expect(statSync(demoCredentialsPath(dir)).mode & 0o777).toBe(0o600);
      chmodSync(demoCredentialsPath(dir), 0o644);
      expect(readDemoCredentials(dir)).toEqual(credentials);
      expect(statSync(demoCredentialsPath(dir)).mode & 0o777).toBe(0o600);
      writeFileSync(demoCredentialsPath(dir), 'not json');
      expect(readDemoCredentials(dir)).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
