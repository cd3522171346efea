import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../test/api-stub';
import { renderPage, testUser } from '../../test/render';
import type { StaffMember } from './api';
import { ToggleDialog } from './ToggleDialog';

const member = (isActive: boolean): StaffMember => ({
  id: 'u-2',
  firstName: 'Mehmet',
  lastName: 'Demir',
  email: 'mehmet@ornek.com.tr',
  role: 'EMPLOYEE',
  position: null,
  department: null,
  startDate: '2024-02-01',
  isActive,
  createdAt: '2024-02-01T09:00:00.000Z',
  annualLeaveDays: 14,
  usedLeaveDays: 0,
  remainingLeaveDays: 14,
});
const quote = (amountTL: number) => ({
  seatsCount: true,
  paidSeats: 3,
  activePeople: 3,
  extraSeats: 1,
  amountTL,
  daysLeft: 12,
  periodDays: 30,
  currentPeriodEndsAt: '2026-06-13T21:00:00.000Z',
  cardLast4: '4242',
});

describe('staff activate/deactivate confirmation (ToggleDialog)', () => {
  it('deactivating says what it does and confirms with a danger button, asking the server nothing', async () => {
    const { sent } = stubApi({});
    const onConfirm = vi.fn();
    const { user } = renderPage(
      <ToggleDialog target={member(true)} busy={false} onCancel={() => undefined} onConfirm={onConfirm} />,
      { user: testUser() },
    );
    expect(screen.getByRole('dialog', { name: 'Personeli deaktif et' })).toHaveAccessibleDescription(
      /^Mehmet Demir artık giriş yapamayacak/,
    );
    await user.click(screen.getByRole('button', { name: 'Deaktif Et' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(sent).toHaveLength(0);
  });

  it('issue 20: reactivating past the paid seats names the charge and the button says the amount', async () => {
    stubApi({ 'GET /billing/seat-quote': { body: quote(27.96) } });
    renderPage(
      <ToggleDialog target={member(false)} busy={false} onCancel={() => undefined} onConfirm={() => undefined} />,
      { user: testUser() },
    );
    expect(await screen.findByRole('button', { name: /^27,96\s?₺ öde ve aktif et$/ })).toBeEnabled();
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      /Ödenen kullanıcı sayısı \(3\) aşılacak: dönemin kalan 12 günü için 27,96\s?₺ kayıtlı kartınızdan \(\*\*\*\* 4242\) çekilecek\.$/,
    );
  });

  it('while the charge is checked the confirm button waits; a failed check says so and stays disabled', async () => {
    stubApi({ 'GET /billing/seat-quote': apiError(500, 'Sunucu hatası oluştu') });
    renderPage(
      <ToggleDialog target={member(false)} busy={false} onCancel={() => undefined} onConfirm={() => undefined} />,
      { user: testUser() },
    );
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(/Ek kullanıcı ücreti kontrol ediliyor\.\.\.$/);
    expect(screen.getByRole('button', { name: 'Aktif Et' })).toBeDisabled();
    expect(await screen.findByText(/Ek kullanıcı ücreti hesaplanamadı\. Lütfen tekrar deneyin\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aktif Et' })).toBeDisabled();
  });

  it('within the paid seats it is a plain activation', async () => {
    stubApi({ 'GET /billing/seat-quote': { body: quote(0) } });
    renderPage(
      <ToggleDialog target={member(false)} busy={false} onCancel={() => undefined} onConfirm={() => undefined} />,
      { user: testUser() },
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Aktif Et' })).toBeEnabled());
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      'Mehmet Demir yeniden giriş yapabilecek ve izin talep edebilecek. Emin misiniz?',
    );
  });
});
