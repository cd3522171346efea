import { z } from 'zod';
import { calendarDate, requestObject, text } from './fields';
import { messages } from './messages';
import { pageQuery } from './page';
import { catalogueText } from './catalogue-text';

const m = messages.audit;

/** What both lists take: paging and a search; the operator's list adds its organization filter. */
const listShape = {
  ...pageQuery,
  q: text('auditSearch').trim().max(200).optional(),
  action: text('auditAction').trim().max(100).optional(),
  from: calendarDate('auditFrom').optional(),
  to: calendarDate('auditTo').optional(),
};

const rangeInOrder = (query: { from?: string; to?: string }) => !query.from || !query.to || query.from <= query.to;

export const adminAuditQuery = requestObject(listShape).refine(rangeInOrder, { error: m.rangeInvalid, path: ['from'] });
export const operatorAuditQuery = requestObject({
  ...listShape,
  organizationId: text('auditOrganization')
    .trim()
    .pipe(z.uuid({ error: m.organizationInvalid }))
    .optional(),
}).refine(rangeInOrder, { error: m.rangeInvalid, path: ['from'] });
export type AuditQuery = z.infer<typeof operatorAuditQuery>;
export type AuditQueryInput = z.input<typeof operatorAuditQuery>;

const values = z.record(z.string(), z.unknown()).nullable();

const entryShape = {
  id: z.string(),
  createdAt: z.string(),
  actorKind: z.enum(['OPERATOR', 'USER', 'SYSTEM']),
  /** The operator's username, the user's role or the job's name; never a person's name. */
  actorLabel: catalogueText(),
  /** The acting person's name while they exist in the entry's organization (read with the log, never stored). */
  actorName: z.string().nullable(),
  action: z.string(),
  /** Null for entries about no organization (pricing, coupons); name null once the organization was erased. */
  organization: z.object({ id: z.string(), name: z.string().nullable(), subdomain: z.string().nullable() }).nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  /** Whom or what the entry is about, by name (a person, a leave's employee, a coupon's code, an upload's file), while it exists. */
  targetName: z.string().nullable(),
  before: values,
  after: values,
};

export const operatorAuditEntry = z.object({ ...entryShape, ipAddress: z.string().nullable() });
/** The organization admin's view: no address (see list-audit.ts). */
export const adminAuditEntry = z.object(entryShape);
export type OperatorAuditEntry = z.infer<typeof operatorAuditEntry>;
export type AdminAuditEntry = z.infer<typeof adminAuditEntry>;

export const operatorAuditResponse = z.object({
  entries: z.array(operatorAuditEntry),
  nextCursor: z.string().nullable(),
});
export const adminAuditResponse = z.object({ entries: z.array(adminAuditEntry), nextCursor: z.string().nullable() });
export type OperatorAuditResponse = z.infer<typeof operatorAuditResponse>;
export type AdminAuditResponse = z.infer<typeof adminAuditResponse>;
