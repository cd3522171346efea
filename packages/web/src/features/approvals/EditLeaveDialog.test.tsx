import { screen, waitFor, within } from '@testing-library/react';
import { HOURLY_TEXTS } from '@paydos/domain';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderPage, testUser } from '../../test/render';
import type { LeaveRequest } from '@paydos/contract/leaves';
import { EditLeaveDialog } from './EditLeaveDialog';

const leave = {
  id: 'l-1',
  userId: 'u-2',
  leaveType: 'annual_paid',
  leaveTypeName: 'Yıllık İzin',
  startDate: '2026-06-08',
  endDate: '2026-06-10',
  days: 3,
  reason: 'Aile ziyareti',
  status: 'APPROVED',
  decisionReason: null,
  decidedAt: null,
  createdAt: '2026-05-01T09:00:00.000Z',
  version: 1,
  hours: null,
  user: { firstName: 'Mehmet', lastName: 'Demir', email: 'mehmet@ornek.com.tr', position: null, department: null },
  steps: [],
  stageLabel: 'Onaylandı',
  canDecide: false,
  ruleBreaks: [],
  substitute: null,
  acknowledgement: null,
} satisfies LeaveRequest;
const save = () => screen.getByRole('button', { name: 'Değişiklikleri Kaydet' });
/** A nursing leave of three working days, 1 sa 30 dk a day; the child (born 10.03.2026) turns one on 10.03.2027. */
const nursingLeave = {
  ...leave,
  leaveType: 'nursing',
  leaveTypeName: 'Süt İzni (günde 1,5 saat)',
  days: 0,
  hours: { minutesPerDay: 90, minutes: 270, startTime: null, childBirthDate: '2026-03-10' },
} satisfies LeaveRequest;

const travelDays = () => screen.queryByRole('combobox', { name: 'Yol izni' });
const destination = () => screen.queryByRole('textbox', { name: 'İznin geçirileceği yer' });

function renderDialog(props: { busy?: boolean; error?: string | null; leave?: LeaveRequest } = {}) {
  stubApi({});
  const onSave = vi.fn();
  return {
    onSave,
    ...renderPage(
      <EditLeaveDialog leave={leave} onOpenChange={() => undefined} onSave={onSave} busy={false} {...props} />,
      { user: testUser() },
    ),
  };
}

describe('editing an approved leave (EditLeaveDialog)', () => {
  it('names the person and type; the live count follows the dates', async () => {
    const { user } = renderDialog();
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription('Mehmet Demir · Yıllık İzin');
    expect(screen.getByTestId('leave-day-count')).toHaveTextContent('3 iş günü');
    await user.clear(screen.getByRole('textbox', { name: 'Bitiş tarihi' }));
    await user.type(screen.getByRole('textbox', { name: 'Bitiş tarihi' }), '12.06.2026');
    expect(screen.getByTestId('leave-day-count')).toHaveTextContent('5 iş günü');
  });

  it('a date that does not exist: "Lütfen geçerli bir tarih seçin." and save is disabled; an empty date disables save', async () => {
    const { user } = renderDialog();
    const end = screen.getByRole('textbox', { name: 'Bitiş tarihi' });
    await user.clear(end);
    expect(save()).toBeDisabled();
    await user.type(end, '31.06.2026');
    expect(end).toHaveAccessibleDescription('Lütfen geçerli bir tarih seçin.');
    expect(save()).toBeDisabled();
  });

  it('an end typed before the start: "Bitiş tarihi başlangıç tarihinden önce olamaz!" and save is disabled', async () => {
    const { user } = renderDialog();
    const end = screen.getByRole('textbox', { name: 'Bitiş tarihi' });
    await user.clear(end);
    await user.type(end, '05.06.2026');
    expect(end).toHaveAccessibleDescription('Bitiş tarihi başlangıç tarihinden önce olamaz!');
    expect(save()).toBeDisabled();
  });

  it('saves the dates and the trimmed reason', async () => {
    const { user, onSave } = renderDialog();
    await user.clear(screen.getByRole('textbox', { name: 'Açıklama' }));
    await user.type(screen.getByRole('textbox', { name: 'Açıklama' }), ' Düğün ');
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith({
      startDate: '2026-06-08',
      endDate: '2026-06-10',
      reason: 'Düğün',
      travelDays: 0,
      travelDestination: null,
    });
  });

  it('yol izni (4857 md. 56/4): an annual leave shows its travel days and destination; changed, they fall after the new end and are saved', async () => {
    const { user, onSave } = renderDialog({ leave: { ...leave, travelDays: 1, travelDestination: 'Kars' } });
    expect(travelDays()).toHaveValue('1');
    expect(destination()).toHaveValue('Kars');
    expect(screen.getByTestId('travel-leave-dates')).toHaveTextContent('Yol izni 11.06.2026 (ücretsiz).');
    await user.selectOptions(travelDays()!, '2');
    await user.clear(destination()!);
    await user.type(destination()!, 'Erzurum');
    expect(screen.getByTestId('travel-leave-dates')).toHaveTextContent(
      'Yol izni 11.06.2026 - 12.06.2026 (2 gün, ücretsiz).',
    );
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ endDate: '2026-06-10', travelDays: 2, travelDestination: 'Erzurum' }),
    );
  });

  it('yol izni (4857 md. 56/4): travel days need the destination (the domain’s message, save disabled); "Yok" removes them', async () => {
    const { user, onSave } = renderDialog();
    expect(destination()).toBeNull();
    await user.selectOptions(travelDays()!, '3');
    expect(destination()).toHaveAccessibleDescription(/Yol izni için iznin geçirileceği yer gerekli \(4857 md\. 56\)/);
    expect(save()).toBeDisabled();
    await user.selectOptions(travelDays()!, '0');
    expect(destination()).toBeNull();
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ travelDays: 0, travelDestination: null }));
  });

  it('travel leave is for annual leave only: an excuse leave has no travel fields and saves without them', async () => {
    const { user, onSave } = renderDialog({
      leave: { ...leave, leaveType: 'excuse.marriage', leaveTypeName: 'Evlilik (3 gün)' },
    });
    expect(travelDays()).toBeNull();
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith({ startDate: '2026-06-08', endDate: '2026-06-10', reason: 'Aile ziyareti' });
  });

  it('süt izni (4857 md. 74): an hourly leave shows its minutes a day (at most 1 sa 30 dk) and their total, not days; saves the new minutes', async () => {
    const { user, onSave } = renderDialog({ leave: nursingLeave });
    expect(travelDays()).toBeNull();
    expect(screen.queryByTestId('leave-day-count')).toBeNull();
    expect(screen.getByTestId('leave-hour-count')).toHaveTextContent('4 sa 30 dk');
    const minutes = screen.getByRole('combobox', { name: 'Günlük süre' });
    expect(minutes).toHaveValue('90');
    expect(within(minutes).getAllByRole('option')[0]).toHaveValue('90');
    await user.selectOptions(minutes, '60');
    expect(screen.getByTestId('leave-hour-count')).toHaveTextContent('3 sa');
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ minutesPerDay: 60 }));
    expect(onSave.mock.calls[0]![0]).not.toHaveProperty('travelDays');
  });

  it('süt izni (4857 md. 74) ends the day before the first birthday: moved past it, the domain’s message and save disabled', async () => {
    const { user } = renderDialog({ leave: nursingLeave });
    const end = screen.getByRole('textbox', { name: 'Bitiş tarihi' });
    await user.clear(end);
    await user.type(end, '12.03.2027');
    expect(end).toHaveAccessibleDescription(HOURLY_TEXTS.nursingAfterFirstBirthday('2027-03-10', '2027-03-09'));
    expect(save()).toBeDisabled();
  });

  it("while saving the button is busy; the server's error is shown", () => {
    renderDialog({ busy: true, error: 'Bu izin başka bir yönetici tarafından değiştirildi' });
    expect(save()).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Bu izin başka bir yönetici tarafından değiştirildi');
  });
});
