import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { apiError, stubApi, writes } from '../../test/api-stub';
import { renderPage, testUser } from '../../test/render';
import { CouponField, type AppliedCoupon } from './CouponField';

const offer = {
  billingType: 'monthly',
  people: 3,
  unitPriceTL: 69.9,
  unitPricePerMonthTL: 69.9,
  listTotalTL: 209.7,
  couponPercent: 20,
  couponDiscountTL: 41.94,
  totalTL: 167.76,
  totalPerMonthTL: 167.76,
  yearlyDiscountPercent: null,
};

function Field() {
  const [applied, setApplied] = useState<AppliedCoupon | null>(null);
  return <CouponField billingType="monthly" applied={applied} onApplied={setApplied} />;
}

describe('coupon code at checkout (CouponField)', () => {
  it('an empty code sends nothing', async () => {
    const { sent } = stubApi({});
    const { user } = renderPage(<Field />, { user: testUser() });
    await user.click(screen.getByRole('button', { name: 'Uygula' }));
    expect(writes(sent)).toHaveLength(0);
  });

  it("a refused code shows the server's message under the field, gone when the code is edited", async () => {
    stubApi({ 'POST /billing/quote': apiError(400, 'Kupon kodu geçersiz veya süresi dolmuş') });
    const { user } = renderPage(<Field />, { user: testUser() });
    const box = screen.getByRole('textbox', { name: 'Kupon kodu' });
    await user.type(box, 'eski{Enter}');
    await waitFor(() => expect(box).toHaveAccessibleDescription('Kupon kodu geçersiz veya süresi dolmuş'));
    await user.type(box, 'x');
    expect(box).not.toHaveAccessibleDescription();
  });

  it('an accepted code is named with its discount and can be removed', async () => {
    const { sent } = stubApi({ 'POST /billing/quote': { body: { offer, couponCode: 'YAZ2026' } } });
    const { user } = renderPage(<Field />, { user: testUser() });
    await user.type(screen.getByRole('textbox', { name: 'Kupon kodu' }), ' yaz2026 ');
    await user.click(screen.getByRole('button', { name: 'Uygula' }));
    expect(await screen.findByText('YAZ2026 kuponu uygulandı: %20 indirim')).toBeInTheDocument();
    expect(writes(sent)[0]?.body).toEqual({ billingType: 'monthly', couponCode: 'yaz2026' });
    await user.click(screen.getByRole('button', { name: 'Kuponu kaldır' }));
    expect(screen.getByRole('textbox', { name: 'Kupon kodu' })).toBeInTheDocument();
  });

  it('while the code is checked the button is busy', async () => {
    stubApi({ 'POST /billing/quote': 'hang' });
    const { user } = renderPage(<Field />, { user: testUser() });
    await user.type(screen.getByRole('textbox', { name: 'Kupon kodu' }), 'YAZ2026');
    await user.click(screen.getByRole('button', { name: 'Uygula' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Uygula' })).toBeDisabled());
  });
});
