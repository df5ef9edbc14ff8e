import 'server-only';
import { clientAddress, HttpError } from '@/lib/api/http';
import { onVercel, runMode, type RunMode } from '@/lib/config/deployment';
import { serverEnv, type ServerEnv } from '@/lib/config/server';
import { database } from '@/lib/store/db';
import { countedRequests, countRequest, type RateLimitWindow } from '@/lib/store/rate-limits';

/** The rate limit's window (ms): RATE_LIMIT_PER_MINUTE requests a minute. */
export const RATE_LIMIT_WINDOW_MS = 60_000;

/** The 429 of a client over its budget, with Retry-After (seconds) until its window ends. */
function tooManyRequests(resetAt: Date, now: Date): HttpError {
  const retryAfterSeconds = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
  return new HttpError(429, 'Too many requests. Please wait a minute and try again.', undefined, {
    'Retry-After': String(retryAfterSeconds),
  });
}

/** The window of this minute in which a route's budget counts the request's client (its address as clientAddress reads it). */
function rateLimitWindow(route: string, request: Request, env: ServerEnv, now: Date): RateLimitWindow {
  return { bucket: route, client: clientAddress(request, env), windowMs: RATE_LIMIT_WINDOW_MS, now };
}

/**
 * Counts a request against its client's budget for one route: RATE_LIMIT_PER_MINUTE a minute per
 * client address (docs/requirements.md#limits), counted in the store, so every instance shares it.
 * The address is the one a trusted proxy saw (clientAddress), which a client cannot choose.
 * @param route a name for the budget, e.g. 'contactemail'
 * @throws HttpError 429 with Retry-After (seconds) when the client is over its budget
 */
export async function enforceRateLimit(route: string, request: Request, env: ServerEnv = serverEnv()): Promise<void> {
  const { bucket, client, windowMs } = rateLimitWindow(route, request, env, new Date());
  await enforceBudget({ bucket, client, windowMs }, env.RATE_LIMIT_PER_MINUTE, env);
}

/**
 * Counts a use of any budget: `limit` uses of `bucket` per `client` in each fixed window of
 * `windowMs`, counted in the store like the rate limit (e.g. sign-in links per address an hour).
 * @param budget the bucket, the client (an address, or a hash of what is counted) and the window (ms)
 * @throws HttpError 429 with Retry-After (seconds) until the window ends, once over `limit`
 */
export async function enforceBudget(budget: Omit<RateLimitWindow, 'now'>, limit: number, env: ServerEnv = serverEnv()): Promise<void> {
  const now = new Date();
  const { count, resetAt } = await countRequest(await database(env), { ...budget, now });
  if (count > limit) throw tooManyRequests(resetAt, now);
}

/**
 * Refuses a client that has used up its budget for one route, without counting this request: for
 * a route where only failures count (the cron route's wrong secrets, counted with
 * enforceRateLimit), so a client over its budget is refused before its request is even looked at
 * (docs/requirements.md#limits).
 * @param route the budget's name, e.g. 'cron-deliver'
 * @throws HttpError 429 with Retry-After (seconds) once RATE_LIMIT_PER_MINUTE were counted this minute
 */
export async function refuseOverLimit(route: string, request: Request, env: ServerEnv = serverEnv()): Promise<void> {
  const now = new Date();
  const { count, resetAt } = await countedRequests(await database(env), rateLimitWindow(route, request, env, now));
  if (count >= env.RATE_LIMIT_PER_MINUTE) throw tooManyRequests(resetAt, now);
}

/**
 * The start log's line on where a production server that trusts no proxy takes client addresses
 * from (docs/requirements.md#limits). A warning where it applies: SITE_URL is https, so something
 * in front terminates TLS (`next start` speaks plain HTTP), and with TRUSTED_PROXY_HOPS at 0 the
 * rate limit counts the address a client writes. Information otherwise: a server reached directly,
 * as in a first local run, has nothing to set.
 * @param platform how the code runs and whether on Vercel, whose edge sets the address itself
 * @returns the line and its level, or undefined when a proxy is trusted, on Vercel, or outside production
 */
export function clientAddressNotice(
  env: ServerEnv = serverEnv(),
  platform: { mode: RunMode | undefined; vercel: boolean } = { mode: runMode(), vercel: onVercel() },
): { level: 'warn' | 'info'; text: string } | undefined {
  if (platform.mode !== 'production' || platform.vercel || env.TRUSTED_PROXY_HOPS > 0) return undefined;
  const howTo = 'see docs/operations.md#client-addresses-and-the-rate-limit';
  if (env.SITE_URL.startsWith('https:')) {
    return {
      level: 'warn',
      text: `Rate limit: SITE_URL is https, so a proxy serves this site, but TRUSTED_PROXY_HOPS is 0: client addresses come from X-Forwarded-For as the client sent it and can be forged. Set TRUSTED_PROXY_HOPS to the number of proxies in front (${howTo}).`,
    };
  }
  return {
    level: 'info',
    text: `Rate limit: clients are counted by the address they connect from (no proxy in front: TRUSTED_PROXY_HOPS is 0). Behind nginx or a CDN, set TRUSTED_PROXY_HOPS (${howTo}).`,
  };
}
