import { isHalfDayMultiple } from '@paydos/domain';
import { z } from 'zod';
import { messages } from '../../platform/messages';
import { requestObject, text } from '../../platform/request-fields';
import { calendarDateField } from '../users/person-fields';

const m = messages.ledger;

export const adjustmentBody = requestObject({
  days: z
    .number({ error: m.daysRequired })
    .refine((d) => d !== 0, m.daysNonZero)
    .refine((d) => d >= -365 && d <= 365, m.daysRange)
    .refine(isHalfDayMultiple, m.daysHalf),
  reason: text('adjustmentReason', { required: m.reasonRequired, multiline: true }).trim().min(1, m.reasonRequired).max(500, m.reasonTooLong),
  effectiveDate: calendarDateField('effectiveDate').optional(),
});
export type AdjustmentBody = z.infer<typeof adjustmentBody>;

const ledgerEntry = z.object({
  id: z.string(),
  kind: z.enum(['OPENING_BALANCE', 'GRANT', 'USAGE', 'RETURN', 'ADJUSTMENT', 'HISTORICAL_USAGE']),
  days: z.number(),
  effectiveDate: z.string(),
  serviceYear: z.number().nullable(),
  reason: z.string(),
  leaveRequestId: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  runningBalance: z.number(),
});

export const ledgerResponse = z.object({
  entries: z.array(ledgerEntry),
  total: z.number(),
  used: z.number(),
  remaining: z.number(),
});
