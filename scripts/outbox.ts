// `npm run outbox:replay | outbox:status | outbox:import | db:migrate`: the store's commands for
// people (lib/delivery, lib/store), with the same environment as the server (.env files included).
import { loadEnvConfig } from '@next/env';
import { deliveryPass } from '@/lib/delivery/worker';
import { serverEnv } from '@/lib/env';
import { closeStore, getStore } from '@/lib/store/db';
import { importOutboxFolder } from '@/lib/store/import-outbox';
import { countByState, listUndelivered, resolveByHand } from '@/lib/store/requests';

const usage = `Usage:
  npm run db:migrate                       apply the store's migrations (the server also does at start)
  npm run outbox:status                    counts by state, and every request not delivered yet
  npm run outbox:replay                    try every pending, kept and failed request now
  npm run outbox:replay -- --resend R-...  send a request of unknown outcome (or failed) again
  npm run outbox:replay -- --arrived R-... record that it arrived after all
  npm run outbox:import [-- DIR]           import the files of an old outbox folder (default var/outbox)`;

async function status() {
  const { db } = await getStore();
  const counts = await countByState(db);
  console.log(
    Object.entries(counts)
      .map(([state, n]) => `${state}: ${n}`)
      .join(', ') || 'no requests',
  );
  const waiting = await listUndelivered(db);
  if (waiting.length === 0) return;
  console.log(`\nNot delivered (oldest first; the oldest came in ${waiting[0].receivedAt.toISOString()}):`);
  for (const row of waiting) {
    // Only a pending request has an attempt coming; a kept one waits for a transport.
    const next = row.state === 'pending' ? `, next attempt ${row.nextAttemptAt.toISOString()}` : '';
    console.log(
      `${row.reference}  ${row.state.padEnd(7)}  ${row.kind} to ${row.delivery?.mailbox ?? '?'}  received ${row.receivedAt.toISOString()}` +
        `  attempts ${row.attempts}${next}${row.lastError ? `  last error: ${row.lastError}` : ''}`,
    );
  }
  if (waiting.some((row) => row.state === 'kept')) {
    console.log(
      '\nKept: no mail transport is configured (CONTACT_API_URL, or SMTP_URL and MAIL_DOMAIN); they go out by themselves once one is.',
    );
  }
  if (waiting.some((row) => row.state === 'unknown')) {
    console.log('\nUnknown: the service gateway may have the call. Check there, then --arrived REF or --resend REF.');
  }
}

async function replay(args: string[]) {
  const [flag, reference] = args;
  if (flag === '--resend' || flag === '--arrived') {
    if (!reference) throw new Error(usage);
    const done = await resolveByHand((await getStore()).db, reference, flag === '--resend' ? 'resend' : 'arrived', new Date());
    if (!done) throw new Error(`${reference} is not a request of unknown outcome or failed`);
    console.log(flag === '--arrived' ? `${reference} recorded as arrived` : `${reference} queued again`);
    if (flag === '--arrived') return;
  }
  const report = await deliveryPass(serverEnv(), { force: true });
  console.log(`${report.sent} sent, ${report.retrying} to retry, ${report.failed} failed, ${report.unknown} unknown`);
  if (report.retrying + report.failed > 0) process.exitCode = 1;
}

async function main() {
  loadEnvConfig(process.cwd());
  const [command, ...args] = process.argv.slice(2);
  const store = await getStore();
  if (command === 'migrate') console.log(`Migrations applied: ${store.description}`);
  else if (command === 'status') await status();
  else if (command === 'replay') await replay(args);
  else if (command === 'import') {
    const report = await importOutboxFolder(store.db, args[0] ?? process.env.OUTBOX_DIR ?? 'var/outbox');
    console.log(`${report.requests} requests and ${report.orders} orders imported, ${report.skipped} imported before`);
  } else throw new Error(usage);
}

main()
  .catch((error: Error) => {
    console.error(error.message);
    process.exitCode = 1;
  })
  .finally(() => closeStore().catch(() => undefined));
