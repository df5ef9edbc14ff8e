import 'server-only';
import { deploymentStage, isPreview } from '@/lib/config/deployment';
import { serverEnv, type ServerEnv } from '@/lib/config/server';
import type { Database } from '@/lib/store/db';
import { countOtherStages } from '@/lib/store/request-queue';
import { mailTransport } from './attempt';

/**
 * Where a person reads the requests a server keeps: the staff pages while it runs; the outbox
 * command too on PostgreSQL, but on the embedded store only once the server is stopped, since
 * that store opens in one process at a time (lib/store/db.ts).
 */
function whereKeptRequestsShow(env: ServerEnv): string {
  return env.DATABASE_URL
    ? 'the staff pages, /staff, and npm run outbox:status list them'
    : 'the staff pages, /staff, list them; npm run outbox:status too once the server is stopped';
}

/**
 * The start-up line of the server log that says where mail goes (instrumentation.ts;
 * docs/requirements.md#where-requests-go), and where requests kept in the store show.
 */
export function deliveryStatusLine(env: ServerEnv = serverEnv()): string {
  const transport = mailTransport(env);
  const through = transport === 'gateway' ? 'the mail gateway (CONTACT_API_URL)' : 'SMTP (SMTP_URL)';
  if (isPreview(env)) {
    return env.PREVIEW_MAILBOX && transport !== 'none'
      ? `Mail (preview): every request, service calls and orders too, goes to PREVIEW_MAILBOX ${env.PREVIEW_MAILBOX} through ${through} with [PREVIEW] in the subject`
      : `Mail (preview): no PREVIEW_MAILBOX or no mail transport, requests are kept in the store only (${whereKeptRequestsShow(env)})`;
  }
  if (transport === 'none') {
    return `Mail: no CONTACT_API_URL or SMTP_URL, requests are kept for the shop in the store (${whereKeptRequestsShow(env)}) and sent once a transport is configured`;
  }
  return `Mail: requests go to ${through}, failed ones are retried by the delivery worker`;
}

/**
 * The line of the start log (and of `npm run outbox:status`) that says the store holds requests
 * of other deployment stages, which this one never delivers (docs/requirements.md#previews,
 * rule 6): a preview pointed at production's DATABASE_URL, say.
 * @returns e.g. 'Store: holds 12 production requests (3 not delivered); this preview delivers none
 *   of them', or undefined when the store holds no other stage's request
 */
export async function otherStagesLine(db: Database, env: ServerEnv = serverEnv()): Promise<string | undefined> {
  const stage = deploymentStage(env);
  const others = await countOtherStages(db, stage);
  if (others.length === 0) return undefined;
  const held = others.map(
    (other) => `${other.requests} ${other.stage} request${other.requests === 1 ? '' : 's'} (${other.undelivered} not delivered)`,
  );
  return `Store: holds ${held.join(' and ')}; this ${stage} delivers none of them`;
}
