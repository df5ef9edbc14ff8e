import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { writeJsonFile } from '@/lib/delivery/outbox';
import type { OrderRequest } from '@/lib/schemas/order';

/**
 * The server's own record of the orders it created with PayPal: one JSON file per PayPal order id
 * under `{OUTBOX_DIR}/orders/`. The capture reads what to print and what was charged from here,
 * never from the browser, and refuses an order id that this server did not create.
 */

/** What was ordered and charged, and once captured, the capture. */
export interface OrderRecord {
  orderId: string;
  createdAt: string;
  order: OrderRequest;
  /** The template's description, as it read when the order was made. */
  templateDescription: string;
  /** The purchase unit's description sent to PayPal (orderDescription). */
  description: string;
  unitAmount: string;
  amount: string;
  currency: string;
  capture?: { id: string; status: string; capturedAt: string };
}

function recordFile(outboxDir: string, orderId: string): string {
  // Order ids are checked by paypalOrderIdSchema before they get here; basename is a second lock.
  return path.resolve(outboxDir, 'orders', `${path.basename(orderId)}.json`);
}

/** Writes (or rewrites) the record of an order, atomically. */
export async function saveOrderRecord(outboxDir: string, record: OrderRecord): Promise<void> {
  await writeJsonFile(recordFile(outboxDir, record.orderId), record);
}

/** The record of an order this server created; undefined when there is none. */
export async function readOrderRecord(outboxDir: string, orderId: string): Promise<OrderRecord | undefined> {
  try {
    return JSON.parse(await readFile(recordFile(outboxDir, orderId), 'utf8')) as OrderRecord;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
