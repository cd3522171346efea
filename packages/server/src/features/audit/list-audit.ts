import { addDays, isCalendarDate, type CalendarDate } from '@paydos/domain';
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog, organizations } from '../../db/schema';
import { fail } from '../../platform/errors';
import { messages } from '../../platform/messages';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import type { AuditQuery } from './schemas';

/**
 * The audit log, newest first, keyset-paged on (created_at, id). The cursor carries the last
 * entry's time as PostgreSQL prints it (microseconds, which a JavaScript Date would round away)
 * and its id, so a page never skips or repeats an entry written in the same millisecond.
 */

const CURSOR = /^((\d{4}-\d{2}-\d{2}) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?[+-]([01]\d|2[0-3])(:[0-5]\d)?)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

function readCursor(cursor: string): { at: string; id: string } {
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match || !isCalendarDate(match[2])) throw fail.badRequest(messages.audit.cursorInvalid);
  return { at: match[1]!, id: match[7]! };
}
const writeCursor = (at: string, id: string) => Buffer.from(`${at}|${id}`, 'utf8').toString('base64url');

/** Istanbul has been UTC+3 all year since 2016: a calendar day starts at 00:00+03:00. */
const startOfDay = (date: CalendarDate) => new Date(`${date}T00:00:00+03:00`);

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The subdomain an entry kept itself (an erasure records the erased organization's subdomain). */
const keptSubdomain = sql<string | null>`coalesce(${auditLog.before}->>'subdomain', ${auditLog.after}->>'subdomain')`;

function conditions(query: Omit<AuditQuery, 'organizationId'>, withOrganization: boolean): (SQL | undefined)[] {
  const list: (SQL | undefined)[] = [];
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    list.push(
      or(
        ilike(auditLog.action, pattern),
        ilike(auditLog.targetType, pattern),
        ilike(auditLog.targetId, pattern),
        ilike(auditLog.actorLabel, pattern),
        ...(withOrganization ? [ilike(organizations.subdomain, pattern), ilike(organizations.name, pattern), sql`${keptSubdomain} ilike ${pattern}`] : []),
      ),
    );
  }
  if (query.action) list.push(eq(auditLog.action, query.action));
  if (query.from) list.push(sql`${auditLog.createdAt} >= ${startOfDay(query.from as CalendarDate)}`);
  if (query.to) list.push(sql`${auditLog.createdAt} < ${startOfDay(addDays(query.to as CalendarDate, 1))}`);
  if (query.cursor) {
    const { at, id } = readCursor(query.cursor);
    list.push(sql`(${auditLog.createdAt}, ${auditLog.id}) < (${at}::timestamptz, ${id}::uuid)`);
  }
  return list;
}

const columns = {
  id: auditLog.id,
  createdAt: auditLog.createdAt,
  cursorAt: sql<string>`${auditLog.createdAt}::text`,
  actorKind: auditLog.actorKind,
  actorLabel: auditLog.actorLabel,
  action: auditLog.action,
  organizationId: auditLog.organizationId,
  organizationName: organizations.name,
  organizationSubdomain: organizations.subdomain,
  keptSubdomain,
  targetType: auditLog.targetType,
  targetId: auditLog.targetId,
  before: auditLog.before,
  after: auditLog.after,
  ipAddress: auditLog.ipAddress,
};

async function page(db: Executor, where: SQL | undefined, limit: number) {
  const rows = await db
    .select(columns)
    .from(auditLog)
    .leftJoin(organizations, eq(organizations.id, auditLog.organizationId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit + 1);
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  const last = shown.at(-1);
  return {
    entries: shown.map(({ cursorAt: _cursor, organizationId, organizationName, organizationSubdomain, keptSubdomain: kept, createdAt, before, after, ...rest }) => ({
      ...rest,
      createdAt: createdAt.toISOString(),
      organization: organizationId ? { id: organizationId, name: organizationName, subdomain: organizationSubdomain ?? kept } : null,
      before: (before ?? null) as Record<string, unknown> | null,
      after: (after ?? null) as Record<string, unknown> | null,
    })),
    nextCursor: more && last ? writeCursor(last.cursorAt, last.id) : null,
  };
}

/** The operator's view: every organization's entries (and those of none), with the address. */
export async function listOperatorAudit(db: Executor, query: AuditQuery) {
  const where = and(...conditions(query, true), query.organizationId ? eq(auditLog.organizationId, query.organizationId) : undefined);
  return page(db, where, query.limit);
}

/**
 * An organization admin's view of their own organization's entries. KVKK: the organization is the
 * data controller of its people's data, so it sees what the operator (its processor) changed in
 * them, with before and after; but the operator's address and username are the processor's own
 * data about its staff, so an operator's entry shows neither (the web says "Paydos operatörü").
 */
export async function listOrganizationAudit(db: Executor, scope: TenantScope, query: Omit<AuditQuery, 'organizationId'>) {
  const result = await page(db, inTenant(scope, auditLog, ...conditions(query, false)), query.limit);
  return {
    nextCursor: result.nextCursor,
    entries: result.entries.map(({ ipAddress: _address, ...entry }) => (entry.actorKind === 'OPERATOR' ? { ...entry, actorLabel: 'operator' } : entry)),
  };
}
