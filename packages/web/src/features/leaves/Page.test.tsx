import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, stubApi, type StubAnswer } from '../../test/api-stub';
import { renderPage, testUser, today } from '../../test/render';
import { MyLeaveRequestsPage } from './Page';

const noLeaves = { 'GET /leaves/my-requests': { body: { leaveRequests: [], nextCursor: null } } };
const overlap = { 'GET /team-calendar/overlap': { body: { awayCount: 1, pendingCount: null, department: 'Finans' } } };
const employee = testUser({ role: 'EMPLOYEE', annualLeaveDays: 14, usedLeaveDays: 4, startDate: '2020-01-06' });

function renderForm(routes: Record<string, StubAnswer | 'hang'> = {}) {
  const api = stubApi({ ...noLeaves, ...overlap, ...routes });
  return {
    ...api,
    ...renderPage(<MyLeaveRequestsPage />, { user: employee, route: '/my-leave-requests?create=true' }),
  };
}
const submit = () => screen.getByRole('button', { name: 'Talep Gönder' });
/** A short annual request splits the service year (4857 md. 56): the form asks for the agreement. */
const agreeToSplit = (user: { click: (element: Element) => Promise<void> }) =>
  user.click(screen.getByRole('checkbox', { name: /^Yıllık iznimi bölerek kullanmayı kabul ediyorum/ }));

describe('leave request form (MyLeaveRequestsPage)', () => {
  beforeEach(() => today('2026-06-01'));

  it('product §5: empty form: type, start, end and reason are each required, in Turkish', async () => {
    const { user, sent } = renderForm();
    await user.click(submit());
    expect(screen.getByRole('combobox', { name: 'İzin türü' })).toHaveAccessibleDescription('İzin türü gerekli');
    expect(screen.getByRole('textbox', { name: 'Başlangıç tarihi' })).toHaveAccessibleDescription(
      'Başlangıç tarihi gerekli',
    );
    expect(screen.getByRole('textbox', { name: 'Bitiş tarihi' })).toHaveAccessibleDescription('Bitiş tarihi gerekli');
    expect(screen.getByRole('textbox', { name: 'Açıklama' })).toHaveAccessibleDescription(/^Açıklama gerekli/);
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it("product §5: a start before today, and an end before the start, are refused with the domain's messages", async () => {
    const { user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Bitiş tarihi' }), '20.05.2026');
    await user.type(screen.getByRole('textbox', { name: 'Başlangıç tarihi' }), '25.05.2026');
    // A later start clears the end (product §5); typed again, before the start:
    await user.type(screen.getByRole('textbox', { name: 'Bitiş tarihi' }), '22.05.2026');
    await user.click(submit());
    expect(screen.getByRole('textbox', { name: 'Başlangıç tarihi' })).toHaveAccessibleDescription(
      'Başlangıç tarihi bugünden önce olamaz!',
    );
    expect(screen.getByRole('textbox', { name: 'Bitiş tarihi' })).toHaveAccessibleDescription(
      'Bitiş tarihi başlangıç tarihinden önce olamaz!',
    );
  });

  it('product §D1: a date that does not exist is refused, not emptied', async () => {
    const { user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Başlangıç tarihi' }), '31.06.2026');
    await user.type(screen.getByRole('textbox', { name: 'Bitiş tarihi' }), '02.07.2026');
    await user.click(submit());
    expect(screen.getByRole('textbox', { name: 'Başlangıç tarihi' })).toHaveAccessibleDescription(
      'Lütfen geçerli bir tarih seçin.',
    );
  });

  it('a reason over 1000 characters: "Açıklama en fazla 1000 karakter olabilir" (pasted past the box limit by a script)', async () => {
    const { user } = renderForm();
    const reason = screen.getByRole('textbox', { name: 'Açıklama' });
    expect(reason).toHaveAttribute('maxLength', '1000');
    reason.removeAttribute('maxLength');
    await user.click(reason);
    await user.paste('a'.repeat(1001));
    await user.click(submit());
    expect(reason).toHaveAccessibleDescription(/^Açıklama en fazla 1000 karakter olabilir/);
  });

  it('product §D4: the live count shows the working days and the balance left; the overlap hint names the department', async () => {
    const { user } = renderForm();
    await user.selectOptions(screen.getByRole('combobox', { name: 'İzin türü' }), 'annual_paid');
    await user.type(screen.getByRole('textbox', { name: 'Başlangıç tarihi' }), '08.06.2026');
    await user.type(screen.getByRole('textbox', { name: 'Bitiş tarihi' }), '14.06.2026');
    expect(screen.getByTestId('leave-day-count')).toHaveTextContent('5 iş günü');
    expect(screen.getByText('Kullanılabilir yıllık izniniz (bekleyen talepler düşülmüş): 10 gün')).toBeInTheDocument();
    expect(await screen.findByTestId('leave-overlap-hint')).toHaveTextContent(
      'Finans departmanında bu günlerde 1 kişinin onaylanmış izni var.',
    );
  });

  it("a refused request shows the server's message above the form, and the button is busy while it is sent", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const { user, sent } = renderForm({ 'POST /leaves': () => new Promise((resolve) => (answer = resolve)) });
    await user.selectOptions(screen.getByRole('combobox', { name: 'İzin türü' }), 'annual_paid');
    await user.type(screen.getByRole('textbox', { name: 'Başlangıç tarihi' }), '08.06.2026');
    await user.type(screen.getByRole('textbox', { name: 'Bitiş tarihi' }), '09.06.2026');
    await user.type(screen.getByRole('textbox', { name: 'Açıklama' }), '  Aile ziyareti  ');
    await agreeToSplit(user);
    await user.click(submit());
    expect(submit()).toBeDisabled();
    expect(sent.filter((r) => r.path === '/leaves').at(-1)).toEqual({
      method: 'POST',
      path: '/leaves',
      body: {
        leaveType: 'annual_paid',
        startDate: '2026-06-08',
        endDate: '2026-06-09',
        reason: 'Aile ziyareti',
        splitAgreed: true,
      },
    });
    answer({ status: 409, body: { error: 'Bu tarihlerde zaten bir izin talebiniz var' } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('İzin talebi oluşturulamadı');
    expect(alert).toHaveTextContent('Bu tarihlerde zaten bir izin talebiniz var');
    expect(submit()).toBeEnabled();
  });

  it('a field the server names is shown under that field', async () => {
    const { user } = renderForm({
      'POST /leaves': apiError(400, 'Geçersiz istek', { startDate: 'Bu tarihte şirket kapalı' }),
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'İzin türü' }), 'annual_paid');
    await user.type(screen.getByRole('textbox', { name: 'Başlangıç tarihi' }), '08.06.2026');
    await user.type(screen.getByRole('textbox', { name: 'Bitiş tarihi' }), '09.06.2026');
    await user.type(screen.getByRole('textbox', { name: 'Açıklama' }), 'Aile ziyareti');
    await agreeToSplit(user);
    await user.click(submit());
    expect(await screen.findByText('Bu tarihte şirket kapalı')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Başlangıç tarihi' })).toHaveAccessibleDescription(
      'Bu tarihte şirket kapalı',
    );
  });

  it("sent: the form closes, the toast says so and the server's warnings are listed", async () => {
    const { user } = renderForm({
      'POST /leaves': {
        body: {
          leaveRequest: {},
          message: 'ok',
          warnings: [{ code: 'split', message: 'Yıllık iznin bir bölümü en az 10 gün olmalıdır.' }],
        },
      },
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'İzin türü' }), 'annual_paid');
    await user.type(screen.getByRole('textbox', { name: 'Başlangıç tarihi' }), '08.06.2026');
    await user.type(screen.getByRole('textbox', { name: 'Bitiş tarihi' }), '09.06.2026');
    await user.type(screen.getByRole('textbox', { name: 'Açıklama' }), 'Aile ziyareti');
    await agreeToSplit(user);
    await user.click(submit());
    expect(await screen.findByText('İzin talebiniz başarıyla oluşturuldu')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Talep Gönder' })).toBeNull();
    expect(
      within(screen.getAllByRole('status').find((s) => s.textContent?.includes('10 gün'))!).getByText(
        'Yıllık iznin bir bölümü en az 10 gün olmalıdır.',
      ),
    ).toBeInTheDocument();
  });

  it('"Vazgeç" closes the form', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Vazgeç' }));
    expect(screen.queryByRole('button', { name: 'Talep Gönder' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Yeni İzin Talebi' })).toBeInTheDocument();
  });
});
