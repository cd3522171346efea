import { messages } from '@paydos/contract/messages';

export type ErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYMENT_REQUIRED'
  | 'SEAT_PAYMENT_DECLINED'
  | 'PAYLOAD_TOO_LARGE'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL';

const statusByCode: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_REQUIRED: 402,
  /** A person's activation beyond the paid seats whose charge was declined (not a lapsed plan: the web shows it where it happened). */
  SEAT_PAYMENT_DECLINED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
};

/** The one error type: a stable code, its HTTP status, and a Turkish message for people. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.status = statusByCode[code];
  }
}

/** The body every error answers with; the browser reads `error` (and `message` for older calls). */
export interface ErrorBody {
  error: string;
  message: string;
  code: ErrorCode;
  fields?: Record<string, string>;
}

export function errorBody(error: AppError): ErrorBody {
  return {
    error: error.message,
    message: error.message,
    code: error.code,
    ...(error.fields ? { fields: error.fields } : {}),
  };
}

export const fail = {
  badRequest: (message: string = messages.badRequest, fields?: Record<string, string>) =>
    new AppError('BAD_REQUEST', message, fields),
  unauthenticated: (message: string = messages.unauthenticated) => new AppError('UNAUTHENTICATED', message),
  forbidden: (message: string = messages.forbidden) => new AppError('FORBIDDEN', message),
  notFound: (message: string = messages.notFound) => new AppError('NOT_FOUND', message),
  conflict: (message: string) => new AppError('CONFLICT', message),
  paymentRequired: (message: string = messages.trialExpired) => new AppError('PAYMENT_REQUIRED', message),
  seatPaymentDeclined: (message: string) => new AppError('SEAT_PAYMENT_DECLINED', message),
};

/** A unique index refused the write (PostgreSQL's 23505, on either driver, perhaps wrapped by the ORM). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
