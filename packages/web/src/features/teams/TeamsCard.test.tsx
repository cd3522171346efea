import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '@paydos/contract/messages';
import type { Team } from '@paydos/contract/teams';
import { apiError, stubApi, writes } from '../../test/api-stub';
import { renderPage, testUser } from '../../test/render';
import { TeamsCard } from './TeamsCard';

const admin = testUser();

const team = (overrides: Partial<Team> = {}): Team => ({
  id: 't-1',
  name: 'Satış',
  memberCount: 4,
  managers: [{ id: 'u-m', name: 'Mehmet Demir' }],
  minimumAtWork: null,
  minimumStaffingMode: 'REFUSE',
  ...overrides,
});
const candidates = {
  people: [
    { id: 'u-m', name: 'Mehmet Demir', role: 'MANAGER', department: 'Satış' },
    { id: 'u-admin', name: 'Ayşe Yılmaz', role: 'ADMIN', department: 'İnsan Kaynakları' },
  ],
};

describe('teams on the organization page (TeamsCard, issue 23 item 1)', () => {
  it('lists each team with its active members counted and its managers, or says it has none', async () => {
    stubApi({
      'GET /teams': { body: { teams: [team(), team({ id: 't-2', name: 'Depo', memberCount: 0, managers: [] })] } },
    });
    renderPage(<TeamsCard />, { user: admin });
    const list = await screen.findByRole('list', { name: 'Ekip listesi' });
    const [sales, depot] = within(list).getAllByRole('listitem');
    expect(sales).toHaveTextContent('Satış · 4 aktif kişi');
    expect(sales).toHaveTextContent('Müdür: Mehmet Demir');
    expect(depot).toHaveTextContent('Depo · 0 aktif kişi');
    expect(depot).toHaveTextContent('Müdür atanmadı');
  });

  it('creates a team with the managers ticked from the candidates; the toast says the server’s message', async () => {
    const { sent } = stubApi({
      'GET /teams': { body: { teams: [] } },
      'GET /teams/manager-candidates': { body: candidates },
      'POST /teams': {
        status: 201,
        body: { team: team({ id: 't-9', name: 'Kalite' }), message: messages.teams.created },
      },
    });
    const { user } = renderPage(<TeamsCard />, { user: admin });
    expect(await screen.findByText(/Henüz ekip yok/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ekip ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni ekip' });
    await user.click(within(dialog).getByRole('button', { name: 'Ekibi oluştur' }));
    expect(await within(dialog).findByText(messages.teams.nameRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Ekip adı'), '  Kalite ');
    await user.click(await within(dialog).findByRole('checkbox', { name: /Mehmet Demir/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Ekibi oluştur' }));
    expect(await screen.findByText(messages.teams.created)).toBeInTheDocument();
    expect(writes(sent)).toEqual([{ method: 'POST', path: '/teams', body: { name: 'Kalite', managerIds: ['u-m'] } }]);
  });

  it('renames a team and changes its managers in one save; a refusal (a name taken) shows the server’s message in the dialog', async () => {
    let attempt = 0;
    const { sent } = stubApi({
      'GET /teams': { body: { teams: [team()] } },
      'GET /teams/manager-candidates': { body: candidates },
      'PATCH /teams/t-1': () =>
        ++attempt === 1
          ? apiError(409, messages.teams.nameTaken('Depo'))
          : { body: { team: team({ name: 'Satış ve Pazarlama' }), message: messages.teams.updated } },
    });
    const { user } = renderPage(<TeamsCard />, { user: admin });
    await user.click(await screen.findByRole('button', { name: 'Satış ekibini düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ekibi düzenle' });
    expect(await within(dialog).findByRole('checkbox', { name: /Mehmet Demir/ })).toBeChecked();
    const name = within(dialog).getByLabelText('Ekip adı');
    await user.clear(name);
    await user.type(name, 'depo');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messages.teams.nameTaken('Depo'));
    await user.clear(name);
    await user.type(name, 'Satış ve Pazarlama');
    await user.click(within(dialog).getByRole('checkbox', { name: /Mehmet Demir/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Ayşe Yılmaz/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText(messages.teams.updated)).toBeInTheDocument();
    expect(writes(sent).at(-1)).toEqual({
      method: 'PATCH',
      path: '/teams/t-1',
      body: { name: 'Satış ve Pazarlama', managerIds: ['u-admin'] },
    });
  });

  it('deletes only after a confirmation that says what the members lose', async () => {
    const { sent } = stubApi({
      'GET /teams': { body: { teams: [team()] } },
      'DELETE /teams/t-1': { body: { message: messages.teams.deleted } },
    });
    const { user } = renderPage(<TeamsCard />, { user: admin });
    await user.click(await screen.findByRole('button', { name: 'Satış ekibini sil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ekip silinsin mi?' });
    expect(dialog).toHaveAccessibleDescription(/"Satış" ekibi silinecek\. Üyelerinin \(4 aktif kişi\)/);
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    expect(writes(sent)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Satış ekibini sil' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText(messages.teams.deleted)).toBeInTheDocument();
    expect(writes(sent)).toEqual([{ method: 'DELETE', path: '/teams/t-1', body: undefined }]);
  });

  it('a failed list load says so in the server’s words', async () => {
    stubApi({ 'GET /teams': apiError(500, 'Sunucu hatası oluştu') });
    renderPage(<TeamsCard />, { user: admin });
    expect(await screen.findByRole('alert')).toHaveTextContent('Sunucu hatası oluştu');
  });
});
