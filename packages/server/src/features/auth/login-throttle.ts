import { eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Executor } from '../../db/client';
import { loginThrottles } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { hashToken } from '../../platform/tokens';

/**
 * The per-account login budget of every login route (issue 20, docs/SECURITY.md "Login throttling"):
 * the first `freeFailures` failures cost nothing; each further one makes the account wait
 * `baseDelayMs`, doubling, at most `maxDelayMs`, before its next attempt is even checked. A success
 * clears the count; a count whose last failure is older than `forgetAfterMs` starts again.
 * With these numbers a guesser gets 16 tries in the first 17 minutes, then 4 an hour (about
 * 100 a day), while the owner waits at most 15 minutes even under a running attack.
 */
export const LOGIN_THROTTLE = {
  freeFailures: 5,
  baseDelayMs: 1000,
  maxDelayMs: 15 * 60_000,
  forgetAfterMs: 24 * 3_600_000,
} as const;

/**
 * An account as the login matches it: the e-mail exactly as the login body's schema normalizes it
 * (trimmed, lowercased: the string `users.email` is compared with), so every spelling that reaches
 * the same account shares one budget. The organization is the host's (its id: `DEMO.localhost` and
 * `demo.localhost.` are the same organization). The operator's username, trimmed and lowercased.
 */
export type LoginAccount = { organizationId: string; email: string } | { operatorUsername: string };

function accountKey(account: LoginAccount): { key: string; organizationId: string | null } {
  if ('operatorUsername' in account) {
    return { key: hashToken(`operator:${account.operatorUsername.trim().toLowerCase()}`), organizationId: null };
  }
  return {
    key: hashToken(`user:${account.organizationId}:${account.email.trim().toLowerCase()}`),
    organizationId: account.organizationId,
  };
}

/** The wait after the `failures`-th failure, as a timestamp expression (null while failures are free). */
function blockedUntilAfter(failures: SQL, now: Date): SQL {
  const { freeFailures, baseDelayMs, maxDelayMs } = LOGIN_THROTTLE;
  return sql`case when ${failures} > ${freeFailures}
    then ${now}::timestamptz + least(${maxDelayMs}::float8, ${baseDelayMs}::float8 * power(2, least(${failures} - ${freeFailures} - 1, 40))) * interval '1 millisecond'
    end`;
}

/** "15 saniye", "3 dakika": how long the message says to wait. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds < 60 ? `${seconds} saniye` : `${Math.ceil(seconds / 60)} dakika`;
}

/**
 * Counts the attempt before its password is checked, in one atomic statement (so many attempts at
 * once cannot all slip through before the first failure is written): the row is created or its
 * count raised and the next wait set, unless the account is waiting, in which case nothing changes
 * and the attempt is refused with 429, the wait in the message and in `Retry-After`.
 */
async function admitAttempt(db: Executor, key: string, organizationId: string | null, now: Date, reply: FastifyReply) {
  const t = loginThrottles;
  const forgetBefore = new Date(now.getTime() - LOGIN_THROTTLE.forgetAfterMs);
  const next = sql`(case when ${t.lastFailureAt} < ${forgetBefore} then 1 else ${t.failures} + 1 end)`;
  const admitted = await db
    .insert(t)
    .values({
      key,
      organizationId,
      failures: 1,
      lastFailureAt: now,
      blockedUntil: sql`${blockedUntilAfter(sql`1`, now)}`,
    })
    .onConflictDoUpdate({
      target: t.key,
      set: { failures: next, lastFailureAt: now, blockedUntil: blockedUntilAfter(next, now) },
      setWhere: sql`${t.blockedUntil} is null or ${t.blockedUntil} <= ${now}`,
    })
    .returning({ failures: t.failures });
  if (admitted.length) return;
  const [row] = await db.select({ blockedUntil: t.blockedUntil }).from(t).where(eq(t.key, key));
  const waitMs = (row?.blockedUntil?.getTime() ?? now.getTime()) - now.getTime();
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  reply.header('retry-after', String(seconds));
  throw new AppError('TOO_MANY_REQUESTS', messages.loginThrottled(waitText(seconds * 1000)));
}

/**
 * Runs a login under the account's budget. A wrong password (401) keeps the attempt counted; any
 * answer reached with the right password (a session, or 403/402 after it) clears the count.
 */
export async function throttledLogin<T>(
  db: Executor,
  account: LoginAccount,
  now: Date,
  reply: FastifyReply,
  login: () => Promise<T>,
): Promise<T> {
  const { key, organizationId } = accountKey(account);
  await admitAttempt(db, key, organizationId, now, reply);
  try {
    const result = await login();
    await clear(db, key);
    return result;
  } catch (error) {
    if (error instanceof AppError && error.code !== 'UNAUTHENTICATED') await clear(db, key);
    throw error;
  }
}

async function clear(db: Executor, key: string) {
  await db.delete(loginThrottles).where(eq(loginThrottles.key, key));
}
