/**
 * When a failed delivery is tried again (docs/requirements.md#nothing-lost): about 1 min, 5 min,
 * 30 min and 2 h after the first four failures, then every 6 h, for 3 days from its arrival, or
 * from the last time a person sent it on.
 */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000] as const;
/** The delay after the fifth failure and every one after it (6 h). */
export const LATER_RETRY_DELAY_MS = 6 * 3_600_000;
/** How long after its arrival, or after a person sent it on, a request is still tried (3 days). */
export const RETRY_WINDOW_MS = 3 * 24 * 3_600_000;

/**
 * The time of the next attempt of a request.
 * @param failures the attempts that failed so far, this one included (1 after the first)
 * @param windowFrom when the 3 days began: the request's arrival, or the last time a person sent it on
 * @param now when this attempt failed
 * @returns the next attempt's time, or undefined when it is past the 3-day window (give up)
 */
export function nextAttemptAt(failures: number, windowFrom: Date, now: Date): Date | undefined {
  const delay = RETRY_DELAYS_MS[failures - 1] ?? LATER_RETRY_DELAY_MS;
  const next = new Date(now.getTime() + delay);
  return next.getTime() - windowFrom.getTime() > RETRY_WINDOW_MS ? undefined : next;
}
