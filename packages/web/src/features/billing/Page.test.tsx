import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, stubApi, writes, type StubAnswer } from '../../test/api-stub';
import { renderPage, testUser, today } from '../../test/render';
import type { BillingSummary, Offer } from './api';
import { PaymentPage } from './Page';

const offer = (billingType: 'monthly' | 'yearly', totalTL: number): Offer => ({
  billingType,
  people: 3,
  unitPriceTL: totalTL / 3,
  unitPricePerMonthTL: totalTL / 3,
  listTotalTL: totalTL,
  couponPercent: 0,
  couponDiscountTL: 0,
  totalTL,
  totalPerMonthTL: totalTL,
  yearlyDiscountPercent: null,
});
const summary: BillingSummary = {
  subscription: {
    state: 'TRIAL',
    status: 'TRIAL',
    trialEndsAt: '2026-06-10T21:00:00.000Z',
    trialDaysLeft: 9,
    billingType: null,
    currentPeriodEndsAt: null,
    cancelAtPeriodEnd: false,
    graceEndsAt: null,
    pricePerUserTL: null,
    discountPercent: 0,
    cardLast4: null,
  },
  people: 3,
  seats: { paid: null, inUse: 3 },
  offers: { monthly: offer('monthly', 209.7), yearly: null },
  payments: [],
  paymentsNextCursor: null,
};
const field = (name: string) => screen.getByRole('textbox', { name });

function renderPayment(routes: Record<string, StubAnswer | 'hang'> = {}, role: 'ADMIN' | 'MANAGER' = 'ADMIN') {
  const api = stubApi({
    'GET /billing/summary': { body: summary },
    'GET /billing/payments': { body: { payments: [], nextCursor: null } },
    ...routes,
  });
  return { ...api, ...renderPage(<PaymentPage />, { user: testUser({ role }) }) };
}
async function payWithCard(user: ReturnType<typeof renderPage>['user'], number = '4000000000000002') {
  await user.type(await screen.findByRole('textbox', { name: 'Kart numarası' }), number);
  await user.type(field('Son kullanma (AA/YY)'), '1228');
  await user.type(field('CVC'), '123');
  await user.type(field('Kart üzerindeki isim'), 'Ayşe Yılmaz');
  await user.click(screen.getByRole('button', { name: /öde$/ }));
}

describe('payment (PaymentPage): checkout', () => {
  beforeEach(() => today('2026-06-01'));

  it('a declined card shows "Ödeme başarısız" with the server\'s message; while paying the button is busy', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const { user, sent } = renderPayment({
      'POST /billing/checkout': () => new Promise((resolve) => (answer = resolve)),
    });
    expect(await screen.findByText('Deneme süreniz devam ediyor: 9 gün kaldı.')).toBeInTheDocument();
    await payWithCard(user);
    expect(await screen.findByText('Ödeme işleniyor, lütfen bekleyin...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /öde$/ })).toBeDisabled();
    expect(writes(sent)[0]?.body).toMatchObject({
      billingType: 'monthly',
      card: { number: '4000 0000 0000 0002', expiry: '12/28', cvc: '123', holder: 'Ayşe Yılmaz' },
    });
    answer(apiError(402, 'Kart reddedildi. Lütfen başka bir kart deneyin.'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ödeme başarısız');
    expect(alert).toHaveTextContent('Kart reddedildi. Lütfen başka bir kart deneyin.');
  });

  it("a successful payment's message is the toast", async () => {
    const { user } = renderPayment({
      'POST /billing/checkout': {
        body: {
          paymentId: 'p-1',
          currentPeriodEndsAt: '2026-07-01T21:00:00.000Z',
          message: 'Ödeme alındı, aboneliğiniz başladı',
        },
      },
    });
    await payWithCard(user, '4242424242424242');
    expect(await screen.findByText('Ödeme alındı, aboneliğiniz başladı')).toBeInTheDocument();
  });

  it('a MANAGER sees the plan but no card form', async () => {
    renderPayment({}, 'MANAGER');
    expect(await screen.findByText('Ödemeyi yalnızca organizasyon yöneticisi yapabilir.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Kart numarası' })).toBeNull();
  });

  it("the summary failing to load shows the server's message", async () => {
    stubApi({ 'GET /billing/summary': apiError(500, 'Sunucu hatası oluştu') });
    renderPage(<PaymentPage />, { user: testUser() });
    expect(await screen.findByRole('alert')).toHaveTextContent('Sunucu hatası oluştu');
  });
});
