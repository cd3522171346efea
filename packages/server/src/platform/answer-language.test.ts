import { messages } from '@paydos/contract/messages';
import * as englishCommon from '@paydos/contract/messages/en/common';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import type { createOrganization } from '../../test/factories';
import { organizationWithRoles, orgHost, request } from '../../test/http';
import { useTestApp } from '../../test/test-app';
import { acceptedLanguages } from './answer-language';
import { englishText } from './languages';

const ctx = useTestApp();
let org: Awaited<ReturnType<typeof createOrganization>>;
let employeeToken: string;
let employeeId: string;

beforeAll(async () => {
  const found = await organizationWithRoles(ctx.app, ctx.handle.db);
  ({ org, employeeToken } = found);
  employeeId = found.employee.id;
});

const host = () => orgHost(org.subdomain);
const english = { 'accept-language': 'en-GB,en;q=0.9' };
const turkish = { 'accept-language': 'tr-TR,tr;q=0.9,en;q=0.5' };
const chooseLanguage = (language: 'tr' | 'en' | null) =>
  ctx.handle.db.update(users).set({ language }).where(eq(users.id, employeeId));

describe('the answer speaks the request language (issue 26 item 5)', () => {
  it("an English browser's refusal is English, the field named in English; a Turkish browser's is Turkish as before", async () => {
    await chooseLanguage(null);
    const body = { firstName: 'Zey\u0000nep', lastName: 'Kaya' };
    const inEnglish = await request(ctx.app, host(), 'PUT', '/api/users/me', {
      token: employeeToken,
      body,
      headers: english,
    });
    expect(inEnglish.statusCode).toBe(400);
    expect(inEnglish.json().fields.firstName).toBe(
      englishCommon.input.controlCharacter(englishCommon.fieldsShared.firstName),
    );
    expect(inEnglish.json().message).toBe(inEnglish.json().error);
    const inTurkish = await request(ctx.app, host(), 'PUT', '/api/users/me', {
      token: employeeToken,
      body,
      headers: turkish,
    });
    expect(inTurkish.json().fields.firstName).toBe(messages.input.controlCharacter('Ad'));
  });

  it("the person's own choice wins over the browser's: chosen English answers English to a Turkish browser, chosen Turkish answers Turkish to an English one", async () => {
    const refused = (headers: Record<string, string>) =>
      request(ctx.app, host(), 'PUT', '/api/users/me', {
        token: employeeToken,
        body: { firstName: 'Zeynep', lastName: 'Kaya', role: 'ADMIN' },
        headers,
      });
    await chooseLanguage('en');
    expect((await refused(turkish)).json().message).toBe(englishCommon.input.unknownField('role'));
    await chooseLanguage('tr');
    expect((await refused(english)).json().message).toBe(messages.input.unknownField('role'));
    await chooseLanguage(null);
  });

  it('catalogue texts in an answer are English (a leave type, a stage), what people wrote is not translated', async () => {
    await chooseLanguage(null);
    const created = await request(ctx.app, host(), 'POST', '/api/leaves', {
      token: employeeToken,
      body: { leaveType: 'unpaid_leave', startDate: '2030-03-04', endDate: '2030-03-04', reason: 'İzinli' },
      headers: english,
    });
    expect(created.statusCode).toBe(201);
    const leave = created.json().leaveRequest;
    expect(leave.leaveTypeName).toBe('Ücretsiz İzin (unpaid leave)');
    expect(leave.stageLabel).toBe('Pending');
    expect(leave.reason).toBe('İzinli');
    const inTurkish = await request(ctx.app, host(), 'GET', '/api/leaves/my-requests', {
      token: employeeToken,
      headers: turkish,
    });
    const mine = inTurkish.json().leaveRequests ?? inTurkish.json().items ?? inTurkish.json();
    expect(JSON.stringify(mine)).toContain('Ücretsiz İzin');
    expect(JSON.stringify(mine)).not.toContain('unpaid leave');
  });
});

describe('Accept-Language read by its weights', () => {
  it('the most wanted language first; q=0 and * left out', () => {
    expect(acceptedLanguages('tr;q=0.5, en-GB, *;q=0.1, de;q=0')).toEqual(['en-GB', 'tr']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});

describe('englishText: the English of a finished Turkish text (issue 26)', () => {
  it('a fixed text by equality, a text made by a function by its shape with its pieces translated, an unknown text as it is', () => {
    expect(englishText(messages.routeNotFound)).not.toBe(messages.routeNotFound);
    expect(englishText(messages.input.tooLong('Soyad', 100))).toBe(
      englishCommon.input.tooLong(englishCommon.fieldsShared.lastName, 100),
    );
    expect(englishText('Ahmet Yılmaz')).toBe('Ahmet Yılmaz');
  });

  it("the ledger's first lines read in English: the service years before Paydos", async () => {
    const { ledger } = await import('@paydos/contract/messages/en/leaves');
    expect(englishText(messages.ledger.beforeLedger('1–13', 14))).toBe(ledger.beforeLedger('1–13', 14));
  });

  it('a date the Turkish text wrote (01.03.2012) is written the English way (1 Mar 2012)', async () => {
    const { ledger } = await import('@paydos/contract/messages/en/leaves');
    expect(englishText(messages.ledger.serviceStart('01.03.2011', '01.03.2012'))).toBe(
      ledger.serviceStart('1 Mar 2011', '1 Mar 2012'),
    );
  });
});
