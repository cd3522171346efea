import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '@paydos/contract/messages';
import type { SsoSettings } from '@paydos/contract/sso';
import { apiError, stubApi } from '../../test/api-stub';
import { renderPage, testUser } from '../../test/render';
import { SsoCard } from './SsoCard';

const admin = testUser();
const m = messages.sso;
const callbackUrl = 'http://ornek.localhost:3000/api/auth/sso/callback';
const settings = (overrides: Partial<SsoSettings> = {}): SsoSettings => ({
  provider: 'GOOGLE',
  issuer: 'https://accounts.google.com',
  clientId: 'istemci-1',
  secretHint: 'GOCS…',
  allowedDomains: ['ornek.com.tr'],
  passwordLoginDisabled: false,
  testedAt: null,
  updatedAt: '2026-12-01T09:00:00.000Z',
  ...overrides,
});

describe('single sign-on on the organization page (SsoCard, issue 26 item 4)', () => {
  it('not configured: says so, shows the redirect URI to register, and saves the settings with the secret and the domains split', async () => {
    const { sent } = stubApi({
      'GET /admin/sso': { body: { sso: null, callbackUrl } },
      'PUT /admin/sso': { body: { sso: settings(), callbackUrl, message: m.saved } },
    });
    const { user } = renderPage(<SsoCard />, { user: admin });
    expect(await screen.findByText('Ayarlanmadı: çalışanlar şifreyle girer.')).toBeInTheDocument();
    expect(screen.getByTestId('sso-callback-url')).toHaveTextContent(callbackUrl);
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(screen.getByLabelText(/İstemci gizli anahtarı/)).toHaveAccessibleDescription(
      expect.stringContaining(m.clientSecretRequired),
    );
    await user.type(screen.getByLabelText(/Sağlayıcı adresi/), 'https://accounts.google.com');
    await user.type(screen.getByLabelText(/İstemci kimliği/), 'istemci-1');
    await user.type(screen.getByLabelText(/İstemci gizli anahtarı/), 'GOCSPX-gizli');
    await user.type(screen.getByLabelText(/E-posta alan adları/), 'ornek.com.tr, ornek.com');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText(m.saved)).toBeInTheDocument();
    expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({
      provider: 'GOOGLE',
      issuer: 'https://accounts.google.com',
      clientId: 'istemci-1',
      clientSecret: 'GOCSPX-gizli',
      allowedDomains: ['ornek.com.tr', 'ornek.com'],
    });
  });

  it('configured: the secret is only its hint and is not sent when left empty; password login cannot be turned off before a test', async () => {
    const { sent } = stubApi({
      'GET /admin/sso': { body: { sso: settings(), callbackUrl } },
      'PUT /admin/sso': apiError(400, m.discoveryFailed),
    });
    const { user } = renderPage(<SsoCard />, { user: admin });
    expect(await screen.findByLabelText(/İstemci gizli anahtarı/)).toHaveAccessibleDescription(
      expect.stringContaining('Kayıtlı anahtar: GOCS…'),
    );
    expect(screen.getByTestId('sso-status')).toHaveTextContent('Henüz sınanmadı');
    expect(screen.getByRole('button', { name: 'Şifreyle girişi kapat' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText(m.discoveryFailed)).toBeInTheDocument();
    expect(sent.find((r) => r.method === 'PUT')?.body).not.toHaveProperty('clientSecret');
  });

  it('tested: password login is turned off with the server’s message', async () => {
    const { sent } = stubApi({
      'GET /admin/sso': { body: { sso: settings({ testedAt: '2026-12-02T10:00:00.000Z' }), callbackUrl } },
      'PUT /admin/sso/password-login': {
        body: { sso: settings({ passwordLoginDisabled: true }), callbackUrl, message: m.passwordLoginDisabled },
      },
    });
    const { user } = renderPage(<SsoCard />, { user: admin });
    expect(await screen.findByTestId('sso-status')).toHaveTextContent('Sınandı');
    await user.click(screen.getByRole('button', { name: 'Şifreyle girişi kapat' }));
    expect(await screen.findByText(m.passwordLoginDisabled)).toBeInTheDocument();
    expect(sent.find((r) => r.method === 'PUT')).toMatchObject({
      path: '/admin/sso/password-login',
      body: { enabled: false },
    });
  });
});
