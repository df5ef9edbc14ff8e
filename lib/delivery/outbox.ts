import 'server-only';
import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Delivery } from './types';

/** One outbox file: the request, when it came, and whether it was sent (for replay). */
export interface OutboxEntry {
  id: string;
  receivedAt: string;
  status: 'pending' | 'sent';
  /** Why the configured transport could not send it, when it could not (the last try). */
  error?: string;
  /** When `npm run outbox:replay` sent it, and how. */
  sentAt?: string;
  sentWith?: 'gateway' | 'smtp';
  delivery: Delivery;
}

/**
 * Writes one request as a JSON file in `dir`, atomically (writeJsonFile).
 * @returns the absolute path of the file written
 */
export async function writeToOutbox(dir: string, delivery: Delivery, error?: string): Promise<string> {
  const entry: OutboxEntry = {
    id: randomUUID(),
    receivedAt: new Date().toISOString(),
    status: 'pending',
    ...(error ? { error } : {}),
    delivery,
  };
  const name = `${entry.receivedAt.replace(/[:.]/g, '-')}-${delivery.kind}-${entry.id}.json`;
  return writeJsonFile(path.resolve(dir, name), entry);
}

/**
 * Writes a value as a JSON file (owner-readable only), creating its folder, atomically: a
 * temporary file renamed into place, so a reader never sees half a file.
 * @returns the absolute path of the file written
 */
export async function writeJsonFile(file: string, value: unknown): Promise<string> {
  const absolute = path.resolve(file);
  await mkdir(path.dirname(absolute), { recursive: true });
  const temporary = path.join(path.dirname(absolute), `.${path.basename(absolute)}.${randomUUID()}.tmp`);
  await writeFile(temporary, `${JSON.stringify(value, null, 2)}\n`, { mode: 0o600 });
  await rename(temporary, absolute);
  return absolute;
}
