import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, stubApi, writes, type StubAnswer } from '../../test/api-stub';
import { renderPage, today } from '../../test/render';
import { RegisterPage } from './RegisterPage';

const invitation = {
  'GET /auth/verify-invitation/davet-1': {
    body: {
      data: {
        invitation: {
          email: 'mehmet@ornek.com.tr',
          firstName: 'Mehmet',
          lastName: 'Demir',
          role: 'EMPLOYEE',
          organization: { name: 'Örnek A.Ş.' },
        },
      },
    },
  },
};
const field = (name: string) => screen.getByRole('textbox', { name });
const submit = () => screen.getByRole('button', { name: 'Hesabımı Oluştur' });

function renderRegister(routes: Record<string, StubAnswer | 'hang'> = {}, token = 'davet-1') {
  const api = stubApi({ ...invitation, ...routes });
  return { ...api, ...renderPage(<RegisterPage />, { route: `/register?token=${token}` }) };
}
async function fillValid(user: ReturnType<typeof renderPage>['user']) {
  await user.type(screen.getByLabelText('Şifre'), 'gizli-sifre');
  await user.type(field('Telefon'), '0532 123 45 67');
  await user.type(field('TC Kimlik Numarası'), '10000000146');
  await user.type(field('Doğum Tarihi'), '15.04.1990');
  await user.type(field('Adres'), 'Kadıköy, İstanbul');
  await user.type(field('Acil Durum Kişisi'), 'Ayşe Demir');
  await user.type(field('Acil Durum Telefonu'), '0533 765 43 21');
}

describe('sign-up from an invitation (RegisterPage)', () => {
  beforeEach(() => today('2026-06-01'));

  it('names the organization and the invited person; the e-mail is fixed', async () => {
    renderRegister();
    expect(
      await screen.findByText(
        "Örnek A.Ş. sizi Paydos'a davet etti. Hesabınızı oluşturmak için bilgilerinizi tamamlayın.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Mehmet Demir · Personel')).toBeInTheDocument();
    expect(field('E-posta')).toHaveValue('mehmet@ornek.com.tr');
    expect(field('E-posta')).toBeDisabled();
  });

  it('product §5: every field is required, each with its Turkish message; nothing sent', async () => {
    const { user, sent } = renderRegister();
    await user.click(await screen.findByRole('button', { name: 'Hesabımı Oluştur' }));
    expect(screen.getByLabelText('Şifre')).toHaveAccessibleDescription('Şifre gerekli');
    expect(field('Telefon')).toHaveAccessibleDescription('Telefon numarası gerekli');
    expect(field('TC Kimlik Numarası')).toHaveAccessibleDescription('TC Kimlik Numarası gerekli');
    expect(field('Doğum Tarihi')).toHaveAccessibleDescription('Doğum tarihi gerekli');
    expect(field('Adres')).toHaveAccessibleDescription(/^Adres gerekli/);
    expect(field('Acil Durum Kişisi')).toHaveAccessibleDescription('Acil durum kişisi gerekli');
    expect(field('Acil Durum Telefonu')).toHaveAccessibleDescription('Acil durum telefonu gerekli');
    expect(writes(sent)).toHaveLength(0);
  });

  it('a short password, a wrong TC Kimlik Numarası, a birthday in the future and a foreign phone are refused', async () => {
    const { user } = renderRegister();
    await user.type(await screen.findByLabelText('Şifre'), '12345');
    await user.type(field('TC Kimlik Numarası'), '10000000147');
    await user.type(field('Doğum Tarihi'), '02.06.2026');
    await user.type(field('Telefon'), '+49 30 123456');
    await user.click(submit());
    expect(screen.getByLabelText('Şifre')).toHaveAccessibleDescription('Şifre en az 6 karakter olmalı');
    expect(field('TC Kimlik Numarası')).toHaveAccessibleDescription(
      'TC Kimlik Numarası geçerli değil (kontrol haneleri tutmuyor). Lütfen numarayı kontrol edin.',
    );
    expect(field('Doğum Tarihi')).toHaveAccessibleDescription('Doğum tarihi gelecekte olamaz');
    expect(field('Telefon')).toHaveAccessibleDescription(
      'Telefon geçerli bir Türkiye telefon numarası olmalıdır (örneğin 0532 123 45 67)',
    );
  });

  it('issue 20: a password the server finds too common is shown on its field; another refusal above the form; busy meanwhile', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const { user, sent } = renderRegister({
      'POST /auth/register': () => new Promise((resolve) => (answer = resolve)),
    });
    await screen.findByLabelText('Şifre');
    await fillValid(user);
    await user.click(submit());
    await waitFor(() => expect(submit()).toBeDisabled());
    expect(writes(sent)[0]?.body).toMatchObject({
      invitationToken: 'davet-1',
      nationalId: '10000000146',
      birthday: '1990-04-15',
    });
    answer(apiError(400, 'Geçersiz istek', { password: 'Bu şifre çok yaygın, başka bir şifre seçin' }));
    expect(await screen.findByText('Bu şifre çok yaygın, başka bir şifre seçin')).toBeInTheDocument();
    expect(screen.getByLabelText('Şifre')).toHaveAccessibleDescription('Bu şifre çok yaygın, başka bir şifre seçin');

    stubApi({ ...invitation, 'POST /auth/register': apiError(410, 'Davetin süresi dolmuş') });
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Kayıt olurken hata oluştu');
    expect(alert).toHaveTextContent('Davetin süresi dolmuş');
  });

  it('an unknown invitation: "Davet Bulunamadı" with the way to the login; no form', async () => {
    renderRegister({ 'GET /auth/verify-invitation/yok': apiError(404, 'Davet bulunamadı') }, 'yok');
    expect(await screen.findByText('Davet Bulunamadı')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Giriş sayfasına git' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('Şifre')).toBeNull();
  });
});
