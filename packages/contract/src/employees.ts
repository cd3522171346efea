import { ROLES } from '@paydos/domain';
import { z } from 'zod';
import { catalogueText } from './catalogue-text';

/** Product §3 "Employee detail response": the person, their leave statistics and the first page of their history. */
export const employeeDetailResponse = z.object({
  employee: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    nationalId: z.string().nullable(),
    /** The employer's registry number (sicil no), set by an ADMIN (issue 24). */
    registryNumber: z.string().nullable(),
    birthDate: z.string().nullable(),
    address: z.string().nullable(),
    emergencyContact: z.string().nullable(),
    emergencyPhone: z.string().nullable(),
    position: z.string().nullable(),
    department: z.string().nullable(),
    startDate: z.string().nullable(),
    /** The last day of work, once an ADMIN has ended the employment (issue 24, md. 59). */
    employmentEndDate: z.string().nullable().optional(),
    role: z.enum(ROLES),
    isActive: z.boolean(),
    createdAt: z.string(),
    annualLeaveDays: z.number(),
    usedLeaveDays: z.number(),
  }),
  leaveStats: z.object({
    totalAnnualLeave: z.number(),
    usedAnnualLeave: z.number(),
    remainingAnnualLeave: z.number(),
    pendingDays: z.number(),
    totalRequests: z.number(),
    approved: z.number(),
    pending: z.number(),
    rejected: z.number(),
    cancelled: z.number(),
    /** Approved days only, since pending ones may still be refused. */
    byType: z.array(
      z.object({
        leaveType: z.string(),
        leaveTypeName: catalogueText(),
        days: z.number(),
        /** Hourly leave's minutes (docs/decisions/015); null when the type was taken in whole days only. */
        minutes: z.number().nullable().optional(),
        count: z.number(),
      }),
    ),
  }),
  /** The leaves feature's rows, latest start first; `GET /leaves/employee/{id}?cursor=leaveHistoryNextCursor` goes on. */
  leaveHistory: z.array(z.record(z.string(), z.unknown())),
  leaveHistoryNextCursor: z.string().nullable(),
});
export type EmployeeDetail = z.infer<typeof employeeDetailResponse>;

/** GET /employee/{id}/personal-data (KVKK): everything held about one person, as the export reads it. */
export const personalDataResponse = z.object({ data: z.unknown() });
export type PersonalDataResponse = z.infer<typeof personalDataResponse>;
