import type { FastifyInstance } from 'fastify';

/**
 * Work a request starts but does not wait for, run after its answer: a call whose answer must not
 * depend on what the work finds (the reset request, issue 20: the same answer in the same time for a
 * known and an unknown address). A failure is logged; `settled()` waits for everything in flight
 * (closing the app waits too, and tests read its results after it). Lost on a crash: only for work a
 * person can simply ask for again.
 */
export interface BackgroundWork {
  run(name: string, work: () => Promise<unknown>): void;
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    backgroundWork: BackgroundWork;
  }
}

export function registerBackgroundWork(app: FastifyInstance) {
  const inFlight = new Set<Promise<unknown>>();
  const backgroundWork: BackgroundWork = {
    run(name, work) {
      // setImmediate: the answer is written before the work's first query is even sent.
      const running: Promise<unknown> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => app.log.error({ err: error }, `${name} failed`))
        .finally(() => inFlight.delete(running));
      inFlight.add(running);
    },
    async settled() {
      while (inFlight.size) await Promise.all(inFlight);
    },
  };
  app.decorate('backgroundWork', backgroundWork);
  app.addHook('onClose', async () => backgroundWork.settled());
}
