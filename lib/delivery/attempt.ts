import 'server-only';
import { isPreview } from '@/lib/config/deployment';
import { serverEnv, type ServerEnv } from '@/lib/config/server';
import { log, withLogFields } from '@/lib/log';
import type { Delivery, ServiceRequestBody } from '@/lib/requests/types';
import { database, type Database } from '@/lib/store/db';
import { markNotSent, markSent, recordAttempt } from '@/lib/store/request-queue';
import type { Channel, RequestRow } from '@/lib/store/schema';
import { lastSentOnByHand } from '@/lib/store/staff';
import { sendToContactGateway } from '@/lib/upstream/contact-gateway';
import { UpstreamError } from '@/lib/upstream/fetch';
import { createServiceRequest } from '@/lib/upstream/service-gateway';
import { nextAttemptAt } from './backoff';
import { sendBySmtp } from './smtp';

/**
 * One delivery attempt of a request committed to the store (docs/requirements.md#nothing-lost):
 * the transports this configuration has, the sending on the request's channel (a preview's to
 * PREVIEW_MAILBOX only), and the state the attempt leaves the request in. The first attempt is
 * made by submitRequest (lib/delivery/submit.ts) as soon as the request is committed, the later
 * ones by the worker (lib/delivery/worker.ts), with backoff.
 */

/** The mail transport configuration picks: the mail gateway, else SMTP, else none (kept in the store). */
export type MailTransport = 'gateway' | 'smtp' | 'none';

/** The mail transport of a configuration (docs/requirements.md#where-requests-go). */
export function mailTransport(env: ServerEnv = serverEnv()): MailTransport {
  if (env.CONTACT_API_URL) return 'gateway';
  if (env.SMTP_URL && env.MAIL_DOMAIN) return 'smtp';
  return 'none';
}

/**
 * The channels this configuration can deliver on now (mail needs a transport). A preview delivers
 * every request, service calls too, as mail to PREVIEW_MAILBOX, and nothing without one
 * (docs/requirements.md#previews).
 */
export function deliverableChannels(env: ServerEnv): Channel[] {
  if (isPreview(env)) return env.PREVIEW_MAILBOX && mailTransport(env) !== 'none' ? ['mail', 'service-gateway'] : [];
  return mailTransport(env) === 'none' ? ['service-gateway'] : ['mail', 'service-gateway'];
}

/** What a preview sends instead of a delivery: `[PREVIEW]` before its email subject. */
export function previewDelivery(delivery: Delivery): Delivery {
  return { ...delivery, emailSubject: `[PREVIEW] ${delivery.emailSubject}` };
}

/**
 * How long an instance may hold a request for one attempt before another takes it over: longer
 * than any attempt can last (each outside call is bounded by UPSTREAM_TIMEOUT_MS).
 */
export function leaseMs(env: ServerEnv): number {
  return Math.max(120_000, 3 * env.UPSTREAM_TIMEOUT_MS);
}

/**
 * Tries one delivery of a request claimed by this instance (state `sending`) and records the result:
 * sent; pending with its next attempt; failed after the last one; or `unknown` for a service call
 * the gateway may have received (a second one would dispatch a technician twice).
 * Every entry logged during the attempt names the request (its reference and kind).
 * @returns the request's state after the attempt
 * @throws only what is not an UpstreamError (a bug, or the store itself failing)
 */
export function attemptDelivery(
  row: RequestRow,
  env: ServerEnv,
  now: () => Date = () => new Date(),
  elsewhere?: MailRoute,
): Promise<'sent' | 'pending' | 'failed' | 'unknown'> {
  return withLogFields({ reference: row.reference, kind: row.kind }, () => attempt(row, env, now, elsewhere));
}

/**
 * Where a person sends a request instead of its own way (the staff side's "Send to another
 * mailbox"): by mail, whatever its channel, to `mailbox` (an alias or, with SMTP, an address),
 * through `transport` (default: the configured one).
 */
export interface MailRoute {
  mailbox: string;
  transport?: Exclude<MailTransport, 'none'>;
}

async function attempt(
  row: RequestRow,
  env: ServerEnv,
  now: () => Date,
  elsewhere: MailRoute | undefined,
): Promise<'sent' | 'pending' | 'failed' | 'unknown'> {
  const db = await database(env);
  if (!row.delivery) {
    await markNotSent(db, row.id, { error: 'nothing to deliver: the personal fields were deleted' });
    return 'failed';
  }
  const delivery: Delivery = { ...row.delivery, reference: row.reference };
  try {
    const sentWith = elsewhere
      ? `${await sendMail(delivery, env, elsewhere.mailbox, elsewhere.transport)} to ${elsewhere.mailbox}`
      : await send(row.channel, delivery, row.serviceRequest ?? undefined, env);
    const at = now();
    await markSent(db, row.id, sentWith, at);
    await recordAttempt(db, { requestId: row.id, at, via: sentWith, outcome: 'sent' });
    return 'sent';
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    const sentOn = isPreview(env) || elsewhere ? 'mail' : row.channel;
    const at = now();
    const outcome = await recordFailure(db, row, error, at, sentOn);
    await recordAttempt(db, {
      requestId: row.id,
      at,
      via: elsewhere ? `mail to ${elsewhere.mailbox}` : sentOn,
      outcome,
      error: `${error.upstream}: ${error.message}`,
    });
    return outcome;
  }
}

async function send(channel: Channel, delivery: Delivery, serviceRequest: ServiceRequestBody | undefined, env: ServerEnv): Promise<string> {
  if (isPreview(env)) {
    if (!env.PREVIEW_MAILBOX)
      throw new UpstreamError('mail', 'a preview delivers only to PREVIEW_MAILBOX, which is not set', false, undefined, true);
    return `${await sendMail(previewDelivery(delivery), env, env.PREVIEW_MAILBOX)} to the preview mailbox`;
  }
  if (channel === 'service-gateway') {
    if (!env.SCGW_URL || !env.SCGW_API_KEY || !serviceRequest) {
      throw new UpstreamError('service gateway', 'not configured (SCGW_URL, SCGW_API_KEY)', false, undefined, true);
    }
    await createServiceRequest({ url: env.SCGW_URL, apiKey: env.SCGW_API_KEY, timeoutMs: env.UPSTREAM_TIMEOUT_MS }, serviceRequest);
    return 'service gateway';
  }
  return sendMail(delivery, env);
}

/**
 * Mails a delivery through the configured transport (or `transport`), to its mailbox or to
 * `mailbox` (an alias or, with SMTP, an address).
 * @returns the transport used
 * @throws UpstreamError when it fails or the transport is not configured
 */
export async function sendMail(
  delivery: Delivery,
  env: ServerEnv,
  mailbox: string = delivery.mailbox,
  transport: MailTransport = mailTransport(env),
): Promise<MailTransport> {
  if (transport === 'gateway' && env.CONTACT_API_URL) {
    await sendToContactGateway(env.CONTACT_API_URL, delivery, env.UPSTREAM_TIMEOUT_MS, mailbox);
  } else if (transport === 'smtp' && env.SMTP_URL && env.MAIL_DOMAIN) {
    const to = mailbox.includes('@') ? mailbox : `${mailbox}@${env.MAIL_DOMAIN}`;
    await sendBySmtp({ url: env.SMTP_URL, domain: env.MAIL_DOMAIN, from: env.MAIL_FROM, timeoutMs: env.UPSTREAM_TIMEOUT_MS, to }, delivery);
  } else {
    throw new UpstreamError(
      'mail',
      transport === 'none'
        ? 'no mail transport is configured (CONTACT_API_URL, or SMTP_URL and MAIL_DOMAIN)'
        : `the ${transport === 'smtp' ? 'SMTP server (SMTP_URL and MAIL_DOMAIN)' : 'mail gateway (CONTACT_API_URL)'} is not configured`,
      false,
      undefined,
      true,
    );
  }
  return transport;
}

async function recordFailure(db: Database, row: RequestRow, error: UpstreamError, now: Date, sentOn: Channel) {
  const message = `${error.upstream}: ${error.message}`;
  if (sentOn === 'service-gateway' && error.outcomeUnknown) {
    log.error(
      { err: error },
      `Request ${row.reference}: the service gateway may have received it (${message}); not sent again, check it by hand`,
    );
    await markNotSent(db, row.id, { error: message, state: 'unknown' });
    return 'unknown';
  }
  // A request a person sent on (held for a check, or failed) gets its 3 days from then, whenever it came in.
  const windowFrom = (await lastSentOnByHand(db, row.id)) ?? row.receivedAt;
  const next = nextAttemptAt(row.attempts + 1, windowFrom, now);
  if (!next) {
    log.error({ err: error }, `Request ${row.reference} could not be delivered within 3 days and is marked failed: ${message}`);
    await markNotSent(db, row.id, { error: message, state: 'failed' });
    return 'failed';
  }
  log.warn({ err: error }, `Request ${row.reference} not delivered (${message}); next attempt at ${next.toISOString()}`);
  await markNotSent(db, row.id, { error: message, nextAttemptAt: next });
  return 'pending';
}
