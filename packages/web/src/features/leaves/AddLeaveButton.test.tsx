import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, stubApi } from '../../test/api-stub';
import { renderPage, testUser, today } from '../../test/render';
import { AddLeaveButton } from './AddLeaveButton';

const admin = testUser({ id: 'u-admin', role: 'ADMIN' });

async function openAndFill(user: ReturnType<typeof renderPage>['user'], start: string, end: string) {
  await user.click(screen.getByRole('button', { name: 'İzin Ekle' }));
  await user.selectOptions(await screen.findByRole('combobox', { name: 'İzin türü' }), 'annual_paid');
  await user.type(screen.getByRole('textbox', { name: 'Başlangıç tarihi' }), start);
  await user.type(screen.getByRole('textbox', { name: 'Bitiş tarihi' }), end);
}

describe('recording a leave on the employee page (AddLeaveButton)', () => {
  beforeEach(() => today('2026-06-01'));

  it("product §D8: an ADMIN records someone else's past leave without a reason; it is approved at once", async () => {
    const { sent } = stubApi({
      'POST /leaves/employee/u-2': { body: { leaveRequest: { status: 'APPROVED' }, warnings: [], message: 'ok' } },
    });
    const { user } = renderPage(<AddLeaveButton employeeId="u-2" />, { user: admin });
    await openAndFill(user, '04.05.2026', '05.05.2026');
    expect(screen.getByRole('textbox', { name: 'Açıklama (isteğe bağlı)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'İzni Kaydet' }));
    expect(await screen.findByText('İzin kaydedildi ve onaylandı')).toBeInTheDocument();
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({
      leaveType: 'annual_paid',
      startDate: '2026-05-04',
      endDate: '2026-05-05',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("one's own record is a request: a past start is refused like any request", async () => {
    stubApi({});
    const { user } = renderPage(<AddLeaveButton employeeId="u-admin" />, { user: admin });
    await openAndFill(user, '04.05.2026', '05.05.2026');
    await user.click(screen.getByRole('button', { name: 'İzni Kaydet' }));
    expect(screen.getByRole('textbox', { name: 'Başlangıç tarihi' })).toHaveAccessibleDescription(
      'Başlangıç tarihi bugünden önce olamaz!',
    );
  });

  it("a refusal without fields shows the server's message in the dialog", async () => {
    stubApi({ 'POST /leaves/employee/u-2': apiError(409, 'Bu tarihlerde personelin başka bir izni var') });
    const { user } = renderPage(<AddLeaveButton employeeId="u-2" />, { user: admin });
    await openAndFill(user, '08.06.2026', '09.06.2026');
    await user.click(screen.getByRole('button', { name: 'İzni Kaydet' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('İzin talebi oluşturulamadı');
    expect(alert).toHaveTextContent('Bu tarihlerde personelin başka bir izni var');
  });
});
