import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, stubApi, writes, type StubAnswer } from '../../test/api-stub';
import { renderPage } from '../../test/render';
import type { OperatorUpload } from './operator-api';
import { OperatorUploadsPage } from './OperatorUploadsPage';

const upload: OperatorUpload = {
  id: 'up-1',
  fileName: 'izinler-2025.xlsx',
  fileSize: 2048,
  uploadedAt: '2026-05-04T09:00:00.000Z',
  isCompleted: false,
  completedAt: null,
  scheduledDeleteAt: null,
  notes: null,
  organization: { id: 'o-1', name: 'Örnek A.Ş.', subdomain: 'ornek' },
};
const operatorSite = { site: { kind: 'operator' as const }, baseDomain: 'paydos.test' };
const completePath = 'PUT /data-upload/complete/up-1';

function renderUploads(routes: Record<string, StubAnswer | 'hang'> = {}) {
  const api = stubApi({ 'GET /data-upload/all': { body: { dataUploads: [upload], nextCursor: null } }, ...routes });
  return { ...api, ...renderPage(<OperatorUploadsPage />, { site: operatorSite }) };
}

async function openComplete(user: ReturnType<typeof renderPage>['user']) {
  const [first] = await screen.findAllByRole('button', { name: 'Tamamla' });
  await user.click(first!);
  return screen.getByRole('dialog', { name: 'İşlemi tamamla' });
}

describe("the operator's uploads: completing with notes (OperatorUploadsPage)", () => {
  it('product §4: completing sends the trimmed notes and says the file is deleted in 30 days', async () => {
    const { user, sent } = renderUploads({
      [completePath]: { body: { dataUpload: { ...upload, isCompleted: true }, message: 'Tamamlandı' } },
    });
    const dialog = await openComplete(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Notlar (isteğe bağlı)' }), '  Aktarıldı  ');
    await user.click(within(dialog).getByRole('button', { name: 'Tamamlandı olarak işaretle' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(sent)[0]).toMatchObject({ path: '/data-upload/complete/up-1', body: { notes: 'Aktarıldı' } });
  });

  it('the notes are limited to TEXT_LIMITS.uploadNotes (2000) as on the server: longer ones are refused with a message naming them, nothing sent', async () => {
    const { user, sent } = renderUploads();
    const dialog = await openComplete(user);
    const box = within(dialog).getByRole('textbox', { name: 'Notlar (isteğe bağlı)' });
    expect(box).toHaveAttribute('maxLength', '2000');
    // The box stops typing at the limit; a value set around it (autofill, a script) is still checked.
    fireEvent.change(box, { target: { value: 'a'.repeat(2001) } });
    await user.click(within(dialog).getByRole('button', { name: 'Tamamlandı olarak işaretle' }));
    expect(await within(dialog).findByText('Notlar en fazla 2000 karakter olabilir')).toBeVisible();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(writes(sent)).toEqual([]);
  });

  it('busy while sending; a failure says "İşlem başarısız" and keeps the dialog and the notes', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const { user } = renderUploads({ [completePath]: () => new Promise((resolve) => (answer = resolve)) });
    const dialog = await openComplete(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Notlar (isteğe bağlı)' }), 'Aktarıldı');
    await user.click(within(dialog).getByRole('button', { name: 'Tamamlandı olarak işaretle' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Tamamlandı olarak işaretle' })).toBeDisabled(),
    );
    answer(apiError(500, 'Sunucu hatası oluştu'));
    expect(await screen.findByText('İşlem başarısız')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Notlar (isteğe bağlı)' })).toHaveValue('Aktarıldı');
  });

  it('reopening the dialog starts with empty notes', async () => {
    const { user } = renderUploads();
    let dialog = await openComplete(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Notlar (isteğe bağlı)' }), 'Yarım kaldı');
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    dialog = await openComplete(user);
    expect(within(dialog).getByRole('textbox', { name: 'Notlar (isteğe bağlı)' })).toHaveValue('');
  });
});
