import 'server-only';
import { deploymentStage } from '@/lib/config/deployment';
import { serverEnv, type ServerEnv } from '@/lib/config/server';
import { addLogFields } from '@/lib/log';
import type { Delivery, ServiceRequestBody } from '@/lib/requests/types';
import { database } from '@/lib/store/db';
import { insertRequest, isHeldForCheck, releaseDedupeKey } from '@/lib/store/request-queue';
import type { Channel, RequestRow } from '@/lib/store/schema';
import { attemptDelivery, deliverableChannels, leaseMs } from './attempt';
import { newReference } from './reference';

/**
 * Requests on their way to the shop (docs/requirements.md#nothing-lost): each is committed to the
 * store first, then its first delivery is tried at once (lib/delivery/attempt.ts); one that fails
 * stays pending and is tried again by the worker (lib/delivery/worker.ts) with backoff.
 */

/** What a request to deliver holds besides the delivery itself. */
export interface RequestToDeliver {
  delivery: Delivery;
  /** Default `mail`. */
  channel?: Channel;
  /** The service gateway's body, for the `service-gateway` channel. */
  serviceRequest?: ServiceRequestBody;
  /** One request per key (see insertRequest). */
  dedupeKey?: string;
  /**
   * With a dedupeKey: the key stands for this long only (ms), so the same text sent again later is
   * a new request; without it, for ever (a paid order's notification).
   */
  dedupeWindowMs?: number;
  /**
   * Kept `held` and not delivered until a person on the staff side sends it on: a form sent without
   * JavaScript, so without a spam-check token (docs/requirements.md#forms-without-javascript).
   */
  holdForCheck?: boolean;
}

/**
 * What the visitor is told (docs/requirements.md#nothing-lost): `sent` (reached the shop), `queued`
 * (not sent yet, kept and tried again), `kept` (kept in the store for the shop's staff: no transport
 * is configured for its channel), `unknown` (may not have arrived; the shop checks), `held` (kept
 * only: a test), `review` (held until a person checks it and sends it on).
 */
export interface Submission {
  reference: string;
  outcome: 'sent' | 'queued' | 'kept' | 'unknown' | 'held' | 'review';
}

/** What the visitor is told of a request stored before, as it stands now. */
function outcomeOf(row: RequestRow): Submission['outcome'] {
  if (row.state === 'held') return isHeldForCheck(row) ? 'review' : 'held';
  return row.state === 'sent' || row.state === 'kept' ? row.state : 'queued';
}

/** Postgres's unique_violation: a drawn reference was taken. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

/**
 * Accepts a request: commits it to the store, then tries its first delivery at once; a held one
 * stays held, and one whose channel has no transport configured is stored `kept` and answered so
 * (docs/requirements.md#nothing-lost), for the worker to deliver once a transport is configured.
 * @returns its reference and what the visitor is told
 * @throws the store's error when the request could not be committed (the visitor hears it was not
 *   sent: nothing was kept)
 */
export async function submitRequest(request: RequestToDeliver, env: ServerEnv = serverEnv()): Promise<Submission> {
  const db = await database(env);
  const channel = request.channel ?? 'mail';
  const held = channel === 'hold' || request.holdForCheck === true;
  const deliverable = !held && deliverableChannels(env).includes(channel);
  const now = new Date();
  if (request.dedupeKey && request.dedupeWindowMs) {
    await releaseDedupeKey(db, request.dedupeKey, new Date(now.getTime() - request.dedupeWindowMs));
  }
  let inserted: Awaited<ReturnType<typeof insertRequest>> | undefined;
  for (let tries = 0; !inserted; tries += 1) {
    try {
      inserted = await insertRequest(db, {
        reference: newReference(now),
        stage: deploymentStage(env),
        delivery: request.delivery,
        channel,
        serviceRequest: request.serviceRequest,
        dedupeKey: request.dedupeKey,
        state: held ? 'held' : deliverable ? 'sending' : 'kept',
        leaseUntil: deliverable ? new Date(now.getTime() + leaseMs(env)) : undefined,
        now,
      });
    } catch (error) {
      if (!isUniqueViolation(error) || tries >= 5) throw error;
    }
  }
  const { row, created } = inserted;
  // Committed: from here on, what the route handler logs about this request names it.
  addLogFields({ reference: row.reference, kind: row.kind });
  if (!created) return { reference: row.reference, outcome: outcomeOf(row) };
  if (channel === 'hold') return { reference: row.reference, outcome: 'held' };
  if (held) return { reference: row.reference, outcome: 'review' };
  // No transport: it waits in the store for the shop's staff, and the visitor hears that, not "sent".
  if (!deliverable) return { reference: row.reference, outcome: 'kept' };
  const state = await attemptDelivery(row, env);
  return { reference: row.reference, outcome: state === 'sent' ? 'sent' : state === 'unknown' ? 'unknown' : 'queued' };
}
