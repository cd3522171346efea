import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi, writes } from '../../test/api-stub';
import { renderPage, testUser, today } from '../../test/render';
import { Termination } from './Termination';

/** The downloads' blob links, caught: the test reads the file name the browser would save. */
function catchDownloads() {
  const saved: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:paydos.test/statement');
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

describe('issue 24 (4857 md. 59): the end of employment and the termination statement on the employee page', () => {
  beforeEach(() => today('2026-06-01'));

  it('art. 59: a person who left shows the last day; an ADMIN downloads the statement PDF by the employee route', async () => {
    const saved = catchDownloads();
    const { sent } = stubApi({ 'GET /employee/u-7/termination-statement': { body: {} } });
    const { user } = renderPage(<Termination employeeId="u-7" endDate="2026-05-29" canEnd />, { user: testUser() });
    expect(screen.getByText('İşten çıkış: 29.05.2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /İşten çıkış kaydet/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'İzin ücreti belgesi (PDF)' }));
    expect(await screen.findByText('İzin ücreti belgesi indirildi')).toBeInTheDocument();
    expect(sent.map((r) => r.path)).toContain('/employee/u-7/termination-statement');
    expect(saved).toEqual(['izin-ucreti-hesap-belgesi.pdf']);
  });

  it('the server’s Turkish refusal of the download is the toast', async () => {
    catchDownloads();
    stubApi({ 'GET /employee/u-7/termination-statement': apiError(400, 'Personel bulunamadı.') });
    const { user } = renderPage(<Termination employeeId="u-7" endDate="2026-05-29" canEnd />, { user: testUser() });
    await user.click(screen.getByRole('button', { name: 'İzin ücreti belgesi (PDF)' }));
    expect(await screen.findByText('Personel bulunamadı.')).toBeInTheDocument();
  });

  it('an ADMIN records the last day of work: the date is sent and the server’s message is the toast', async () => {
    const { sent } = stubApi({
      'PUT /admin/users/u-7/employment-end': {
        body: {
          id: 'u-7',
          isActive: false,
          employmentEndDate: '2026-05-29',
          unusedDays: 12,
          message: 'İşten çıkış kaydedildi; personel pasifleştirildi.',
        },
      },
    });
    const { user } = renderPage(<Termination employeeId="u-7" endDate={null} canEnd />, { user: testUser() });
    await user.click(screen.getByRole('button', { name: 'İşten çıkış kaydet' }));
    await user.click(screen.getByRole('button', { name: 'Çıkışı kaydet' }));
    expect(await screen.findByText('İşten çıkış tarihi gerekli')).toBeInTheDocument();
    expect(writes(sent)).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: /İşten çıkış tarihi/ }), '29.05.2026');
    await user.click(screen.getByRole('button', { name: 'Çıkışı kaydet' }));
    expect(await screen.findByText('İşten çıkış kaydedildi; personel pasifleştirildi.')).toBeInTheDocument();
    expect(writes(sent)).toEqual([
      { method: 'PUT', path: '/admin/users/u-7/employment-end', body: { endDate: '2026-05-29' } },
    ]);
  });

  it('one’s own page offers no end of employment (canEnd false) and no statement without a last day', () => {
    stubApi({});
    renderPage(<Termination employeeId="u-1" endDate={null} canEnd={false} />, { user: testUser() });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
