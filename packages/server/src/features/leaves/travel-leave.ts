import {
  lastDayAway,
  LEAVE_DATE_TEXTS,
  travelLeaveDates,
  travelLeaveProblems,
  travelLedgerNote,
  type CalendarDate,
  type LedgerEntry,
} from '@paydos/domain';
import type { Executor } from '../../db/client';
import { fail } from '../../platform/errors';
import type { TenantScope } from '../../platform/tenant-scope';
import { organizationWorkingDays } from './leave-store';

/** A leave's travel leave as stored (leave_requests.travel_*): none is 0, null, null. */
export interface TravelLeave {
  travelDays: number;
  travelDestination: string | null;
  travelEndDate: CalendarDate | null;
}

/**
 * The travel days of a request (yol izni, 4857 md. 56/4; docs/leave-rules.md section 15), checked by
 * the domain's rule (0-4 whole days, annual leave only, a destination with them: a 400 naming the
 * field) and placed on the working days after the leave's end. `lastDay` is the last day away: the
 * span the overlap check and the team rules see.
 */
export async function checkTravelLeave(
  db: Executor,
  scope: TenantScope,
  input: {
    leaveType: string;
    startDate: CalendarDate;
    endDate: CalendarDate;
    travelDays?: number | undefined;
    travelDestination?: string | null | undefined;
  },
): Promise<TravelLeave & { lastDay: CalendarDate }> {
  const travelDays = input.travelDays ?? 0;
  const problems = travelLeaveProblems({ ...input, travelDays });
  if (problems.length > 0) {
    throw fail.badRequest(problems[0]!.message, Object.fromEntries(problems.map((p) => [p.field, p.message])));
  }
  if (travelDays === 0) return { travelDays: 0, travelDestination: null, travelEndDate: null, lastDay: input.endDate };
  const dates = travelLeaveDates({
    endDate: input.endDate,
    travelDays,
    workingDays: await organizationWorkingDays(db, scope),
  });
  if (dates.length < travelDays)
    throw fail.badRequest(LEAVE_DATE_TEXTS.unsupportedYear, { travelDays: LEAVE_DATE_TEXTS.unsupportedYear });
  const lastDay = lastDayAway(input.endDate, dates);
  return { travelDays, travelDestination: input.travelDestination?.trim() ?? null, travelEndDate: lastDay, lastDay };
}

/** A usage line of a leave with travel days says they are unpaid and not drawn (the ledger explains the balance). */
export function withTravelNote(entry: LedgerEntry, leave: Pick<TravelLeave, 'travelDays' | 'travelDestination'>) {
  const note = travelLedgerNote(leave.travelDays, leave.travelDestination);
  return note ? { ...entry, reason: `${entry.reason}${note}` } : entry;
}
