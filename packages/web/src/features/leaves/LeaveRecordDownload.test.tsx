import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../test/api-stub';
import { renderPage, testUser, today } from '../../test/render';
import { LeaveRecordDownload } from './LeaveRecordDownload';

/** The downloads' blob links, caught: the test reads the file name the browser would save. */
function catchDownloads() {
  const saved: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:paydos.test/record');
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

describe('issue 24 item 1 (Yönetmelik md. 20): the leave record of a chosen service year', () => {
  beforeEach(() => today('2026-06-01'));

  it('offers the years the person has earned, latest first, and downloads the chosen one (mine by /leave-record/me)', async () => {
    const saved = catchDownloads();
    const asked: string[] = [];
    stubApi({
      'GET /leave-record/me': ({ url }) => {
        asked.push(url.search);
        return { body: {} };
      },
    });
    const { user } = renderPage(<LeaveRecordDownload startDate="2023-02-06" />, {
      user: testUser({ role: 'EMPLOYEE' }),
    });
    const select = screen.getByRole('combobox', { name: 'Hizmet yılı' });
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      '3. hizmet yılı (06.02.2026 - 05.02.2027)',
      '2. hizmet yılı (06.02.2025 - 05.02.2026)',
      '1. hizmet yılı (06.02.2024 - 05.02.2025)',
    ]);
    await user.selectOptions(select, '2');
    await user.click(screen.getByRole('button', { name: 'İzin kayıt belgesi' }));
    expect(await screen.findByText('İzin kayıt belgesi indirildi')).toBeInTheDocument();
    expect(asked).toEqual(['?serviceYear=2']);
    expect(saved).toEqual(['izin-kayit-belgesi-2-hizmet-yili.pdf']);
  });

  it('an ADMIN downloads another person’s record by the employee route; the server’s Turkish refusal is the toast', async () => {
    catchDownloads();
    const { sent } = stubApi({
      'GET /employee/u-9/leave-record': apiError(400, 'Bu hizmet yılı henüz tamamlanmadı'),
    });
    const { user } = renderPage(<LeaveRecordDownload startDate="2016-06-20" employeeId="u-9" />, {
      user: testUser(),
    });
    expect(screen.getByRole('combobox', { name: 'Hizmet yılı' })).toHaveDisplayValue(
      '9. hizmet yılı (20.06.2025 - 19.06.2026)',
    );
    await user.click(screen.getByRole('button', { name: 'İzin kayıt belgesi' }));
    expect(await screen.findByText('Bu hizmet yılı henüz tamamlanmadı')).toBeInTheDocument();
    expect(sent.map((r) => r.path)).toContain('/employee/u-9/leave-record');
  });

  it('before the first anniversary (or with no start date) there is no year to choose: a note says when the record comes', () => {
    stubApi({});
    renderPage(
      <>
        <LeaveRecordDownload startDate="2026-01-05" />
        <LeaveRecordDownload startDate={null} />
      </>,
      { user: testUser({ role: 'EMPLOYEE' }) },
    );
    expect(screen.getAllByText('İzin kayıt belgesi ilk yıl dönümünden sonra indirilebilir.')).toHaveLength(2);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
