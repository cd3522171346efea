import type { LeaveRequest } from '@paydos/contract/leaves';
import { hourlyLeaveMessages as h } from '../../platform/messages/hourly-leave';
import { formatDuration } from '../../platform/format-lengths';
import { formatDays } from '../../platform/format-numbers';

/**
 * A request's length in a list cell: its days, or an hourly leave's minutes a day and in all ("1 sa 30 dk/gün",
 * "toplam 7 sa 30 dk"; docs/decisions/015). One day of hours is just its duration.
 */
export function LeaveLength({ leave }: { leave: Pick<LeaveRequest, 'days' | 'hours'> }) {
  const hours = leave.hours;
  if (!hours) return <>{formatDays(leave.days)}</>;
  if (hours.minutes === hours.minutesPerDay) return <>{formatDuration(hours.minutes)}</>;
  return (
    <>
      <span className="whitespace-nowrap">{h.perDay(formatDuration(hours.minutesPerDay))}</span>
      <span className="block text-xs whitespace-nowrap text-muted">{h.total(formatDuration(hours.minutes))}</span>
    </>
  );
}
