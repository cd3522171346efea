import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, errorBody, fail } from './errors';
import { messages } from '@paydos/contract/messages';

/** Maps every failure to the one error body; nothing reaches the client as a bare 500. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: appError.code, status: appError.status }, appError.message);
    return reply.status(appError.status).send(errorBody(appError));
  });
  app.setNotFoundHandler((request, reply) => {
    const error = fail.notFound(messages.routeNotFound);
    return reply.status(404).send(errorBody(error));
  });
}

function toAppError(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      // A body of the wrong shape as a whole has no field to point at.
      if (key) fields[key] ??= issue.message ?? messages.badRequest;
    }
    // A body of the wrong shape as a whole (not an object, an unknown field) has its own message.
    const first = Object.values(fields)[0] ?? error.validation[0]?.message;
    return fail.badRequest(first ?? messages.badRequest, Object.keys(fields).length ? fields : undefined);
  }
  if (error.statusCode === 429) return new AppError('TOO_MANY_REQUESTS', messages.tooManyRequests);
  if (error.statusCode === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return new AppError('PAYLOAD_TOO_LARGE', messages.payloadTooLarge);
  }
  // Malformed JSON, a wrong content type, an empty body where one is needed: the client's fault.
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return fail.badRequest();
  return new AppError('INTERNAL', messages.internal);
}

/**
 * Errors the router raises before any route or hook runs (a malformed URL escape, a path
 * parameter over the router's length limit): the client's fault, answered 400 with the one body.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  void reply.status(400).send(errorBody(fail.badRequest()));
}
