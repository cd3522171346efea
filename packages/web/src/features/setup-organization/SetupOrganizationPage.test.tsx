import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, stubApi, writes } from '../../test/api-stub';
import { renderPage } from '../../test/render';
import { SetupOrganizationPage } from './SetupOrganizationPage';

const mainSite = { site: { kind: 'main' as const }, baseDomain: 'paydos.test' };
const field = (name: string) => screen.getByRole('textbox', { name });
const submit = () => screen.getByRole('button', { name: 'Organizasyonu Kur' });

async function fillValid(user: ReturnType<typeof renderPage>['user']) {
  await user.type(field('Ad'), 'Ayşe');
  await user.type(field('Soyad'), 'Yılmaz');
  await user.type(field('E-posta'), 'ayse@ornek.com.tr');
  await user.type(screen.getByLabelText('Şifre'), 'gizli-sifre');
  await user.type(field('Şirket adı'), 'Örnek A.Ş.');
}

describe('organization setup (SetupOrganizationPage)', () => {
  it('product §5: names and company name required, e-mail format, password of 6; nothing sent', async () => {
    const { sent } = stubApi({});
    const { user } = renderPage(<SetupOrganizationPage />, { site: mainSite });
    await user.click(submit());
    expect(field('Ad')).toHaveAccessibleDescription('Ad gerekli');
    expect(field('Soyad')).toHaveAccessibleDescription('Soyad gerekli');
    expect(field('E-posta')).toHaveAccessibleDescription('Geçerli bir e-posta adresi girin');
    expect(screen.getByLabelText('Şifre')).toHaveAccessibleDescription('Şifre en az 6 karakter olmalı');
    expect(field('Şirket adı')).toHaveAccessibleDescription('Şirket adı gerekli');
    expect(writes(sent)).toHaveLength(0);
  });

  it('a name over 100 characters and a foreign phone are refused naming the field, as the server does', async () => {
    stubApi({});
    const { user } = renderPage(<SetupOrganizationPage />, { site: mainSite });
    await user.click(field('Ad'));
    await user.paste('a'.repeat(101));
    await user.type(field('Telefon (isteğe bağlı)'), '+1 555 0100');
    await user.click(submit());
    expect(field('Ad')).toHaveAccessibleDescription('Ad en fazla 100 karakter olabilir');
    expect(field('Telefon (isteğe bağlı)')).toHaveAccessibleDescription(
      'Telefon geçerli bir Türkiye telefon numarası olmalıdır (örneğin 0532 123 45 67)',
    );
  });

  it("a refusal shows the server's message; a too common password is shown on its field; busy meanwhile", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    stubApi({ 'POST /auth/setup-organization': () => new Promise((resolve) => (answer = resolve)) });
    const { user } = renderPage(<SetupOrganizationPage />, { site: mainSite });
    await fillValid(user);
    await user.click(submit());
    await waitFor(() => expect(submit()).toBeDisabled());
    answer(apiError(409, 'Bu e-posta adresi zaten kullanımda'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Organizasyon kurulurken hata oluştu');
    expect(alert).toHaveTextContent('Bu e-posta adresi zaten kullanımda');

    stubApi({
      'POST /auth/setup-organization': apiError(400, 'Geçersiz istek', {
        password: 'Bu şifre çok yaygın, başka bir şifre seçin',
      }),
    });
    await user.click(submit());
    expect(await screen.findByText('Bu şifre çok yaygın, başka bir şifre seçin')).toBeInTheDocument();
    expect(screen.getByLabelText('Şifre')).toHaveAccessibleDescription('Bu şifre çok yaygın, başka bir şifre seçin');
  });
});
