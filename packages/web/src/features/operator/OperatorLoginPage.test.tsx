import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiError, stubApi, writes } from '../../test/api-stub';
import { renderPage } from '../../test/render';
import { OperatorAuthProvider } from './OperatorAuthProvider';
import { OperatorLoginPage } from './OperatorLoginPage';

const operatorSite = { site: { kind: 'operator' as const }, baseDomain: 'paydos.test' };
const renderLogin = () =>
  renderPage(
    <OperatorAuthProvider>
      <Routes>
        <Route path="/login" element={<OperatorLoginPage />} />
        <Route path="/analytics" element={<p>Analitik</p>} />
      </Routes>
    </OperatorAuthProvider>,
    { site: operatorSite, route: '/login' },
  );
const submit = () => screen.getByRole('button', { name: 'Giriş Yap' });

describe('operator login (OperatorLoginPage)', () => {
  it('empty: "Kullanıcı adı gerekli" and "Şifre gerekli"; nothing sent', async () => {
    const { sent } = stubApi({});
    const { user } = renderLogin();
    await user.click(submit());
    expect(screen.getByRole('textbox', { name: 'Kullanıcı adı' })).toHaveAccessibleDescription('Kullanıcı adı gerekli');
    expect(screen.getByLabelText('Şifre')).toHaveAccessibleDescription('Şifre gerekli');
    expect(writes(sent)).toHaveLength(0);
  });

  it("a refused login shows the server's message; the button is busy meanwhile", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    stubApi({ 'POST /superadmin/login': () => new Promise((resolve) => (answer = resolve)) });
    const { user } = renderLogin();
    await user.type(screen.getByRole('textbox', { name: 'Kullanıcı adı' }), 'operator');
    await user.type(screen.getByLabelText('Şifre'), 'yanlis');
    await user.click(submit());
    await waitFor(() => expect(submit()).toBeDisabled());
    answer(apiError(401, 'Kullanıcı adı veya şifre hatalı'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kullanıcı adı veya şifre hatalı');
    expect(submit()).toBeEnabled();
  });

  it('a good login stores the operator token and opens the analytics', async () => {
    stubApi({ 'POST /superadmin/login': { body: { token: 'op-1', superAdmin: { id: 's-1', username: 'operator' } } } });
    const { user } = renderLogin();
    await user.type(screen.getByRole('textbox', { name: 'Kullanıcı adı' }), 'operator');
    await user.type(screen.getByLabelText('Şifre'), 'dogru-sifre');
    await user.click(submit());
    expect(await screen.findByText('Analitik')).toBeInTheDocument();
    expect(localStorage.getItem('superAdminToken')).toBe('op-1');
  });
});
