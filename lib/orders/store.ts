import 'server-only';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '@/lib/store/db';
import { orders } from '@/lib/store/schema';
import type { OrderRecord } from './types';

/**
 * The server's own record of the sign orders it created with PayPal, in the store, so a capture
 * arriving at any instance finds it (docs/requirements.md#sign-orders). The capture reads what to
 * print and what was charged from here, never from the browser, and refuses an order id that this
 * site did not create. One capture at a time per order: `captureStartedAt` is taken by a
 * conditional update, and given up when the capture fails or its holder has been silent too long.
 */

/** Records an order just created with PayPal. */
export async function saveOrderRecord(db: Database, record: OrderRecord): Promise<void> {
  await db.insert(orders).values({ orderId: record.orderId, record, createdAt: new Date(record.createdAt) });
}

/** A capture done: PayPal's capture, and the reference of the sales notification. */
export interface CaptureDone {
  captureId: string;
  status: string;
  reference: string | null;
}

/** What taking an order's capture found: none such, done already, under way elsewhere, or ours to do. */
export type CaptureTurn =
  { kind: 'unknown' } | { kind: 'done'; capture: CaptureDone } | { kind: 'busy' } | { kind: 'ours'; record: OrderRecord };

/**
 * Takes the capture of an order for this caller, unless it is done or another caller holds it
 * (taken less than `staleMs` ago).
 */
export async function takeCapture(db: Database, orderId: string, now: Date, staleMs: number): Promise<CaptureTurn> {
  const [taken] = await db
    .update(orders)
    .set({ captureStartedAt: now })
    .where(
      and(
        eq(orders.orderId, orderId),
        isNull(orders.captureId),
        or(isNull(orders.captureStartedAt), lt(orders.captureStartedAt, new Date(now.getTime() - staleMs))),
      ),
    )
    .returning({ record: orders.record });
  if (taken) return { kind: 'ours', record: taken.record };
  const [row] = await db.select().from(orders).where(eq(orders.orderId, orderId));
  if (!row) return { kind: 'unknown' };
  if (row.captureId && row.captureStatus) {
    return { kind: 'done', capture: { captureId: row.captureId, status: row.captureStatus, reference: row.reference } };
  }
  return { kind: 'busy' };
}

/** Gives the capture up after it failed, so the buyer can try again at once. */
export async function releaseCapture(db: Database, orderId: string): Promise<void> {
  await db
    .update(orders)
    .set({ captureStartedAt: null })
    .where(and(eq(orders.orderId, orderId), isNull(orders.captureId)));
}

/** Records the capture of an order. */
export async function saveCapture(db: Database, orderId: string, capture: CaptureDone, now: Date): Promise<void> {
  await db
    .update(orders)
    .set({ captureId: capture.captureId, captureStatus: capture.status, reference: capture.reference, capturedAt: now })
    .where(eq(orders.orderId, orderId));
}
