import { addDays, addYearsClamped, istanbulToday, TEXT_LIMITS } from '@paydos/domain';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { leaveLedgerEntries, organizations, teamManagers, teams, users } from '../../db/schema';
import { largeAdminEmail, seedLargeOrganization } from '../demo/large-organization';
import { createOrganization, createUser, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, organizationWithRoles, orgHost, request } from '../../../test/http';
import { useTestApp } from '../../../test/test-app';
import { messages } from '@paydos/contract/messages';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

const ctx = useTestApp();
let org: Awaited<ReturnType<typeof createOrganization>>;
let other: Awaited<ReturnType<typeof createOrganization>>;
let adminToken: string;
let managerToken: string;
let employeeToken: string;

beforeAll(async () => {
  ({ org, adminToken, managerToken, employeeToken } = await organizationWithRoles(ctx.app, ctx.handle.db, {
    organization: { name: 'Eski Ad A.Ş.' },
  }));
  other = await createOrganization(ctx.handle.db);
});

const host = () => orgHost(org.subdomain);
const put = (body: unknown, token = adminToken) =>
  request(ctx.app, host(), 'PUT', '/api/admin/organizations/my', { token, body });

function uploadLogo(file: { name: string; type: string; bytes: Buffer }, token = adminToken, field = 'logo') {
  const boundary = '----paydos-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/organizations/upload-logo',
    headers: {
      host: host(),
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
}

describe('GET/PUT /admin/organizations/my', () => {
  it('answers the organization with its policy as a JSON string', async () => {
    const response = await request(ctx.app, host(), 'GET', '/api/admin/organizations/my', { token: adminToken });
    expect(response.statusCode).toBe(200);
    const { organization } = response.json();
    expect(organization).toMatchObject({ id: org.id, name: 'Eski Ad A.Ş.', subdomain: org.subdomain, logoUrl: null });
    expect(JSON.parse(organization.leavePolicyJson).ranges).toEqual({ '0-1': 0, '1-5': 14, '5-15': 20, '15+': 26 });
    expect(organization._count.users).toBe(3);
  });

  it('saves the company info; empty optional fields become null', async () => {
    const response = await put({
      name: '  Yeni Ad A.Ş. ',
      description: 'Açıklama',
      address: 'İstanbul',
      phone: '',
      website: 'https://ornek.com.tr',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().organization).toMatchObject({
      name: 'Yeni Ad A.Ş.',
      description: 'Açıklama',
      address: 'İstanbul',
      phone: null,
      website: 'https://ornek.com.tr',
    });
  });

  it.each([
    [{}, 'Organizasyon adı gerekli'],
    [{ name: '   ' }, 'Organizasyon adı gerekli'],
    [
      { name: 'A', leavePolicyJson: '{"ranges":{"5-15":51}}' },
      '5-15 yıl aralığı için izin günü 0 ile 50 arasında bir tam sayı olmalıdır.',
    ],
    [
      { name: 'A', leavePolicyJson: '{"ranges":{"1-5":-1}}' },
      '1-5 yıl aralığı için izin günü 0 ile 50 arasında bir tam sayı olmalıdır.',
    ],
    [{ name: 'A', leavePolicyJson: '{bozuk' }, 'İzin politikası okunamadı: geçerli bir JSON değil.'],
    [{ name: 'A', leavePolicyJson: '{"workingDays":[]}' }, 'En az bir çalışma günü seçilmelidir.'],
  ])('validation: %j → 400 "%s"', async (body, message) => {
    const response = await put(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it('the policy description is limited to 2000 characters, as the form’s counter says: 2001 → 400 naming the field, nothing saved; 2000 saved (issue 21)', async () => {
    const before = (await request(ctx.app, host(), 'GET', '/api/admin/organizations/my', { token: adminToken })).json()
      .organization.leavePolicyJson;
    const refused = await put({
      name: 'Yeni Ad A.Ş.',
      leavePolicyJson: { description: 'a'.repeat(TEXT_LIMITS.policyDescription + 1) },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('Politika açıklaması en fazla 2000 karakter olabilir');
    expect(
      (await request(ctx.app, host(), 'GET', '/api/admin/organizations/my', { token: adminToken })).json().organization
        .leavePolicyJson,
    ).toBe(before);
    const saved = await put({
      name: 'Yeni Ad A.Ş.',
      leavePolicyJson: { ...JSON.parse(before), description: 'a'.repeat(TEXT_LIMITS.policyDescription) },
    });
    expect(saved.statusCode).toBe(200);
    expect(JSON.parse(saved.json().organization.leavePolicyJson).description).toHaveLength(2000);
    await put({ name: 'Yeni Ad A.Ş.', leavePolicyJson: before });
  });

  it('organization is ADMIN only: MANAGER and EMPLOYEE get 403 on read, save and logo upload', async () => {
    for (const token of [managerToken, employeeToken]) {
      expect((await request(ctx.app, host(), 'GET', '/api/admin/organizations/my', { token })).statusCode).toBe(403);
      expect((await put({ name: 'X' }, token)).statusCode).toBe(403);
      expect((await uploadLogo({ name: 'a.png', type: 'image/png', bytes: PNG }, token)).statusCode).toBe(403);
    }
  });

  it('an admin token of this organization is refused on another organization’s host (401)', async () => {
    const response = await request(ctx.app, orgHost(other.subdomain), 'GET', '/api/admin/organizations/my', {
      token: adminToken,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /admin/organizations/my: bad input is a Turkish 400 naming the field', () => {
  it('a NUL character in the name (PostgreSQL refuses it) → 400 "Organizasyon adı alanında…", nothing saved', async () => {
    const response = await put({ name: 'Yeni\u0000Ad' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.name).toBe(messages.input.controlCharacter('Organizasyon adı'));
    const [row] = await ctx.handle.db
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, org.id));
    expect(row!.name).not.toContain('\u0000');
  });

  it('an unknown field is refused (strict body), a wrong type too', async () => {
    expect((await put({ name: 'Ad', subdomain: 'baska' })).json().error).toBe(messages.input.unknownField('subdomain'));
    expect((await put({ name: 42 })).statusCode).toBe(400);
  });
});

describe('policy change recalculates active staff entitlements (product §D4)', () => {
  it('6 years of service, 5-15 band raised 20 → 24: +4 in the current year only; a closed year and an inactive employee unchanged (until reactivated)', async () => {
    const db = ctx.handle.db;
    const today = istanbulToday(new Date());
    // Between 6 and 7 years of service: the current service year is 6, in the 5-15 band.
    const startDate = addDays(addYearsClamped(today, -7), 100);
    const active = await createUser(db, org.id, { startDate });
    const inactive = await createUser(db, org.id, { startDate });
    await db.update(users).set({ isActive: false }).where(eq(users.id, inactive.id));
    // A closed year (service year 5) earned under the old policy.
    await db.insert(leaveLedgerEntries).values({
      organizationId: org.id,
      userId: active.id,
      kind: 'GRANT',
      days: 14,
      effectiveDate: addYearsClamped(startDate, 5),
      serviceYear: 5,
      reason: '5. hizmet yılı',
    });
    const ledgerOf = (id: string) => db.select().from(leaveLedgerEntries).where(eq(leaveLedgerEntries.userId, id));
    const inactiveBefore = await ledgerOf(inactive.id);

    const policy = {
      ranges: { '0-1': 0, '1-5': 14, '5-15': 24, '15+': 26 },
      workingDays: [1, 2, 3, 4, 5],
      description: 'Yeni politika',
    };
    const response = await put({ name: 'Yeni Ad A.Ş.', leavePolicyJson: JSON.stringify(policy) });
    expect(response.statusCode).toBe(200);
    expect(response.json().recalculatedEmployees).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(response.json().organization.leavePolicyJson)).toEqual(policy);

    const adjustments = await db
      .select()
      .from(leaveLedgerEntries)
      .where(and(eq(leaveLedgerEntries.userId, active.id), eq(leaveLedgerEntries.kind, 'ADJUSTMENT')));
    expect(adjustments).toHaveLength(1);
    expect(adjustments[0]).toMatchObject({ days: 4, serviceYear: 6, effectiveDate: today });
    expect(adjustments[0]!.reason).toBe(
      'İzin politikası değişikliği: 6. hizmet yılı hakkı 20 günden 24 güne güncellendi.',
    );
    expect(await ledgerOf(inactive.id)).toEqual(inactiveBefore);

    // Saving the same policy again changes nothing.
    await put({ name: 'Yeni Ad A.Ş.', leavePolicyJson: JSON.stringify(policy) });
    expect(
      await db
        .select()
        .from(leaveLedgerEntries)
        .where(and(eq(leaveLedgerEntries.userId, active.id), eq(leaveLedgerEntries.kind, 'ADJUSTMENT'))),
    ).toHaveLength(1);

    // The staff list shows the new total for the current year (ledger-based).
    const staff = (await request(ctx.app, host(), 'GET', '/api/admin/users', { token: adminToken })).json().users;
    expect(staff.find((u: { id: string }) => u.id === active.id).annualLeaveDays).toBe(14 + 20 + 4);

    // Reactivating the inactive employee applies the policy now in force to her current year.
    expect(
      (await request(ctx.app, host(), 'DELETE', `/api/admin/users/${inactive.id}`, { token: adminToken })).json().user
        .isActive,
    ).toBe(true);
    const reactivated = (await ledgerOf(inactive.id)).filter((e) => e.kind === 'ADJUSTMENT');
    expect(reactivated).toHaveLength(1);
    expect(reactivated[0]).toMatchObject({ days: 4, serviceYear: 6 });
  });

  it('changing only the working days or the description writes no ledger entries', async () => {
    const db = ctx.handle.db;
    const countBefore = (
      await db.select().from(leaveLedgerEntries).where(eq(leaveLedgerEntries.organizationId, org.id))
    ).length;
    const policy = {
      ranges: { '0-1': 0, '1-5': 14, '5-15': 24, '15+': 26 },
      workingDays: [1, 2, 3, 4, 5, 6],
      description: 'Cumartesi de çalışılır',
    };
    expect((await put({ name: 'Yeni Ad A.Ş.', leavePolicyJson: policy })).statusCode).toBe(200);
    expect(
      (await db.select().from(leaveLedgerEntries).where(eq(leaveLedgerEntries.organizationId, org.id))).length,
    ).toBe(countBefore);
  });
});

describe('POST /admin/organizations/upload-logo (product §D6: by content, ≤ 5 MB)', () => {
  it('a PNG named .gif is accepted and stored as PNG, then served by the logo URL', async () => {
    const response = await uploadLogo({ name: 'logo.gif', type: 'image/gif', bytes: PNG });
    expect(response.statusCode).toBe(200);
    const { logoUrl } = response.json();
    expect(logoUrl).toMatch(/^\/api\/subdomain\/logo\?v=/);
    const served = await ctx.app.inject({ method: 'GET', url: logoUrl, headers: { host: host() } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const me = (await request(ctx.app, host(), 'GET', '/api/admin/organizations/my', { token: adminToken })).json();
    expect(me.organization.logoUrl).toBe(logoUrl);
  });

  it('a GIF replaces the previous logo', async () => {
    const response = await uploadLogo({ name: 'logo.gif', type: 'image/gif', bytes: GIF });
    expect(response.statusCode).toBe(200);
    const served = await ctx.app.inject({ method: 'GET', url: response.json().logoUrl, headers: { host: host() } });
    expect(served.headers['content-type']).toBe('image/gif');
  });

  it('a text file named .png is refused with 400', async () => {
    const response = await uploadLogo({
      name: 'logo.png',
      type: 'image/png',
      bytes: Buffer.from('bu bir resim değil'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Logo JPEG, PNG veya GIF biçiminde bir resim olmalıdır');
  });

  it('5 MB + 1 byte is refused with 413 while streaming', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1 - PNG.length)]);
    const response = await uploadLogo({ name: 'logo.png', type: 'image/png', bytes: big });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('Logo en fazla 5MB olabilir');
  });

  it('exactly 5 MB is accepted', async () => {
    const atLimit = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length)]);
    expect((await uploadLogo({ name: 'logo.png', type: 'image/png', bytes: atLimit })).statusCode).toBe(200);
  });

  it('no file, or a JSON body, is refused with 400', async () => {
    expect((await uploadLogo({ name: 'x.png', type: 'image/png', bytes: PNG }, adminToken, 'dosya')).statusCode).toBe(
      400,
    );
    const json = await request(ctx.app, host(), 'POST', '/api/admin/organizations/upload-logo', {
      token: adminToken,
      body: {},
    });
    expect(json.statusCode).toBe(400);
  });

  it('a truncated multipart body → 400 "form verisi bozuk", the logo unchanged', async () => {
    const [before] = await ctx.handle.db
      .select({ logoFileId: organizations.logoFileId })
      .from(organizations)
      .where(eq(organizations.id, org.id));
    const boundary = '----paydos-kesik';
    const whole = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    for (const payload of [whole.subarray(0, whole.length - PNG.length / 2 - 20), whole.subarray(0, 60)]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/organizations/upload-logo',
        headers: {
          host: host(),
          authorization: `Bearer ${adminToken}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toBe(messages.input.multipartMalformed);
    }
    const [after] = await ctx.handle.db
      .select({ logoFileId: organizations.logoFileId })
      .from(organizations)
      .where(eq(organizations.id, org.id));
    expect(after).toEqual(before);
  });

  it('another organization without a logo answers 404 on its logo URL', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/subdomain/logo',
      headers: { host: orgHost(other.subdomain) },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('policy change on a large organization (bind-parameter limit)', () => {
  it('recalculating 10,000 people writes every adjustment (one insert of ~9,500 × 8 values would exceed 65,535 bind parameters)', async () => {
    const subdomain = `buyuk${Date.now().toString(36)}`;
    await seedLargeOrganization(ctx.handle.db, { count: 10_000, subdomain, password: TEST_PASSWORD });
    const token = await loginAs(ctx.app, subdomain, largeAdminEmail(subdomain), TEST_PASSWORD);
    const ranges = { '0-1': 1, '1-5': 15, '5-15': 21, '15+': 27 };
    const response = await request(ctx.app, orgHost(subdomain), 'PUT', '/api/admin/organizations/my', {
      token,
      body: { name: 'Büyük Holding A.Ş.', leavePolicyJson: { ranges, workingDays: [1, 2, 3, 4, 5], description: 'x' } },
    });
    expect(response.statusCode).toBe(200);
    const recalculated = response.json().recalculatedEmployees;
    expect(recalculated).toBeGreaterThan(8200);
    const [adjustments] = await ctx.handle.db
      .select({ n: count() })
      .from(leaveLedgerEntries)
      .innerJoin(organizations, eq(organizations.id, leaveLedgerEntries.organizationId))
      .where(and(eq(organizations.subdomain, subdomain), eq(leaveLedgerEntries.kind, 'ADJUSTMENT')));
    expect(adjustments!.n).toBeGreaterThanOrEqual(recalculated);
  }, 180_000);

  it("the bench's generator gives each of its teams a manager (the two-step flow the approvals bench measures)", async () => {
    const subdomain = `ekipli${Date.now().toString(36)}`;
    await seedLargeOrganization(ctx.handle.db, { count: 1_000, subdomain, password: TEST_PASSWORD });
    const [organization] = await ctx.handle.db
      .select()
      .from(organizations)
      .where(eq(organizations.subdomain, subdomain));
    const managed = await ctx.handle.db
      .selectDistinct({ teamId: teamManagers.teamId })
      .from(teamManagers)
      .where(eq(teamManagers.organizationId, organization!.id));
    const [all] = await ctx.handle.db
      .select({ n: count() })
      .from(teams)
      .where(eq(teams.organizationId, organization!.id));
    expect(all!.n).toBeGreaterThan(1);
    expect(managed).toHaveLength(all!.n);
  }, 120_000);
});
