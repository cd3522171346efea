import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  messageId: string | undefined;
  /** When the sink accepted it (ms since the epoch). */
  at: number;
}

/**
 * A real SMTP server on a free port of 127.0.0.1, recording what it accepts. `state` steers it:
 * `refuse` answers every recipient with a temporary error; `beforeAccept` runs after a message's
 * data has arrived and before it is accepted; `delayMs` slows every acceptance; `onAccepted` runs
 * once a message is recorded as received and before the sender hears the 250 (so a test can kill
 * the sender inside the accept-to-mark window without racing its reply).
 */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const state: {
    refuse: boolean;
    delayMs: number;
    beforeAccept: ((to: string[]) => Promise<void>) | null;
    onAccepted: (() => void) | null;
  } = { refuse: false, delayMs: 0, beforeAccept: null, onAccepted: null };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (state.refuse) return callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      // A failing beforeAccept refuses the message instead of leaving a rejected promise unhandled.
      const accept = async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((r) => r.address);
        await state.beforeAccept?.(to);
        if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to,
          raw,
          messageId: /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1],
          at: Date.now(),
        });
        state.onAccepted?.();
        callback();
      };
      stream.on('end', () => {
        accept().catch((error: Error) => callback(error));
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Quoted-printable bodies wrap lines and escape '='; undo that to read a link back. */
export const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
