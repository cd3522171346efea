import { isHalfDayMultiple } from '@paydos/domain';
import { z } from 'zod';
import { messages } from '@paydos/contract/messages';
import { requestObject, text } from '@paydos/contract/fields';
import { calendarDateField } from '../users';

const m = messages.ledger;

export const adjustmentBody = requestObject({
  days: z
    .number({ error: m.daysRequired })
    .refine((d) => d !== 0, m.daysNonZero)
    .refine((d) => d >= -365 && d <= 365, m.daysRange)
    .refine(isHalfDayMultiple, m.daysHalf),
  reason: text('adjustmentReason', { required: m.reasonRequired, multiline: true })
    .trim()
    .min(1, m.reasonRequired)
    .max(500, m.reasonTooLong),
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
  /** Who wrote the line (kept for older clients; `actors` says in what role). */
  createdBy: z.string().nullable(),
  /** Issue 21: who asked for the leave and who decided it, or who changed, cancelled or added the line. */
  actors: z.array(
    z.object({
      role: z.enum(['REQUESTED', 'RECORDED', 'APPROVED', 'CONSENTED', 'CHANGED', 'CANCELLED', 'ADDED']),
      name: z.string(),
    }),
  ),
  runningBalance: z.number(),
});

export const ledgerResponse = z.object({
  /** Lines before the first entry that move no day: the start of service, the years before Paydos. */
  preface: z.array(z.object({ kind: z.enum(['SERVICE_START', 'BEFORE_LEDGER']), date: z.string(), text: z.string() })),
  entries: z.array(ledgerEntry),
  total: z.number(),
  used: z.number(),
  remaining: z.number(),
});
