import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, stubApi, writes, type SentRequest, type StubAnswer } from '../../test/api-stub';
import { renderPage, testUser, today } from '../../test/render';
import { MyLeaveRequestsPage } from '../leaves/Page';

const employee = testUser({
  id: 'u-eda',
  role: 'EMPLOYEE',
  firstName: 'Eda',
  lastName: 'Kaya',
  startDate: '2020-01-06',
});
const colleagues = [
  {
    id: 'u-emre',
    name: 'Emre Şahin',
    firstName: 'Emre',
    lastName: 'Şahin',
    position: 'Uzman',
    department: 'Satış',
    role: 'EMPLOYEE',
  },
  {
    id: 'u-selin',
    name: 'Selin Ak',
    firstName: 'Selin',
    lastName: 'Ak',
    position: null,
    department: 'Depo',
    role: 'EMPLOYEE',
  },
];

/** The requests sent (the form's debounced rule check, POST /leaves/rule-check, is another write). */
const requestsSent = (sent: SentRequest[]) => writes(sent).filter((r) => r.path === '/leaves');

function renderForm(routes: Record<string, StubAnswer | 'hang'> = {}) {
  const api = stubApi({
    'GET /leaves/my-requests': { body: { leaveRequests: [], nextCursor: null } },
    'GET /team-calendar/overlap': { body: { awayCount: 0, pendingCount: null, department: null } },
    'GET /colleagues': ({ url }) => {
      // The substitute is anyone: the picker never narrows to approvers (role=approver is the delegate picker's).
      if (url.searchParams.has('role')) return { status: 400, body: { error: 'Vekil her rolden seçilebilir.' } };
      const q = (url.searchParams.get('q') ?? '').toLocaleLowerCase('tr');
      return { body: { people: colleagues.filter((p) => p.name.toLocaleLowerCase('tr').includes(q)) } };
    },
    ...routes,
  });
  return {
    ...api,
    ...renderPage(<MyLeaveRequestsPage />, { user: employee, route: '/my-leave-requests?create=true' }),
  };
}

async function fillRequest(user: ReturnType<typeof renderForm>['user']) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'İzin türü' }), 'annual_paid');
  await user.type(screen.getByRole('textbox', { name: 'Başlangıç tarihi' }), '08.06.2026');
  await user.type(screen.getByRole('textbox', { name: 'Bitiş tarihi' }), '09.06.2026');
  await user.type(screen.getByRole('textbox', { name: 'Açıklama' }), 'Tatil');
  // Two days of the year's annual leave split it: the employee agrees (issue 24 item 2).
  await user.click(await screen.findByRole('checkbox', { name: /^Yıllık iznimi bölerek kullanmayı kabul ediyorum/ }));
}
const submit = () => screen.getByRole('button', { name: 'Talep Gönder' });
const created = { status: 201, body: { leaveRequest: {}, warnings: [], excluded: [] } };

describe('the substitute picker on the leave form (issue 23 item 4)', () => {
  beforeEach(() => today('2026-06-01'));

  it('issue 23 item 4: "Vekil" is optional: a request without one sends no substituteId', async () => {
    const { user, sent } = renderForm({ 'POST /leaves': created });
    expect(screen.getByRole('combobox', { name: 'Vekil' })).toHaveAccessibleDescription(/İsteğe bağlı/);
    await fillRequest(user);
    await user.click(submit());
    await waitFor(() => expect(requestsSent(sent)).toHaveLength(1));
    expect(requestsSent(sent)[0]?.body).not.toHaveProperty('substituteId');
  });

  it('issue 23 item 4: a colleague chosen from GET /colleagues is sent as substituteId', async () => {
    const { user, sent } = renderForm({ 'POST /leaves': created });
    await fillRequest(user);
    await user.type(screen.getByRole('combobox', { name: 'Vekil' }), 'emre');
    await user.click(await screen.findByRole('option', { name: /Emre Şahin/ }));
    expect(screen.getByRole('combobox', { name: 'Vekil' })).toHaveValue('Emre Şahin');
    await user.click(submit());
    await waitFor(() => expect(requestsSent(sent)).toHaveLength(1));
    expect(requestsSent(sent)[0]?.body).toMatchObject({ leaveType: 'annual_paid', substituteId: 'u-emre' });
    expect(sent.some((r) => r.path === '/colleagues')).toBe(true);
  });

  it('issue 23 item 4: the server’s refusal of the substitute is shown under the picker', async () => {
    const away =
      'Emre Şahin bu tarihlerde izinli ya da izin talebi bekliyor (08.06.2026 - 09.06.2026); başka bir vekil seçin.';
    const { user } = renderForm({ 'POST /leaves': apiError(400, away, { substituteId: away }) });
    await fillRequest(user);
    await user.type(screen.getByRole('combobox', { name: 'Vekil' }), 'emre');
    await user.click(await screen.findByRole('option', { name: /Emre Şahin/ }));
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Vekil' })).toHaveAccessibleDescription(away));
  });
});
