/**
 * Runs `pass` now and then `intervalMs` after each pass ends (never two passes at once). A failed
 * pass is logged and retried on the next tick; `stop` waits for a pass in flight. Used by the
 * background workers, whose passes are safe to repeat and to run on several instances.
 */
export function startPeriodicTask(
  name: string,
  pass: () => Promise<unknown>,
  intervalMs: number | undefined,
  log?: { warn(obj: object, msg?: string): void },
): { stop(): Promise<void> } {
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    current = pass()
      .catch((error) => log?.warn({ error: String(error) }, `${name} pass failed`))
      .finally(() => {
        if (!stopped && intervalMs) timer = setTimeout(tick, intervalMs);
      });
  };
  if (intervalMs) tick();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
    },
  };
}
