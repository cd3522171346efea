import { addDays } from '@paydos/domain';
import { describe, expect, it } from 'vitest';
import { loginAs, request } from '../../../test/http';
import { pdfText } from '../../../test/pdf-text';
import { adminEmail, ctx, host, ledger, logins, people, today, useDemoOrganization } from './demo-organization-fixture';
import { DEMO_LEAVER } from './demo-termination';

useDemoOrganization();

const leaver = () => people.find((p) => p.email === DEMO_LEAVER.email)!;
const adminToken = () => loginAs(ctx.app, 'demo', adminEmail, logins.peoplePassword);

describe('issue 24 (4857 md. 59): the demo shows carry-over, an expiry of extra days and a person who left', () => {
  it('art. 59: Okan left 40 days ago (inactive, with his last day); his 3 extra days expired, no statutory day', () => {
    expect(leaver()).toMatchObject({
      isActive: false,
      employmentEndDate: addDays(today, -40),
      registryNumber: 'P-0105',
    });
    const expiries = ledger.filter((e) => e.kind === 'EXPIRY');
    expect(expiries.map((e) => [e.userId, e.days, e.serviceYear])).toEqual([[leaver().id, -3, 5]]);
  });

  it('art. 59: his ledger shows the carry-over line of his 5th year (14 statutory + 3 extra) and the expiry line', async () => {
    const response = await request(ctx.app, host, 'GET', `/api/employee/${leaver().id}/ledger`, {
      token: await adminToken(),
    });
    const body = response.json();
    const carry = body.preface.find((l: { kind: string }) => l.kind === 'CARRY_OVER');
    expect(carry.text).toContain('5. hizmet yılından');
    expect(carry.text).toContain('17 gün (yasal 14 gün, şirketin verdiği ek 3 gün)');
    expect(body.entries.some((e: { kind: string }) => e.kind === 'EXPIRY')).toBe(true);
    expect(body.remaining).toBe(34);
  });

  it('art. 59: the ADMIN downloads his termination statement: 34 statutory days to be paid', async () => {
    const response = await request(ctx.app, host, 'GET', `/api/employee/${leaver().id}/termination-statement`, {
      token: await adminToken(),
    });
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Okan Aydın');
    expect(text).toContain('P-0105');
    expect(text).toContain('Ücreti ödenecek kullanılmayan yıllık izin: 34 gün');
  });
});
