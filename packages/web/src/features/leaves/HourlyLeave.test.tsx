import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderPage, testUser, today } from '../../test/render';
import { LeaveTable } from './LeaveTable';
import { MyLeaveRequestsPage } from './Page';
import { testLeave } from '../approvals/test-leave';

const routes = {
  'GET /leaves/my-requests': { body: { leaveRequests: [], nextCursor: null } },
  'GET /team-calendar/overlap': { body: { awayCount: 0, pendingCount: null, department: null } },
  'POST /leaves': { body: { leaveRequest: {}, message: 'ok', warnings: [] } },
};

function renderForm(workingTime = { dailyMinutes: 450, hourlyLeave: false }) {
  const base = testUser({ role: 'EMPLOYEE', startDate: '2020-01-06' });
  const user = { ...base, organization: { ...base.organization, workingTime } };
  const api = stubApi(routes);
  return { ...api, ...renderPage(<MyLeaveRequestsPage />, { user, route: '/my-leave-requests?create=true' }) };
}
const type = () => screen.getByRole('combobox', { name: 'İzin türü' });
const submit = () => screen.getByRole('button', { name: 'Talep Gönder' });

describe('hourly leave in the leave form (issue 24 item 6, docs/decisions/015)', () => {
  beforeEach(() => today('2026-06-01'));

  it('süt izni (4857 md. 74): 1,5 saat/gün by default, the live count in hours, the last day before the first birthday, sent in minutes', async () => {
    const { user, sent } = renderForm();
    await user.selectOptions(type(), 'nursing');
    expect(screen.getByRole('combobox', { name: 'Günlük süre' })).toHaveDisplayValue(
      '1 sa 30 dk (yasal hakkın tamamı)',
    );
    await user.type(screen.getByRole('textbox', { name: 'Başlangıç tarihi' }), '08.06.2026');
    await user.type(screen.getByRole('textbox', { name: 'Bitiş tarihi' }), '14.06.2026');
    await user.type(screen.getByRole('textbox', { name: 'Çocuğun doğum tarihi' }), '10.03.2026');
    expect(screen.getByTestId('leave-hour-count')).toHaveTextContent('7 sa 30 dk');
    expect(screen.getByText('(5 iş günü × 1 sa 30 dk)')).toBeInTheDocument();
    expect(screen.getByText(/Süt izninin son günü: 09\.03\.2027/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Başlangıç saati (isteğe bağlı)'), '16:30');
    await user.type(screen.getByRole('textbox', { name: 'Açıklama' }), 'Süt izni');
    await user.click(submit());
    expect(sent.filter((r) => r.path === '/leaves').at(-1)?.body).toEqual({
      leaveType: 'nursing',
      startDate: '2026-06-08',
      endDate: '2026-06-14',
      reason: 'Süt izni',
      minutesPerDay: 90,
      startTime: '16:30',
      childBirthDate: '2026-03-10',
    });
  });

  it('süt izni (4857 md. 74) across the first birthday is refused in the form with the domain’s message', async () => {
    const { user, sent } = renderForm();
    await user.selectOptions(type(), 'nursing');
    await user.type(screen.getByRole('textbox', { name: 'Başlangıç tarihi' }), '08.06.2026');
    await user.type(screen.getByRole('textbox', { name: 'Bitiş tarihi' }), '12.06.2026');
    await user.type(screen.getByRole('textbox', { name: 'Çocuğun doğum tarihi' }), '10.06.2025');
    await user.type(screen.getByRole('textbox', { name: 'Açıklama' }), 'Süt izni');
    await user.click(submit());
    expect(screen.getByRole('textbox', { name: 'Bitiş tarihi' })).toHaveAccessibleDescription(/son gün 09\.06\.2026/);
    expect(sent.filter((r) => r.path === '/leaves')).toHaveLength(0);
  });

  it('unpaid leave offers hours only where the organization allows it; a day request keeps product §7’s shape', async () => {
    const closed = renderForm();
    await closed.user.selectOptions(type(), 'unpaid_leave');
    expect(screen.queryByRole('checkbox', { name: /Saatlik izin/ })).toBeNull();
    closed.unmount();

    const { user, sent } = renderForm({ dailyMinutes: 480, hourlyLeave: true });
    await user.selectOptions(type(), 'unpaid_leave');
    await user.click(screen.getByRole('checkbox', { name: /Saatlik izin/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Günlük süre' }), '2 sa');
    await user.type(screen.getByRole('textbox', { name: 'Başlangıç tarihi' }), '09.06.2026');
    await user.type(screen.getByRole('textbox', { name: 'Bitiş tarihi' }), '09.06.2026');
    expect(screen.getByTestId('leave-hour-count')).toHaveTextContent('2 sa');
    await user.type(screen.getByRole('textbox', { name: 'Açıklama' }), 'Resmî işlem');
    await user.click(submit());
    expect(sent.filter((r) => r.path === '/leaves').at(-1)?.body).toEqual({
      leaveType: 'unpaid_leave',
      startDate: '2026-06-09',
      endDate: '2026-06-09',
      reason: 'Resmî işlem',
      minutesPerDay: 120,
    });
  });

  it('the lists show "1 sa 30 dk"-style lengths: per day and in all, or the one day’s hours', () => {
    stubApi({});
    renderPage(
      <LeaveTable
        label="İzinler"
        leaves={[
          testLeave({
            id: 'n',
            leaveType: 'nursing',
            leaveTypeName: 'Süt İzni (günde 1,5 saat)',
            days: 0,
            hours: { minutesPerDay: 90, minutes: 450, startTime: '16:30', childBirthDate: '2026-03-10' },
          }),
          testLeave({
            id: 'u',
            days: 0,
            hours: { minutesPerDay: 120, minutes: 120, startTime: null, childBirthDate: null },
          }),
        ]}
      />,
      { user: testUser() },
    );
    expect(screen.getByText('1 sa 30 dk/gün')).toBeInTheDocument();
    expect(screen.getByText('toplam 7 sa 30 dk')).toBeInTheDocument();
    expect(screen.getByText('Başlangıç 16:30')).toBeInTheDocument();
    expect(screen.getByText('2 sa')).toBeInTheDocument();
  });
});
