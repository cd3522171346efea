import type * as turkish from '../termination';
import type { Translation } from '../translation';

/**
 * Issue 24 (Law 4857 art. 59; docs/leave-rules.md section 14): the expiry period of extra days above the
 * legal minimum, the end of employment and the statement of unused annual leave to be paid: the refusals, the
 * confirmation, the end date's label and the monthly report's section. The statement's own texts are the server's
 * (features/termination/en/termination-statement-texts.ts).
 */
export const extraLeaveExpiry: Translation<typeof turkish.extraLeaveExpiry> = {
  monthsInvalid: 'The period must be entered as a whole number of months.',
  monthsRange: 'The period must be between 0 and 60 months.',
};

export const termination: Translation<typeof turkish.termination> = {
  endDateRequired: 'Termination date is required',
  endDateBeforeStart: 'The termination date cannot be before the hire date',
  endDateTooLate: 'The termination date can be at most one year from today',
  noEndDate: 'No termination date is recorded for this employee; the statement is issued after the employment ends.',
  noStartDate: 'A statement of pay for unused leave cannot be issued for an employee with no hire date on record',
  /** The employee page's field and the statement's line. */
  endDate: 'Termination date (last working day)',
  ended: 'Termination recorded; the employee has been deactivated.',
  /** The monthly report's section (CSV): the month's leavers and their unused days to be paid. */
  reportSection: 'Leavers: unused annual leave to be paid (Law 4857 art. 59)',
  reportColumns: [
    'Full name',
    'Personnel number',
    'Last working day',
    'Statutory (days)',
    'Extra (days)',
    'To be paid (days)',
  ],
};

export const terminationMessages: Translation<typeof turkish.terminationMessages> = { extraLeaveExpiry, termination };
