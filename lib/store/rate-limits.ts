import 'server-only';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from './db';
import { rateLimits } from './schema';

/** Windows older than this are deleted by the worker (ms): longer than any window in use (an hour, sign-in links per address). */
const KEEP_WINDOWS_MS = 2 * 3_600_000;

/** Which counter: a budget (`bucket`, e.g. 'contactemail'), a client's address, and the fixed window of `windowMs` (ms) that holds `now`. */
export interface RateLimitWindow {
  bucket: string;
  client: string;
  windowMs: number;
  now: Date;
}

/** The fixed window of `windowMs` that holds `now`: when it started and when it ends. */
function windowOf({ now, windowMs }: RateLimitWindow): { windowStart: Date; resetAt: Date } {
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  return { windowStart: new Date(start), resetAt: new Date(start + windowMs) };
}

/**
 * Counts one request of the window's client against its bucket, in one statement, so every
 * instance counts on the same row.
 * @returns the requests counted in this window so far, this one included, and when it ends
 */
export async function countRequest(db: Database, window: RateLimitWindow): Promise<{ count: number; resetAt: Date }> {
  const { bucket, client } = window;
  const { windowStart, resetAt } = windowOf(window);
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket, client, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.client, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  return { count: row.count, resetAt };
}

/**
 * The requests of the window's client counted against its bucket, without counting one.
 * @returns the count (0 when none) and when the window ends
 */
export async function countedRequests(db: Database, window: RateLimitWindow): Promise<{ count: number; resetAt: Date }> {
  const { bucket, client } = window;
  const { windowStart, resetAt } = windowOf(window);
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.bucket, bucket), eq(rateLimits.client, client), eq(rateLimits.windowStart, windowStart)));
  return { count: row?.count ?? 0, resetAt };
}

/** Deletes the windows that ended long ago. */
export async function deleteOldWindows(db: Database, now: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - KEEP_WINDOWS_MS)));
}
