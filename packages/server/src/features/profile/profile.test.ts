import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { messages } from '@paydos/contract/messages';
import type { createOrganization, createUser } from '../../../test/factories';
import { organizationWithRoles, orgHost, request } from '../../../test/http';
import { useTestApp } from '../../../test/test-app';

const ctx = useTestApp();
let org: Awaited<ReturnType<typeof createOrganization>>;
let adminToken: string;
let employeeToken: string;
let employee: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  ({ org, employee, adminToken, employeeToken } = await organizationWithRoles(ctx.app, ctx.handle.db, {
    employee: { position: 'Analist', department: 'BT' },
  }));
});

const host = () => orgHost(org.subdomain);
const personal = {
  firstName: 'Şükrü',
  lastName: 'Öztürk',
  phone: '+90 532 000 00 00',
  birthDate: '1991-02-03',
  nationalId: '10000000146',
  address: 'Kadıköy, İstanbul',
  emergencyContact: 'Ayşe Öztürk',
  emergencyPhone: '+90 532 111 11 11',
};
const put = (body: unknown, token = employeeToken) => request(ctx.app, host(), 'PUT', '/api/users/me', { token, body });

describe('PUT /users/me: bad input is a Turkish 400 naming the field', () => {
  it('a NUL character in a name or the address → 400 naming the field, the profile unchanged; line breaks in the address are kept', async () => {
    const first = await put({ firstName: 'Zey\u0000nep', lastName: 'Kaya' });
    expect(first.statusCode).toBe(400);
    expect(first.json().fields.firstName).toBe(messages.input.controlCharacter('Ad'));
    const address = await put({ firstName: 'Zeynep', lastName: 'Kaya', address: 'Moda Cd.\u0000' });
    expect(address.json().fields.address).toBe(messages.input.controlCharacter('Adres'));
    const [row] = await ctx.handle.db
      .select({ firstName: users.firstName })
      .from(users)
      .where(eq(users.id, employee.id));
    expect(row!.firstName).not.toContain('\u0000');
    expect((await put({ firstName: 'Zeynep', lastName: 'Kaya', address: 'Moda Cd. 1\nKadıköy' })).statusCode).toBe(200);
  });

  it('an unknown field (role, e-mail) is refused rather than silently dropped', async () => {
    const response = await put({ firstName: 'Zeynep', lastName: 'Kaya', role: 'ADMIN' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(messages.input.unknownField('role'));
  });
});

describe('PUT /users/me (product §D5: profile edit saves on the server)', () => {
  it('an employee saves their personal details; /auth/me shows them afterwards', async () => {
    const response = await put(personal);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject(personal);
    const me = (await request(ctx.app, host(), 'GET', '/api/auth/me', { token: employeeToken })).json().user;
    expect(me).toMatchObject({
      ...personal,
      position: 'Analist',
      department: 'BT',
      email: employee.email,
      role: 'EMPLOYEE',
    });
  });

  it('empty optional fields clear to null', async () => {
    const response = await put({ firstName: 'Şükrü', lastName: 'Öztürk', phone: '', address: '' });
    expect(response.json().user).toMatchObject({ phone: null, address: null });
  });

  it('work details are admin-only: an employee changing their position gets 403, sending it unchanged is fine', async () => {
    expect((await put({ ...personal, position: 'Müdür' })).statusCode).toBe(403);
    expect((await put({ ...personal, position: 'Analist', department: 'BT' })).statusCode).toBe(200);
  });

  it('an admin may change their own position and department', async () => {
    const response = await put({ ...personal, position: 'İK Müdürü', department: 'İnsan Kaynakları' }, adminToken);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ position: 'İK Müdürü', department: 'İnsan Kaynakları' });
  });

  it('role, e-mail, start date and active status cannot be changed here (refused as unknown fields, nothing changed)', async () => {
    const response = await put({
      ...personal,
      role: 'ADMIN',
      email: 'baska@ornek.com.tr',
      startDate: '2000-01-01',
      isActive: false,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(messages.input.unknownField('role, email, startDate, isActive'));
    const me = await request(ctx.app, host(), 'GET', '/api/auth/me', { token: employeeToken });
    expect(me.json().user).toMatchObject({ role: 'EMPLOYEE', email: employee.email, isActive: true });
  });

  it.each([
    [{ ...personal, firstName: '' }, 'Ad gerekli'],
    [{ ...personal, lastName: ' ' }, 'Soyad gerekli'],
    [{ ...personal, nationalId: '123' }, 'TC Kimlik Numarası 11 haneli olmalı'],
    [{ ...personal, phone: '+90 532 000 00 00 00' }, 'Telefon en fazla 17 karakter olabilir'],
    [{ ...personal, birthDate: '1991-02-30' }, 'Geçerli bir tarih girin (YYYY-AA-GG)'],
    [{ ...personal, birthDate: '2999-01-01' }, 'Doğum tarihi gelecekte olamaz'],
  ])('validation: %j → 400 "%s"', async (body, message) => {
    const response = await put(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  // Issue 21 item 1: one validator per kind of value, and every refusal names its field.
  it.each([
    [
      'phone',
      { ...personal, phone: 'abc' },
      'Telefon geçerli bir Türkiye telefon numarası olmalıdır (örneğin 0532 123 45 67)',
    ],
    [
      'phone',
      { ...personal, phone: '123' },
      'Telefon geçerli bir Türkiye telefon numarası olmalıdır (örneğin 0532 123 45 67)',
    ],
    [
      'emergencyPhone',
      { ...personal, emergencyPhone: '+1 202 555 0123' },
      'Acil durum telefonu geçerli bir Türkiye telefon numarası olmalıdır (örneğin 0532 123 45 67)',
    ],
    [
      'nationalId',
      { ...personal, nationalId: '12345678901' },
      'TC Kimlik Numarası geçerli değil (kontrol haneleri tutmuyor). Lütfen numarayı kontrol edin.',
    ],
    ['lastName', { ...personal, lastName: 'Ö'.repeat(101) }, 'Soyad en fazla 100 karakter olabilir'],
    ['address', { ...personal, address: 'a'.repeat(501) }, 'Adres en fazla 500 karakter olabilir'],
    [
      'emergencyContact',
      { ...personal, emergencyContact: 'a'.repeat(201) },
      'Acil durum kişisi en fazla 200 karakter olabilir',
    ],
  ])(
    'TC Kimlik checksum, Turkish phone and length rules: %s refused with a Turkish 400 naming the field',
    async (field, body, message) => {
      const response = await put(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(message);
      expect(response.json().fields?.[field]).toBe(message);
      const [row] = await ctx.handle.db
        .select({ phone: users.phone, nationalId: users.nationalId })
        .from(users)
        .where(eq(users.id, employee.id));
      expect([row!.phone, row!.nationalId]).not.toContain('abc');
      expect(row!.nationalId).not.toBe('12345678901');
    },
  );

  it('a Turkish phone typed any usual way is stored in one form (+90 532 111 22 33); a valid TC Kimlik is kept', async () => {
    const response = await put({
      ...personal,
      phone: '0532 111 22 33',
      emergencyPhone: '(0212) 444 55 66',
      nationalId: '10000000146',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      phone: '+90 532 111 22 33',
      emergencyPhone: '+90 212 444 55 66',
      nationalId: '10000000146',
    });
  });

  it('needs a login (401)', async () => {
    expect((await request(ctx.app, host(), 'PUT', '/api/users/me', { body: personal })).statusCode).toBe(401);
  });
});

describe('PUT /users/me: the interface language is a person’s choice (issue 26)', () => {
  it('an employee chooses English; login and /auth/me carry it; left out keeps it; null goes back to the browser’s', async () => {
    const me = () => request(ctx.app, host(), 'GET', '/api/auth/me', { token: employeeToken });
    expect((await me()).json().user.language).toBeNull();
    const chosen = await put({ firstName: 'Zeynep', lastName: 'Kaya', language: 'en' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().user.language).toBe('en');
    expect((await me()).json().user.language).toBe('en');
    expect((await put({ firstName: 'Zeynep', lastName: 'Kaya' })).json().user.language).toBe('en');
    expect((await put({ firstName: 'Zeynep', lastName: 'Kaya', language: null })).json().user.language).toBeNull();
  });

  it('a language Paydos does not speak is a Turkish 400 naming the field, nothing saved', async () => {
    const response = await put({ firstName: 'Zeynep', lastName: 'Kaya', language: 'de' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.language).toMatch(/[a-zçğıöşü]/i);
    const [row] = await ctx.handle.db.select({ language: users.language }).from(users).where(eq(users.id, employee.id));
    expect(row!.language).toBeNull();
  });
});
