import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '@paydos/contract/messages';
import type { WebhookDelivery, WebhookEndpoint } from '@paydos/contract/webhooks';
import { apiError, stubApi, writes } from '../../test/api-stub';
import { renderPage, testUser } from '../../test/render';
import { WebhooksCard } from './WebhooksCard';

const admin = testUser();
const m = messages.webhooks;

const endpoint = (overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: 'w-1',
  url: 'https://bordro.example.com/paydos',
  events: ['leave.approved', 'person.left'],
  status: 'ACTIVE',
  pausedReason: null,
  secretHint: 'whsec_AbCd…',
  failingSince: null,
  createdAt: '2026-12-01T09:00:00.000Z',
  ...overrides,
});
const delivery = (overrides: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: 'd-1',
  eventId: 'e-1',
  eventType: 'leave.approved',
  status: 'DELIVERED',
  attempts: 1,
  lastStatusCode: 200,
  lastError: null,
  nextAttemptAt: null,
  deliveredAt: '2026-12-01T09:00:01.000Z',
  createdAt: '2026-12-01T09:00:00.000Z',
  ...overrides,
});

describe('webhooks on the organization page (WebhooksCard, issue 26 item 3)', () => {
  it('lists each endpoint with its state, its events in Turkish and only the hint of its secret; a paused-for-failures one says so', async () => {
    stubApi({
      'GET /webhooks': {
        body: {
          endpoints: [
            endpoint(),
            endpoint({ id: 'w-2', url: 'https://ik.example.com/hook', status: 'PAUSED', pausedReason: 'FAILING' }),
          ],
        },
      },
    });
    renderPage(<WebhooksCard />, { user: admin });
    const list = await screen.findByRole('list', { name: 'Webhook listesi' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('https://bordro.example.com/paydos');
    expect(first).toHaveTextContent('Etkin');
    expect(first).toHaveTextContent('İzin onaylandı, Personel ayrıldı');
    expect(first).toHaveTextContent('Gizli anahtar: whsec_AbCd…');
    expect(second).toHaveTextContent('Duraklatıldı: 3 gündür başarısız');
    expect(
      within(second!).getByRole('button', { name: 'https://ik.example.com/hook adresini etkinleştir' }),
    ).toBeVisible();
  });

  it('adds an endpoint with the events ticked and shows its secret once, with a copy button; the form refuses no events', async () => {
    const { sent } = stubApi({
      'GET /webhooks': { body: { endpoints: [] } },
      'POST /webhooks': {
        status: 201,
        body: { endpoint: endpoint(), secret: 'whsec_tek-seferlik-anahtar', message: m.created },
      },
    });
    const { user } = renderPage(<WebhooksCard />, { user: admin });
    expect(await screen.findByText('Henüz webhook yok.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Webhook ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni webhook' });
    await user.type(within(dialog).getByLabelText(/Adres \(URL\)/), 'https://bordro.example.com/paydos');
    await user.click(within(dialog).getByRole('button', { name: 'Webhook’u ekle' }));
    expect(await within(dialog).findByText(m.eventsRequired)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: /İzin onaylandı/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Personel ayrıldı/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Webhook’u ekle' }));
    const secret = await screen.findByRole('dialog', { name: 'Gizli anahtar' });
    expect(within(secret).getByTestId('webhook-secret')).toHaveTextContent('whsec_tek-seferlik-anahtar');
    expect(within(secret).getByText(/bir daha gösterilmeyecek/)).toBeInTheDocument();
    expect(within(secret).getByRole('button', { name: 'Kopyala' })).toBeVisible();
    expect(writes(sent)).toEqual([
      {
        method: 'POST',
        path: '/webhooks',
        body: { url: 'https://bordro.example.com/paydos', events: ['leave.approved', 'person.left'] },
      },
    ]);
    await user.click(within(secret).getByRole('button', { name: 'Tamam, kaydettim' }));
    expect(screen.queryByText('whsec_tek-seferlik-anahtar')).not.toBeInTheDocument();
  });

  it('a refused address shows the server’s message in the dialog (a private network)', async () => {
    stubApi({
      'GET /webhooks': { body: { endpoints: [] } },
      'POST /webhooks': apiError(400, m.privateAddress, { url: m.privateAddress }),
    });
    const { user } = renderPage(<WebhooksCard />, { user: admin });
    await user.click(await screen.findByRole('button', { name: 'Webhook ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni webhook' });
    await user.type(within(dialog).getByLabelText(/Adres \(URL\)/), 'https://10.0.0.5/hook');
    await user.click(within(dialog).getByRole('checkbox', { name: /İzin talep edildi/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Webhook’u ekle' }));
    expect(await within(dialog).findByText(m.privateAddress)).toBeInTheDocument();
  });

  it('opens the delivery log with status code, attempts and next try, and "Tekrar gönder" resends one; pause and delete send their calls', async () => {
    const { sent } = stubApi({
      'GET /webhooks': { body: { endpoints: [endpoint()] } },
      'GET /webhooks/w-1/deliveries': {
        body: {
          deliveries: [
            delivery({
              id: 'd-2',
              eventType: 'person.left',
              status: 'PENDING',
              attempts: 3,
              lastStatusCode: 503,
              nextAttemptAt: '2026-12-01T10:00:00.000Z',
              deliveredAt: null,
            }),
            delivery(),
          ],
          nextCursor: null,
        },
      },
      'POST /webhooks/w-1/deliveries/d-2/resend': { body: { message: m.resent } },
      'POST /webhooks/w-1/pause': { body: { endpoint: endpoint({ status: 'PAUSED' }), message: m.paused } },
      'DELETE /webhooks/w-1': { body: { message: m.deleted } },
    });
    const { user } = renderPage(<WebhooksCard />, { user: admin });
    await user.click(await screen.findByRole('button', { name: 'Gönderimler' }));
    const log = await screen.findByRole('list', { name: 'https://bordro.example.com/paydos gönderim kaydı' });
    const [pending, delivered] = within(log).getAllByRole('listitem');
    expect(pending).toHaveTextContent('Personel ayrıldı');
    expect(pending).toHaveTextContent('Bekliyor');
    expect(pending).toHaveTextContent('01.12.2026 12:00 · HTTP 503 · 3 deneme · Sonraki deneme: 01.12.2026 13:00');
    expect(delivered).toHaveTextContent('Teslim edildi');
    expect(delivered).toHaveTextContent('HTTP 200 · 1 deneme');
    await user.click(within(pending!).getByRole('button', { name: /Personel ayrıldı .* gönderimini tekrar gönder/ }));
    expect(await screen.findByText(m.resent)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'https://bordro.example.com/paydos adresini duraklat' }));
    expect(await screen.findByText(m.paused)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'https://bordro.example.com/paydos adresini sil' }));
    const confirm = await screen
      .findByRole('alertdialog', { name: 'Webhook silinsin mi?' })
      .catch(() => screen.findByRole('dialog', { name: 'Webhook silinsin mi?' }));
    await user.click(within(confirm).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText(m.deleted)).toBeInTheDocument();
    expect(writes(sent).map((w) => `${w.method} ${w.path}`)).toEqual([
      'POST /webhooks/w-1/deliveries/d-2/resend',
      'POST /webhooks/w-1/pause',
      'DELETE /webhooks/w-1',
    ]);
  });
});
