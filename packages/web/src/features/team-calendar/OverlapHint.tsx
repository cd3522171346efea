import { compareDates, isCalendarDate } from '@paydos/domain';
import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { t } from '../../platform/messages';
import { cn } from '../../ui/cn';
import { useOverlap } from './api';

const m = t.overlapHint;

/**
 * The leave form's hint (issue 16): how many people of the asker's department are already away on
 * the chosen days, and for ADMIN and MANAGER how many asked for them and wait for a decision (issue
 * 21; an EMPLOYEE is told the count is of approved leave only). Counts only; a hint, never a block.
 * Nothing is shown until both dates are valid.
 */
export function OverlapHint({
  startDate,
  endDate,
  className,
}: {
  startDate: string;
  endDate: string;
  className?: string;
}) {
  const valid = isCalendarDate(startDate) && isCalendarDate(endDate) && compareDates(endDate, startDate) >= 0;
  const overlap = useOverlap(startDate, endDate, valid);
  if (!valid || !overlap.data) return null;
  const { awayCount, pendingCount, department } = overlap.data;
  const from = startDate.slice(0, 7);
  return (
    <section
      aria-label={m.title}
      aria-live="polite"
      className={cn('rounded-lg border border-line bg-slate-50 p-4 text-sm', className)}
      data-testid="leave-overlap-hint"
    >
      <div className="flex items-start gap-2">
        <Users className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
        <div className="min-w-0 space-y-1">
          {pendingCount === null ? (
            <>
              <p className="text-ink">{m.approvedOnly(awayCount, department)}</p>
              <p className="text-muted">{m.approvedOnlyNote}</p>
            </>
          ) : (
            <p className="text-ink" data-pending={pendingCount}>
              {m.withPending(awayCount, pendingCount, department)}
            </p>
          )}
          {awayCount + (pendingCount ?? 0) > 0 && <p className="text-muted">{m.note}</p>}
          <Link
            to={`/team-calendar?month=${from}`}
            className="text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {m.link}
          </Link>
        </div>
      </div>
    </section>
  );
}
