import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';
import { messages } from './messages';

/**
 * How many bytes of uploads this process holds in memory at once, over all requests. An upload
 * reserves what it may carry (its declared length, at most its route's limit) before its body is
 * read; beyond the budget it waits, unread (TCP holds the sender back), in arrival order. One
 * reservation larger than the budget runs alone. docs/SECURITY.md "Uploads".
 */
export const UPLOAD_MEMORY_BUDGET_BYTES = 32 * 1024 * 1024;
/** How long an upload waits for its turn before a Turkish 429. */
export const UPLOAD_WAIT_MS = 120_000;

let inUse = 0;
const waiting: Array<{ bytes: number; grant(): void }> = [];

function pump() {
  while (waiting.length > 0 && (inUse === 0 || inUse + waiting[0]!.bytes <= UPLOAD_MEMORY_BUDGET_BYTES)) {
    const next = waiting.shift()!;
    inUse += next.bytes;
    next.grant();
  }
}

/** Waits for `bytes` of the budget; the returned function gives them back (once). */
function reserve(bytes: number): Promise<() => void> {
  return new Promise((resolve, reject) => {
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      inUse -= bytes;
      pump();
    };
    const entry = {
      bytes,
      grant: () => {
        clearTimeout(timer);
        resolve(release);
      },
    };
    const timer = setTimeout(() => {
      const index = waiting.indexOf(entry);
      if (index >= 0) waiting.splice(index, 1);
      reject(new AppError('TOO_MANY_REQUESTS', messages.uploads.busy));
    }, UPLOAD_WAIT_MS);
    waiting.push(entry);
    pump();
  });
}

/** Bytes of uploads held right now (for tests and the bench). */
export const uploadBytesInUse = () => inUse;

/**
 * The hooks of an upload route: `preHandler` refuses a body declared larger than the route
 * allows (413, nothing read) and waits for the memory budget; `onSend` closes the connection
 * when the answer goes out before the body was read to its end (a refusal), so the rest is never read.
 */
export function uploadHooks(maxBodyBytes: number, tooLarge: string) {
  return {
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.isMultipart()) return;
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBodyBytes) throw new AppError('PAYLOAD_TOO_LARGE', tooLarge);
      const release = await reserve(Number.isFinite(declared) ? Math.min(declared, maxBodyBytes) : maxBodyBytes);
      if (reply.raw.closed) release();
      else reply.raw.once('close', release);
    },
    onSend: async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.raw.complete) reply.header('connection', 'close');
    },
  };
}
