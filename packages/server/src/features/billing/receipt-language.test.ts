import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from '../../../test/http';
import { expectLanguage, flatPdfText, hasPhrase } from '../../../test/pdf-language';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { createCoupon, GOOD_CARD, payingSetup } from './billing-test-support';
import { receiptTexts as english } from './en/receipt-texts';
import { receiptTexts as turkish } from './receipt-texts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const en = { 'accept-language': 'en-GB' };

describe('issue 26: a PDF speaks its reader’s language (the payment receipt)', () => {
  it('asked in English, the receipt has the English labels, the plan, lira the English way (₺1,911.60) and the coupon as 10%, and no Turkish label; asked in Turkish, the Turkish ones', async () => {
    const { host, adminToken } = await payingSetup(ctx.app, ctx.handle.db);
    const coupon = await createCoupon(ctx.handle.db, { discountPercent: 10 });
    const paid = await request(ctx.app, host, 'POST', '/api/billing/checkout', {
      token: adminToken,
      body: { billingType: 'yearly', couponCode: coupon.code, card: GOOD_CARD },
    });
    const url = `/api/billing/payments/${paid.json().paymentId}/receipt.pdf`;
    const response = await request(ctx.app, host, 'GET', url, { token: adminToken, headers: en });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await flatPdfText(response.rawPayload);
    const turkishText = await flatPdfText((await request(ctx.app, host, 'GET', url, { token: adminToken })).rawPayload);
    expectLanguage({ english: text, turkish: turkishText }, { turkish, english }, [
      'title',
      'organization',
      'receiptNo',
      'date',
      'plan',
      'period',
      'people',
      'unitPrice',
      'listTotal',
      'coupon',
      'total',
      'card',
    ]);
    for (const expected of ['Güneş İnşaat A.Ş.', english.planNames.yearly, '₺1,911.60', `10% (${coupon.code})`])
      expect(text, expected).toContain(expected);
    expect(text).not.toContain('1.911,60 ₺');
    for (const expected of ['Yıllık plan', '1.911,60 ₺', `%10 (${coupon.code})`])
      expect(turkishText, expected).toContain(expected);
  });

  it('?language=tr gives an English reader the Turkish receipt; a bad value is a 400 naming the field, in Turkish', async () => {
    const { host, adminToken, managerToken } = await payingSetup(ctx.app, ctx.handle.db);
    const paid = await request(ctx.app, host, 'POST', '/api/billing/checkout', {
      token: adminToken,
      body: { billingType: 'monthly', card: GOOD_CARD },
    });
    const url = `/api/billing/payments/${paid.json().paymentId}/receipt.pdf`;
    const asked = await request(ctx.app, host, 'GET', `${url}?language=tr`, { token: managerToken, headers: en });
    expect(asked.statusCode).toBe(200);
    const text = await flatPdfText(asked.rawPayload);
    expect(hasPhrase(text, turkish.title)).toBe(true);
    expect(hasPhrase(text, english.title)).toBe(false);
    const bad = await request(ctx.app, host, 'GET', `${url}?language=`, { token: managerToken });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.language).toBe('Belge dili "tr" (Türkçe) veya "en" (İngilizce) olmalıdır.');
  });
});
