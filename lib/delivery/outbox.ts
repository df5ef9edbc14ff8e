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
 * Writes one request as a JSON file in `dir`, atomically (a temporary file renamed into place, so
 * a reader never sees half a file).
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
  const absolute = path.resolve(dir);
  await mkdir(absolute, { recursive: true });
  const file = path.join(absolute, `${entry.receivedAt.replace(/[:.]/g, '-')}-${delivery.kind}-${entry.id}.json`);
  await writeEntry(file, entry);
  return file;
}

/**
 * Writes an outbox entry atomically: a temporary file beside it, renamed into place, so a reader
 * (or a replay) never sees half a file.
 */
export async function writeEntry(file: string, entry: OutboxEntry): Promise<void> {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.tmp`);
  await writeFile(temporary, `${JSON.stringify(entry, null, 2)}\n`, { mode: 0o600 });
  await rename(temporary, file);
}
