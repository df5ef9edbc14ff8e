import 'server-only';
import { and, asc, count, eq, inArray, isNull, lt, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Delivery, MeterRecord } from '@/lib/delivery/types';
import type { ServiceRequestBody } from '@/lib/upstream/service-gateway';
import type { Database } from './db';
import { requests, type Channel, type RequestRow, type RequestState } from './schema';

/**
 * The request queue (docs/requirements.md#nothing-lost): every accepted request is a row, claimed
 * by one instance at a time for each delivery attempt. Claims use `FOR UPDATE SKIP LOCKED` and a
 * lease, so two instances never try one request at once, and a crashed attempt is taken over.
 */

export interface NewRequest {
  reference: string;
  delivery: Delivery;
  channel: Channel;
  serviceRequest?: ServiceRequestBody;
  /** One request per key: a second insert with the same key adds nothing (a paid order's notification). */
  dedupeKey?: string;
  /**
   * `sending` (tried at once, leased until `leaseUntil`), `pending` (left to the worker), `kept` (no
   * transport for its channel yet) or `held`.
   */
  state: Extract<RequestState, 'sending' | 'pending' | 'kept' | 'held'>;
  leaseUntil?: Date;
  now: Date;
}

/**
 * Commits a new request.
 * @returns the row; for a dedupeKey already used, the existing row, with `created` false
 * @throws the database's unique violation when the reference is taken (the caller draws another)
 */
export async function insertRequest(db: Database, input: NewRequest): Promise<{ row: RequestRow; created: boolean }> {
  const [row] = await db
    .insert(requests)
    .values({
      reference: input.reference,
      dedupeKey: input.dedupeKey,
      kind: input.delivery.kind,
      channel: input.channel,
      state: input.state,
      delivery: input.delivery,
      serviceRequest: input.serviceRequest,
      receivedAt: input.now,
      nextAttemptAt: input.now,
      leaseUntil: input.leaseUntil,
    })
    .onConflictDoNothing({ target: requests.dedupeKey })
    .returning();
  if (row) return { row, created: true };
  const [existing] = await db.select().from(requests).where(eq(requests.dedupeKey, input.dedupeKey!));
  return { row: existing, created: false };
}

/** Records a successful attempt of a claimed request. */
export async function markSent(db: Database, id: string, sentWith: string, now: Date): Promise<void> {
  await db
    .update(requests)
    .set({ state: 'sent', sentAt: now, sentWith, attempts: sql`${requests.attempts} + 1`, leaseUntil: null, lastError: null })
    .where(and(eq(requests.id, id), eq(requests.state, 'sending')));
}

/**
 * Records a failed attempt of a claimed request: pending until `nextAttemptAt`, or `failed` /
 * `unknown` (no automatic attempt any more) when it is undefined.
 */
export async function markNotSent(
  db: Database,
  id: string,
  outcome: { error: string; nextAttemptAt?: Date; state?: 'failed' | 'unknown' },
): Promise<void> {
  await db
    .update(requests)
    .set({
      state: outcome.nextAttemptAt ? 'pending' : (outcome.state ?? 'failed'),
      ...(outcome.nextAttemptAt ? { nextAttemptAt: outcome.nextAttemptAt } : {}),
      attempts: sql`${requests.attempts} + 1`,
      leaseUntil: null,
      lastError: outcome.error,
    })
    .where(and(eq(requests.id, id), eq(requests.state, 'sending')));
}

/**
 * Gives up the attempts whose lease ran out on channels where sending twice would do harm: the
 * instance died after sending, so nobody knows whether it arrived; a person checks.
 * @returns how many were marked `unknown`
 */
export async function markExpiredLeasesUnknown(db: Database, channels: Channel[], now: Date): Promise<number> {
  if (channels.length === 0) return 0;
  const rows = await db
    .update(requests)
    .set({ state: 'unknown', leaseUntil: null, lastError: 'the attempt was interrupted after sending; check whether it arrived' })
    .where(and(eq(requests.state, 'sending'), lt(requests.leaseUntil, now), inArray(requests.channel, channels)))
    .returning({ id: requests.id });
  return rows.length;
}

/**
 * Claims up to `limit` requests of `channels` for an attempt: pending ones that are due (every
 * pending and failed one with `force`), kept ones (their channel is deliverable now: a transport
 * was configured since), and those whose attempt's lease ran out. Each is leased to the caller
 * until `leaseUntil`; another instance skips it meanwhile.
 * @param options.channels the channels the caller can deliver on now (deliverableChannels)
 * @param options.exclude ids not to claim (those a forced pass already tried)
 */
export async function claimDue(
  db: Database,
  options: { channels: Channel[]; now: Date; leaseUntil: Date; limit: number; force?: boolean; exclude?: string[] },
): Promise<RequestRow[]> {
  if (options.channels.length === 0) return [];
  const { now } = options;
  const waiting = options.force
    ? inArray(requests.state, ['pending', 'failed', 'kept'])
    : or(and(eq(requests.state, 'pending'), lte(requests.nextAttemptAt, now)), eq(requests.state, 'kept'));
  const due = db
    .select({ id: requests.id })
    .from(requests)
    .where(
      and(
        inArray(requests.channel, options.channels),
        or(waiting, and(eq(requests.state, 'sending'), lt(requests.leaseUntil, now))),
        options.exclude?.length ? notInArray(requests.id, options.exclude) : undefined,
      ),
    )
    .orderBy(asc(requests.nextAttemptAt))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db.update(requests).set({ state: 'sending', leaseUntil: options.leaseUntil }).where(inArray(requests.id, due)).returning();
}

/**
 * Deletes the personal fields (the delivery and the service gateway's body) of the requests
 * delivered before `sentBefore`; the row, its reference and its state stay.
 * @returns how many were cleared
 */
export async function purgeDelivered(db: Database, sentBefore: Date, now: Date): Promise<number> {
  const rows = await db
    .update(requests)
    .set({ delivery: null, serviceRequest: null, purgedAt: now })
    .where(and(eq(requests.state, 'sent'), lt(requests.sentAt, sentBefore), isNull(requests.purgedAt)))
    .returning({ id: requests.id });
  return rows.length;
}

/** How many requests are in each state. */
export async function countByState(db: Database): Promise<Partial<Record<RequestState, number>>> {
  const rows = await db.select({ state: requests.state, n: count() }).from(requests).groupBy(requests.state);
  return Object.fromEntries(rows.map((r) => [r.state, Number(r.n)]));
}

/** The requests not delivered yet (every state but sent and held), oldest first. */
export async function listUndelivered(db: Database, limit = 50): Promise<RequestRow[]> {
  return db
    .select()
    .from(requests)
    .where(and(ne(requests.state, 'sent'), ne(requests.state, 'held')))
    .orderBy(asc(requests.receivedAt))
    .limit(limit);
}

/** One request by its reference. */
export async function findByReference(db: Database, reference: string): Promise<RequestRow | undefined> {
  const [row] = await db.select().from(requests).where(eq(requests.reference, reference));
  return row;
}

/**
 * A person's decision on a request that is `unknown` or `failed`: send it again (pending, due now),
 * or record that it arrived after all (sent, by hand).
 * @returns whether the request was in one of those states
 */
export async function resolveByHand(db: Database, reference: string, decision: 'resend' | 'arrived', now: Date): Promise<boolean> {
  const rows = await db
    .update(requests)
    .set(decision === 'resend' ? { state: 'pending', nextAttemptAt: now } : { state: 'sent', sentAt: now, sentWith: 'by hand' })
    .where(and(eq(requests.reference, reference), inArray(requests.state, ['unknown', 'failed'])))
    .returning({ id: requests.id });
  return rows.length > 0;
}

/**
 * The meter readings kept for one machine from one email address with reading dates in one month
 * (docs/requirements.md#meter-readings), whatever their delivery state; purged ones have no figures.
 * @param month 'YYYY-MM'
 */
export async function meterReadingsOfMonth(
  db: Database,
  query: { equipmentNumber: string; email: string; month: string },
): Promise<MeterRecord[]> {
  const rows = await db
    .select({ delivery: requests.delivery })
    .from(requests)
    .where(
      and(
        eq(requests.kind, 'meter-reading'),
        sql`${requests.delivery}->'meter'->>'equipmentNumber' = ${query.equipmentNumber}`,
        sql`lower(${requests.delivery}->>'email') = ${query.email.toLowerCase()}`,
        sql`${requests.delivery}->'meter'->>'readingDate' like ${`${query.month}-%`}`,
      ),
    );
  return rows.flatMap((row) => (row.delivery?.meter ? [row.delivery.meter] : []));
}
