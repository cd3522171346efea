import { leaveTypes } from '@paydos/domain';
import { t } from '../../platform/messages';
import { delegationsMessages } from '../../platform/messages/delegations';
import type { CalendarLeave, DayKind } from '@paydos/contract/team-calendar';
import { formatDuration } from '../../platform/format-lengths';

/** One colour per leave type family; "İzinli" (type hidden from an EMPLOYEE) is slate. */
const TYPE_COLORS: Record<string, string> = {
  annual_paid: 'bg-brand-500',
  maternity: 'bg-pink-500',
  sick_leave_reported: 'bg-rose-500',
  unpaid_leave: 'bg-amber-500',
};
const EXCUSE_COLOR = 'bg-sky-500';
const HIDDEN_COLOR = 'bg-slate-500';

export const leaveColor = (leaveType: string | null) =>
  leaveType === null
    ? HIDDEN_COLOR
    : (TYPE_COLORS[leaveType] ?? (leaveType.startsWith('excuse.') ? EXCUSE_COLOR : HIDDEN_COLOR));

/** An hourly leave (docs/leave-rules.md §16): the person is at work most of the day, so its mark is lighter. */
export const isHourlyLeave = (leave: CalendarLeave) => (leave.minutesPerDay ?? 0) > 0;

export const leaveClass = (leave: CalendarLeave) =>
  `${leaveColor(leave.leaveType)} ${leave.status === 'PENDING' ? 'leave-pending opacity-80' : ''} ${
    isHourlyLeave(leave) ? 'leave-hourly opacity-50' : ''
  }`;

/** "Süt izni · 1 sa 30 dk": an hourly leave names its hours a day (formatDuration, as the leave lists do). */
const labelWithHours = (leave: CalendarLeave) =>
  isHourlyLeave(leave) ? `${leave.label} · ${formatDuration(leave.minutesPerDay!)}` : leave.label;

export const leaveTitle = (leave: CalendarLeave) =>
  leave.status === 'PENDING' ? `${labelWithHours(leave)}${t.teamCalendar.pendingSuffix}` : labelWithHours(leave);

/** The wallchart's tooltip and spoken label: the leave, and its substitute when one was named (issue 23 item 4). */
export const leaveTitleWithSubstitute = (leave: CalendarLeave) =>
  leave.substitute
    ? `${leaveTitle(leave)} · ${delegationsMessages.substitute.onLeave(leave.substitute)}`
    : leaveTitle(leave);

/** Column shading of a day: weekly rest, holiday, arife half. */
export const dayShade: Record<DayKind, string> = {
  working: '',
  non_working: 'bg-slate-100',
  holiday: 'bg-amber-100',
  half_holiday: 'bg-amber-50',
};

/** A legend's colour square (the calendar's legend and the wallchart's list of holidays). */
export const swatchClass = 'inline-block size-3.5 shrink-0 rounded-sm border border-line';

/** The legend's leave entries: every type family for ADMIN and MANAGER, "İzinli" for an EMPLOYEE. */
export function legendLeaves(showsLeaveTypes: boolean): Array<{ label: string; color: string }> {
  if (!showsLeaveTypes) return [{ label: t.teamCalendar.away, color: HIDDEN_COLOR }];
  const seen = new Map<string, string>();
  for (const type of leaveTypes) {
    const color = leaveColor(type.code);
    const label = type.code.startsWith('excuse.') ? t.teamCalendar.excuses : type.name;
    if (![...seen.values()].includes(color)) seen.set(label, color);
  }
  return [...seen.entries()].map(([label, color]) => ({ label, color }));
}
