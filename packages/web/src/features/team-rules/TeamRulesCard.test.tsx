import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubApi, writes, type StubAnswer } from '../../test/api-stub';
import { renderPage, testUser, today } from '../../test/render';
import type { TeamRulesResponse } from './api';
import { TeamRulesCard } from './TeamRulesCard';

const admin = testUser({ role: 'ADMIN' });
const rules: TeamRulesResponse = {
  lockPeriods: [
    {
      id: 'kilit-1',
      teamId: null,
      teamName: null,
      startDate: '2026-12-28',
      endDate: '2026-12-31',
      mode: 'REFUSE',
      reason: 'Yıl sonu kapanışı',
    },
  ],
  teams: [
    { id: 'ekip-1', name: 'Teknoloji', memberCount: 4, minimumAtWork: null, minimumStaffingMode: 'REFUSE' },
    { id: 'ekip-2', name: 'Satış', memberCount: 3, minimumAtWork: 2, minimumStaffingMode: 'NEEDS_ADMIN' },
  ],
  minimumNotice: [{ leaveType: 'annual_paid', leaveTypeName: 'Yıllık İzin', days: 14, mode: 'REFUSE' }],
};

function renderCard(routes: Record<string, StubAnswer> = {}) {
  const api = stubApi({ 'GET /team-rules': { body: rules }, ...routes });
  return { ...api, ...renderPage(<TeamRulesCard />, { user: admin }) };
}

describe('the "Ekip kuralları" card (issue 23 item 5)', () => {
  beforeEach(() => today('2026-06-01'));

  it('lists the lock periods, each team’s minimum with its mode and the notice per bound leave type, each control named for its row', async () => {
    renderCard();
    const row = await screen.findByTestId('lock-period-row');
    expect(row).toHaveTextContent('28.12.2026 - 31.12.2026');
    expect(row).toHaveTextContent('Tüm organizasyon');
    expect(row).toHaveTextContent('Reddet');
    expect(row).toHaveTextContent('Yıl sonu kapanışı');
    expect(screen.getByRole('textbox', { name: 'Asgari çalışan sayısı: Teknoloji' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Asgari çalışan sayısı: Satış' })).toHaveValue('2');
    expect(screen.getByRole('combobox', { name: 'Asgari çalışan kuralının biçimi: Satış' })).toHaveValue('NEEDS_ADMIN');
    expect(screen.getByRole('textbox', { name: 'Asgari ön bildirim (gün): Yıllık İzin' })).toHaveValue('14');
    expect(screen.getByRole('textbox', { name: 'Asgari ön bildirim (gün): Ücretsiz İzin' })).toHaveValue('');
  });

  it('minimum staffing: saving a team’s minimum sends the number and mode; the server’s answer is the toast', async () => {
    const { user, sent } = renderCard({
      'PUT /team-rules/teams/ekip-1/minimum': { body: { message: 'Asgari çalışan sayısı kaydedildi.' } },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Asgari çalışan sayısı: Teknoloji' }), '2');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Asgari çalışan kuralının biçimi: Teknoloji' }),
      'NEEDS_ADMIN',
    );
    await user.click(screen.getByRole('button', { name: 'Asgari çalışan sayısını kaydet: Teknoloji' }));
    expect(await screen.findByText('Asgari çalışan sayısı kaydedildi.')).toBeInTheDocument();
    expect(writes(sent)).toEqual([
      { method: 'PUT', path: '/team-rules/teams/ekip-1/minimum', body: { minimumAtWork: 2, mode: 'NEEDS_ADMIN' } },
    ]);
  });

  it('minimum staffing: an empty box clears the rule (null); a negative or fractional number is refused before sending', async () => {
    const { user, sent } = renderCard({
      'PUT /team-rules/teams/ekip-2/minimum': { body: { message: 'Asgari çalışan kuralı kaldırıldı.' } },
    });
    const box = await screen.findByRole('textbox', { name: 'Asgari çalışan sayısı: Satış' });
    await user.clear(box);
    await user.type(box, '-1');
    await user.click(screen.getByRole('button', { name: 'Asgari çalışan sayısını kaydet: Satış' }));
    expect(box).toHaveAccessibleDescription('Asgari çalışan sayısı 0 ile 1000 arasında bir tam sayı olmalıdır.');
    expect(writes(sent)).toEqual([]);
    await user.clear(box);
    await user.click(screen.getByRole('button', { name: 'Asgari çalışan sayısını kaydet: Satış' }));
    expect(await screen.findByText('Asgari çalışan kuralı kaldırıldı.')).toBeInTheDocument();
    expect(writes(sent)[0]?.body).toEqual({ minimumAtWork: null, mode: 'NEEDS_ADMIN' });
  });

  it('lock periods: a new one for a team with its mode and reason is sent; one is deleted only after the confirmation', async () => {
    const { user, sent } = renderCard({
      'POST /team-rules/lock-periods': { status: 201, body: { message: 'Kilitli dönem eklendi.' } },
      'DELETE /team-rules/lock-periods/kilit-1': { body: { message: 'Kilitli dönem silindi.' } },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Kilit başlangıcı' }), '15.06.2026');
    await user.type(screen.getByRole('textbox', { name: 'Kilit bitişi' }), '19.06.2026');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kilidin kapsamı' }), 'ekip-2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kilidin biçimi' }), 'NEEDS_ADMIN');
    await user.type(screen.getByRole('textbox', { name: 'Kilidin sebebi (isteğe bağlı)' }), 'Envanter');
    await user.click(screen.getByRole('button', { name: 'Kilitli dönem ekle' }));
    expect(await screen.findByText('Kilitli dönem eklendi.')).toBeInTheDocument();
    expect(writes(sent)[0]).toEqual({
      method: 'POST',
      path: '/team-rules/lock-periods',
      body: {
        startDate: '2026-06-15',
        endDate: '2026-06-19',
        teamId: 'ekip-2',
        mode: 'NEEDS_ADMIN',
        reason: 'Envanter',
      },
    });

    await user.click(screen.getByRole('button', { name: 'Kilitli dönemi sil: 28.12.2026 - 31.12.2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Kilitli dönem silinsin mi?' });
    expect(writes(sent)).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Kilitli dönem silindi.')).toBeInTheDocument();
    expect(writes(sent)[1]).toMatchObject({ method: 'DELETE', path: '/team-rules/lock-periods/kilit-1' });
  });

  it('lock periods: both dates are asked for before anything is sent', async () => {
    const { user, sent } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Kilitli dönem ekle' }));
    expect(screen.getByRole('textbox', { name: 'Kilit başlangıcı' })).toHaveAccessibleDescription(
      'Kilidin başlangıç tarihini seçin.',
    );
    expect(screen.getByRole('textbox', { name: 'Kilit bitişi' })).toHaveAccessibleDescription(
      'Kilidin bitiş tarihini seçin.',
    );
    expect(writes(sent)).toEqual([]);
  });

  it('minimum notice: a number sets the type’s notice, an empty box removes it', async () => {
    const { user, sent } = renderCard({
      'PUT /team-rules/notice/unpaid_leave': { body: { message: 'Asgari ön bildirim kaydedildi.' } },
      'DELETE /team-rules/notice/annual_paid': { body: { message: 'Asgari ön bildirim kuralı kaldırıldı.' } },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Asgari ön bildirim (gün): Ücretsiz İzin' }), '30');
    await user.click(screen.getByRole('button', { name: 'Ön bildirimi kaydet: Ücretsiz İzin' }));
    expect(await screen.findByText('Asgari ön bildirim kaydedildi.')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Asgari ön bildirim (gün): Yıllık İzin' }));
    await user.click(screen.getByRole('button', { name: 'Ön bildirimi kaydet: Yıllık İzin' }));
    expect(await screen.findByText('Asgari ön bildirim kuralı kaldırıldı.')).toBeInTheDocument();
    expect(writes(sent).map((r) => [r.method, r.path, r.body])).toEqual([
      ['PUT', '/team-rules/notice/unpaid_leave', { days: 30, mode: 'REFUSE' }],
      ['DELETE', '/team-rules/notice/annual_paid', undefined],
    ]);
  });
});
