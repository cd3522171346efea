import { addDays, weekdayOf, type CalendarDate } from '@paydos/domain';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Transaction } from '../../db/client';
import { leaveRequests } from '../../db/schema';
import { actingUser, createLeave, findOverlappingRequest, type LeaveScope } from '../leaves';
import { officeTime } from './demo-clock';
import { backdate } from './demo-leave-history';

/** The demo's nursing mother: her child was born five months ago. */
export const DEMO_NURSING = { firstName: 'Zeynep', childAgeDays: 150, minutesPerDay: 90, startTime: '16:30' } as const;

/** The Monday of the date's week. */
const mondayOf = (date: CalendarDate) => addDays(date, -((weekdayOf(date) + 6) % 7));

/**
 * The first free span for the leave: the four weeks from three weeks ago to this week's Friday, else
 * the longest run of free weeks among them (Zeynep's other leaves are never overlapped, product §D4).
 */
async function freeSpan(tx: Transaction, scope: LeaveScope, userId: string, today: CalendarDate) {
  const monday = mondayOf(today);
  const weeks = [-3, -2, -1, 0].map((n) => ({ start: addDays(monday, 7 * n), end: addDays(monday, 7 * n + 4) }));
  const free = [];
  for (const week of weeks) {
    const clash = await findOverlappingRequest(tx, scope, userId, week.start, week.end);
    free.push(clash ? null : week);
  }
  let best: { start: CalendarDate; end: CalendarDate } | null = null;
  let run: { start: CalendarDate; end: CalendarDate } | null = null;
  let bestLength = 0;
  let length = 0;
  for (const week of free) {
    if (!week) {
      run = null;
      length = 0;
      continue;
    }
    run = run ? { start: run.start, end: week.end } : { ...week };
    length += 1;
    if (length > bestLength) [best, bestLength] = [{ ...run }, length];
  }
  return best;
}

/**
 * Issue 24 item 6 (4857 md. 74; docs/leave-rules.md §16): the demo shows a nursing leave in hours.
 * Zeynep's child was born five months ago; the ADMIN recorded her süt izni of 1,5 saat a day from
 * 16:30, over the last weeks up to this Friday (approved, counted as working time: no balance drawn,
 * no SGK missing day). Recorded like every demo leave, through the leave command.
 */
export async function writeDemoNursingLeave(
  tx: Transaction,
  config: Config,
  scope: LeaveScope,
  input: { today: CalendarDate; now: Date; people: Record<string, { id: string }>; adminId: string },
) {
  const mother = input.people[DEMO_NURSING.firstName];
  if (!mother) return;
  const span = await freeSpan(tx, scope, mother.id, input.today);
  if (!span) return;
  const childBirthDate = addDays(input.today, -DEMO_NURSING.childAgeDays);
  const asAdmin = { employeeId: mother.id, actor: actingUser(input.adminId, 'ADMIN'), record: true };
  const body = {
    leaveType: 'nursing' as const,
    startDate: span.start,
    endDate: span.end,
    reason: 'Süt izni: her gün 16:30’dan sonra',
    minutesPerDay: DEMO_NURSING.minutesPerDay,
    startTime: DEMO_NURSING.startTime,
    childBirthDate,
  };
  const { leaveRequest } = await createLeave(tx, config, scope, body, asAdmin, input.now);
  const recordedAt = officeTime(addDays(span.start, -3), 10, 40, input.now.getTime());
  await tx
    .update(leaveRequests)
    .set({ createdAt: recordedAt, updatedAt: recordedAt, decidedAt: recordedAt })
    .where(eq(leaveRequests.id, leaveRequest.id));
  await backdate(tx, scope, leaveRequest.id, recordedAt, input.now);
}
