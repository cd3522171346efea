import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '@paydos/contract/messages';
import type { ApiKeyView } from '@paydos/contract/api-keys';
import { apiError, stubApi, writes } from '../../test/api-stub';
import { renderPage, testUser } from '../../test/render';
import { ApiKeysCard } from './ApiKeysCard';

const admin = testUser();
const SECRET = 'pdk_live_Ab3dEf9hIjKlMnOpQrStUvWxYz0123456789-_AbCdE';

const key = (overrides: Partial<ApiKeyView> = {}): ApiKeyView => ({
  id: 'k-1',
  name: 'Bordro sistemi',
  prefix: 'pdk_live_Ab3dEf',
  scopes: ['leave:read', 'people:read'],
  createdAt: '2026-11-02T09:00:00.000Z',
  createdBy: 'Ayşe Yılmaz',
  lastUsedAt: '2026-12-05T06:30:00.000Z',
  revokedAt: null,
  ...overrides,
});

describe('API keys on the organization page (ApiKeysCard, issue 26)', () => {
  it('lists each key by name, prefix, scopes, creator and last use; a revoked one is marked and has no revoke button', async () => {
    stubApi({
      'GET /admin/api-keys': {
        body: {
          apiKeys: [
            key(),
            key({ id: 'k-2', name: 'Eski intranet', lastUsedAt: null, revokedAt: '2026-11-20T10:00:00.000Z' }),
          ],
        },
      },
    });
    renderPage(<ApiKeysCard />, { user: admin });
    const list = await screen.findByRole('list', { name: 'API anahtarı listesi' });
    const [live, revoked] = within(list).getAllByRole('listitem');
    expect(live).toHaveTextContent('Bordro sistemi');
    expect(live).toHaveTextContent('pdk_live_Ab3dEf…');
    expect(live).toHaveTextContent('İzinleri okuma · Personeli okuma');
    expect(live).toHaveTextContent('Oluşturma: 02.11.2026, Ayşe Yılmaz');
    expect(live).toHaveTextContent('Son kullanım: 05.12.2026');
    expect(within(live!).getByRole('button', { name: 'İptal et: Bordro sistemi anahtarı' })).toBeInTheDocument();
    expect(revoked).toHaveTextContent('İptal edildi');
    expect(revoked).toHaveTextContent('İptal: 20.11.2026');
    expect(within(revoked!).queryByRole('button')).toBeNull();
  });

  it('creates a key with its name and scopes; the secret is shown once with a copy button, and gone when the dialog closes', async () => {
    const { sent } = stubApi({
      'GET /admin/api-keys': { body: { apiKeys: [] } },
      'POST /admin/api-keys': {
        status: 201,
        body: { apiKey: key(), secret: SECRET, message: messages.apiKeys.created },
      },
    });
    const { user } = renderPage(<ApiKeysCard />, { user: admin });
    expect(await screen.findByText('Henüz API anahtarı yok.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Anahtar oluştur' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni API anahtarı' });
    await user.click(within(dialog).getByRole('button', { name: 'Oluştur' }));
    expect(await within(dialog).findByText(messages.apiKeys.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.apiKeys.scopesRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Anahtar adı'), ' Bordro sistemi ');
    await user.click(within(dialog).getByRole('checkbox', { name: /İzinleri okuma/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Personeli okuma/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Oluştur' }));

    const shown = await screen.findByRole('dialog', { name: 'Gizli anahtar' });
    expect(within(shown).getByTestId('api-key-secret')).toHaveTextContent(SECRET);
    expect(within(shown).getByText(/bir daha gösterilmeyecek/)).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'Gizli anahtarı kopyala' }));
    // user-event puts its own clipboard in place of the browser's: what the button copied is read back from it.
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(await screen.findByText(messages.apiKeys.created)).toBeInTheDocument();
    expect(writes(sent)).toEqual([
      {
        method: 'POST',
        path: '/admin/api-keys',
        body: { name: 'Bordro sistemi', scopes: ['leave:read', 'people:read'] },
      },
    ]);
    await user.click(within(shown).getByRole('button', { name: 'Kopyaladım, kapat' }));
    expect(screen.queryByText(SECRET)).toBeNull();
  });

  it('revokes a key after confirmation and shows the server’s message; a refusal shows its Turkish message', async () => {
    let attempt = 0;
    const { sent } = stubApi({
      'GET /admin/api-keys': { body: { apiKeys: [key()] } },
      'POST /admin/api-keys/k-1/revoke': () =>
        ++attempt === 1
          ? apiError(409, messages.apiKeys.alreadyRevoked)
          : { body: { apiKey: key({ revokedAt: '2026-12-06T10:00:00.000Z' }), message: messages.apiKeys.revoked } },
    });
    const { user } = renderPage(<ApiKeysCard />, { user: admin });
    await user.click(await screen.findByRole('button', { name: 'İptal et: Bordro sistemi anahtarı' }));
    let confirm = await screen.findByRole('dialog', { name: 'Anahtar iptal edilsin mi?' });
    await user.click(within(confirm).getByRole('button', { name: 'İptal et' }));
    expect(await screen.findByText(messages.apiKeys.alreadyRevoked)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'İptal et: Bordro sistemi anahtarı' }));
    confirm = await screen.findByRole('dialog', { name: 'Anahtar iptal edilsin mi?' });
    await user.click(within(confirm).getByRole('button', { name: 'İptal et' }));
    expect(await screen.findByText(messages.apiKeys.revoked)).toBeInTheDocument();
    expect(writes(sent).map((r) => r.path)).toEqual(['/admin/api-keys/k-1/revoke', '/admin/api-keys/k-1/revoke']);
  });
});
