import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderPage, testUser } from '../../test/render';
import type { LeaveRequest } from '@paydos/contract/leaves';
import { EditLeaveDialog } from './EditLeaveDialog';

const leave = {
  id: 'l-1',
  userId: 'u-2',
  leaveType: 'annual_paid',
  leaveTypeName: 'Yıllık izin',
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

function renderDialog(props: { busy?: boolean; error?: string | null } = {}) {
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
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription('Mehmet Demir · Yıllık izin');
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
    expect(onSave).toHaveBeenCalledWith({ startDate: '2026-06-08', endDate: '2026-06-10', reason: 'Düğün' });
  });

  it("while saving the button is busy; the server's error is shown", () => {
    renderDialog({ busy: true, error: 'Bu izin başka bir yönetici tarafından değiştirildi' });
    expect(save()).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Bu izin başka bir yönetici tarafından değiştirildi');
  });
});
