import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../db/client';
import { auditLog } from '../db/schema';
import { fail } from './errors';

/**
 * Fields that identify or describe a person (KVKK). The audit log keeps that they changed, never
 * their values, so that the log itself holds no personal data and survives an erasure.
 */
const PERSONAL_FIELDS = new Set([
  'firstName',
  'lastName',
  'email',
  'phone',
  'nationalId',
  'birthDate',
  'birthday',
  'address',
  'emergencyContact',
  'emergencyPhone',
  'password',
  'passwordHash',
  'reason',
  'decisionReason',
  'notes',
  'fileName',
  'description',
]);

export const MASKED = '***';

type AuditValues = Record<string, unknown>;

/** A copy with personal fields masked (null and undefined stay as they are: "was empty" is not personal). */
export function maskPersonalFields(values: AuditValues | null | undefined): AuditValues | null {
  if (!values) return null;
  const masked: AuditValues = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    masked[key] =
      PERSONAL_FIELDS.has(key) && value !== null ? MASKED : value instanceof Date ? value.toISOString() : value;
  }
  return masked;
}

/** Only the fields whose values differ, as the `before` and `after` of an entry (null when nothing changed). */
export function changedFields(
  before: AuditValues,
  after: AuditValues,
): { before: AuditValues; after: AuditValues } | null {
  const changed = Object.keys(after).filter(
    (key) => after[key] !== undefined && JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null),
  );
  if (changed.length === 0) return null;
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  };
}

export interface AuditActor {
  kind: 'OPERATOR' | 'USER' | 'SYSTEM';
  id: string | null;
  /** USER: the role; SYSTEM: the job's name; OPERATOR: filled in from the operator's username. */
  label: string;
  ipAddress: string | null;
}

/** Who is acting in this request (the route's access rule has already authenticated them). */
export function auditActor(request: FastifyRequest): AuditActor {
  const auth = request.auth;
  if (auth?.kind === 'operator')
    return { kind: 'OPERATOR', id: auth.operatorId, label: 'operator', ipAddress: request.ip };
  if (auth?.kind === 'user') return { kind: 'USER', id: auth.userId, label: auth.role, ipAddress: request.ip };
  if (auth?.kind === 'apiKey') return apiKeyActor(auth.keyId, request.ip);
  return { kind: 'SYSTEM', id: null, label: 'anonymous', ipAddress: request.ip };
}

/** An organization user acting (their commands also need the id: self checks, `createdById`). */
export interface UserActor extends AuditActor {
  kind: 'USER';
  id: string;
}

/** The signed-in user of this request as an audit actor (the route's access rule admitted a user). */
export function userActor(request: FastifyRequest): UserActor {
  const auth = request.auth;
  if (auth?.kind !== 'user') throw fail.unauthenticated();
  return { kind: 'USER', id: auth.userId, label: auth.role, ipAddress: request.ip };
}

/**
 * An API key acting (issue 26): a system actor labelled `api_key` whose id is the key's, so the
 * audit log names the key (the web shows its name) and never a person who did not act.
 */
export function apiKeyActor(keyId: string, ipAddress: string | null): AuditActor {
  return { kind: 'SYSTEM', id: keyId, label: 'api_key', ipAddress };
}

export function systemActor(job: string): AuditActor {
  return { kind: 'SYSTEM', id: null, label: job, ipAddress: null };
}

export interface AuditEntry {
  /** Dotted verb, e.g. `user.update`, `organization.erase`, `coupon.delete`. */
  action: string;
  organizationId: string | null;
  targetType?: string;
  targetId?: string | null;
  before?: AuditValues | null;
  after?: AuditValues | null;
  /** When it happened, if not now (the demo's history). */
  at?: Date;
}

/** Writes one audit entry; call it inside the transaction of the change it records. */
export async function recordAudit(db: Executor, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    organizationId: entry.organizationId,
    actorKind: actor.kind,
    actorId: actor.id,
    actorLabel:
      actor.kind === 'OPERATOR' && actor.id
        ? sql`coalesce((select username from operators where id = ${actor.id}), 'operator')`
        : actor.label,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    before: maskPersonalFields(entry.before),
    after: maskPersonalFields(entry.after),
    ipAddress: actor.ipAddress,
    ...(entry.at ? { createdAt: entry.at } : {}),
  });
}
