import { addDays, type CalendarDate } from '@paydos/domain';
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog, coupons, dataUploads, leaveRequests, organizations, teams, users } from '../../db/schema';
import { keyset, likePattern } from '../../platform/keyset';
import type { PageRequest } from '@paydos/contract/page';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import type { AuditQuery } from '@paydos/contract/audit';

/**
 * The audit log, newest first, keyset-paged on (created_at, id) (platform/keyset.ts: the cursor
 * keeps PostgreSQL's microseconds, so a page never skips or repeats an entry written in the same
 * millisecond). The admin's cursors are bound to their organization.
 */
const order = (scope?: TenantScope) =>
  keyset({
    sorts: [{ expression: auditLog.createdAt, type: 'timestamptz' }],
    id: auditLog.id,
    direction: 'desc',
    scope: scope?.organizationId,
  });

/** Istanbul has been UTC+3 all year since 2016: a calendar day starts at 00:00+03:00. */
const startOfDay = (date: CalendarDate) => new Date(`${date}T00:00:00+03:00`);

/** The subdomain an entry kept itself (an erasure records the erased organization's subdomain). */
const keptSubdomain = sql<string | null>`coalesce(${auditLog.before}->>'subdomain', ${auditLog.after}->>'subdomain')`;

function conditions(query: Omit<AuditQuery, 'organizationId'>, withOrganization: boolean): (SQL | undefined)[] {
  const list: (SQL | undefined)[] = [];
  if (query.q) {
    const pattern = likePattern(query.q);
    list.push(
      or(
        ilike(auditLog.action, pattern),
        ilike(auditLog.targetType, pattern),
        ilike(auditLog.targetId, pattern),
        ilike(auditLog.actorLabel, pattern),
        ...(withOrganization
          ? [
              ilike(organizations.subdomain, pattern),
              ilike(organizations.name, pattern),
              sql`${keptSubdomain} ilike ${pattern}`,
            ]
          : []),
      ),
    );
  }
  if (query.action) list.push(eq(auditLog.action, query.action));
  if (query.from) list.push(sql`${auditLog.createdAt} >= ${startOfDay(query.from)}`);
  if (query.to) list.push(sql`${auditLog.createdAt} < ${startOfDay(addDays(query.to, 1))}`);
  return list;
}

/**
 * Names, read when the log is read (issue 21): the entry itself keeps only ids and the actor's role, so
 * that an erased person or organization leaves no name behind (KVKK); while the person exists, the log
 * shows who acted and on whom. A person is looked up only inside the entry's own organization.
 */
const fullName = (alias: string) => sql.raw(`${alias}.first_name || ' ' || ${alias}.last_name`);
const actorName = sql<string | null>`case when ${auditLog.actorKind} = 'USER' then (
  select ${fullName('a')} from ${users} a where a.id = ${auditLog.actorId} and a.organization_id = ${auditLog.organizationId}) end`;
const targetName = sql<string | null>`case ${auditLog.targetType}
  when 'user' then (select ${fullName('t')} from ${users} t where t.id::text = ${auditLog.targetId} and t.organization_id = ${auditLog.organizationId})
  when 'leave_request' then (select ${fullName('t')} from ${leaveRequests} l join ${users} t on t.id = l.user_id
    where l.id::text = ${auditLog.targetId} and l.organization_id = ${auditLog.organizationId})
  when 'coupon' then (select c.code from ${coupons} c where c.id::text = ${auditLog.targetId})
  when 'data_upload' then (select d.file_name from ${dataUploads} d where d.id::text = ${auditLog.targetId})
  when 'team' then (select tm.name from ${teams} tm where tm.id::text = ${auditLog.targetId} and tm.organization_id = ${auditLog.organizationId})
  end`;

const columns = {
  id: auditLog.id,
  createdAt: auditLog.createdAt,
  actorKind: auditLog.actorKind,
  actorLabel: auditLog.actorLabel,
  actorName,
  targetName,
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

async function page(db: Executor, where: SQL | undefined, query: PageRequest, scope?: TenantScope) {
  const keys = order(scope);
  const rows = await db
    .select({ ...columns, key: keys.key })
    .from(auditLog)
    .leftJoin(organizations, eq(organizations.id, auditLog.organizationId))
    .where(and(where, keys.after(query.cursor)))
    .orderBy(...keys.orderBy)
    .limit(query.limit + 1);
  const { rows: shown, nextCursor } = keys.page(rows, query.limit);
  return {
    entries: shown.map(
      ({
        organizationId,
        organizationName,
        organizationSubdomain,
        keptSubdomain: kept,
        createdAt,
        before,
        after,
        ...rest
      }) => ({
        ...rest,
        createdAt: createdAt.toISOString(),
        organization: organizationId
          ? { id: organizationId, name: organizationName, subdomain: organizationSubdomain ?? kept }
          : null,
        before: (before ?? null) as Record<string, unknown> | null,
        after: (after ?? null) as Record<string, unknown> | null,
      }),
    ),
    nextCursor,
  };
}

/** The operator's view: every organization's entries (and those of none), with the address. */
export async function listOperatorAudit(db: Executor, query: AuditQuery) {
  const where = and(
    ...conditions(query, true),
    query.organizationId ? eq(auditLog.organizationId, query.organizationId) : undefined,
  );
  return page(db, where, query);
}

/**
 * An organization admin's view of their own organization's entries. KVKK: the organization is the
 * data controller of its people's data, so it sees what the operator (its processor) changed in
 * them, with before and after; but the operator's address and username are the processor's own
 * data about its staff, so an operator's entry shows neither (the web says "Paydos operatörü").
 */
export async function listOrganizationAudit(
  db: Executor,
  scope: TenantScope,
  query: Omit<AuditQuery, 'organizationId'>,
) {
  const result = await page(db, inTenant(scope, auditLog, ...conditions(query, false)), query, scope);
  return {
    nextCursor: result.nextCursor,
    entries: result.entries.map(({ ipAddress: _address, ...entry }) =>
      entry.actorKind === 'OPERATOR' ? { ...entry, actorLabel: 'operator' } : entry,
    ),
  };
}
