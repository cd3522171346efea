import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderPage, testUser, today } from '../../test/render';
import { MyLeaveRequestsPage } from './Page';

// 4857 md. 56/4 (issue 24 item 3, docs/leave-rules.md section 15): an annual request may add up to 4 unpaid travel days
// with the place the leave is spent in; other leave types have no such field and send the spec's shape.
const employee = testUser({ role: 'EMPLOYEE', annualLeaveDays: 14, usedLeaveDays: 0, startDate: '2020-01-06' });
const created = { body: { leaveRequest: {}, message: 'ok', warnings: [] } };

function renderForm() {
  const api = stubApi({
    'GET /leaves/my-requests': { body: { leaveRequests: [], nextCursor: null } },
    'GET /team-calendar/overlap': { body: { awayCount: 0, pendingCount: null, department: null } },
    'POST /leaves': created,
  });
  return {
    ...api,
    ...renderPage(<MyLeaveRequestsPage />, { user: employee, route: '/my-leave-requests?create=true' }),
  };
}
type User = ReturnType<typeof renderForm>['user'];
const travelDays = () => screen.queryByRole('combobox', { name: 'Yol izni' });
const destination = () => screen.queryByRole('textbox', { name: 'İznin geçirileceği yer' });
const posts = (sent: ReturnType<typeof renderForm>['sent']) =>
  sent.filter((r) => r.method === 'POST' && r.path === '/leaves');

async function fill(user: User, leaveType: string, start: string, end: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'İzin türü' }), leaveType);
  await user.type(screen.getByRole('textbox', { name: 'Başlangıç tarihi' }), start);
  await user.type(screen.getByRole('textbox', { name: 'Bitiş tarihi' }), end);
  await user.type(screen.getByRole('textbox', { name: 'Açıklama' }), 'Memleket');
}
async function agreeIfAsked(user: User) {
  const agreement = screen.queryByRole('checkbox', { name: /bölerek kullanmayı kabul ediyorum/ });
  if (agreement) await user.click(agreement);
}

describe('travel leave on the leave form (4857 md. 56/4)', () => {
  beforeEach(() => today('2026-06-01'));

  it('an annual request offers 0-4 travel days; with some it asks the destination (not sent without it), shows the working days they fall on and sends both', async () => {
    const { user, sent } = renderForm();
    await fill(user, 'annual_paid', '06.07.2026', '10.07.2026');
    expect(travelDays()).toHaveValue('0');
    expect(travelDays()).toHaveAccessibleDescription(/toplam 4 güne kadar ücretsiz yol izni \(4857 md\. 56\)/);
    expect([...travelDays()!.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Yok',
      '1 gün',
      '2 gün',
      '3 gün',
      '4 gün',
    ]);
    expect(destination()).toBeNull();

    await user.selectOptions(travelDays()!, '2');
    // Friday 10 July: the travel days are Monday 13 and Tuesday 14 July (15 July is a holiday).
    expect(screen.getByTestId('travel-leave-dates')).toHaveTextContent(
      'Yol izni 13.07.2026 - 14.07.2026 (2 gün, ücretsiz).',
    );
    await agreeIfAsked(user);
    await user.click(screen.getByRole('button', { name: 'Talep Gönder' }));
    expect(destination()).toHaveAccessibleDescription(/Yol izni için iznin geçirileceği yer gerekli \(4857 md\. 56\)/);
    expect(posts(sent)).toHaveLength(0);

    await user.type(destination()!, 'Trabzon');
    await user.click(screen.getByRole('button', { name: 'Talep Gönder' }));
    expect(posts(sent).at(-1)?.body).toMatchObject({
      leaveType: 'annual_paid',
      startDate: '2026-07-06',
      endDate: '2026-07-10',
      travelDays: 2,
      travelDestination: 'Trabzon',
    });
  });

  it('an annual request without travel days and any other leave type send the spec’s shape (no travel fields)', async () => {
    const { user, sent } = renderForm();
    await fill(user, 'annual_paid', '06.07.2026', '10.07.2026');
    await agreeIfAsked(user);
    await user.click(screen.getByRole('button', { name: 'Talep Gönder' }));
    expect(posts(sent).at(-1)?.body).not.toHaveProperty('travelDays');
    expect(posts(sent).at(-1)?.body).not.toHaveProperty('travelDestination');
  });

  it('excuse leave has no travel field', async () => {
    renderForm();
    const { user } = { user: (await import('@testing-library/user-event')).default.setup() };
    await user.selectOptions(screen.getByRole('combobox', { name: 'İzin türü' }), 'excuse.marriage');
    expect(travelDays()).toBeNull();
  });
});
