import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, stubApi } from '../../test/api-stub';
import { renderPage } from '../../test/render';
import { ForgotPasswordPage } from './ForgotPasswordPage';

describe('ForgotPasswordPage', () => {
  it('the send button stays disabled until an e-mail is typed', async () => {
    stubApi({});
    const { user } = renderPage(<ForgotPasswordPage />);
    const submit = screen.getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('E-posta'), 'a');
    expect(submit).toBeEnabled();
  });

  it('an invalid e-mail: "Geçerli bir e-posta adresi girin", nothing sent', async () => {
    const { sent } = stubApi({});
    const { user } = renderPage(<ForgotPasswordPage />);
    await user.type(screen.getByLabelText('E-posta'), 'ayse');
    await user.click(screen.getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' }));
    expect(screen.getByLabelText('E-posta')).toHaveAccessibleDescription('Geçerli bir e-posta adresi girin');
    expect(sent).toHaveLength(0);
  });

  it('a failed request shows the server\'s message under "Şifre sıfırlama talebi başarısız"', async () => {
    stubApi({ 'POST /password-reset/request': apiError(429, 'Çok fazla deneme yapıldı, biraz sonra tekrar deneyin.') });
    const { user } = renderPage(<ForgotPasswordPage />);
    await user.type(screen.getByLabelText('E-posta'), 'ayse@ornek.com.tr');
    await user.click(screen.getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Şifre sıfırlama talebi başarısız');
    expect(alert).toHaveTextContent('Çok fazla deneme yapıldı, biraz sonra tekrar deneyin.');
  });

  it('sent: the e-mail-sent card names the address and gives the tips', async () => {
    const { sent } = stubApi({ 'POST /password-reset/request': { body: { message: 'ok' } } });
    const { user } = renderPage(<ForgotPasswordPage />);
    await user.type(screen.getByLabelText('E-posta'), 'ayse@ornek.com.tr');
    await user.click(screen.getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' }));
    expect(
      await screen.findByText('ayse@ornek.com.tr adresi kayıtlıysa şifre sıfırlama bağlantısı gönderildi.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Şimdi ne yapmalısınız?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Giriş sayfasına dön' })).toHaveAttribute('href', '/login');
    expect(sent[0]?.body).toEqual({ email: 'ayse@ornek.com.tr' });
  });
});
