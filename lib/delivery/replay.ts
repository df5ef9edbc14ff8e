import 'server-only';
import { open, readdir, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import { serverEnv, type ServerEnv } from '@/lib/env';
import { UpstreamError } from '@/lib/upstream/fetch';
import { deliveryTransport, sendThrough } from './index';
import { writeJsonFile, type OutboxEntry } from './outbox';

/** What a replay did: the files it sent, those that failed again (with why), those already sent. */
export interface ReplayReport {
  sent: string[];
  failed: { file: string; error: string }[];
  alreadySent: number;
}

/**
 * Re-sends every pending outbox entry through the configured gateway or SMTP, oldest first, and
 * marks each one sent (status, time, transport) as soon as it is, so a second replay sends nothing
 * twice. A lock file keeps two replays from running at once. An entry that fails again stays
 * pending with its new error.
 * @throws Error when no gateway or SMTP is configured (the outbox is then the delivery), or when
 *   another replay holds the lock
 */
export async function replayOutbox(env: ServerEnv = serverEnv()): Promise<ReplayReport> {
  const transport = deliveryTransport(env);
  if (transport === 'outbox') {
    throw new Error('No gateway or SMTP is configured: set CONTACT_API_URL, or SMTP_URL and MAIL_DOMAIN, then replay.');
  }
  const dir = path.resolve(env.OUTBOX_DIR);
  const lockFile = path.join(dir, '.replay.lock');
  const lock = await open(lockFile, 'wx').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    if (error.code === 'EEXIST') throw new Error(`Another replay is running (${lockFile}); remove the file if it is not.`);
    throw error;
  });
  const report: ReplayReport = { sent: [], failed: [], alreadySent: 0 };
  if (!lock) return report;
  try {
    const files = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
    for (const name of files) {
      const file = path.join(dir, name);
      const entry = JSON.parse(await readFile(file, 'utf8')) as OutboxEntry;
      if (entry.status === 'sent') {
        report.alreadySent += 1;
        continue;
      }
      try {
        await sendThrough(transport, entry.delivery, env);
        await writeJsonFile(file, { ...entry, status: 'sent', sentAt: new Date().toISOString(), sentWith: transport });
        report.sent.push(name);
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error;
        const message = `${error.upstream}: ${error.message}`;
        await writeJsonFile(file, { ...entry, error: message });
        report.failed.push({ file: name, error: message });
      }
    }
  } finally {
    await lock.close();
    await unlink(lockFile);
  }
  return report;
}
