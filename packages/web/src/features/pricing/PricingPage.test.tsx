import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, stubApi, writes, type StubAnswer } from '../../test/api-stub';
import { renderPage } from '../../test/render';
import { PricingPage } from './PricingPage';

const operatorSite = { site: { kind: 'operator' as const }, baseDomain: 'paydos.test' };
const current = { monthlyPrice: 6990, yearlyPrice: 71280, updatedAt: null };
const monthly = () => screen.getByRole('textbox', { name: 'Aylık fiyat (kullanıcı başına, ₺)' });
const yearly = () => screen.getByRole('textbox', { name: 'Yıllık fiyat (kullanıcı başına, yıllık toplam, ₺)' });

function renderPricing(routes: Record<string, StubAnswer | 'hang'> = {}) {
  const api = stubApi({ 'GET /superadmin/pricing': { body: { pricing: current } }, ...routes });
  return { ...api, ...renderPage(<PricingPage />, { site: operatorSite }) };
}

describe('pricing (PricingPage)', () => {
  it('shows the prices in lira with a comma, and product §9: the yearly discount and its monthly equivalent', async () => {
    renderPricing();
    expect(await screen.findByDisplayValue('69,90')).toBe(monthly());
    expect(yearly()).toHaveValue('712,80');
    expect(screen.getByText('Yıllık planda indirim: %15')).toBeInTheDocument();
    expect(screen.getByText('Henüz değiştirilmedi: varsayılan fiyatlar geçerli.')).toBeInTheDocument();
  });

  it('product §5: no monthly price: "Aylık fiyat gerekli"; more than 2 decimals or a negative price: the invalid message', async () => {
    const { user, sent } = renderPricing();
    await user.clear(await screen.findByDisplayValue('69,90'));
    await user.clear(yearly());
    await user.type(yearly(), '-5');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(monthly()).toHaveAccessibleDescription('Aylık fiyat gerekli');
    expect(yearly()).toHaveAccessibleDescription(
      'Fiyatı en fazla 2 ondalıkla girin (örneğin 69,90); 0 veya daha büyük olmalı.',
    );
    await user.type(monthly(), '69,999');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(monthly()).toHaveAccessibleDescription(
      'Fiyatı en fazla 2 ondalıkla girin (örneğin 69,90); 0 veya daha büyük olmalı.',
    );
    expect(writes(sent)).toHaveLength(0);
  });

  it('an empty yearly price means no yearly plan, sent as null; saved prices go as kuruş and the toast says so', async () => {
    const { user, sent } = renderPricing({
      'PUT /superadmin/pricing': {
        body: {
          pricing: { monthlyPrice: 7450, yearlyPrice: null, updatedAt: '2026-06-01T09:00:00.000Z' },
          message: 'ok',
        },
      },
    });
    await user.clear(await screen.findByDisplayValue('69,90'));
    await user.type(monthly(), '74,50');
    await user.clear(yearly());
    expect(screen.getByText('Yıllık plan sunulmuyor.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Fiyatlandırma başarıyla güncellendi')).toBeInTheDocument();
    expect(writes(sent)[0]?.body).toEqual({ monthlyPrice: 7450, yearlyPrice: null });
  });

  it('a refusal shows "Güncelleme başarısız" with the server\'s message; the button is busy meanwhile', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const { user } = renderPricing({ 'PUT /superadmin/pricing': () => new Promise((resolve) => (answer = resolve)) });
    await screen.findByDisplayValue('69,90');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Kaydet' })).toBeDisabled());
    answer(apiError(400, 'Yıllık fiyat aylık fiyatın 12 katından fazla olamaz'));
    expect(
      await screen.findByText('Güncelleme başarısız: Yıllık fiyat aylık fiyatın 12 katından fazla olamaz'),
    ).toBeInTheDocument();
  });
});
