import 'server-only';
import { deploymentStage } from '@/lib/config/deployment';
import { serverEnv, type ServerEnv } from '@/lib/config/server';
import { log } from '@/lib/log';
import { alertStaff } from '@/lib/staff/alerts';
import { database } from '@/lib/store/db';
import { purgeFormAnswers } from '@/lib/store/form-answers';
import { purgeOrderRecords } from '@/lib/store/order-records';
import { deleteOldWindows } from '@/lib/store/rate-limits';
import { claimDue, markExpiredLeasesUnknown, purgeDelivered, purgeHeld } from '@/lib/store/request-queue';
import { purgeStaffSignIn } from '@/lib/store/staff-sign-in';
import { attemptDelivery, deliverableChannels, leaseMs } from './attempt';

/**
 * The delivery worker (docs/requirements.md#nothing-lost): one pass tries every request that is
 * due, deletes the personal fields of requests delivered, and of test calls held, longer ago than
 * REQUEST_RETENTION_DAYS, tells the staff mailbox of requests that need a person (failed, of
 * unknown outcome, or held for a check: lib/staff/alerts.ts, at most hourly), cuts order records of
 * that age down to what the accounts need (rule 6), and drops old rate-limit windows and the answer
 * pages of forms sent without JavaScript (lib/store/form-answers.ts). It acts on its own deployment stage's rows only
 * (docs/requirements.md#previews, rule 6). The server runs a pass every WORKER_INTERVAL_MS;
 * serverless hosts call GET /api/cron/deliver; `npm run outbox:replay` runs one with `force`.
 */

/** How often the server's own worker runs a pass (ms). */
export const WORKER_INTERVAL_MS = 15_000;

/** What a pass did. */
export interface PassReport {
  sent: number;
  /** Failed again, tried later. */
  retrying: number;
  /** Out of attempts, or (service calls) of unknown outcome: a person checks them. */
  failed: number;
  unknown: number;
  /** Requests whose personal fields were deleted: delivered ones, and held test calls. */
  purged: number;
  /** Order records cut down to what the accounts need. */
  ordersPurged: number;
}

/**
 * Runs one delivery pass.
 * @param options.force try every pending, kept and failed request now, whatever its next attempt's time
 *   (the replay by hand)
 * @param options.now the clock (tests)
 * @returns the counts of what it did
 */
export async function deliveryPass(env: ServerEnv = serverEnv(), options: { force?: boolean; now?: () => Date } = {}): Promise<PassReport> {
  const now = options.now ?? (() => new Date());
  const db = await database(env);
  const report: PassReport = { sent: 0, retrying: 0, failed: 0, unknown: 0, purged: 0, ordersPurged: 0 };
  const stage = deploymentStage(env);
  const channels = deliverableChannels(env);
  report.unknown += await markExpiredLeasesUnknown(db, stage, ['service-gateway'], now());
  const tried: string[] = [];
  for (;;) {
    // One request per claim: its lease covers one attempt, so none runs out while others are tried.
    const start = now();
    const [row] = await claimDue(db, {
      stage,
      channels,
      now: start,
      leaseUntil: new Date(start.getTime() + leaseMs(env)),
      limit: 1,
      force: options.force,
      // A forced pass would claim what it just failed again (a pass without force finds it not due).
      exclude: options.force ? tried : undefined,
    });
    if (!row) break;
    tried.push(row.id);
    const state = await attemptDelivery(row, env, now);
    if (state === 'sent') report.sent += 1;
    else if (state === 'pending') report.retrying += 1;
    else report[state] += 1;
  }
  // A failed alert mail is tried again at the next pass: the requests it would list stay untold.
  await alertStaff(db, env, now()).catch((error: unknown) => log.error({ err: error }, 'The staff alert mail could not be sent'));
  const retentionEnd = new Date(now().getTime() - env.REQUEST_RETENTION_DAYS * 24 * 3_600_000);
  report.purged = (await purgeDelivered(db, stage, retentionEnd, now())) + (await purgeHeld(db, stage, retentionEnd, now()));
  report.ordersPurged = await purgeOrderRecords(db, stage, retentionEnd, now());
  await deleteOldWindows(db, now());
  await purgeFormAnswers(db, stage, now());
  await purgeStaffSignIn(db, now(), new Date(now().getTime() - env.STAFF_AUDIT_RETENTION_DAYS * 24 * 3_600_000));
  return report;
}

const WORKER_KEY = Symbol.for('printshop.deliveryWorker');

/**
 * Starts the server's own worker, once per process: a pass every WORKER_INTERVAL_MS, one at a
 * time. A pass that fails (the database unreachable, say) is logged and the next one tries again.
 */
export function startDeliveryWorker(env: ServerEnv = serverEnv()): void {
  const holder = globalThis as { [WORKER_KEY]?: NodeJS.Timeout };
  if (holder[WORKER_KEY]) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    deliveryPass(env)
      .then((report) => {
        if (Object.values(report).some((n) => n > 0)) {
          log.info(
            `Delivery worker: ${report.sent} sent, ${report.retrying} to retry, ${report.failed} failed, ${report.unknown} unknown, ${report.purged} purged, ${report.ordersPurged} order records purged`,
          );
        }
      })
      .catch((error: unknown) => log.error({ err: error }, 'Delivery worker pass failed'))
      .finally(() => {
        running = false;
      });
  }, WORKER_INTERVAL_MS);
  timer.unref();
  holder[WORKER_KEY] = timer;
}
