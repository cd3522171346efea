import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, stubApi, writes, type StubAnswer } from '../../test/api-stub';
import { renderPage, testUser } from '../../test/render';
import { MyProfilePage } from './Page';

const employee = testUser({ role: 'EMPLOYEE' });
const renderProfile = (routes: Record<string, StubAnswer | 'hang'> = {}) => ({
  ...stubApi({
    'GET /calendar-feeds': { body: { feed: null } },
    'GET /delegations': { body: { delegations: [], standingInFor: [] } },
    ...routes,
  }),
  ...renderPage(<MyProfilePage />, { user: employee }),
});

describe('my profile (MyProfilePage): settings saved on their own', () => {
  it('"Düzenle" opens the form and "Vazgeç" closes it; empty details read "Belirtilmemiş"', async () => {
    const { user } = renderProfile();
    expect(screen.getAllByText('Belirtilmemiş').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Düzenle' }));
    expect(screen.getByRole('textbox', { name: 'Ad' })).toHaveValue('Ayşe');
    await user.click(screen.getByRole('button', { name: 'Vazgeç' }));
    expect(screen.queryByRole('textbox', { name: 'Ad' })).toBeNull();
  });

  it('product §D7: turning birthday mails off saves the whole profile with the opt-out; a refusal says why under the box', async () => {
    const { user, sent } = renderProfile({ 'PUT /users/me': apiError(500, 'Sunucu hatası oluştu') });
    await user.click(screen.getByRole('checkbox', { name: /Doğum günümde kutlama e-postası gönderilsin/ }));
    expect(await screen.findByText('Profil kaydedilirken hata oluştu: Sunucu hatası oluştu')).toBeInTheDocument();
    expect(writes(sent)[0]?.body).toMatchObject({ firstName: 'Ayşe', lastName: 'Yılmaz', birthdayMailsOptOut: true });
  });

  it("the password reset link: busy while sent, the server's answer as the toast", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const { user, sent } = renderProfile({
      'POST /password-reset/request': () => new Promise((resolve) => (answer = resolve)),
    });
    const button = screen.getByRole('button', { name: 'Şifre Sıfırlama Bağlantısı Gönder' });
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(writes(sent)[0]?.body).toEqual({ email: 'ayse@ornek.com.tr' });
    answer({ status: 200, body: {} });
    expect(await screen.findByText('Şifre sıfırlama bağlantısı e-posta adresinize gönderildi')).toBeInTheDocument();
  });

  it('a refused reset request shows "Şifre sıfırlama talebi başarısız" with the server\'s reason', async () => {
    const { user } = renderProfile({
      'POST /password-reset/request': apiError(429, 'Çok fazla deneme yapıldı, biraz sonra tekrar deneyin.'),
    });
    await user.click(screen.getByRole('button', { name: 'Şifre Sıfırlama Bağlantısı Gönder' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Şifre sıfırlama talebi başarısız');
    expect(alert).toHaveTextContent('Çok fazla deneme yapıldı, biraz sonra tekrar deneyin.');
  });
});
