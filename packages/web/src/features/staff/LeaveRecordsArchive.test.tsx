import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../test/api-stub';
import { renderPage, testUser, today } from '../../test/render';
import { LeaveRecordsArchive } from './LeaveRecordsArchive';

describe('issue 24 item 1 (Yönetmelik md. 20): everybody’s leave records of a year as a ZIP', () => {
  beforeEach(() => today('2026-06-01'));

  it('an ADMIN chooses the year (this one and the nine before) and downloads the ZIP of that year', async () => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:paydos.test/zip');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const asked: string[] = [];
    stubApi({
      'GET /admin/leave-records': ({ url }) => {
        asked.push(url.search);
        return { body: {} };
      },
    });
    const { user } = renderPage(<LeaveRecordsArchive />, { user: testUser() });
    const year = screen.getByRole('combobox', { name: 'Belge yılı' });
    const options = [...year.querySelectorAll('option')].map((o) => o.textContent);
    expect(options).toHaveLength(10);
    expect([options[0], options[9]]).toEqual(['2026', '2017']);
    await user.selectOptions(year, '2025');
    await user.click(screen.getByRole('button', { name: 'Tüm izin kayıt belgeleri (ZIP)' }));
    expect(await screen.findByText('İzin kayıt belgeleri indirildi')).toBeInTheDocument();
    expect(asked).toEqual(['?year=2025']);
    expect(saved).toEqual(['izin-kayit-belgeleri-2025.zip']);
  });

  it('a year with no record is the server’s Turkish message in the toast', async () => {
    const empty = 'Bu yıl için düzenlenecek izin kayıt belgesi yok: yıl dönümü bu yıla düşen personel bulunmuyor.';
    stubApi({ 'GET /admin/leave-records': apiError(400, empty) });
    const { user } = renderPage(<LeaveRecordsArchive />, { user: testUser() });
    await user.click(screen.getByRole('button', { name: 'Tüm izin kayıt belgeleri (ZIP)' }));
    expect(await screen.findByText(empty)).toBeInTheDocument();
  });
});
