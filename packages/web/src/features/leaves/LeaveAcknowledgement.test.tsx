import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubApi, writes } from '../../test/api-stub';
import { renderPage, testUser, today } from '../../test/render';
import { testLeave } from '../approvals/test-leave';
import { LeaveAcknowledgement } from './LeaveAcknowledgement';
import { MyLeaveRequestsPage } from './Page';

const employee = testUser({
  id: 'u-2',
  role: 'EMPLOYEE',
  annualLeaveDays: 14,
  usedLeaveDays: 5,
  startDate: '2020-01-06',
});
const approved = testLeave({
  id: 'l-7',
  status: 'APPROVED',
  stageLabel: 'Onaylandı',
  startDate: '2026-05-04',
  endDate: '2026-05-08',
  days: 5,
  acknowledgement: { state: 'DUE', acknowledgedAt: null },
});
const acknowledged = {
  ...approved,
  acknowledgement: { state: 'DONE' as const, acknowledgedAt: '2026-06-01T07:30:00.000Z' },
};

describe('issue 24 item 1 (Yönetmelik art. 20): the employee acknowledges his approved annual leave', () => {
  beforeEach(() => today('2026-06-01'));

  it('Yönetmelik art. 20: a due leave has "Kaydı onayla"; the dialog says what is signed, "Onaylıyorum" sends it and the list reads "Kaydı onayladınız (01.06.2026)"', async () => {
    let answered = approved;
    const { sent } = stubApi({
      'GET /leaves/my-requests': () => ({ body: { leaveRequests: [answered], nextCursor: null } }),
      'PUT /leaves/l-7/acknowledge': () => {
        answered = acknowledged;
        return {
          body: {
            leaveRequest: acknowledged,
            message: 'İzin kaydını onayladınız; izin kayıt belgenizde bu tarihle görünür.',
          },
        };
      },
    });
    const { user } = renderPage(<MyLeaveRequestsPage />, { user: employee, route: '/my-leave-requests' });
    await user.click(await screen.findByRole('button', { name: 'Kaydı onayla: 04.05.2026 - 08.05.2026 yıllık izni' }));
    const dialog = screen.getByRole('dialog', { name: 'Yıllık izin kaydını onaylıyor musunuz?' });
    expect(dialog).toHaveTextContent(
      '04.05.2026 - 08.05.2026 tarihleri arasında 5 gün yıllık ücretli izin kullandığımı onaylıyorum. Onay, tarihiyle birlikte izin kayıt belgenizde yer alır ve değiştirilemez.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Onaylıyorum' }));
    expect(
      await screen.findByText('İzin kaydını onayladınız; izin kayıt belgenizde bu tarihle görünür.'),
    ).toBeInTheDocument();
    expect(writes(sent)).toEqual([{ method: 'PUT', path: '/leaves/l-7/acknowledge', body: undefined }]);
    expect(await screen.findByText('Kaydı onayladınız (01.06.2026)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Kaydı onayla/ })).toBeNull();
  });

  it('issue 24 item 1: an ADMIN reads whether the employee confirmed it; a leave without an acknowledgement shows nothing', () => {
    stubApi({});
    const { container } = renderPage(
      <>
        <LeaveAcknowledgement leave={approved} own={false} />
        <LeaveAcknowledgement leave={acknowledged} own={false} />
        <LeaveAcknowledgement leave={testLeave({ id: 'l-8' })} own={false} />
      </>,
      { user: testUser({ role: 'ADMIN' }) },
    );
    expect(container).toHaveTextContent('Personel onayı bekleniyor');
    expect(container).toHaveTextContent('Personel kaydı onayladı (01.06.2026)');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
