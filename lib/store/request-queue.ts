import 'server-only';
import { and, asc, count, eq, inArray, isNull, lt, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { DeploymentStage } from '@/lib/config/deployment';
import type { Delivery, MeterRecord, ServiceRequestBody } from '@/lib/requests/types';
import type { Database } from './db';
import { deliveryAttempts as deliveryAttemptsTable, requests, type Channel, type RequestRow, type RequestState } from './schema';

/**
 * The request queue (docs/requirements.md#nothing-lost): every accepted request is a row, claimed
 * by one instance at a time for each delivery attempt. Claims use `FOR UPDATE SKIP LOCKED` and a
 * lease, so two instances never try one request at once, and a crashed attempt is taken over.
 * Each row carries the deployment stage that wrote it, and every query that picks rows to act on
 * takes the caller's stage: a preview on production's database never touches production's
 * requests, nor the other way round (docs/requirements.md#previews, rule 6).
 */

export interface NewRequest {
  reference: string;
  /** The deployment stage accepting it (deploymentStage): only that stage delivers it. */
  stage: DeploymentStage;
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
 * Whether a request waits for a person to check it and send it on: sent from a form without
 * JavaScript, so without the spam check, and kept `held` on its own channel
 * (docs/requirements.md#forms-without-javascript). A test service call is held too, on the
 * `hold` channel, but is kept only and never sent.
 * @param row the request's state and channel
 * @returns true for a held request on a channel that delivers (mail, service gateway)
 */
export function isHeldForCheck(row: Pick<RequestRow, 'state' | 'channel'>): boolean {
  return row.state === 'held' && row.channel !== 'hold';
}

/** isHeldForCheck in SQL, for the queries that pick the requests a person acts on. */
export const heldForCheck = and(eq(requests.state, 'held'), ne(requests.channel, 'hold'))!;

/** SQL: a request not delivered yet, a person's check ones included: every state but sent, and but a held test call (channel `hold`). */
const notDelivered = or(notInArray(requests.state, ['sent', 'held']), heldForCheck)!;

/**
 * Frees a dedupe key whose request was received before `receivedBefore`, so that a request with the
 * same key made after the key's window is a new one (the old request keeps everything else).
 */
export async function releaseDedupeKey(db: Database, dedupeKey: string, receivedBefore: Date): Promise<void> {
  await db
    .update(requests)
    .set({ dedupeKey: null })
    .where(and(eq(requests.dedupeKey, dedupeKey), lt(requests.receivedAt, receivedBefore)));
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
      stage: input.stage,
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

/** Adds an attempt to a request's history (the staff side's request page lists them). */
export async function recordAttempt(db: Database, attempt: typeof deliveryAttemptsTable.$inferInsert): Promise<void> {
  await db.insert(deliveryAttemptsTable).values(attempt);
}

/** A request's delivery attempts, oldest first. */
export async function deliveryAttempts(db: Database, requestId: string): Promise<(typeof deliveryAttemptsTable.$inferSelect)[]> {
  return db
    .select()
    .from(deliveryAttemptsTable)
    .where(eq(deliveryAttemptsTable.requestId, requestId))
    .orderBy(asc(deliveryAttemptsTable.at));
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
 * Gives up the attempts of `stage` whose lease ran out on channels where sending twice would do
 * harm: the instance died after sending, so nobody knows whether it arrived; a person checks.
 * @returns how many were marked `unknown`
 */
export async function markExpiredLeasesUnknown(db: Database, stage: DeploymentStage, channels: Channel[], now: Date): Promise<number> {
  if (channels.length === 0) return 0;
  const rows = await db
    .update(requests)
    .set({ state: 'unknown', leaseUntil: null, lastError: 'the attempt was interrupted after sending; check whether it arrived' })
    .where(and(eq(requests.stage, stage), eq(requests.state, 'sending'), lt(requests.leaseUntil, now), inArray(requests.channel, channels)))
    .returning({ id: requests.id });
  return rows.length;
}

/**
 * Claims up to `limit` requests of the caller's stage on `channels` for an attempt: pending ones
 * that are due (every pending and failed one with `force`), kept ones (their channel is deliverable now: a transport
 * was configured since), and those whose attempt's lease ran out. Each is leased to the caller
 * until `leaseUntil`; another instance skips it meanwhile.
 * @param options.stage the caller's deployment stage: no other stage's request is claimed
 * @param options.channels the channels the caller can deliver on now (deliverableChannels)
 * @param options.exclude ids not to claim (those a forced pass already tried)
 */
export async function claimDue(
  db: Database,
  options: {
    stage: DeploymentStage;
    channels: Channel[];
    now: Date;
    leaseUntil: Date;
    limit: number;
    force?: boolean;
    exclude?: string[];
  },
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
        eq(requests.stage, options.stage),
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
 * Deletes the personal fields (the delivery and the service gateway's body) of `stage`'s requests
 * delivered before `sentBefore` (docs/requirements.md#nothing-lost, rule 6); the row, its
 * reference, its state and its dates stay.
 * @returns how many were cleared
 */
export async function purgeDelivered(db: Database, stage: DeploymentStage, sentBefore: Date, now: Date): Promise<number> {
  return clearPersonalFields(db, stage, [eq(requests.state, 'sent'), lt(requests.sentAt, sentBefore)], now);
}

/**
 * Deletes the personal fields of `stage`'s held requests (test service calls, kept only) received
 * before `receivedBefore` (docs/requirements.md#nothing-lost, rule 6); the row stays, held.
 * @returns how many were cleared
 */
export async function purgeHeld(db: Database, stage: DeploymentStage, receivedBefore: Date, now: Date): Promise<number> {
  return clearPersonalFields(db, stage, [eq(requests.state, 'held'), lt(requests.receivedAt, receivedBefore)], now);
}

/** Clears what a visitor typed from the rows of `stage` that match `which`, unless a purge cleared them already. */
async function clearPersonalFields(db: Database, stage: DeploymentStage, which: SQL[], now: Date): Promise<number> {
  const rows = await db
    .update(requests)
    .set({ delivery: null, serviceRequest: null, purgedAt: now })
    .where(and(eq(requests.stage, stage), ...which, isNull(requests.purgedAt)))
    .returning({ id: requests.id });
  return rows.length;
}

/** How many of `stage`'s requests are in each state. */
export async function countByState(db: Database, stage: DeploymentStage): Promise<Partial<Record<RequestState, number>>> {
  const rows = await db
    .select({ state: requests.state, n: count() })
    .from(requests)
    .where(eq(requests.stage, stage))
    .groupBy(requests.state);
  return Object.fromEntries(rows.map((r) => [r.state, Number(r.n)]));
}

/** What the store holds of one other stage: its requests, and how many of them are not delivered. */
export interface OtherStageCount {
  stage: DeploymentStage;
  requests: number;
  /** Those not delivered yet, as listUndelivered counts them. */
  undelivered: number;
}

/**
 * The requests of every stage but `stage` in the store: rows `stage` never acts on, which only
 * get there when two stages share one database (docs/requirements.md#previews, rule 6).
 * @returns one count per other stage with any request, none when the store is `stage`'s alone
 */
export async function countOtherStages(db: Database, stage: DeploymentStage): Promise<OtherStageCount[]> {
  const rows = await db
    .select({
      stage: requests.stage,
      requests: count(),
      undelivered: count(sql`case when ${notDelivered} then 1 end`),
    })
    .from(requests)
    .where(ne(requests.stage, stage))
    .groupBy(requests.stage)
    .orderBy(asc(requests.stage));
  return rows.map((row) => ({ stage: row.stage, requests: Number(row.requests), undelivered: Number(row.undelivered) }));
}

/**
 * `stage`'s requests not delivered yet, oldest first: every state but sent, those held for a
 * person's check included (`heldForCheck`), held test calls left out.
 */
export async function listUndelivered(db: Database, stage: DeploymentStage, limit = 50): Promise<RequestRow[]> {
  return db
    .select()
    .from(requests)
    .where(and(eq(requests.stage, stage), notDelivered))
    .orderBy(asc(requests.receivedAt))
    .limit(limit);
}

/**
 * A person's decision on a request of `stage` that is `unknown` or `failed`: send it again
 * (pending, due now), or record that it arrived after all (sent, by hand).
 * @returns whether the request was one of `stage`'s in one of those states
 */
export async function resolveByHand(
  db: Database,
  stage: DeploymentStage,
  reference: string,
  decision: 'resend' | 'arrived',
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(requests)
    .set(decision === 'resend' ? { state: 'pending', nextAttemptAt: now } : { state: 'sent', sentAt: now, sentWith: 'by hand' })
    .where(and(eq(requests.stage, stage), eq(requests.reference, reference), inArray(requests.state, ['unknown', 'failed'])))
    .returning({ id: requests.id });
  return rows.length > 0;
}

/**
 * The meter readings of one stage kept for one machine from one email address with reading dates in one month
 * (docs/requirements.md#meter-readings), whatever their delivery state; purged ones have no figures.
 * @param month 'YYYY-MM'
 */
export async function meterReadingsOfMonth(
  db: Database,
  query: { stage: DeploymentStage; equipmentNumber: string; email: string; month: string },
): Promise<MeterRecord[]> {
  const rows = await db
    .select({ delivery: requests.delivery })
    .from(requests)
    .where(
      and(
        eq(requests.stage, query.stage),
        eq(requests.kind, 'meter-reading'),
        sql`${requests.delivery}->'meter'->>'equipmentNumber' = ${query.equipmentNumber}`,
        sql`lower(${requests.delivery}->>'email') = ${query.email.toLowerCase()}`,
        sql`${requests.delivery}->'meter'->>'readingDate' like ${`${query.month}-%`}`,
      ),
    );
  return rows.flatMap((row) => (row.delivery?.meter ? [row.delivery.meter] : []));
}
