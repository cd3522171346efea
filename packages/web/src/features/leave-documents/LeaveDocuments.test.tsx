import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, stubApi, writes } from '../../test/api-stub';
import { renderPage, testUser, today } from '../../test/render';
import { testLeave } from '../approvals/test-leave';
import { MyLeaveRequestsPage } from '../leaves/Page';
import { LeaveDocuments } from './LeaveDocuments';

const employee = testUser({
  id: 'u-2',
  role: 'EMPLOYEE',
  annualLeaveDays: 14,
  usedLeaveDays: 4,
  startDate: '2020-01-06',
});
const pdf = (name = 'sgk-raporu.pdf', size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const sick = testLeave({
  id: 'l-9',
  userId: 'u-2',
  leaveType: 'sick_leave_reported',
  leaveTypeName: 'Hastalık İzni (SGK Raporlu)',
  status: 'PENDING',
  stageLabel: 'Beklemede',
});
const report = {
  id: 'd-1',
  fileName: 'SGK raporu.pdf',
  contentType: 'application/pdf',
  byteSize: 153_600,
  uploadedAt: '2026-06-01T07:00:00.000Z',
  canDelete: true,
};

/** What the form sent, less the team rules' live check (a POST that only reads). */
const sentWrites = (sent: Parameters<typeof writes>[0]) => writes(sent).filter((w) => w.path !== '/leaves/rule-check');

describe('issue 24 item 5: proof documents on the web', () => {
  beforeEach(() => today('2026-06-01'));

  it('the leave form offers "Belge ekle" for a sick leave (not for annual leave); the chosen report is sent to the request once it exists', async () => {
    const { sent } = stubApi({
      'GET /leaves/my-requests': { body: { leaveRequests: [], nextCursor: null } },
      'POST /leaves': { body: { leaveRequest: sick, message: 'ok', warnings: [], excluded: [] } },
      'POST /leaves/l-9/documents': { status: 201, body: { document: report, message: 'Belge eklendi' } },
    });
    const { user } = renderPage(<MyLeaveRequestsPage />, { user: employee, route: '/my-leave-requests?create=true' });
    const type = screen.getByRole('combobox', { name: 'İzin türü' });
    await user.selectOptions(type, 'annual_paid');
    expect(screen.queryByLabelText('Belge ekle (isteğe bağlı)')).toBeNull();
    await user.selectOptions(type, 'sick_leave_reported');
    const field = screen.getByLabelText('Belge ekle (isteğe bağlı)');
    expect(field).toHaveAccessibleDescription(/PDF, JPEG veya PNG; en fazla 10 MB/);
    await user.upload(field, pdf());
    expect(screen.getByText('sgk-raporu.pdf (2 KB)')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Başlangıç tarihi' }), '08.06.2026');
    await user.type(screen.getByRole('textbox', { name: 'Bitiş tarihi' }), '09.06.2026');
    await user.type(screen.getByRole('textbox', { name: 'Açıklama' }), 'Grip');
    await user.click(screen.getByRole('button', { name: 'Talep Gönder' }));
    expect(await screen.findByText('İzin talebiniz başarıyla oluşturuldu')).toBeInTheDocument();
    const [create, upload] = sentWrites(sent);
    expect(create).toMatchObject({ method: 'POST', path: '/leaves', body: { leaveType: 'sick_leave_reported' } });
    expect(upload).toMatchObject({ method: 'POST', path: '/leaves/l-9/documents' });
    expect(((upload!.body as FormData).get('file') as File).name).toBe('sgk-raporu.pdf');
  });

  it('a file over 10 MB is refused under the field and nothing is sent; a refused upload after the request leaves the request and says so', async () => {
    const { sent } = stubApi({
      'GET /leaves/my-requests': { body: { leaveRequests: [], nextCursor: null } },
      'POST /leaves': { body: { leaveRequest: sick, message: 'ok', warnings: [], excluded: [] } },
      'POST /leaves/l-9/documents': apiError(
        400,
        'Belge PDF, JPEG veya PNG olmalıdır (dosyanın içeriğine bakılır, adına değil)',
      ),
    });
    const { user } = renderPage(<MyLeaveRequestsPage />, { user: employee, route: '/my-leave-requests?create=true' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'İzin türü' }), 'excuse.marriage');
    const field = screen.getByLabelText('Belge ekle (isteğe bağlı)');
    await user.upload(field, pdf('buyuk.pdf', 10 * 1024 * 1024 + 1));
    expect(field).toHaveAccessibleDescription('Belge en fazla 10 MB olabilir');
    await user.type(screen.getByRole('textbox', { name: 'Başlangıç tarihi' }), '08.06.2026');
    await user.type(screen.getByRole('textbox', { name: 'Bitiş tarihi' }), '09.06.2026');
    await user.type(screen.getByRole('textbox', { name: 'Açıklama' }), 'Düğün');
    await user.click(screen.getByRole('button', { name: 'Talep Gönder' }));
    expect(sentWrites(sent)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Seçilen belgeyi kaldır' }));
    await user.upload(field, pdf('nikah.pdf'));
    await user.click(screen.getByRole('button', { name: 'Talep Gönder' }));
    expect(
      await screen.findByText(/İzin kaydedildi, ancak belge yüklenemedi: Belge PDF, JPEG veya PNG olmalıdır/),
    ).toBeInTheDocument();
    expect(sentWrites(sent).map((w) => w.path)).toEqual(['/leaves', '/leaves/l-9/documents']);
  });

  it('the requester sees his report with its size, deletes it after asking; "Belge ekle" attaches another at once', async () => {
    const { sent } = stubApi({
      'DELETE /leave-documents/d-1': { body: { message: 'Belge silindi' } },
      'POST /leaves/l-9/documents': { status: 201, body: { document: report, message: 'Belge eklendi' } },
    });
    const { user } = renderPage(
      <LeaveDocuments leave={{ ...sick, documentCount: 1, documents: [report], canAttachDocument: true }} />,
      { user: employee },
    );
    const list = screen.getByRole('list', { name: 'İzin belgeleri' });
    expect(within(list).getByRole('button', { name: 'SGK raporu.pdf belgesini indir' })).toBeInTheDocument();
    expect(list).toHaveTextContent('(150 KB)');
    await user.click(within(list).getByRole('button', { name: 'SGK raporu.pdf belgesini sil' }));
    const dialog = screen.getByRole('dialog', { name: 'Belge silinsin mi?' });
    await user.click(within(dialog).getByRole('button', { name: 'Belgeyi sil' }));
    expect(await screen.findByText('Belge silindi')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Belge ekle: Hastalık İzni (SGK Raporlu)'), pdf('ek-rapor.pdf'));
    expect(await screen.findByText('Belge eklendi')).toBeInTheDocument();
    expect(writes(sent).map((w) => `${w.method} ${w.path}`)).toEqual([
      'DELETE /leave-documents/d-1',
      'POST /leaves/l-9/documents',
    ]);
  });

  it('KVKK art. 6: a MANAGER learns only that proofs exist, with nothing to open; a leave with no proof and none to add shows nothing', () => {
    stubApi({});
    const { container } = renderPage(
      <>
        <LeaveDocuments leave={{ ...sick, documentCount: 2 }} />
        <LeaveDocuments leave={testLeave({ id: 'l-1' })} />
      </>,
      { user: testUser({ role: 'MANAGER' }) },
    );
    expect(container).toHaveTextContent('2 belge eklendi (yalnızca talep sahibi ve İK açabilir)');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getAllByTestId('leave-documents')).toHaveLength(1);
  });
});
