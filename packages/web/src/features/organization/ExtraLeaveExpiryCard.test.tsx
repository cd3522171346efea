import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi, writes } from '../../test/api-stub';
import { renderPage, testUser } from '../../test/render';
import { ExtraLeaveExpiryCard } from './ExtraLeaveExpiryCard';

const route = '/admin/organizations/my/extra-leave-expiry';

describe('issue 24 (4857 md. 59): the expiry period of extra days on the organization page', () => {
  it('shows the current rule; saving 12 months sends it and the toast confirms', async () => {
    const { sent } = stubApi({
      [`GET ${route}`]: { body: { months: 6, from: '2026-01-05' } },
      [`PUT ${route}`]: { body: { months: 12, from: '2026-06-01' } },
    });
    const { user } = renderPage(<ExtraLeaveExpiryCard />, { user: testUser() });
    const field = await screen.findByRole('textbox', { name: 'Süre (ay)' });
    expect(field).toHaveValue('6');
    expect(screen.getByText('Bu kural 05.01.2026 tarihinden beri geçerli.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '12');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Ek izin süresi kaydedildi')).toBeInTheDocument();
    expect(writes(sent)).toEqual([{ method: 'PUT', path: route, body: { months: 12 } }]);
  });

  it('refuses what the server would (over 60, not a whole number) without a call; empty means never', async () => {
    const { sent } = stubApi({
      [`GET ${route}`]: { body: { months: null, from: null } },
      [`PUT ${route}`]: { body: { months: null, from: null } },
    });
    const { user } = renderPage(<ExtraLeaveExpiryCard />, { user: testUser() });
    const field = await screen.findByRole('textbox', { name: 'Süre (ay)' });
    expect(screen.getByText('Ek izin günleri yanmıyor.')).toBeInTheDocument();
    await user.type(field, '61');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Süre 0 ile 60 ay arasında olmalıdır.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '1,5');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Süre tam sayı olarak ay cinsinden girilmelidir.')).toBeInTheDocument();
    expect(writes(sent)).toEqual([]);
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Ek izin süresi kaydedildi')).toBeInTheDocument();
    expect(writes(sent)).toEqual([{ method: 'PUT', path: route, body: { months: null } }]);
  });
});
