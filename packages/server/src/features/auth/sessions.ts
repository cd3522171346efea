import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { operators, organizations, sessions, users } from '../../db/schema';
import type { OperatorAuth, UserAuth } from '../../platform/request-context';
import { hashToken, newToken } from '../../platform/tokens';

const USER_SESSION_DAYS = 30;
const OPERATOR_SESSION_HOURS = 12;

interface SessionMeta {
  ipAddress?: string;
  userAgent?: string;
}

export async function createUserSession(db: Executor, user: { id: string; organizationId: string }, meta: SessionMeta) {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    kind: 'USER',
    userId: user.id,
    organizationId: user.organizationId,
    expiresAt: new Date(Date.now() + USER_SESSION_DAYS * 86_400_000),
    ...meta,
  });
  return token;
}

export async function createOperatorSession(db: Executor, operatorId: string, meta: SessionMeta) {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    kind: 'OPERATOR',
    operatorId,
    expiresAt: new Date(Date.now() + OPERATOR_SESSION_HOURS * 3_600_000),
    ...meta,
  });
  return token;
}

/**
 * The live session a bearer token names, or null. A user session is live only while the user
 * and the organization are active, so deactivation ends it at once.
 */
export async function findSession(db: Executor, token: string): Promise<UserAuth | OperatorAuth | null> {
  const now = new Date();
  const [row] = await db
    .select({
      id: sessions.id,
      kind: sessions.kind,
      userId: users.id,
      role: users.role,
      userActive: users.isActive,
      organizationId: sessions.organizationId,
      organizationActive: organizations.isActive,
      operatorId: operators.id,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(organizations, eq(organizations.id, sessions.organizationId))
    .leftJoin(operators, eq(operators.id, sessions.operatorId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  if (row.kind === 'OPERATOR') return row.operatorId ? { kind: 'operator', sessionId: row.id, operatorId: row.operatorId } : null;
  if (!row.userId || !row.role || !row.organizationId || !row.userActive || !row.organizationActive) return null;
  return { kind: 'user', sessionId: row.id, userId: row.userId, role: row.role, organizationId: row.organizationId };
}

export async function revokeSession(db: Executor, sessionId: string) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Ends every open session of a user: after a password reset, deactivation or an operator's edit. */
export async function revokeUserSessions(db: Executor, userId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
