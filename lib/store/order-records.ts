import 'server-only';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { DeploymentStage } from '@/lib/config/deployment';
import type { OrderRecord } from '@/lib/requests/types';
import type { Database } from './db';
import { orders } from './schema';

/**
 * The server's own record of the sign orders it created with PayPal, in the store, so a capture
 * arriving at any instance finds it (docs/requirements.md#sign-orders). The capture reads what to
 * print and what was charged from here, never from the browser, and refuses an order id that this
 * site did not create. One capture at a time per order: `captureStartedAt` is taken by a
 * conditional update, and given up when the capture fails or its holder has been silent too long.
 * Each record carries the deployment stage that created it; a stage captures and purges only its
 * own (docs/requirements.md#previews, rule 6).
 */

/** Records an order `stage` just created with PayPal. */
export async function saveOrderRecord(db: Database, stage: DeploymentStage, record: OrderRecord): Promise<void> {
  await db.insert(orders).values({ orderId: record.orderId, stage, record, createdAt: new Date(record.createdAt) });
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
 * Takes the capture of one of `stage`'s orders for this caller, unless it is done or another caller
 * holds it (taken less than `staleMs` ago). Another stage's order is `unknown` here.
 */
export async function takeCapture(db: Database, stage: DeploymentStage, orderId: string, now: Date, staleMs: number): Promise<CaptureTurn> {
  const [taken] = await db
    .update(orders)
    .set({ captureStartedAt: now })
    .where(
      and(
        eq(orders.stage, stage),
        eq(orders.orderId, orderId),
        isNull(orders.captureId),
        or(isNull(orders.captureStartedAt), lt(orders.captureStartedAt, new Date(now.getTime() - staleMs))),
      ),
    )
    .returning({ record: orders.record });
  if (taken) return { kind: 'ours', record: taken.record };
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.stage, stage), eq(orders.orderId, orderId)));
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

/**
 * What the shop's accounts keep of an order once its retention period is over: the ids, what was
 * ordered (template, style, material, size, quantity), the amounts, the currency and the dates;
 * the instructions, the one thing a buyer typed, are emptied. Built field by field, so a field
 * added to OrderRecord later is decided on here: a required one does not compile until it is, an
 * optional one is dropped.
 */
function accountingRecord(record: OrderRecord): OrderRecord {
  const { templateId, style, material, size, quantity } = record.order;
  return {
    orderId: record.orderId,
    createdAt: record.createdAt,
    order: { templateId, style, material, size, quantity, instructions: '' },
    templateDescription: record.templateDescription,
    description: record.description,
    unitAmount: record.unitAmount,
    amount: record.amount,
    currency: record.currency,
  };
}

/**
 * Cuts `stage`'s order records created before `createdBefore` down to what the shop's accounts
 * need (accountingRecord), once each (docs/requirements.md#nothing-lost, rule 6). The row, its
 * capture and its notification's reference stay.
 * @returns how many records were cut down
 */
export async function purgeOrderRecords(db: Database, stage: DeploymentStage, createdBefore: Date, now: Date): Promise<number> {
  const due = await db
    .select({ orderId: orders.orderId, record: orders.record })
    .from(orders)
    .where(and(eq(orders.stage, stage), lt(orders.createdAt, createdBefore), isNull(orders.purgedAt)));
  let purged = 0;
  for (const { orderId, record } of due) {
    // Another instance's pass may have cut it meanwhile: `purgedAt` is set once.
    const [done] = await db
      .update(orders)
      .set({ record: accountingRecord(record), purgedAt: now })
      .where(and(eq(orders.orderId, orderId), isNull(orders.purgedAt)))
      .returning({ orderId: orders.orderId });
    if (done) purged += 1;
  }
  return purged;
}
