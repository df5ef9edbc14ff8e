// `npm run outbox:replay | outbox:status | db:migrate`: the store's commands for
// people (lib/delivery, lib/store), with the same environment as the server (.env files included).
// Each acts on the rows of the deployment stage that environment names (DEPLOY_ENV, VERCEL_ENV)
// only, as the server does (docs/requirements.md#previews, rule 6).
import { loadEnvConfig } from '@next/env';
import { deploymentStage } from '@/lib/config/deployment';
import { serverEnv } from '@/lib/config/server';
import { otherStagesLine } from '@/lib/delivery/status';
import { deliveryPass } from '@/lib/delivery/worker';
import { serializeError } from '@/lib/log';
import { closeStore, getStore } from '@/lib/store/db';
import { countByState, isHeldForCheck, listUndelivered, resolveByHand } from '@/lib/store/request-queue';

const usage = `Usage:
  npm run db:migrate                       apply the store's migrations (the server also does at start)
  npm run outbox:status                    this stage's counts by state, every request not delivered yet, other stages' counts
  npm run outbox:replay                    try every pending, kept and failed request now
  npm run outbox:replay -- --resend R-...  send a request of unknown outcome (or failed) again
  npm run outbox:replay -- --arrived R-... record that it arrived after all`;

async function status() {
  const { db } = await getStore();
  const stage = deploymentStage(serverEnv());
  const counts = await countByState(db, stage);
  console.log(
    `Requests of ${stage} (DEPLOY_ENV, VERCEL_ENV): ` +
      (Object.entries(counts)
        .map(([state, n]) => `${state}: ${n}`)
        .join(', ') || 'no requests'),
  );
  const others = await otherStagesLine(db);
  if (others) console.log(`${others} (run with their DEPLOY_ENV to list them)`);
  const waiting = await listUndelivered(db, stage);
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
  if (waiting.some(isHeldForCheck)) {
    console.log(
      '\nHeld: sent without JavaScript, so without the spam check. A person reads each on the staff side (/staff/requests) and sends it on.',
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
    const stage = deploymentStage(serverEnv());
    const done = await resolveByHand((await getStore()).db, stage, reference, flag === '--resend' ? 'resend' : 'arrived', new Date());
    if (!done) throw new Error(`${reference} is not a ${stage} request of unknown outcome or failed`);
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
  else throw new Error(usage);
}

main()
  .catch((error: unknown) => {
    // A failed query's message quotes the values it was given: print it as the log would.
    console.error(serializeError(error).message);
    process.exitCode = 1;
  })
  .finally(() => closeStore().catch(() => undefined));
