import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, stubApi, writes } from '../../test/api-stub';
import { renderPage, testUser } from '../../test/render';
import { CompanyInfoForm } from './CompanyInfoForm';
import { testOrganization } from './test-organization';

const field = (name: string) => screen.getByRole('textbox', { name });
const save = () => screen.getByRole('button', { name: 'Kaydet' });
const admin = testUser();

describe('organization settings: company info (CompanyInfoForm)', () => {
  it('product §5: an empty name: "Organizasyon adı gerekli"; nothing sent', async () => {
    const { sent } = stubApi({});
    const { user } = renderPage(<CompanyInfoForm organization={testOrganization()} />, { user: admin });
    await user.clear(field('Şirket adı'));
    await user.click(save());
    expect(field('Şirket adı')).toHaveAccessibleDescription('Organizasyon adı gerekli');
    expect(writes(sent)).toHaveLength(0);
  });

  it('a name over 200 characters, a description over 1000 and a phone that is not Turkish are refused naming the field', async () => {
    stubApi({});
    const { user } = renderPage(<CompanyInfoForm organization={testOrganization()} />, { user: admin });
    await user.click(field('Şirket adı'));
    await user.paste('x'.repeat(191));
    const description = field('Açıklama');
    description.removeAttribute('maxLength');
    await user.click(description);
    await user.paste('y'.repeat(1001));
    await user.type(field('Telefon'), '0000');
    await user.click(save());
    expect(field('Şirket adı')).toHaveAccessibleDescription('Şirket adı en fazla 200 karakter olabilir');
    expect(description).toHaveAccessibleDescription(/^Açıklama en fazla 1000 karakter olabilir/);
    expect(field('Telefon')).toHaveAccessibleDescription(
      'Telefon geçerli bir Türkiye telefon numarası olmalıdır (örneğin 0532 123 45 67)',
    );
  });

  it('saved: empty fields go as null and the toast says so', async () => {
    const { sent } = stubApi({
      'PUT /admin/organizations/my': { body: { organization: testOrganization(), recalculatedEmployees: 0 } },
    });
    const { user } = renderPage(<CompanyInfoForm organization={testOrganization()} />, { user: admin });
    await user.type(field('Adres'), 'Kadıköy, İstanbul');
    await user.click(save());
    expect(await screen.findByText('Organizasyon bilgileri başarıyla güncellendi')).toBeInTheDocument();
    expect(writes(sent)[0]?.body).toEqual({
      name: 'Örnek A.Ş.',
      description: null,
      address: 'Kadıköy, İstanbul',
      phone: null,
      website: null,
    });
  });

  it('a refusal shows the server\'s message under "Güncelleme sırasında hata oluştu"; the button is busy meanwhile', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    stubApi({ 'PUT /admin/organizations/my': () => new Promise((resolve) => (answer = resolve)) });
    const { user } = renderPage(<CompanyInfoForm organization={testOrganization()} />, { user: admin });
    await user.click(save());
    await waitFor(() => expect(save()).toBeDisabled());
    answer(apiError(403, 'Bu işlem için yetkiniz yok'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Güncelleme sırasında hata oluştu');
    expect(alert).toHaveTextContent('Bu işlem için yetkiniz yok');
    expect(save()).toBeEnabled();
  });
});
