import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi, stubUploads } from '../../test/api-stub';
import { renderPage, testUser } from '../../test/render';
import { DataUploadsPage } from './Page';

const admin = testUser();
const file = (name: string) => new File(['Ad;Başlangıç\n'], name, { type: 'text/csv' });
const uploadButton = () => screen.getByRole('button', { name: 'Dosyaları Yükle' });

function renderUploads() {
  stubApi({ 'GET /data-upload/my-uploads': { body: { dataUploads: [], nextCursor: null } } });
  return renderPage(<DataUploadsPage />, { user: admin });
}

describe('past leave files (DataUploadsPage)', () => {
  it('uploading with nothing chosen: "Lütfen en az bir dosya seçin"', async () => {
    const { user } = renderUploads();
    await user.click(uploadButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Lütfen en az bir dosya seçin');
  });

  it('chosen files wait in the list and can be removed before sending', async () => {
    const { user } = renderUploads();
    await user.upload(screen.getByTestId('data-upload-files'), [file('izinler.csv'), file('eski.csv')]);
    expect(screen.getAllByText(/Sırada/)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'eski.csv dosyasını kaldır' }));
    expect(screen.queryByText('eski.csv')).toBeNull();
  });

  it('product §4: each file is sent on its own with its progress; while sending, the button is busy and the picker disabled', async () => {
    stubUploads('/data-upload/upload', () => 'hang');
    const { user } = renderUploads();
    await user.upload(screen.getByTestId('data-upload-files'), file('izinler.csv'));
    await user.click(uploadButton());
    expect(uploadButton()).toBeDisabled();
    expect(screen.getByTestId('data-upload-files')).toBeDisabled();
    expect(await screen.findByRole('progressbar', { name: 'izinler.csv yükleme ilerlemesi' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(screen.queryByRole('button', { name: 'izinler.csv dosyasını kaldır' })).toBeNull();
  });

  it("a refused file shows the server's message under it and the failure notice; the others are sent", async () => {
    const { sent } = stubUploads('/data-upload/upload', (n) =>
      n === 0
        ? { status: 413, body: { error: 'Dosya 50 MB sınırını aşıyor' } }
        : { body: { dataUpload: {}, message: 'ok' } },
    );
    const { user } = renderUploads();
    await user.upload(screen.getByTestId('data-upload-files'), [file('buyuk.csv'), file('izinler.csv')]);
    await user.click(uploadButton());
    expect(await screen.findByText('Dosya 50 MB sınırını aşıyor')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Dosya yükleme sırasında bir hata oluştu');
    expect(screen.getByText(/Yüklenemedi/)).toBeInTheDocument();
    expect(screen.getByText(/Yüklendi/)).toBeInTheDocument();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.get('organizationId')).toBe('o-1');
  });

  it('all sent: the success notice counts the files', async () => {
    stubUploads('/data-upload/upload', () => ({ body: { dataUpload: {}, message: 'ok' } }));
    const { user } = renderUploads();
    await user.upload(screen.getByTestId('data-upload-files'), [file('a.csv'), file('b.csv')]);
    await user.click(uploadButton());
    expect(
      await screen.findByText('2 dosya başarıyla yüklendi. Verileriniz 12 saat içinde sisteme aktarılacak.'),
    ).toBeInTheDocument();
  });
});
