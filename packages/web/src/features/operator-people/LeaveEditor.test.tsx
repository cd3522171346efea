import { screen, within } from '@testing-library/react';
import { HOURLY_TEXTS, type WorkingTime } from '@paydos/domain';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderPage } from '../../test/render';
import type { OperatorLeave } from './api';
import { LeaveEditor } from './LeaveEditor';

const operatorSite = { site: { kind: 'operator' as const }, baseDomain: 'paydos.test' };
/** A nursing leave of three working days, 1 sa 30 dk a day; the child turns one on 10.03.2027. */
const nursingLeave = {
  id: 'l-1',
  organizationId: 'o-1',
  userId: 'u-2',
  leaveType: 'nursing',
  leaveTypeName: 'Süt İzni (günde 1,5 saat)',
  startDate: '2026-06-08',
  endDate: '2026-06-10',
  days: 0,
  reason: null,
  status: 'APPROVED',
  decisionReason: null,
  decidedAt: null,
  createdAt: '2026-05-01T09:00:00.000Z',
  version: 1,
  hours: { minutesPerDay: 90, minutes: 270, startTime: '16:30', childBirthDate: '2026-03-10' },
  user: { firstName: 'Zeynep', lastName: 'Kaya', email: 'zeynep@ornek.com.tr', position: null, department: null },
  daysOverrideReason: null,
} satisfies OperatorLeave;

function renderEditor(
  leave: OperatorLeave = nursingLeave,
  workingTime: WorkingTime = { dailyMinutes: 450, hourlyLeave: false },
) {
  stubApi({});
  const onSave = vi.fn();
  const view = renderPage(
    <ul>
      <LeaveEditor
        leave={leave}
        workingDays={[1, 2, 3, 4, 5]}
        workingTime={workingTime}
        frame={{ layout: 'card', busy: false, onCancel: () => undefined }}
        onSave={onSave}
      />
    </ul>,
    { site: operatorSite },
  );
  return { ...view, onSave };
}
const minutes = () => screen.getByRole('combobox', { name: 'Günlük süre' });
const save = () => screen.getByRole('button', { name: 'Kaydet' });

describe("the operator's edit of an hourly leave (LeaveEditor, issue 24 item 6)", () => {
  it('süt izni (4857 md. 74): shows the minutes a day (at most 1 sa 30 dk) and the live total instead of a day count; saves the new minutes', async () => {
    const { user, onSave } = renderEditor();
    expect(minutes()).toHaveValue('90');
    const choices = within(minutes())
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'));
    expect(choices[0]).toBe('90');
    expect(choices).not.toContain('105');
    expect(screen.queryByRole('textbox', { name: 'Gün' })).toBeNull();
    expect(screen.getByTestId('operator-leave-hours')).toHaveTextContent('3 iş günü × 1 sa 30 dk = toplam 4 sa 30 dk');
    await user.selectOptions(minutes(), '60');
    expect(screen.getByTestId('operator-leave-hours')).toHaveTextContent('toplam 3 sa');
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith({
      leaveType: 'nursing',
      startDate: '2026-06-08',
      endDate: '2026-06-10',
      status: 'APPROVED',
      reason: null,
      minutesPerDay: 60,
    });
  });

  it('süt izni (4857 md. 74) ends the day before the first birthday: moved past it, the domain’s message and nothing saved', async () => {
    const { user, onSave } = renderEditor();
    const end = screen.getByRole('textbox', { name: 'Bitiş' });
    const start = screen.getByRole('textbox', { name: 'Başlangıç' });
    await user.clear(start);
    await user.type(start, '08.03.2027');
    await user.clear(end);
    await user.type(end, '12.03.2027');
    await user.click(save());
    expect(onSave).not.toHaveBeenCalled();
    expect(minutes()).toHaveAccessibleDescription(HOURLY_TEXTS.nursingAfterFirstBirthday('2027-03-10', '2027-03-09'));
  });

  it('hourly unpaid leave: the choices go up to the working day; only types that may be hours are offered', () => {
    renderEditor(
      {
        ...nursingLeave,
        leaveType: 'unpaid_leave',
        leaveTypeName: 'Ücretsiz İzin',
        hours: { minutesPerDay: 120, minutes: 360, startTime: null, childBirthDate: null },
      },
      { dailyMinutes: 480, hourlyLeave: true },
    );
    expect(within(minutes()).getAllByRole('option')[0]).toHaveValue('480');
    const types = within(screen.getByRole('combobox', { name: 'İzin türü' }))
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'));
    expect(types).toContain('nursing');
    expect(types).not.toContain('annual_paid');
  });

  it('a leave of whole days keeps its day count field and no hours; nursing leave is not offered for it', () => {
    renderEditor({ ...nursingLeave, leaveType: 'annual_paid', leaveTypeName: 'Yıllık İzin', days: 3, hours: null });
    expect(screen.queryByRole('combobox', { name: 'Günlük süre' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Gün' })).toBeInTheDocument();
    const types = within(screen.getByRole('combobox', { name: 'İzin türü' }))
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'));
    expect(types).not.toContain('nursing');
  });
});
