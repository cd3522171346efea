import { describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema';
import { createOperator } from '../../test/factories';
import { operatorHost, request, useOperatorApp } from '../../test/http';
import { MASKED, maskPersonalFields, recordAudit } from './audit';
import { canonicalOperatorUrl } from './operator-paths';

const ctx = useOperatorApp();

describe('operator call spellings (product §D7: one route, the spec’s three spellings)', () => {
  it('rewrites /api/super-admin/… and /superadmin/… to the canonical /api/superadmin/…, and nothing else', () => {
    expect(canonicalOperatorUrl('/api/super-admin/coupons?x=1')).toBe('/api/superadmin/coupons?x=1');
    expect(canonicalOperatorUrl('/superadmin/login')).toBe('/api/superadmin/login');
    expect(canonicalOperatorUrl('/super-admin/stats')).toBe('/api/superadmin/stats');
    expect(canonicalOperatorUrl('/api/superadmin/mail')).toBe('/api/superadmin/mail');
    expect(canonicalOperatorUrl('/api/superadminx/mail')).toBe('/api/superadminx/mail');
    expect(canonicalOperatorUrl('/superadmins')).toBe('/superadmins');
    expect(canonicalOperatorUrl('/api/leaves')).toBe('/api/leaves');
  });

  it('every spelling reaches the same handler with the same access rule', async () => {
    for (const path of ['/api/superadmin/mail', '/api/super-admin/mail', '/superadmin/mail']) {
      const answer = await request(ctx.app, operatorHost, 'GET', path, { token: ctx.operatorToken });
      expect(answer.statusCode, path).toBe(200);
      expect(Array.isArray(answer.json().mails), path).toBe(true);
      expect((await request(ctx.app, operatorHost, 'GET', path)).statusCode, `${path} without a token`).toBe(401);
    }
  });

  it('the OpenAPI document lists only the canonical spelling', async () => {
    const document = (await request(ctx.app, operatorHost, 'GET', '/api/openapi.json')).json();
    const paths = Object.keys(document.paths);
    expect(paths).toContain('/api/superadmin/mail');
    expect(paths.some((path) => path.includes('super-admin'))).toBe(false);
  });
});

describe('audit log (KVKK: who did what, without personal data)', () => {
  it('masks personal fields but keeps that they were empty', () => {
    expect(
      maskPersonalFields({ firstName: 'Ayşe', email: 'a@b.c', phone: null, role: 'ADMIN', isActive: false }),
    ).toEqual({
      firstName: MASKED,
      email: MASKED,
      phone: null,
      role: 'ADMIN',
      isActive: false,
    });
  });

  it('records the operator by username, with the address, and masks personal values', async () => {
    const operator = await createOperator(ctx.handle.db, 'denetci');
    await recordAudit(
      ctx.handle.db,
      { kind: 'OPERATOR', id: operator.id, label: 'operator', ipAddress: '10.0.0.1' },
      {
        action: 'user.update',
        organizationId: null,
        targetType: 'user',
        targetId: 'u-1',
        before: { role: 'EMPLOYEE', lastName: 'Yılmaz' },
        after: { role: 'MANAGER', lastName: 'Kaya' },
      },
    );
    const rows = await ctx.handle.db.select().from(auditLog);
    const entry = rows.find((row) => row.targetId === 'u-1')!;
    expect(entry).toMatchObject({
      actorKind: 'OPERATOR',
      actorLabel: 'denetci',
      ipAddress: '10.0.0.1',
      before: { role: 'EMPLOYEE', lastName: MASKED },
      after: { role: 'MANAGER', lastName: MASKED },
    });
    expect(JSON.stringify(entry)).not.toMatch(/Yılmaz|Kaya/);
  });
});
