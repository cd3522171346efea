import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, stubApi, writes } from '../../test/api-stub';
import { renderPage, testUser, today } from '../../test/render';
import { InviteForm } from './InviteForm';

const field = (name: string) => screen.getByRole('textbox', { name });
const submit = () => screen.getByRole('button', { name: 'Davet Gönder' });
const admin = testUser();

describe('staff invite form (InviteForm)', () => {
  beforeEach(() => today('2026-06-01'));

  it('product §5: empty: "Ad gerekli", "Soyad gerekli", "E-posta gerekli"; nothing sent', async () => {
    const { sent } = stubApi({});
    const { user } = renderPage(<InviteForm />, { user: admin });
    await user.click(submit());
    expect(field('Ad')).toHaveAccessibleDescription('Ad gerekli');
    expect(field('Soyad')).toHaveAccessibleDescription('Soyad gerekli');
    expect(field('E-posta')).toHaveAccessibleDescription('E-posta gerekli');
    expect(writes(sent)).toHaveLength(0);
  });

  it('an invalid e-mail, a name over 100 characters and a start date in the future are refused with their messages', async () => {
    stubApi({});
    const { user } = renderPage(<InviteForm />, { user: admin });
    await user.click(field('Ad'));
    await user.paste('a'.repeat(101));
    await user.type(field('E-posta'), 'mehmet@ornek');
    await user.type(field('İşe giriş tarihi'), '02.06.2026');
    await user.click(submit());
    expect(field('Ad')).toHaveAccessibleDescription('Ad en fazla 100 karakter olabilir');
    expect(field('E-posta')).toHaveAccessibleDescription('Geçerli bir e-posta adresi girin');
    expect(field('İşe giriş tarihi')).toHaveAccessibleDescription('İşe giriş tarihi gelecekte olamaz');
  });

  it('the start date says it is today when left empty', () => {
    stubApi({});
    renderPage(<InviteForm />, { user: admin });
    expect(field('İşe giriş tarihi')).toHaveAccessibleDescription('Boş bırakılırsa bugün');
  });

  it('sent as an EMPLOYEE; the toast says so and the form is emptied', async () => {
    const { sent } = stubApi({ 'POST /admin/invite': { body: { message: 'ok' } } });
    const { user } = renderPage(<InviteForm />, { user: admin });
    await user.type(field('Ad'), 'Mehmet');
    await user.type(field('Soyad'), 'Demir');
    await user.type(field('E-posta'), 'mehmet@ornek.com.tr');
    await user.click(submit());
    expect(await screen.findByText('Davet başarıyla gönderildi')).toBeInTheDocument();
    expect(writes(sent)[0]?.body).toEqual({
      firstName: 'Mehmet',
      lastName: 'Demir',
      email: 'mehmet@ornek.com.tr',
      role: 'EMPLOYEE',
    });
    expect(field('Ad')).toHaveValue('');
  });

  it('a refusal shows the server\'s message under "Davet gönderilirken hata oluştu", a named field under the field', async () => {
    stubApi({
      'POST /admin/invite': apiError(409, 'Bu e-posta adresiyle kayıtlı bir kullanıcı zaten var', {
        email: 'Bu e-posta zaten kayıtlı',
      }),
    });
    const { user } = renderPage(<InviteForm />, { user: admin });
    await user.type(field('Ad'), 'Mehmet');
    await user.type(field('Soyad'), 'Demir');
    await user.type(field('E-posta'), 'mehmet@ornek.com.tr');
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Davet gönderilirken hata oluştu');
    expect(alert).toHaveTextContent('Bu e-posta adresiyle kayıtlı bir kullanıcı zaten var');
    expect(field('E-posta')).toHaveAccessibleDescription('Bu e-posta zaten kayıtlı');
  });

  it('while sending the button is busy and disabled', async () => {
    stubApi({ 'POST /admin/invite': 'hang' });
    const { user } = renderPage(<InviteForm />, { user: admin });
    await user.type(field('Ad'), 'Mehmet');
    await user.type(field('Soyad'), 'Demir');
    await user.type(field('E-posta'), 'mehmet@ornek.com.tr');
    await user.click(submit());
    await waitFor(() => expect(submit()).toBeDisabled());
  });
});
