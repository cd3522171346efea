import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, stubApi, writes, type StubAnswer } from '../../test/api-stub';
import { renderPage } from '../../test/render';
import { UserCreateForm } from './UserCreateForm';

const operatorSite = { site: { kind: 'operator' as const }, baseDomain: 'paydos.test' };
const field = (name: string) => screen.getByRole('textbox', { name });
const submit = () => screen.getByRole('button', { name: 'Kullanıcı Oluştur' });
const renderForm = (routes: Record<string, StubAnswer | 'hang'> = {}) => ({
  ...stubApi(routes),
  ...renderPage(<UserCreateForm organizationId="o-1" />, { site: operatorSite }),
});

describe("operator's new user (UserCreateForm)", () => {
  it('product §5: e-mail, name and surname required: "Email, Ad ve Soyad zorunludur"; nothing sent', async () => {
    const { user, sent } = renderForm();
    await user.click(submit());
    for (const name of ['Ad', 'Soyad', 'E-posta'])
      expect(field(name)).toHaveAccessibleDescription('Email, Ad ve Soyad zorunludur');
    expect(writes(sent)).toHaveLength(0);
  });

  it('an invalid e-mail and a position over 100 characters are refused', async () => {
    const { user } = renderForm();
    await user.type(field('E-posta'), 'mehmet@');
    await user.click(field('Pozisyon'));
    await user.paste('p'.repeat(101));
    await user.click(submit());
    expect(field('E-posta')).toHaveAccessibleDescription('Geçerli bir e-posta adresi girin');
    expect(field('Pozisyon')).toHaveAccessibleDescription('Pozisyon en fazla 100 karakter olabilir');
  });

  it("created as an EMPLOYEE by default, empty fields as null; the server's message is the toast", async () => {
    const { user, sent } = renderForm({
      'POST /superadmin/organizations/o-1/users': {
        body: { message: 'Kullanıcı oluşturuldu, şifre e-postası gönderildi' },
      },
    });
    await user.type(field('Ad'), 'Mehmet');
    await user.type(field('Soyad'), 'Demir');
    await user.type(field('E-posta'), 'mehmet@ornek.com.tr');
    await user.click(submit());
    expect(await screen.findByText('Kullanıcı oluşturuldu, şifre e-postası gönderildi')).toBeInTheDocument();
    expect(writes(sent)[0]?.body).toEqual({
      firstName: 'Mehmet',
      lastName: 'Demir',
      email: 'mehmet@ornek.com.tr',
      role: 'EMPLOYEE',
      position: null,
      department: null,
      startDate: null,
    });
  });

  it("a refusal shows the server's message; the button is busy meanwhile", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const { user } = renderForm({
      'POST /superadmin/organizations/o-1/users': () => new Promise((resolve) => (answer = resolve)),
    });
    await user.type(field('Ad'), 'Mehmet');
    await user.type(field('Soyad'), 'Demir');
    await user.type(field('E-posta'), 'mehmet@ornek.com.tr');
    await user.click(submit());
    await waitFor(() => expect(submit()).toBeDisabled());
    answer(apiError(409, 'Bu e-posta adresi zaten kayıtlı'));
    expect(await screen.findByText('Bu e-posta adresi zaten kayıtlı')).toBeInTheDocument();
  });
});
