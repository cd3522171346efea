import { leaveTypeName } from '@paydos/domain';
import { messages } from '@paydos/contract/messages';
import type { Role } from '../../platform/request-context';

export interface Viewer {
  userId: string;
  role: Role;
}

/** ADMIN and MANAGER see colleagues' leave types (product §D7). */
export const seesLeaveTypes = (viewer: Viewer) => viewer.role === 'ADMIN' || viewer.role === 'MANAGER';

/**
 * Product §D7 "Who sees whose leave" (a sick report is health data), the one rule of the team
 * calendar, the overlap hint and the feeds: ADMIN and MANAGER see every leave with its type; anyone
 * sees their own in full; an EMPLOYEE sees a colleague's approved leave only as "İzinli" and a
 * colleague's pending request not at all (it may still be rejected: "who asked for leave" is more
 * than "who is away"). The reason is never part of it.
 * Returns null when the leave is hidden from the viewer.
 */
export function leaveAsSeenBy(viewer: Viewer, owner: string, leave: { leaveType: string; status: string }) {
  if (seesLeaveTypes(viewer) || viewer.userId === owner)
    return { leaveType: leave.leaveType, label: leaveTypeName(leave.leaveType) };
  if (leave.status !== 'APPROVED') return null;
  return { leaveType: null, label: messages.teamCalendar.away };
}
