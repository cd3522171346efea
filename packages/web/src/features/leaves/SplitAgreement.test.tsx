import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderPage, testUser, today } from '../../test/render';
import { MyLeaveRequestsPage } from './Page';

// 4857 md. 56/3, Yönetmelik md. 6 (issue 24 item 2): the request form says when annual leave is split and asks for the agreement.
const employee = testUser({ role: 'EMPLOYEE', annualLeaveDays: 14, usedLeaveDays: 0, startDate: '2020-01-06' });
const created = { body: { leaveRequest: {}, message: 'ok', warnings: [] } };

function renderForm(otherLeaves: unknown[] = []) {
  const api = stubApi({
    'GET /leaves/my-requests': { body: { leaveRequests: otherLeaves, nextCursor: null } },
    'GET /team-calendar/overlap': { body: { awayCount: 0, pendingCount: null, department: null } },
    'POST /leaves': created,
  });
  return {
    ...api,
    ...renderPage(<MyLeaveRequestsPage />, { user: employee, route: '/my-leave-requests?create=true' }),
  };
}
const agreement = () => screen.queryByRole('checkbox', { name: /^Yıllık iznimi bölerek kullanmayı kabul ediyorum/ });

async function fill(user: ReturnType<typeof renderForm>['user'], leaveType: string, start: string, end: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'İzin türü' }), leaveType);
  await user.type(screen.getByRole('textbox', { name: 'Başlangıç tarihi' }), start);
  await user.type(screen.getByRole('textbox', { name: 'Bitiş tarihi' }), end);
  await user.type(screen.getByRole('textbox', { name: 'Açıklama' }), 'Tatil');
}

describe('split annual leave (4857 md. 56/3): the form asks for the agreement', () => {
  beforeEach(() => today('2026-06-01'));

  it('a short annual request says it splits the service year, explains the 10-day rule and is not sent without the agreement', async () => {
    const { user, sent } = renderForm();
    await fill(user, 'annual_paid', '08.06.2026', '10.06.2026');
    expect(screen.getByTestId('leave-warnings')).toHaveTextContent(
      'Bu talep, 06.01.2026 - 05.01.2027 hizmet yılının yıllık iznini bölüyor (1. bölüm).',
    );
    expect(screen.getByTestId('leave-warnings')).toHaveTextContent('bölümlerden biri en az 10 gün olmalıdır');
    expect(agreement()).not.toBeChecked();
    expect(agreement()).toHaveAccessibleDescription(/bölümlerden biri en az 10 iş günü olmalıdır/);
    await user.click(screen.getByRole('button', { name: 'Talep Gönder' }));
    expect(agreement()).toHaveAccessibleDescription(/Bölünmüş yıllık izin için bölerek kullanma onayı gerekli/);
    expect(sent.filter((r) => r.method === 'POST' && r.path === '/leaves')).toHaveLength(0);

    await user.click(agreement()!);
    await user.click(screen.getByRole('button', { name: 'Talep Gönder' }));
    expect(sent.filter((r) => r.method === 'POST' && r.path === '/leaves').at(-1)?.body).toMatchObject({
      leaveType: 'annual_paid',
      splitAgreed: true,
    });
  });

  it('leave that splits nothing asks nothing and sends the spec’s shape (no splitAgreed)', async () => {
    const { user, sent } = renderForm();
    await fill(user, 'excuse.marriage', '08.06.2026', '10.06.2026');
    expect(agreement()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Talep Gönder' }));
    const body = sent.filter((r) => r.method === 'POST' && r.path === '/leaves').at(-1)?.body as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({ leaveType: 'excuse.marriage' });
    expect(body).not.toHaveProperty('splitAgreed');
  });
});
