import 'server-only';
import { serverEnv } from '@/lib/env';
import { clientKey, HttpError } from '@/lib/http';

/**
 * A fixed-window request counter per client key, in this process's memory (one server process;
 * behind several instances each counts on its own, which only makes the limit looser).
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  /**
   * @param limit requests allowed per window
   * @param windowMs window length in ms (default one minute)
   */
  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
  ) {}

  /**
   * Counts one request of `key` at time `now` (ms).
   * @returns allowed, and when not, the seconds until the window resets (for Retry-After)
   */
  hit(key: string, now = Date.now()): { allowed: boolean; retryAfterSeconds: number } {
    if (this.windows.size > 10_000) this.prune(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { allowed: window.count <= this.limit, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
  }

  private prune(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

const limiters = new Map<string, RateLimiter>();

/**
 * Counts a request against its client's budget for one route: RATE_LIMIT_PER_MINUTE requests a
 * minute per client (issue 'Requests that arrive', point 8).
 * @param route a name for the budget, e.g. 'contactemail'
 * @throws HttpError 429 with Retry-After (seconds) when the client is over its budget
 */
export function enforceRateLimit(route: string, request: Request): void {
  let limiter = limiters.get(route);
  if (!limiter) {
    limiter = new RateLimiter(serverEnv().RATE_LIMIT_PER_MINUTE);
    limiters.set(route, limiter);
  }
  const { allowed, retryAfterSeconds } = limiter.hit(clientKey(request));
  if (!allowed) {
    throw new HttpError(429, 'Too many requests. Please wait a minute and try again.', undefined, {
      'Retry-After': String(retryAfterSeconds),
    });
  }
}
