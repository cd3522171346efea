/**
 * When a failed delivery is tried again (docs/features.md "Webhooks"): after 1 min, 5 min, 30 min,
 * 2 h, 6 h, 12 h, then every 24 h, for up to 3 days from the event (Personio's reference behaviour).
 * From the first attempt that makes tries at 0, 1 min, 6 min, 36 min, 2 h 36, 8 h 36, 20 h 36,
 * 44 h 36 and 68 h 36: nine in all. A retry that would fall after the deadline is not made: the
 * delivery is FAILED.
 */
const DELAYS_SECONDS = [60, 300, 1800, 7200, 21_600, 43_200, 86_400];

/** Seconds until the next try after the `step`-th failure of this round (1 for the first). */
export function webhookRetryDelaySeconds(step: number): number {
  return DELAYS_SECONDS[Math.min(Math.max(step, 1), DELAYS_SECONDS.length) - 1]!;
}

/** How long deliveries are tried, and how long an endpoint fails before it is paused. */
export const WEBHOOK_RETRY_WINDOW_MS = 3 * 24 * 3600 * 1000;
