import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiError, stubApi } from '../../test/api-stub';
import { renderPage, testUser } from '../../test/render';
import { OrganizationLoginPage } from './OrganizationLoginPage';

const info = { 'GET /subdomain/organization-info': { body: { name: 'Örnek A.Ş.', logoUrl: null } } };
const renderLogin = () =>
  renderPage(
    <Routes>
      <Route path="/login" element={<OrganizationLoginPage />} />
      <Route path="/dashboard" element={<p>Kontrol paneli</p>} />
      <Route path="/payment" element={<p>Ödeme sayfası</p>} />
    </Routes>,
    { route: '/login' },
  );

describe('OrganizationLoginPage', () => {
  it('empty fields: "E-posta gerekli" and "Şifre gerekli", nothing sent', async () => {
    const { sent } = stubApi(info);
    const { user } = renderLogin();
    await user.click(await screen.findByRole('button', { name: 'Giriş Yap' }));
    expect(screen.getByLabelText('E-posta')).toHaveAccessibleDescription('E-posta gerekli');
    expect(screen.getByLabelText('Şifre')).toHaveAccessibleDescription('Şifre gerekli');
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('an invalid e-mail and a password under 6 characters are refused with their messages', async () => {
    stubApi(info);
    const { user } = renderLogin();
    await user.type(await screen.findByLabelText('E-posta'), 'ayse@');
    await user.type(screen.getByLabelText('Şifre'), '12345');
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(screen.getByLabelText('E-posta')).toHaveAccessibleDescription('Geçerli bir e-posta adresi giriniz');
    expect(screen.getByLabelText('Şifre')).toHaveAccessibleDescription('Şifre en az 6 karakter olmalı');
  });

  it('shows the organization\'s name, and a wrong password shows the server\'s message under "Giriş başarısız"', async () => {
    const { sent } = stubApi({ ...info, 'POST /subdomain/login': apiError(401, 'E-posta veya şifre hatalı') });
    const { user } = renderLogin();
    expect(await screen.findByRole('heading', { name: 'Örnek A.Ş.' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-posta'), ' ayse@ornek.com.tr ');
    await user.type(screen.getByLabelText('Şifre'), 'yanlış-şifre');
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Giriş başarısız');
    expect(alert).toHaveTextContent('E-posta veya şifre hatalı');
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      path: '/subdomain/login',
      body: { email: 'ayse@ornek.com.tr', password: 'yanlış-şifre' },
    });
  });

  it('while the login is sent the button is busy and disabled', async () => {
    stubApi({ ...info, 'POST /subdomain/login': 'hang' });
    const { user } = renderLogin();
    await user.type(await screen.findByLabelText('E-posta'), 'ayse@ornek.com.tr');
    await user.type(screen.getByLabelText('Şifre'), 'dogru-sifre');
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(screen.getByRole('button', { name: 'Giriş Yap' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Giriş Yap' })).toHaveAttribute('aria-busy', 'true');
  });

  it('a good login signs in and lands on the dashboard', async () => {
    stubApi({ ...info, 'POST /subdomain/login': { body: { token: 't-1', user: testUser({ role: 'EMPLOYEE' }) } } });
    const { user } = renderLogin();
    await user.type(await screen.findByLabelText('E-posta'), 'ayse@ornek.com.tr');
    await user.type(screen.getByLabelText('Şifre'), 'dogru-sifre');
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByText('Kontrol paneli')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('t-1');
  });

  it('issue 13: an ADMIN of a lapsed organization lands on /payment', async () => {
    const admin = testUser();
    admin.organization.subscription.paymentRequired = true;
    stubApi({ ...info, 'POST /subdomain/login': { body: { token: 't-1', user: admin } } });
    const { user } = renderLogin();
    await user.type(await screen.findByLabelText('E-posta'), 'ayse@ornek.com.tr');
    await user.type(screen.getByLabelText('Şifre'), 'dogru-sifre');
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByText('Ödeme sayfası')).toBeInTheDocument();
  });

  it('product §8: after the trial ended the message is shown and the form stays for the ADMIN', async () => {
    stubApi({ 'GET /subdomain/organization-info': apiError(402, 'Ödeme bekleniyor.') });
    renderLogin();
    expect(await screen.findByTestId('trial-expired')).toHaveTextContent('Deneme süresi dolmuş. Ödeme bekleniyor.');
    expect(screen.getByText('Yönetici iseniz giriş yapıp ödeme yapabilirsiniz.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Giriş Yap' })).toBeEnabled();
  });

  it("a suspended organization shows the server's message and the login button is disabled", async () => {
    stubApi({ 'GET /subdomain/organization-info': apiError(403, 'Bu şirketin hesabı askıya alındı.') });
    renderLogin();
    expect(await screen.findByTestId('organization-suspended')).toHaveTextContent('Bu şirketin hesabı askıya alındı.');
    expect(screen.getByRole('button', { name: 'Giriş Yap' })).toBeDisabled();
  });

  describe('single sign-on (issue 26 item 4)', () => {
    const withSso = (passwordLogin: boolean) => ({
      'GET /subdomain/organization-info': {
        body: { name: 'Örnek A.Ş.', logoUrl: null, sso: { provider: 'ENTRA' }, passwordLogin },
      },
    });
    const renderAt = (route: string) =>
      renderPage(
        <Routes>
          <Route path="/login" element={<OrganizationLoginPage />} />
        </Routes>,
        { route },
      );

    it('a configured provider shows its button, a link to the start route, beside the password form', async () => {
      stubApi(withSso(true));
      renderAt('/login');
      const button = await screen.findByRole('link', { name: 'Microsoft Entra ID ile giriş yap' });
      expect(button).toHaveAttribute('href', '/api/auth/sso/start');
      expect(screen.getByLabelText('Şifre')).toBeInTheDocument();
    });

    it('password login off: the form is hidden, an ADMIN opens it with "Yönetici misiniz? Şifreyle girin"', async () => {
      stubApi(withSso(false));
      const { user } = renderAt('/login');
      expect(await screen.findByRole('link', { name: 'Microsoft Entra ID ile giriş yap' })).toBeInTheDocument();
      expect(screen.getByText('Bu organizasyonda çalışanlar yalnızca tek oturum açma ile girer.')).toBeInTheDocument();
      expect(screen.queryByLabelText('Şifre')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Yönetici misiniz? Şifreyle girin' }));
      expect(screen.getByLabelText('Şifre')).toBeInTheDocument();
    });

    it('a refused sign-in comes back with ?sso_hata=<code>: its Turkish reason under "Tek oturum açma başarısız"', async () => {
      stubApi(withSso(true));
      renderAt('/login?sso_hata=alan-adi');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Tek oturum açma başarısız');
      expect(alert).toHaveTextContent(
        'Bu e-posta adresinin alan adı bu organizasyona tanımlı değil; giriş yapılamadı.',
      );
    });
  });
});
