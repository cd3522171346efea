import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';
import { messages } from '@paydos/contract/messages';

/**
 * A second limit, per account, next to a route's per-address `app.rateLimit` hook (product §D3), in
 * this instance's memory: for the reset request. Logins have their own, shared by every instance
 * (features/auth/login-throttle.ts).
 * It goes through `createRateLimit` because the handlers `app.rateLimit` returns run only once per
 * request: a second one on the same route would silently never count.
 */
export function accountRateLimit(
  app: FastifyInstance,
  options: { max: number; key: (request: FastifyRequest) => string },
) {
  const limiter = app.createRateLimit({ max: options.max, timeWindow: '1 minute', keyGenerator: options.key });
  return async (request: FastifyRequest) => {
    const limit = await limiter(request);
    if (!limit.isAllowed && limit.isExceeded) throw new AppError('TOO_MANY_REQUESTS', messages.tooManyRequests);
  };
}

/** The value of a body field as a limiter key, lowercased (e-mails are case-insensitive). */
export const bodyField = (request: FastifyRequest, field: string) =>
  String((request.body as Record<string, unknown> | undefined)?.[field] ?? '').toLowerCase();
