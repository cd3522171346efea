import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, stubApi } from '../../test/api-stub';
import { renderPage } from '../../test/render';
import { ResetPasswordPage } from './ResetPasswordPage';

const verified = {
  'GET /password-reset/verify/tok-1': {
    body: { user: { firstName: 'Ayşe', lastName: 'Yılmaz', email: 'ayse@ornek.com.tr' } },
  },
};
const renderReset = (token = 'tok-1') => renderPage(<ResetPasswordPage />, { route: `/reset-password?token=${token}` });

describe('ResetPasswordPage', () => {
  it('names whose password is set', async () => {
    stubApi(verified);
    renderReset();
    expect(await screen.findByTestId('reset-user-name')).toHaveTextContent('Ayşe Yılmaz');
    expect(screen.getByText('ayse@ornek.com.tr')).toBeInTheDocument();
  });

  it('empty: "Şifre gerekli" and "Şifre tekrarı gerekli"', async () => {
    stubApi(verified);
    const { user } = renderReset();
    await user.click(await screen.findByRole('button', { name: 'Şifreyi Güncelle' }));
    expect(screen.getByLabelText('Yeni Şifre')).toHaveAccessibleDescription('Şifre gerekli');
    expect(screen.getByLabelText('Yeni Şifre (Tekrar)')).toHaveAccessibleDescription('Şifre tekrarı gerekli');
  });

  it('a password under 6 characters, and two that differ, are refused with their messages', async () => {
    const { sent } = stubApi(verified);
    const { user } = renderReset();
    await user.type(await screen.findByLabelText('Yeni Şifre'), '12345');
    await user.type(screen.getByLabelText('Yeni Şifre (Tekrar)'), '123456');
    await user.click(screen.getByRole('button', { name: 'Şifreyi Güncelle' }));
    expect(screen.getByLabelText('Yeni Şifre')).toHaveAccessibleDescription('Şifre en az 6 karakter olmalı');
    expect(screen.getByLabelText('Yeni Şifre (Tekrar)')).toHaveAccessibleDescription('Şifreler eşleşmiyor');
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('issue 20: a password the server finds too common is shown on its field', async () => {
    stubApi({
      ...verified,
      'POST /password-reset/reset': apiError(400, 'Geçersiz istek', {
        newPassword: 'Bu şifre çok yaygın, başka bir şifre seçin',
      }),
    });
    const { user } = renderReset();
    await user.type(await screen.findByLabelText('Yeni Şifre'), 'password');
    await user.type(screen.getByLabelText('Yeni Şifre (Tekrar)'), 'password');
    await user.click(screen.getByRole('button', { name: 'Şifreyi Güncelle' }));
    expect(await screen.findByText('Bu şifre çok yaygın, başka bir şifre seçin')).toBeInTheDocument();
    expect(screen.getByLabelText('Yeni Şifre')).toHaveAccessibleDescription(
      'Bu şifre çok yaygın, başka bir şifre seçin',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('another failure shows the server\'s message under "Şifre sıfırlama başarısız"', async () => {
    stubApi({ ...verified, 'POST /password-reset/reset': apiError(500, 'Sunucu hatası oluştu') });
    const { user } = renderReset();
    await user.type(await screen.findByLabelText('Yeni Şifre'), 'yeni-sifre-1');
    await user.type(screen.getByLabelText('Yeni Şifre (Tekrar)'), 'yeni-sifre-1');
    await user.click(screen.getByRole('button', { name: 'Şifreyi Güncelle' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Şifre sıfırlama başarısız');
    expect(alert).toHaveTextContent('Sunucu hatası oluştu');
  });

  it('done: "Şifreniz güncellendi" with a way to log in', async () => {
    const { sent } = stubApi({ ...verified, 'POST /password-reset/reset': { body: { message: 'ok' } } });
    const { user } = renderReset();
    await user.type(await screen.findByLabelText('Yeni Şifre'), 'yeni-sifre-1');
    await user.type(screen.getByLabelText('Yeni Şifre (Tekrar)'), 'yeni-sifre-1');
    await user.click(screen.getByRole('button', { name: 'Şifreyi Güncelle' }));
    expect(await screen.findByText('Şifreniz güncellendi')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute('href', '/login');
    expect(sent.at(-1)?.body).toEqual({ token: 'tok-1', newPassword: 'yeni-sifre-1' });
  });

  it('an expired or used link: "Geçersiz sıfırlama linki", no form', async () => {
    stubApi({ 'GET /password-reset/verify/old': apiError(400, 'Geçersiz token') });
    renderReset('old');
    expect(await screen.findByText('Geçersiz sıfırlama linki')).toBeInTheDocument();
    expect(screen.queryByLabelText('Yeni Şifre')).toBeNull();
  });

  it('no token in the link: invalid at once, nothing asked', () => {
    const { sent } = stubApi({});
    renderPage(<ResetPasswordPage />, { route: '/reset-password' });
    expect(screen.getByText('Geçersiz sıfırlama linki')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});
