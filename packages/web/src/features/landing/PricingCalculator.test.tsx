import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../test/api-stub';
import { renderPage } from '../../test/render';
import { PricingCalculator } from './PricingCalculator';

const mainSite = { site: { kind: 'main' as const }, baseDomain: 'paydos.test' };

describe('landing pricing calculator (PricingCalculator)', () => {
  it('product §2: staff 1-50, default 10, times the current monthly price per person', async () => {
    stubApi({ 'GET /pricing/current': { body: { monthlyPriceTL: 50, yearlyPriceTL: null } } });
    renderPage(<PricingCalculator />, { site: mainSite });
    const slider = screen.getByRole('slider', { name: 'Personel sayısı' });
    expect(slider).toHaveAttribute('min', '1');
    expect(slider).toHaveAttribute('max', '50');
    expect(screen.getByTestId('staff-count')).toHaveTextContent('10 personel');
    await waitFor(() => expect(screen.getByTestId('monthly-total').textContent).toMatch(/^500,00\s?₺$/));
    fireEvent.change(slider, { target: { value: '25' } });
    expect(screen.getByTestId('staff-count')).toHaveTextContent('25 personel');
    expect(screen.getByTestId('monthly-total').textContent).toMatch(/^1\.250,00\s?₺$/);
  });

  it('without an answer from the server it keeps counting with the default price', async () => {
    const { sent } = stubApi({ 'GET /pricing/current': apiError(500, 'Sunucu hatası oluştu') });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(<PricingCalculator />, { site: mainSite });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.getByTestId('monthly-total').textContent).toMatch(/₺$/);
    expect(screen.getByRole('link', { name: /Ücretsiz/ })).toHaveAttribute('href', '/onboarding');
  });
});
