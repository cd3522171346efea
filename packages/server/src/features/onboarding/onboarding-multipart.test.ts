import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataUploads, storedFiles } from '../../db/schema';
import { mainHost, request } from '../../../test/http';
import {
  complete,
  ctx,
  multipartBody,
  organizationCount,
  unique,
  useOnboardingApp,
  wizardPayload,
} from './onboarding-fixture';

useOnboardingApp();

describe('POST /api/onboarding/complete', () => {
  it('multipart: step 4 files end up in stored_files and data_uploads of the new organization', async () => {
    const payload = wizardPayload();
    const csv = Buffer.from('Ad;Soyad;Başlangıç;Bitiş\nEmre;Şahin;01.02.2025;05.02.2025\n', 'utf8');
    const { payload: body, contentType } = multipartBody(payload, [
      { name: 'gecmis-izinler.csv', type: 'text/csv', content: csv },
      { name: 'ek.pdf', type: 'application/pdf', content: Buffer.from('%PDF-1.4 deneme') },
    ]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/onboarding/complete',
      headers: { host: mainHost, 'content-type': contentType },
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    const organizationId = response.json().data.organization.id;
    const uploads = await ctx.handle.db
      .select()
      .from(dataUploads)
      .where(eq(dataUploads.organizationId, organizationId));
    expect(uploads.map((u) => [u.fileName, u.fileSize, u.isCompleted]).sort()).toEqual([
      ['ek.pdf', 15, false],
      ['gecmis-izinler.csv', csv.length, false],
    ]);
    const [stored] = await ctx.handle.db
      .select()
      .from(storedFiles)
      .where(and(eq(storedFiles.organizationId, organizationId), eq(storedFiles.contentType, 'text/csv')));
    expect(stored!.content.equals(csv)).toBe(true);
  });

  it('multipart: invalid wizard data in the `data` field → 400 with the field message', async () => {
    const { payload: body, contentType } = multipartBody(wizardPayload({ companyName: '' }), [
      { name: 'a.csv', type: 'text/csv', content: Buffer.from('x') },
    ]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/onboarding/complete',
      headers: { host: mainHost, 'content-type': contentType },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Şirket adı gerekli');
  });

  it('multipart without the `data` field → 400 "Sihirbaz bilgileri eksik"', async () => {
    const boundary = `----b${unique()}`;
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\nx\r\n--${boundary}--\r\n`,
    );
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/onboarding/complete',
      headers: { host: mainHost, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Sihirbaz bilgileri eksik');
  });

  it('multipart: files over 10 MB together (the wizard’s limit) are refused (413) and nothing is created', async () => {
    const before = await organizationCount();
    const { payload: body, contentType } = multipartBody(wizardPayload(), [
      { name: 'a.bin', type: 'application/octet-stream', content: Buffer.alloc(6 * 1024 * 1024) },
      { name: 'b.bin', type: 'application/octet-stream', content: Buffer.alloc(4 * 1024 * 1024 + 1) },
    ]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/onboarding/complete',
      headers: { host: mainHost, 'content-type': contentType },
      payload: body,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe(
      'Kurulum sırasında toplam en fazla 10 MB dosya yüklenebilir. Daha büyük dosyaları kurulumdan sonra Geçmiş Veri Yüklemeleri sayfasından yükleyin.',
    );
    expect(await organizationCount()).toBe(before);
  });
});

describe('bad wizard input is a Turkish 400 naming the field, never a 500', () => {
  it('a NUL character in a text field (PostgreSQL refuses it) → 400 naming the field, nothing created', async () => {
    const before = await organizationCount();
    for (const [field, label] of [
      ['companyName', 'Şirket adı'],
      ['firstName', 'Ad'],
      ['lastName', 'Soyad'],
    ] as const) {
      const response = await complete(wizardPayload({ [field]: 'Güneş\u0000Yazılım' }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain(label);
      expect(response.json().fields[field]).toContain('kontrol karakteri');
    }
    expect(await organizationCount()).toBe(before);
  });

  it("a NUL character in an invited person's name or in the setup page → 400", async () => {
    const payload = wizardPayload();
    const staff = [{ ...payload.staffMembers[0], firstName: 'Em\u0000re' }];
    expect((await complete({ ...payload, staffMembers: staff })).json().fields['staffMembers.0.firstName']).toContain(
      'Ad alanında',
    );
    const setup = await request(ctx.app, mainHost, 'POST', '/api/auth/setup-organization', {
      body: {
        firstName: 'Mert',
        lastName: 'Yıldız',
        email: `k-${unique()}@ornek.com.tr`,
        password: 'Gizli1',
        organizationName: 'Işık\u0000',
      },
    });
    expect(setup.statusCode).toBe(400);
    expect(setup.json().fields.organizationName).toContain('Organizasyon adı');
  });

  it('a multi-line field keeps its line breaks, but other control characters are refused', async () => {
    const setupBody = (organizationAddress: string) => ({
      firstName: 'Mert',
      lastName: 'Yıldız',
      email: `k-${unique()}@ornek.com.tr`,
      password: 'Gizli1',
      organizationName: `Işık ${unique()}`,
      organizationAddress,
    });
    expect(
      (
        await request(ctx.app, mainHost, 'POST', '/api/auth/setup-organization', {
          body: setupBody('Atatürk Cad. 1\nKadıköy\tİstanbul'),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await request(ctx.app, mainHost, 'POST', '/api/auth/setup-organization', {
          body: setupBody('Atatürk Cad.\u0007'),
        })
      ).statusCode,
    ).toBe(400);
  });

  it('an unknown field is refused (strict request objects) with its name', async () => {
    const response = await complete(wizardPayload({ isSuperAdmin: true }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Tanınmayan alan gönderildi: isSuperAdmin');
  });

  it("an invited person's start date that is not a calendar date → 400 with the spec's message", async () => {
    const payload = wizardPayload();
    const response = await complete({
      ...payload,
      staffMembers: [{ ...payload.staffMembers[0], startDate: '2021-02-30' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields['staffMembers.0.startDate']).toBe('İşe giriş tarihi gerekli');
  });

  it('a truncated multipart body → 400 "form verisi bozuk", nothing created', async () => {
    const before = await organizationCount();
    const { payload, contentType } = multipartBody(wizardPayload(), [
      { name: 'a.csv', type: 'text/csv', content: Buffer.from('ad,soyad\n') },
    ]);
    const truncated = payload.subarray(0, payload.length - 30);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/onboarding/complete',
      headers: { host: mainHost, 'content-type': contentType },
      payload: truncated,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('form verisi bozuk');
    expect(await organizationCount()).toBe(before);
  });
});
