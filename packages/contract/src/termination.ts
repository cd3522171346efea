import { z } from 'zod';
import { termination as terminationTexts } from './messages/termination';
import { calendarDate, requestObject } from './fields';
import { catalogueText } from './catalogue-text';

const m = terminationTexts;

/**
 * PUT /admin/users/{id}/employment-end (issue 24, 4857 md. 59): the last day of work; the person is
 * deactivated with it, and the termination statement of unused annual leave becomes available.
 */
export const endEmploymentBody = requestObject({
  endDate: calendarDate('endDate', m.endDateRequired),
});
export type EndEmploymentBody = z.infer<typeof endEmploymentBody>;

export const endEmploymentResponse = z.object({
  id: z.string(),
  isActive: z.boolean(),
  employmentEndDate: z.string(),
  /** Unused annual leave to be paid (statutory + unexpired extra days), as on the statement. */
  unusedDays: z.number(),
  message: catalogueText(),
});
export type EndEmploymentResponse = z.infer<typeof endEmploymentResponse>;
