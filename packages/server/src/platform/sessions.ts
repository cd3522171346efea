import { and, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../db/client';
import { operators, organizations, sessions, users } from '../db/schema';
import type { OperatorAuth, UserAuth } from './request-context';
import { hashToken, newToken } from './tokens';

const USER_SESSION_DAYS = 30;
const OPERATOR_SESSION_HOURS = 12;

interface SessionMeta {
  ipAddress?: string;
  userAgent?: string;
}

export async function createUserSession(
  db: Executor,
  user: { id: string; organizationId: string },
  meta: SessionMeta,
  now: Date,
) {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    kind: 'USER',
    userId: user.id,
    organizationId: user.organizationId,
    expiresAt: new Date(now.getTime() + USER_SESSION_DAYS * 86_400_000),
    ...meta,
  });
  return token;
}

export async function createOperatorSession(db: Executor, operatorId: string, meta: SessionMeta, now: Date) {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    kind: 'OPERATOR',
    operatorId,
    expiresAt: new Date(now.getTime() + OPERATOR_SESSION_HOURS * 3_600_000),
    ...meta,
  });
  return token;
}

/** The request's `Authorization: Bearer …` token, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length <= 200 ? token : null;
}

/**
 * The session row whose token hashes to `tokenHash`, while it is neither revoked nor expired at `now`
 * (values, or a prepared statement's parameters: platform/tenancy.ts).
 */
export function liveSessionWithHash(tokenHash: string, now: Date): SQL {
  return and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now))!;
}

/** The session and user columns `userSessionFrom` needs, for a query that joins `sessions` and `users`. */
export const userSessionColumns = {
  sessionId: sessions.id,
  kind: sessions.kind,
  userId: users.id,
  role: users.role,
  userActive: users.isActive,
  organizationId: sessions.organizationId,
  language: users.language,
};

/**
 * A user session only while its user is active (and, as the caller checks, its organization), so
 * deactivation ends it at once. Null for anything else.
 */
export function userSessionFrom(
  row: {
    sessionId: string | null;
    kind: string | null;
    userId: string | null;
    role: UserAuth['role'] | null;
    userActive: boolean | null;
    organizationId: string | null;
    language: UserAuth['language'];
  },
  organizationActive: boolean | null,
): UserAuth | null {
  if (
    row.kind !== 'USER' ||
    !row.sessionId ||
    !row.userId ||
    !row.role ||
    !row.organizationId ||
    !row.userActive ||
    !organizationActive
  )
    return null;
  return {
    kind: 'user',
    sessionId: row.sessionId,
    userId: row.userId,
    role: row.role,
    organizationId: row.organizationId,
    language: row.language,
  };
}

/**
 * The live session a bearer token names, or null: operator sessions (the operator host), and the
 * onboarding wizard's check. Organization hosts read the session with the organization instead
 * (`platform/tenancy.ts` `findOrganizationWithUserSession`), in the same statement.
 */
export async function findSession(db: Executor, token: string, now: Date): Promise<UserAuth | OperatorAuth | null> {
  const [row] = await db
    .select({ ...userSessionColumns, organizationActive: organizations.isActive, operatorId: operators.id })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(organizations, eq(organizations.id, sessions.organizationId))
    .leftJoin(operators, eq(operators.id, sessions.operatorId))
    .where(liveSessionWithHash(hashToken(token), now))
    .limit(1);
  if (!row) return null;
  if (row.kind === 'OPERATOR')
    return row.operatorId ? { kind: 'operator', sessionId: row.sessionId, operatorId: row.operatorId } : null;
  return userSessionFrom(row, row.organizationActive);
}

export async function revokeSession(db: Executor, sessionId: string, now: Date) {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/** Ends every open session of a user: after a password reset, deactivation or an operator's edit. */
export async function revokeUserSessions(db: Executor, userId: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
