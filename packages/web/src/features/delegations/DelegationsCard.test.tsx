import { screen, waitFor, within } from '@testing-library/react';
import type { Delegation, DelegationsResponse } from '@paydos/contract/delegations';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, stubApi, writes, type StubAnswer } from '../../test/api-stub';
import { renderPage, testUser, today } from '../../test/render';
import { DelegationsCard } from './DelegationsCard';

const manager = testUser({ id: 'u-mert', role: 'MANAGER', firstName: 'Mert', lastName: 'Kaya' });
const mert = { id: 'u-mert', name: 'Mert Kaya' };
const delegation = (more: Partial<Delegation>): Delegation => ({
  id: 'd-1',
  approver: mert,
  delegate: { id: 'u-emre', name: 'Emre Şahin' },
  startDate: null,
  endDate: null,
  activeToday: false,
  ...more,
});
const colleague = (id: string, firstName: string, lastName: string, role: string) => ({
  id,
  name: `${firstName} ${lastName}`,
  firstName,
  lastName,
  position: null,
  department: 'Satış',
  role,
});
const colleagues = [
  colleague('u-selin', 'Selin', 'Ak', 'MANAGER'),
  colleague('u-sevgi', 'Sevgi', 'Akın', 'EMPLOYEE'),
  colleague('u-serap', 'Serap', 'Akçay', 'ADMIN'),
];
/** The colleagues' query strings the card sent, each as `q=…&role=…`. */
let colleagueQueries: string[] = [];

function renderCard(answer: DelegationsResponse, routes: Record<string, StubAnswer | 'hang'> = {}, user = manager) {
  const api = stubApi({
    'GET /delegations': { body: answer },
    // As the server answers: role=approver keeps the MANAGERs and ADMINs.
    'GET /colleagues': ({ url }) => {
      colleagueQueries.push(url.searchParams.toString());
      const approvers = url.searchParams.get('role') === 'approver';
      return { body: { people: colleagues.filter((p) => !approvers || p.role !== 'EMPLOYEE') } };
    },
    ...routes,
  });
  return { ...api, ...renderPage(<DelegationsCard />, { user }) };
}

describe('the "Onay vekili" card (issue 23 item 4)', () => {
  beforeEach(() => {
    today('2026-06-01');
    colleagueQueries = [];
  });

  it('issue 23 item 4: a MANAGER sees his delegates, a period and a standing one, the one in force today marked', async () => {
    renderCard({
      delegations: [
        delegation({ id: 'd-standing' }),
        delegation({
          id: 'd-dated',
          delegate: { id: 'u-selin', name: 'Selin Ak' },
          startDate: '2026-06-01',
          endDate: '2026-06-05',
          activeToday: true,
        }),
      ],
      standingInFor: [],
    });
    const list = await screen.findByTestId('delegations-list');
    const [standing, dated] = within(list).getAllByRole('listitem');
    expect(standing).toHaveTextContent('Emre Şahin');
    expect(standing).toHaveTextContent('Onaylı izinde olduğunuz günlerde');
    expect(standing).not.toHaveTextContent('Bugün geçerli');
    expect(dated).toHaveTextContent('01.06.2026 - 05.06.2026');
    expect(dated).toHaveTextContent('Bugün geçerli');
  });

  it('issue 23 item 4: whoever stands in for an approver today reads "X adına onay veriyorsunuz (…)"', async () => {
    const employee = testUser({ id: 'u-emre', role: 'EMPLOYEE' });
    renderCard(
      {
        delegations: [],
        standingInFor: [
          delegation({ activeToday: true }),
          delegation({
            id: 'd-2',
            approver: { id: 'u-ada', name: 'Ada Yıldız' },
            startDate: '2026-07-01',
            endDate: '2026-07-03',
          }),
        ],
      },
      {},
      employee,
    );
    const notes = await screen.findByTestId('standing-in-for');
    expect(notes).toHaveTextContent('Mert Kaya adına onay veriyorsunuz (onaylı izinde olduğu günlerde).');
    expect(notes).toHaveTextContent('Ada Yıldız sizi onay vekili belirledi (01.07.2026 - 03.07.2026).');
    expect(screen.queryByRole('button', { name: 'Vekil ekle' })).toBeNull();
  });

  it('issue 23 item 4: an EMPLOYEE who stands in for nobody sees no card', async () => {
    const { sent } = renderCard({ delegations: [], standingInFor: [] }, {}, testUser({ role: 'EMPLOYEE' }));
    await waitFor(() => expect(sent.some((r) => r.path === '/delegations')).toBe(true));
    expect(screen.queryByTestId('delegations-card')).toBeNull();
  });

  it('issue 23 item 4: adding checks the delegate and the dates, then sends them; a refusal shows the server’s reason', async () => {
    const refusal = 'Bu tarihlerle çakışan bir onay vekili dönemi zaten var (01.06.2026 - 05.06.2026).';
    const { user, sent } = renderCard(
      { delegations: [], standingInFor: [] },
      { 'POST /delegations': apiError(409, refusal) },
    );
    await user.click(await screen.findByRole('button', { name: 'Vekil ekle' }));
    const picker = screen.getByRole('combobox', { name: 'Onay vekili' });
    await waitFor(() => expect(picker).toHaveFocus());
    await user.type(screen.getByRole('textbox', { name: 'Başlangıç (isteğe bağlı)' }), '03.06.2026');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(picker).toHaveAccessibleDescription('Onay vekili seçin.');
    expect(screen.getByRole('textbox', { name: 'Bitiş (isteğe bağlı)' })).toHaveAccessibleDescription(
      'Başlangıç ve bitiş tarihlerini birlikte girin ya da ikisini de boş bırakın.',
    );
    expect(writes(sent)).toEqual([]);
    await user.type(picker, 'sel');
    await user.click(await screen.findByRole('option', { name: /Selin Ak/ }));
    await user.type(screen.getByRole('textbox', { name: 'Bitiş (isteğe bağlı)' }), '04.06.2026');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(writes(sent)[0]).toEqual({
      method: 'POST',
      path: '/delegations',
      body: { delegateId: 'u-selin', startDate: '2026-06-03', endDate: '2026-06-04' },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  });

  it('issue 23 item 4: a standing delegate (no dates) is sent with null dates; the form closes with the server’s message', async () => {
    const saved = {
      delegation: delegation({ delegate: { id: 'u-selin', name: 'Selin Ak' } }),
      message: 'Onay vekili eklendi.',
    };
    const { user, sent } = renderCard(
      { delegations: [], standingInFor: [] },
      { 'POST /delegations': { status: 201, body: saved } },
    );
    await user.click(await screen.findByRole('button', { name: 'Vekil ekle' }));
    await user.type(screen.getByRole('combobox', { name: 'Onay vekili' }), 'sel');
    await user.click(await screen.findByRole('option', { name: /Selin Ak/ }));
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Onay vekili eklendi.')).toBeInTheDocument();
    expect(writes(sent)[0]?.body).toEqual({ delegateId: 'u-selin', startDate: null, endDate: null });
    expect(screen.queryByRole('form', { name: 'Yeni onay vekili' })).toBeNull();
  });

  it('docs/approval-rules.md §3: only a MANAGER or an ADMIN can be an approval delegate, so the picker offers only Müdür and Yönetici colleagues; the server’s refusal shows under it', async () => {
    const refusal = 'Onay vekili yalnızca Müdür veya Yönetici rolündeki biri olabilir.';
    const { user } = renderCard(
      { delegations: [], standingInFor: [] },
      { 'POST /delegations': apiError(400, refusal, { delegateId: refusal }) },
    );
    await user.click(await screen.findByRole('button', { name: 'Vekil ekle' }));
    const picker = screen.getByRole('combobox', { name: 'Onay vekili' });
    await user.type(picker, 'se');
    expect(await screen.findByRole('option', { name: /Selin Ak/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Serap Akçay/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Sevgi Akın/ })).toBeNull();
    expect(colleagueQueries.length).toBeGreaterThan(0);
    expect(colleagueQueries.every((query) => new URLSearchParams(query).get('role') === 'approver')).toBe(true);
    await user.click(screen.getByRole('option', { name: /Selin Ak/ }));
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(picker).toHaveAccessibleDescription(refusal));
  });

  it('issue 23 item 4: removing asks first, then sends DELETE and says so', async () => {
    const { user, sent } = renderCard(
      { delegations: [delegation({})], standingInFor: [] },
      { 'DELETE /delegations/d-1': { body: { message: 'Onay vekili kaldırıldı.' } } },
    );
    await user.click(await screen.findByRole('button', { name: 'Emre Şahin onay vekilliğini kaldır' }));
    const dialog = screen.getByRole('dialog', { name: 'Onay vekili kaldırılsın mı?' });
    expect(dialog).toHaveTextContent('Emre Şahin artık sizin adınıza onay vermeyecek');
    await user.click(within(dialog).getByRole('button', { name: 'Kaldır' }));
    expect(await screen.findByText('Onay vekili kaldırıldı.')).toBeInTheDocument();
    expect(writes(sent)).toEqual([{ method: 'DELETE', path: '/delegations/d-1', body: undefined }]);
  });

  it('issue 23 item 4: an ADMIN’s list names the approver of another’s delegate', async () => {
    renderCard({ delegations: [delegation({})], standingInFor: [] }, {}, testUser({ id: 'u-ada', role: 'ADMIN' }));
    const list = await screen.findByTestId('delegations-list');
    expect(list).toHaveTextContent('Emre Şahin · Mert Kaya için');
    expect(list).toHaveTextContent('Onaylı izinde olduğu günlerde');
  });

  it('issue 23 item 4: an ADMIN may set the delegate of another approver ("Onaylayan kişi"), sent as approverId; a MANAGER sets only his own', async () => {
    const saved = {
      delegation: delegation({ approver: { id: 'u-selin', name: 'Selin Ak' } }),
      message: 'Onay vekili eklendi.',
    };
    const { user, sent } = renderCard(
      { delegations: [], standingInFor: [] },
      { 'POST /delegations': { status: 201, body: saved } },
      testUser({ id: 'u-ada', role: 'ADMIN' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Vekil ekle' }));
    const approver = screen.getByRole('combobox', { name: 'Onaylayan kişi' });
    await waitFor(() => expect(approver).toHaveFocus());
    expect(approver).toHaveAccessibleDescription(/boş bırakırsanız vekil sizin adınıza onay verir/);
    await user.type(approver, 'sel');
    await user.click(await screen.findByRole('option', { name: /Selin Ak/ }));
    await user.type(screen.getByRole('combobox', { name: 'Onay vekili' }), 'ser');
    await user.click(await screen.findByRole('option', { name: /Serap Akçay/ }));
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Onay vekili eklendi.')).toBeInTheDocument();
    expect(writes(sent)[0]?.body).toEqual({
      approverId: 'u-selin',
      delegateId: 'u-serap',
      startDate: null,
      endDate: null,
    });
  });

  it('issue 23 item 4: a MANAGER’s form has no "Onaylayan kişi": his delegate decides for him', async () => {
    const { user } = renderCard({ delegations: [], standingInFor: [] });
    await user.click(await screen.findByRole('button', { name: 'Vekil ekle' }));
    expect(screen.getByRole('combobox', { name: 'Onay vekili' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Onaylayan kişi' })).toBeNull();
  });
});
