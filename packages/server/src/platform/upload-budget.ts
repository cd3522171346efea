import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';
import { messages } from '@paydos/contract/messages';

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

/**
 * Upload buffers are reused: a file's bytes go into a buffer taken here and given back once the
 * route has stored them (`recycleBuffers`), so a steady stream of uploads does not leave a trail of
 * freed 50 MB buffers for the garbage collector (V8 collects external memory only after ~64 MB of
 * it has piled up). At most 50 MB (one data upload's limit, or the budget if larger) is kept for reuse.
 */
const spare: Buffer[] = [];
export function takeBuffer(capacity: number): Buffer {
  let best = -1;
  for (let i = 0; i < spare.length; i++)
    if (spare[i]!.length >= capacity && (best < 0 || spare[i]!.length < spare[best]!.length)) best = i;
  return best >= 0 ? spare.splice(best, 1)[0]! : Buffer.allocUnsafe(capacity);
}
export function recycleBuffers(buffers: Buffer[]) {
  for (const buffer of buffers) {
    const kept = spare.reduce((sum, b) => sum + b.length, 0);
    if (kept + buffer.length <= Math.max(UPLOAD_MEMORY_BUDGET_BYTES, 50 * 1024 * 1024) && !spare.includes(buffer))
      spare.push(buffer);
  }
}

/** Bytes of uploads held right now (for tests and the bench). */
export const uploadBytesInUse = () => inUse;

/** A refused body: how long, and how many of the bytes already on the way, are dropped after the answer before the connection is cut. */
const LINGER_MS = 1000;
const LINGER_BYTES = 8 * 1024 * 1024;

/**
 * A lingering close (as web servers do): cutting a connection with unread bytes makes the kernel
 * send a reset that can destroy the answer before the client reads it. So once the answer has gone
 * out (Node then calls `destroySoon` for a `connection: close` reply), the socket is half-closed
 * and what arrives is dropped, unread into memory, for at most LINGER_MS or LINGER_BYTES; then it is cut.
 */
function lingerThenClose(request: FastifyRequest) {
  const socket = request.raw.socket;
  socket.destroySoon = function lingeringClose() {
    socket.end();
    let dropped = 0;
    request.raw.unpipe();
    request.raw.on('data', (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > LINGER_BYTES) socket.destroy();
    });
    request.raw.resume();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
}

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
      if (request.raw.complete) return;
      reply.header('connection', 'close');
      lingerThenClose(request);
    },
  };
}
