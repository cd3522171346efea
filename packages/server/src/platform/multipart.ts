import { AppError, fail } from './errors';
import { messages } from './messages';

/**
 * Reads a multipart body with `read`, mapping what the parser throws to the one error body: a
 * part over its limit (or too many parts) → 413 with `tooLarge`; anything else the parser
 * refuses (a truncated body, a broken boundary or header) → 400. Our own errors pass through.
 */
export async function readMultipart<T>(read: () => Promise<T>, tooLarge: string): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const { statusCode, code } = error as { statusCode?: number; code?: string };
    if (statusCode === 413 || code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', tooLarge);
    throw fail.badRequest(messages.input.multipartMalformed);
  }
}
