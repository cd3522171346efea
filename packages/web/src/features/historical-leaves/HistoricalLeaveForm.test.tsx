import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, stubApi, writes, type StubAnswer } from '../../test/api-stub';
import { renderPage, testUser, today } from '../../test/render';
import { HistoricalLeaveForm } from './HistoricalLeaveForm';

const admin = testUser();
const staff = {
  'GET /admin/users': {
    body: {
      users: [
        {
          id: 'u-2',
          firstName: 'Mehmet',
          lastName: 'Demir',
          email: 'mehmet@ornek.com.tr',
          position: 'Satış Uzmanı',
          department: 'Satış',
        },
      ],
      nextCursor: null,
    },
  },
};
const form = () => within(screen.getByRole('form', { name: 'Geçmiş izin kaydı' }));
const add = () => form().getByRole('button', { name: 'Listeye Ekle' });
const send = () => screen.getByRole('button', { name: 'Kayıtları Gönder' });

function renderHistorical(
  routes: Record<string, StubAnswer | 'hang'> = {},
  props: { employeeId?: string } = { employeeId: 'u-2' },
) {
  const api = stubApi({ ...staff, ...routes });
  return { ...api, ...renderPage(<HistoricalLeaveForm {...props} />, { user: admin }) };
}
async function addLeave(user: ReturnType<typeof renderPage>['user'], start: string, end: string) {
  await user.selectOptions(form().getByRole('combobox', { name: 'İzin türü' }), 'annual_paid');
  await user.type(form().getByRole('textbox', { name: 'Başlangıç tarihi' }), start);
  await user.type(form().getByRole('textbox', { name: 'Bitiş tarihi' }), end);
  await user.click(add());
}

describe('historical leave form (HistoricalLeaveForm)', () => {
  beforeEach(() => today('2026-06-01'));

  it('product §5: the KVKK notice is shown; empty: type required and "Lütfen başlangıç ve bitiş tarihlerini seçin"', async () => {
    const { user } = renderHistorical();
    expect(screen.getByText('KVKK bilgilendirmesi')).toBeInTheDocument();
    await user.click(add());
    expect(form().getByRole('combobox', { name: 'İzin türü' })).toHaveAccessibleDescription('İzin türü gerekli');
    expect(form().getByRole('textbox', { name: 'Başlangıç tarihi' })).toHaveAccessibleDescription(
      'Lütfen başlangıç ve bitiş tarihlerini seçin',
    );
  });

  it('product §5: a leave starting after today is refused, and one on days already in the list', async () => {
    const { user } = renderHistorical();
    await addLeave(user, '02.06.2026', '03.06.2026');
    expect(form().getByRole('textbox', { name: 'Başlangıç tarihi' })).toHaveAccessibleDescription(
      'Geçmiş izin kaydı bugünden sonra başlayamaz',
    );
    await user.clear(form().getByRole('textbox', { name: 'Başlangıç tarihi' }));
    await user.clear(form().getByRole('textbox', { name: 'Bitiş tarihi' }));
    await addLeave(user, '04.05.2026', '06.05.2026');
    expect(screen.getByTestId('historical-list')).toHaveTextContent('04.05.2026 - 06.05.2026 · 3 gün');
    await addLeave(user, '06.05.2026', '07.05.2026');
    expect(form().getByRole('textbox', { name: 'Başlangıç tarihi' })).toHaveAccessibleDescription(
      'Bu tarihler listedeki başka bir izinle çakışıyor',
    );
  });

  it('days with no working day in them are refused ("Seçilen tarihler arasında hiç çalışma günü yok.")', async () => {
    const { user } = renderHistorical();
    await addLeave(user, '09.05.2026', '10.05.2026');
    expect(form().getByRole('textbox', { name: 'Bitiş tarihi' })).toHaveAccessibleDescription(
      'Seçilen tarihler arasında hiç çalışma günü yok.',
    );
  });

  it('a reason over 1000 characters is refused naming the field (the server refuses it too)', async () => {
    const { user } = renderHistorical();
    const reason = form().getByRole('textbox', { name: 'Açıklama (isteğe bağlı)' });
    reason.removeAttribute('maxLength');
    await user.click(reason);
    await user.paste('a'.repeat(1001));
    await addLeave(user, '04.05.2026', '06.05.2026');
    expect(reason).toHaveAccessibleDescription(/^Açıklama en fazla 1000 karakter olabilir/);
    expect(screen.getByText('Henüz listeye izin eklenmedi.')).toBeInTheDocument();
  });

  it('added to the list: the form empties for the next leave, its reason counter back at 0', async () => {
    const { user } = renderHistorical();
    await user.type(form().getByRole('textbox', { name: 'Açıklama (isteğe bağlı)' }), 'Yaz tatili');
    expect(form().getByText('10 / 1.000')).toBeInTheDocument();
    await addLeave(user, '04.05.2026', '06.05.2026');
    expect(screen.getByTestId('historical-list')).toHaveTextContent('Yaz tatili');
    expect(form().getByRole('textbox', { name: 'Açıklama (isteğe bağlı)' })).toHaveValue('');
    expect(form().getByText('0 / 1.000')).toBeInTheDocument();
  });

  it('sending an empty list: "Lütfen en az bir izin kaydı ekleyin"; without an employee: "Lütfen bir personel seçin"', async () => {
    const { user, sent } = renderHistorical({}, {});
    await user.click(send());
    expect(screen.getByRole('alert')).toHaveTextContent('Lütfen en az bir izin kaydı ekleyin');
    expect(screen.getByRole('combobox', { name: 'Personel' })).toHaveAccessibleDescription('Lütfen bir personel seçin');
    expect(writes(sent)).toHaveLength(0);
  });

  it("sent as one batch for the chosen employee; the server's message is the toast and the list empties", async () => {
    const { user, sent } = renderHistorical(
      {
        'POST /historical-leaves/batch': {
          body: { message: 'Kayıtlar Mehmet Demir onayına gönderildi', totalCount: 1 },
        },
      },
      {},
    );
    await user.type(screen.getByRole('combobox', { name: 'Personel' }), 'Meh');
    await user.click(await screen.findByRole('option', { name: /Mehmet Demir/ }));
    await addLeave(user, '04.05.2026', '06.05.2026');
    await user.click(send());
    expect(await screen.findByText('Kayıtlar Mehmet Demir onayına gönderildi')).toBeInTheDocument();
    expect(writes(sent)[0]?.body).toEqual({
      userId: 'u-2',
      leaves: [{ leaveType: 'annual_paid', startDate: '2026-05-04', endDate: '2026-05-06' }],
    });
    expect(screen.getByText('Henüz listeye izin eklenmedi.')).toBeInTheDocument();
  });

  it("a refused batch shows the server's message; the send button is busy meanwhile", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const { user } = renderHistorical({
      'POST /historical-leaves/batch': () => new Promise((resolve) => (answer = resolve)),
    });
    await addLeave(user, '04.05.2026', '06.05.2026');
    await user.click(send());
    await waitFor(() => expect(send()).toBeDisabled());
    answer(apiError(409, 'Bu tarihlerde personelin kayıtlı bir izni var'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Geçmiş izin kaydı oluşturulurken hata oluştu');
    expect(alert).toHaveTextContent('Bu tarihlerde personelin kayıtlı bir izni var');
  });
});
