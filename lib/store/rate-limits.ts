import 'server-only';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from './db';
import { rateLimits } from './schema';

/** Windows older than this are deleted by the worker (ms): longer than any window in use. */
const KEEP_WINDOWS_MS = 10 * 60_000;

/** The start of the fixed window of `windowMs` that holds `now`. */
const windowStartOf = (now: Date, windowMs: number) => new Date(Math.floor(now.getTime() / windowMs) * windowMs);

/**
 * Counts one request of `client` against `bucket` in the fixed window that holds `now`, in one
 * statement, so every instance counts on the same row.
 * @param windowMs the window's length (ms)
 * @returns the requests counted in this window so far, this one included, and when it ends
 */
export async function countRequest(
  db: Database,
  bucket: string,
  client: string,
  windowMs: number,
  now: Date,
): Promise<{ count: number; resetAt: Date }> {
  const windowStart = windowStartOf(now, windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket, client, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.client, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  return { count: row.count, resetAt: new Date(windowStart.getTime() + windowMs) };
}

/**
 * The requests of `client` counted against `bucket` in the fixed window that holds `now`, without
 * counting one.
 * @returns the count (0 when none) and when the window ends
 */
export async function countedRequests(
  db: Database,
  bucket: string,
  client: string,
  windowMs: number,
  now: Date,
): Promise<{ count: number; resetAt: Date }> {
  const windowStart = windowStartOf(now, windowMs);
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.bucket, bucket), eq(rateLimits.client, client), eq(rateLimits.windowStart, windowStart)));
  return { count: row?.count ?? 0, resetAt: new Date(windowStart.getTime() + windowMs) };
}

/** Deletes the windows that ended long ago. */
export async function deleteOldWindows(db: Database, now: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - KEEP_WINDOWS_MS)));
}
