import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiError, stubApi, writes, type StubAnswer } from '../../test/api-stub';
import { renderPage } from '../../test/render';
import { HistoricalApprovalPage } from './ApprovalPage';

const view = (status = 'PENDING') => ({
  organization: { name: 'Örnek A.Ş.', subdomain: 'ornek' },
  employee: { firstName: 'Mehmet', lastName: 'Demir' },
  createdBy: { name: 'Ayşe Yılmaz', role: 'ADMIN' },
  historicalLeaveRequest: { status, tokenExpiresAt: '2026-06-08T09:00:00.000Z' },
  totalCount: 1,
  totalDays: 3,
  historicalLeaveRequests: [
    { id: 'h-1', leaveTypeName: 'Yıllık izin', startDate: '2026-05-04', endDate: '2026-05-06', days: 3, reason: null },
  ],
});
const path = 'GET /historical-leaves/approval/onay-1';
const mainSite = { site: { kind: 'main' as const }, baseDomain: 'paydos.test' };

function renderApproval(routes: Record<string, StubAnswer | 'hang'>) {
  const api = stubApi(routes);
  return {
    ...api,
    ...renderPage(
      <Routes>
        <Route path="/historical-leave-approval/:token" element={<HistoricalApprovalPage />} />
      </Routes>,
      { site: mainSite, route: '/historical-leave-approval/onay-1' },
    ),
  };
}

describe("the employee's consent to past leave (HistoricalApprovalPage)", () => {
  it('shows the batch: who recorded it, the leaves, the total, the KVKK notice', async () => {
    renderApproval({ [path]: { body: view() } });
    expect(await screen.findByTestId('approval-employee')).toHaveTextContent('Mehmet Demir');
    expect(screen.getByText('Ayşe Yılmaz (Yönetici)')).toBeInTheDocument();
    expect(screen.getByText('1 kayıt, toplam 3 gün')).toBeInTheDocument();
    expect(screen.getByTestId('approval-leaves')).toHaveTextContent('04.05.2026 - 06.05.2026');
  });

  it('a rejection sends the trimmed optional reason; "Vazgeç" goes back to the two buttons', async () => {
    const { user, sent } = renderApproval({
      [path]: { body: view() },
      'POST /historical-leaves/approval/onay-1': {
        body: { message: 'Kayıtlar reddedildi', status: 'REJECTED', organization: { subdomain: 'ornek' } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Reddet' }));
    await user.click(screen.getByRole('button', { name: 'Vazgeç' }));
    await user.click(screen.getByRole('button', { name: 'Reddet' }));
    await user.type(screen.getByRole('textbox', { name: 'Red sebebi (isteğe bağlı)' }), '  Tarihler yanlış  ');
    await user.click(screen.getByRole('button', { name: 'Kayıtları Reddet' }));
    expect(await screen.findByText('Geçmiş izin kayıtları reddedildi')).toBeInTheDocument();
    expect(writes(sent)[0]?.body).toEqual({ approved: false, rejectedReason: 'Tarihler yanlış' });
  });

  it('the reject reason is limited to TEXT_LIMITS.leaveReason (1000) as on the server: a longer one is refused with a message naming it, nothing sent', async () => {
    const { user, sent } = renderApproval({ [path]: { body: view() } });
    await user.click(await screen.findByRole('button', { name: 'Reddet' }));
    const box = screen.getByRole('textbox', { name: 'Red sebebi (isteğe bağlı)' });
    expect(box).toHaveAttribute('maxLength', '1000');
    // The box stops typing at the limit; a value set around it (autofill, a script) is still checked.
    fireEvent.change(box, { target: { value: 'a'.repeat(1001) } });
    await user.click(screen.getByRole('button', { name: 'Kayıtları Reddet' }));
    expect(await screen.findByText('Red sebebi en fazla 1000 karakter olabilir')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(writes(sent)).toEqual([]);
  });

  it("while a rejection is sent its button is busy; a failure shows the server's message and keeps the reason", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const { user } = renderApproval({
      [path]: { body: view() },
      'POST /historical-leaves/approval/onay-1': () => new Promise((resolve) => (answer = resolve)),
    });
    await user.click(await screen.findByRole('button', { name: 'Reddet' }));
    await user.type(screen.getByRole('textbox', { name: 'Red sebebi (isteğe bağlı)' }), 'Tarihler yanlış');
    await user.click(screen.getByRole('button', { name: 'Kayıtları Reddet' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Kayıtları Reddet' })).toBeDisabled());
    answer(apiError(500, 'Sunucu hatası oluştu'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('İşlem sırasında bir hata oluştu');
    expect(alert).toHaveTextContent('Sunucu hatası oluştu');
    expect(screen.getByRole('textbox', { name: 'Red sebebi (isteğe bağlı)' })).toHaveValue('Tarihler yanlış');
  });

  it('a failure shows "İşlem sırasında bir hata oluştu" with the server\'s message; busy meanwhile', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const { user } = renderApproval({
      [path]: { body: view() },
      'POST /historical-leaves/approval/onay-1': () => new Promise((resolve) => (answer = resolve)),
    });
    await user.click(await screen.findByRole('button', { name: 'Onaylıyorum' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Onaylıyorum' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Reddet' })).toBeDisabled();
    answer(apiError(500, 'Sunucu hatası oluştu'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('İşlem sırasında bir hata oluştu');
    expect(alert).toHaveTextContent('Sunucu hatası oluştu');
  });

  it('product §8: an already processed batch (409) is not an error: the page shows "Bu talep zaten işlenmiş"', async () => {
    let processed = false;
    const { user } = renderApproval({
      [path]: () => ({ body: view(processed ? 'APPROVED' : 'PENDING') }),
      'POST /historical-leaves/approval/onay-1': () => ((processed = true), apiError(409, 'Bu talep zaten işlenmiş')),
    });
    await user.click(await screen.findByRole('button', { name: 'Onaylıyorum' }));
    expect(await screen.findByText('Kayıtlar onaylanmış ve izin geçmişine eklenmiş.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an expired link: "Geçersiz onay linki" with the server\'s reason', async () => {
    renderApproval({ [path]: apiError(410, 'Bu onay linki süresi dolmuş.') });
    expect(await screen.findByText('Geçersiz onay linki')).toBeInTheDocument();
    expect(screen.getByText('Bu onay linki süresi dolmuş.')).toBeInTheDocument();
  });
});
