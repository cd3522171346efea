import type { CalendarDate } from '../calendar/calendar-date';
import type { Role } from '../leave/status-labels';

/** The facts about the organization the approval rules read; the server loads them, the rules never do. */

export interface ApprovalPerson {
  id: string;
  role: Role;
  isActive: boolean;
}

/** A team (a department as an entity): its members and its one or more managers. */
export interface ApprovalTeam {
  id: string;
  name: string;
  memberIds: readonly string[];
  managerIds: readonly string[];
}

/**
 * "X decides for me": for a period (both dates included), or, without dates, on every day the
 * approver is on approved leave.
 */
export interface ApprovalDelegation {
  approverId: string;
  delegateId: string;
  startDate: CalendarDate | null;
  endDate: CalendarDate | null;
}

/** An approved leave of a person (an approver away that day hands his step to his delegate). */
export interface PersonAbsence {
  personId: string;
  startDate: CalendarDate;
  endDate: CalendarDate;
}

export interface ApprovalContext {
  people: readonly ApprovalPerson[];
  teams: readonly ApprovalTeam[];
  delegations: readonly ApprovalDelegation[];
  absences: readonly PersonAbsence[];
  /** Istanbul's today (istanbulToday(now)): delegations and absences are read on it. */
  today: CalendarDate;
}

export function covers(period: { startDate: CalendarDate; endDate: CalendarDate }, date: CalendarDate): boolean {
  return period.startDate <= date && date <= period.endDate;
}

// A page routes each of its requests through the same people list (the context is spread, the list kept):
// indexed once per list, a lookup stays constant however many people and requests the page holds.
const peopleIndexes = new WeakMap<readonly ApprovalPerson[], ReadonlyMap<string, ApprovalPerson>>();

function peopleById(people: readonly ApprovalPerson[]): ReadonlyMap<string, ApprovalPerson> {
  let index = peopleIndexes.get(people);
  if (!index) {
    index = new Map(people.map((person) => [person.id, person]));
    peopleIndexes.set(people, index);
  }
  return index;
}

export function activePerson(context: Pick<ApprovalContext, 'people'>, id: string): ApprovalPerson | undefined {
  const person = peopleById(context.people).get(id);
  return person?.isActive ? person : undefined;
}
