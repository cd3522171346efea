import { z } from 'zod';
import { requestObject, text } from './fields';
import { messages } from './messages';

const m = messages.monthlyReport;

/** `?year=2026&month=3` (the month also as 03): both required, real numbers in range. */
export const reportMonthQuery = requestObject({
  year: text('year', { required: m.yearInvalid })
    .trim()
    .regex(/^\d{4}$/, { error: m.yearInvalid })
    .transform(Number)
    .refine((y) => y >= 2000 && y <= 2100, { error: m.yearInvalid }),
  month: text('month', { required: m.monthInvalid })
    .trim()
    .regex(/^\d{1,2}$/, { error: m.monthInvalid })
    .transform(Number)
    .refine((n) => n >= 1 && n <= 12, { error: m.monthInvalid }),
});
export type ReportMonthQuery = z.infer<typeof reportMonthQuery>;

export const availableMonth = z.object({
  year: z.number(),
  month: z.number(),
  monthName: z.string(),
  daysInMonth: z.number(),
  isCurrentMonth: z.boolean(),
});
export type AvailableMonth = z.infer<typeof availableMonth>;
export const availableResponse = z.object({ reports: z.array(availableMonth) });
export type AvailableResponse = z.infer<typeof availableResponse>;

/** One month's leave per person (product §7 monthly report). */
export const monthlyReport = z.object({
  organizationName: z.string(),
  monthName: z.string(),
  year: z.number(),
  month: z.number(),
  employeeLeaveData: z.array(
    z.object({
      userId: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      department: z.string().nullable(),
      position: z.string().nullable(),
      isActive: z.boolean(),
      totalDays: z.number(),
      /** Not in product §7 (issue 24 item 6): hourly leave's minutes in the month; days leave them out. */
      totalMinutes: z.number().optional(),
      leaveDays: z.array(
        z.object({ date: z.string(), leaveType: z.string(), days: z.number(), minutes: z.number().optional() }),
      ),
    }),
  ),
  summary: z.object({
    totalEmployeesOnLeave: z.number(),
    totalLeaveDays: z.number(),
    leaveTypeStats: z.record(z.string(), z.number()),
    /** Not in product §7 (issue 24 item 6): hourly leave's minutes, in all and per type taken in hours. */
    totalLeaveMinutes: z.number().optional(),
    leaveTypeMinutes: z.record(z.string(), z.number()).optional(),
  }),
  /** Issue 24 (4857 md. 59): people whose last day of work is in the month, with the unused annual leave to be paid. */
  terminations: z
    .array(
      z.object({
        userId: z.string(),
        firstName: z.string(),
        lastName: z.string(),
        registryNumber: z.string().nullable(),
        endDate: z.string(),
        unusedStatutoryDays: z.number(),
        unusedExtraDays: z.number(),
        unusedDays: z.number(),
      }),
    )
    .optional(),
});
export type MonthlyReport = z.infer<typeof monthlyReport>;
export const reportResponse = z.object({ report: monthlyReport });
export type ReportResponse = z.infer<typeof reportResponse>;
