import { isHalfDayMultiple } from '@paydos/domain';
import { z } from 'zod';
import { calendarDate, requestObject, text } from './fields';
import { messages } from './messages';
import { catalogueText } from './catalogue-text';

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
  /** The people pages' date message: the adjustment is made on the employee page. */
  effectiveDate: calendarDate('effectiveDate', messages.people.dateInvalid).optional(),
});
export type AdjustmentBody = z.infer<typeof adjustmentBody>;
export type AdjustmentInput = z.input<typeof adjustmentBody>;
export const adjustmentResponse = z.object({ id: z.string() });
export type AdjustmentResponse = z.infer<typeof adjustmentResponse>;

export const ledgerKind = z.enum([
  'OPENING_BALANCE',
  'GRANT',
  'USAGE',
  'RETURN',
  'ADJUSTMENT',
  'HISTORICAL_USAGE',
  'EXPIRY',
]);
export type LedgerKind = z.infer<typeof ledgerKind>;
export const ledgerActorRole = z.enum([
  'REQUESTED',
  'RECORDED',
  'APPROVED',
  'CONSENTED',
  'CHANGED',
  'CANCELLED',
  'ADDED',
]);
export type LedgerActorRole = z.infer<typeof ledgerActorRole>;

export const ledgerEntry = z.object({
  id: z.string(),
  kind: ledgerKind,
  days: z.number(),
  effectiveDate: z.string(),
  serviceYear: z.number().nullable(),
  reason: catalogueText(),
  leaveRequestId: z.string().nullable(),
  createdAt: z.string(),
  /** Who wrote the line (kept for older clients; `actors` says in what role). */
  createdBy: z.string().nullable(),
  /** Issue 21: who asked for the leave and who decided it, or who changed, cancelled or added the line. */
  actors: z.array(z.object({ role: ledgerActorRole, name: z.string() })),
  runningBalance: z.number(),
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;

/**
 * A line that moves no day: the start of service, the years before Paydos, and (issue 24, art. 59)
 * on each service anniversary the days of the ended year that carried over.
 */
export const ledgerPrefaceLine = z.object({
  kind: z.enum(['SERVICE_START', 'BEFORE_LEDGER', 'CARRY_OVER']),
  date: z.string(),
  text: catalogueText(),
});
export type LedgerPrefaceLine = z.infer<typeof ledgerPrefaceLine>;

export const ledgerResponse = z.object({
  preface: z.array(ledgerPrefaceLine),
  entries: z.array(ledgerEntry),
  total: z.number(),
  used: z.number(),
  remaining: z.number(),
});
export type LedgerResponse = z.infer<typeof ledgerResponse>;
