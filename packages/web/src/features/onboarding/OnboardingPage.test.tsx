import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, stubApi, writes, type StubAnswer } from '../../test/api-stub';
import { renderPage } from '../../test/render';
import { OnboardingPage } from './OnboardingPage';

const mainSite = { site: { kind: 'main' as const }, baseDomain: 'paydos.test' };
const available = {
  'POST /onboarding/check-email': { body: { available: true, message: '' } },
  'POST /onboarding/check-subdomain': { body: { available: true, message: '' } },
};
const field = (name: string) => screen.getByRole('textbox', { name });
const next = () => screen.getByRole('button', { name: 'Devam Et' });

function renderWizard(routes: Record<string, StubAnswer | 'hang'> = {}) {
  const api = stubApi({ ...available, ...routes });
  return { ...api, ...renderPage(<OnboardingPage />, { site: mainSite }) };
}

async function fillAccount(user: ReturnType<typeof renderPage>['user']) {
  await user.type(field('Ad'), 'Ayşe');
  await user.type(field('Soyad'), 'Yılmaz');
  await user.type(field('E-posta'), 'Ayse@Ornek.com.tr');
  await user.type(screen.getByLabelText('Şifre'), 'gizli-sifre');
  await user.type(field('Şirket adı'), 'Örnek Şirket');
}

describe('sign-up wizard, step 1: account and company (OnboardingPage)', () => {
  it('product §5: every required field says so in Turkish once touched, and "Devam Et" stays disabled', async () => {
    const { user } = renderWizard();
    expect(screen.getByText('Adım 1 / 5')).toBeInTheDocument();
    expect(next()).toBeDisabled();
    for (const name of ['Ad', 'Soyad', 'E-posta', 'Şirket adı']) {
      await user.type(field(name), 'x');
      await user.clear(field(name));
    }
    await user.type(screen.getByLabelText('Şifre'), 'x');
    await user.clear(screen.getByLabelText('Şifre'));
    expect(field('Ad')).toHaveAccessibleDescription('Ad gerekli');
    expect(field('Soyad')).toHaveAccessibleDescription('Soyad gerekli');
    expect(field('E-posta')).toHaveAccessibleDescription('E-posta gerekli');
    expect(field('Şirket adı')).toHaveAccessibleDescription('Şirket adı gerekli');
    expect(screen.getByLabelText('Şifre')).toHaveAccessibleDescription('Şifre gerekli');
    expect(next()).toBeDisabled();
  });

  it('an invalid e-mail, a short password, a foreign phone and a too short subdomain are refused with their messages', async () => {
    const { user } = renderWizard();
    await user.type(field('E-posta'), 'ayse@');
    await user.type(screen.getByLabelText('Şifre'), '12345');
    await user.type(field('Telefon'), '+1 555 0100');
    await user.type(field('Alt alan adı'), 'ab');
    expect(field('E-posta')).toHaveAccessibleDescription('Geçerli bir e-posta adresi girin');
    expect(screen.getByLabelText('Şifre')).toHaveAccessibleDescription('Şifre en az 6 karakter olmalı');
    expect(field('Telefon')).toHaveAccessibleDescription(
      'Telefon geçerli bir Türkiye telefon numarası olmalıdır (örneğin 0532 123 45 67)',
    );
    expect(field('Alt alan adı')).toHaveAccessibleDescription(
      'Alt alan adı en az 3 karakter olmalı; küçük harf, rakam ve tire içerebilir, tire ile başlayıp bitemez',
    );
  });

  it('the subdomain follows the company name (Turkish letters transliterated) until it is edited, and names the address', async () => {
    const { user } = renderWizard();
    await user.type(field('Şirket adı'), 'Çağ Şirketi');
    expect(field('Alt alan adı')).toHaveValue('cagsirketi');
    expect(field('Alt alan adı')).toHaveAccessibleDescription('Şirketinizin adresi: cagsirketi.paydos.test');
    await user.clear(field('Alt alan adı'));
    await user.type(field('Alt alan adı'), 'Özel Ad');
    expect(field('Alt alan adı')).toHaveValue('ozelad');
    await user.type(field('Şirket adı'), ' A.Ş.');
    expect(field('Alt alan adı')).toHaveValue('ozelad');
  });

  it('product §4: a taken e-mail and a reserved subdomain are said under their fields and block "Devam Et"', async () => {
    const { user } = renderWizard({
      'POST /onboarding/check-email': { body: { available: false, reason: 'taken', message: '' } },
      'POST /onboarding/check-subdomain': { body: { available: false, reason: 'reserved', message: '' } },
    });
    await fillAccount(user);
    expect(await screen.findByText('Bu e-posta adresi zaten kullanımda')).toBeInTheDocument();
    expect(await screen.findByText('Bu subdomain rezerve edilmiştir')).toBeInTheDocument();
    expect(next()).toBeDisabled();
  });

  it('a failed availability check says so at the top', async () => {
    const { user } = renderWizard({ 'POST /onboarding/check-email': apiError(500, 'Sunucu hatası oluştu') });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.type(field('E-posta'), 'ayse@ornek.com.tr');
    expect(await screen.findByRole('alert')).toHaveTextContent('Email kontrolü başarısız');
  });

  it('all valid and available: "Devam Et" goes on to step 2', async () => {
    const { user } = renderWizard();
    await fillAccount(user);
    expect(await screen.findByText('Bu e-posta kullanılabilir')).toBeInTheDocument();
    expect(await screen.findByText('Bu subdomain kullanılabilir')).toBeInTheDocument();
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(next());
    expect(screen.getByText('Adım 2 / 5')).toBeInTheDocument();
  });
});

describe('sign-up wizard, step 5: start the trial (OnboardingPage)', () => {
  async function toLastStep(user: ReturnType<typeof renderPage>['user']) {
    await fillAccount(user);
    await waitFor(() => expect(next()).toBeEnabled());
    for (let step = 1; step < 5; step++) await user.click(next());
    expect(screen.getByText('Adım 5 / 5')).toBeInTheDocument();
  }

  it("a refusal shows the server's message; the start button is busy while the account is created", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const { user, sent } = renderWizard({
      'POST /onboarding/complete': () => new Promise((resolve) => (answer = resolve)),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await toLastStep(user);
    await user.click(screen.getByRole('button', { name: '14 Günlük Denemeyi Başlat' }));
    expect(screen.getByRole('button', { name: 'Hesabınız oluşturuluyor...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Geri' })).toBeDisabled();
    expect(writes(sent).at(-1)?.body).toMatchObject({
      email: 'ayse@ornek.com.tr',
      companyName: 'Örnek Şirket',
      subdomain: 'orneksirket',
      workingDays: [1, 2, 3, 4, 5],
      skipHistoricalData: true,
      startTrial: true,
    });
    answer(apiError(400, 'Şirket adı geçersiz'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Hata');
    expect(alert).toHaveTextContent('Şirket adı geçersiz');
    expect(screen.getByRole('button', { name: '14 Günlük Denemeyi Başlat' })).toBeEnabled();
  });

  it('issue 20: a password the server finds too common goes back to step 1 with the message on the password', async () => {
    const { user } = renderWizard({
      'POST /onboarding/complete': apiError(400, 'Geçersiz istek', {
        password: 'Bu şifre çok yaygın, başka bir şifre seçin',
      }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await toLastStep(user);
    await user.click(screen.getByRole('button', { name: '14 Günlük Denemeyi Başlat' }));
    expect(await screen.findByText('Adım 1 / 5')).toBeInTheDocument();
    expect(screen.getByLabelText('Şifre')).toHaveAccessibleDescription('Bu şifre çok yaygın, başka bir şifre seçin');
  });
});
