import 'server-only';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { newReference } from '@/lib/delivery/reference';
import type { Delivery } from '@/lib/delivery/types';
import type { DeploymentStage } from '@/lib/deployment';
import type { OrderRecord } from '@/lib/orders/types';
import type { Database } from './db';
import { importedOutboxFiles, orders, requests } from './schema';

/** A request file of the outbox folder that versions before the store wrote. */
interface OutboxFile {
  id: string;
  receivedAt: string;
  status: 'pending' | 'sent';
  error?: string;
  sentAt?: string;
  sentWith?: string;
  delivery: Delivery;
}

/** An order file of that folder (`orders/{orderId}.json`). */
type OrderFile = OrderRecord & { capture?: { id: string; status: string; capturedAt: string } };

async function jsonFiles(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((name) => name.endsWith('.json')).map((name) => path.join(dir, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * Imports an old outbox folder into the store (docs/requirements.md#the-store): pending requests
 * become pending (due now, so the worker sends them), sent ones are kept as sent, order records
 * become orders with their capture. Each file is imported once: a second run adds nothing.
 * @param stage the deployment stage importing them, whose rows they become (the folder was its own)
 * @param dir the old OUTBOX_DIR
 * @returns how many requests and orders were imported, and how many files were imported before
 */
export async function importOutboxFolder(
  db: Database,
  stage: DeploymentStage,
  dir: string,
): Promise<{ requests: number; orders: number; skipped: number }> {
  const report = { requests: 0, orders: 0, skipped: 0 };
  const files = [
    ...(await jsonFiles(dir)).map((file) => ({ file, kind: 'request' as const })),
    ...(await jsonFiles(path.join(dir, 'orders'))).map((file) => ({ file, kind: 'order' as const })),
  ];
  for (const { file, kind } of files) {
    const content = JSON.parse(await readFile(file, 'utf8')) as OutboxFile | OrderFile;
    const id = kind === 'request' ? `request:${(content as OutboxFile).id}` : `order:${(content as OrderFile).orderId}`;
    const imported = await db.transaction(async (tx) => {
      const [first] = await tx.insert(importedOutboxFiles).values({ id }).onConflictDoNothing().returning();
      if (!first) return false;
      if (kind === 'request') {
        const entry = content as OutboxFile;
        const receivedAt = new Date(entry.receivedAt);
        await tx.insert(requests).values({
          reference: newReference(receivedAt),
          stage,
          kind: entry.delivery.kind,
          channel: 'mail',
          state: entry.status === 'sent' ? 'sent' : 'pending',
          delivery: entry.delivery,
          receivedAt,
          nextAttemptAt: new Date(),
          lastError: entry.error,
          sentAt: entry.sentAt ? new Date(entry.sentAt) : undefined,
          sentWith: entry.sentWith,
        });
      } else {
        const { capture, ...record } = content as OrderFile;
        await tx.insert(orders).values({
          orderId: record.orderId,
          stage,
          createdAt: new Date(record.createdAt),
          record,
          captureId: capture?.id,
          captureStatus: capture?.status,
          capturedAt: capture ? new Date(capture.capturedAt) : undefined,
        });
      }
      return true;
    });
    if (!imported) report.skipped += 1;
    else if (kind === 'request') report.requests += 1;
    else report.orders += 1;
  }
  return report;
}
