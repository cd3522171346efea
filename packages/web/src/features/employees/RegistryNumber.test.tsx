import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, stubApi, writes } from '../../test/api-stub';
import { renderPage, testUser } from '../../test/render';
import { RegistryNumber } from './RegistryNumber';

const saved = { body: { registryNumber: 'P-0131', message: 'Sicil no kaydedildi' } };

describe('issue 24 item 1 (Yönetmelik md. 20): the registry number (sicil no) an ADMIN keeps', () => {
  it('an ADMIN edits it in place: "Kaydet" sends the trimmed number and the server’s message is the toast', async () => {
    const { sent } = stubApi({ 'PUT /employee/u-5/registry-number': saved });
    const { user } = renderPage(<RegistryNumber employeeId="u-5" value={null} canEdit />, { user: testUser() });
    expect(screen.getByText('Belirtilmemiş')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Düzenle (sicil no)' }));
    const field = screen.getByRole('textbox', { name: 'Sicil no' });
    expect(field).toHaveFocus();
    await user.type(field, ' P-0131 ');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Sicil no kaydedildi')).toBeInTheDocument();
    expect(writes(sent)).toEqual([
      { method: 'PUT', path: '/employee/u-5/registry-number', body: { registryNumber: 'P-0131' } },
    ]);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('a number another person has (409) shows the server’s Turkish message under the field, and the form stays open', async () => {
    stubApi({ 'PUT /employee/u-5/registry-number': apiError(409, 'Bu sicil no başka bir personelde kayıtlı') });
    const { user } = renderPage(<RegistryNumber employeeId="u-5" value="P-0001" canEdit />, { user: testUser() });
    await user.click(screen.getByRole('button', { name: 'Düzenle (sicil no)' }));
    const field = screen.getByRole('textbox', { name: 'Sicil no' });
    await user.clear(field);
    await user.type(field, 'P-0027');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Bu sicil no başka bir personelde kayıtlı')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Bu sicil no başka bir personelde kayıtlı');
  });

  it('the form refuses what the server would (too long, other characters) in Turkish without a call; "Vazgeç" keeps the old number', async () => {
    const { sent } = stubApi({});
    const { user } = renderPage(<RegistryNumber employeeId="u-5" value="P-0001" canEdit />, { user: testUser() });
    await user.click(screen.getByRole('button', { name: 'Düzenle (sicil no)' }));
    const field = screen.getByRole('textbox', { name: 'Sicil no' });
    for (const bad of ['P<1>', 'x'.repeat(31)]) {
      await user.clear(field);
      await user.type(field, bad);
      await user.click(screen.getByRole('button', { name: 'Kaydet' }));
      expect(
        await screen.findByText(
          'Sicil no en fazla 30 karakter olabilir; harf, rakam, boşluk, "-", "/" ve "." içerebilir',
        ),
      ).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Vazgeç' }));
    expect(screen.getByText('P-0001')).toBeInTheDocument();
    expect(writes(sent)).toEqual([]);
  });

  it('others read it without an edit button', () => {
    stubApi({});
    renderPage(<RegistryNumber employeeId="u-5" value="P-0001" canEdit={false} />, {
      user: testUser({ role: 'MANAGER' }),
    });
    expect(screen.getByText('P-0001')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
