import 'server-only';
import { and, asc, desc, eq, gte, ilike, inArray, lt, max, or, sql, type SQL } from 'drizzle-orm';
import type { DeploymentStage } from '@/lib/config/deployment';
import type { Delivery } from '@/lib/requests/types';
import type { Database } from './db';
import { heldForCheck } from './request-queue';
import { orders, requests, staffActions, staffSessions, staffUsers, type RequestRow, type RequestState } from './schema';

/**
 * What the staff pages read and write in the store (docs/operations.md#the-staff-side): the
 * requests of the server's own stage, one request's actions, the orders and the meter readings.
 */

/** The filters of the requests list; each is optional. */
export interface RequestFilter {
  kind?: Delivery['kind'];
  state?: RequestState;
  /** Received on or after this day, and before `to` (the day after the last one). */
  from?: Date;
  to?: Date;
  /** A reference (R-2611-7Q4K) or part of one, or an email address or part of one, any case. */
  search?: string;
  /** The email subject a request was sent with: which form, for the contact form's variants ('Pickup Request'). */
  emailSubject?: string;
}

/** The SQL `like` pattern that finds `text` anywhere, its own wildcards taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * `stage`'s requests that pass `filter`, newest first.
 * @param limit at most this many (the page shows the first ones and says there are more)
 */
export async function findRequests(db: Database, stage: DeploymentStage, filter: RequestFilter, limit: number): Promise<RequestRow[]> {
  const conditions: (SQL | undefined)[] = [
    eq(requests.stage, stage),
    filter.kind ? eq(requests.kind, filter.kind) : undefined,
    filter.state ? eq(requests.state, filter.state) : undefined,
    filter.from ? gte(requests.receivedAt, filter.from) : undefined,
    filter.to ? lt(requests.receivedAt, filter.to) : undefined,
    filter.emailSubject ? sql`${requests.delivery}->>'emailSubject' = ${filter.emailSubject}` : undefined,
    filter.search
      ? or(ilike(requests.reference, containing(filter.search)), sql`${requests.delivery}->>'email' ilike ${containing(filter.search)}`)
      : undefined,
  ];
  return db
    .select()
    .from(requests)
    .where(and(...conditions))
    .orderBy(desc(requests.receivedAt))
    .limit(limit);
}

/** The email subjects `stage`'s requests were sent with (the forms and the contact form's variants), sorted. */
export async function emailSubjects(db: Database, stage: DeploymentStage): Promise<string[]> {
  const subject = sql<string>`${requests.delivery}->>'emailSubject'`;
  const rows = await db
    .selectDistinct({ subject })
    .from(requests)
    .where(and(eq(requests.stage, stage), sql`${subject} is not null`))
    .orderBy(subject);
  return rows.map((row) => row.subject);
}

/** One of `stage`'s requests by its reference (any case), or undefined. */
export async function findRequestByReference(db: Database, stage: DeploymentStage, reference: string): Promise<RequestRow | undefined> {
  const [row] = await db
    .select()
    .from(requests)
    .where(and(eq(requests.stage, stage), eq(requests.reference, reference.toUpperCase())));
  return row;
}

/** A staff action as its request's page lists it. */
export type StaffActionRow = typeof staffActions.$inferSelect;

/** Records what a staff member did to a request (the audit log). */
export async function recordStaffAction(
  db: Database,
  action: { requestId: string; staffEmail: string; action: 'resend' | 'arrived' | 'redirect'; detail?: string; at: Date },
): Promise<void> {
  await db.insert(staffActions).values(action);
}

/**
 * When a person last sent a request on (`resend` or `redirect`): its retries count their 3 days
 * from then (lib/delivery/backoff.ts).
 * @returns the time, or undefined when nobody has
 */
export async function lastSentOnByHand(db: Database, requestId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: max(staffActions.at) })
    .from(staffActions)
    .where(and(eq(staffActions.requestId, requestId), inArray(staffActions.action, ['resend', 'redirect'])));
  return row?.at ?? undefined;
}

/** A request's audit log, oldest first. */
export async function staffActionsOf(db: Database, requestId: string): Promise<StaffActionRow[]> {
  return db.select().from(staffActions).where(eq(staffActions.requestId, requestId)).orderBy(asc(staffActions.at));
}

/**
 * Claims one of `stage`'s requests for an attempt a person asked for now, as the worker's claimDue
 * does (state `sending`, leased): another instance leaves it alone. It must be pending, failed, or
 * held for a person to check it (on a channel that delivers: docs/requirements.md#forms-without-javascript);
 * never a test call held on the `hold` channel, which is kept only.
 * @returns the claimed row, or undefined when it is in another state (sent meanwhile, say)
 */
export async function claimForResend(db: Database, stage: DeploymentStage, id: string, leaseUntil: Date): Promise<RequestRow | undefined> {
  const [row] = await db
    .update(requests)
    .set({
      state: 'sending',
      leaseUntil,
      // The staff alert that listed a held request asked for a check; if sending it on fails for
      // good, that is news, so it may be listed again (lib/staff/alerts.ts).
      alertedAt: sql`case when ${requests.state} = 'held' then null else ${requests.alertedAt} end`,
    })
    .where(and(eq(requests.stage, stage), eq(requests.id, id), or(inArray(requests.state, ['pending', 'failed']), heldForCheck)))
    .returning();
  return row;
}

/** `stage`'s sign orders, newest first, with their capture. */
export async function listOrders(db: Database, stage: DeploymentStage, limit: number) {
  return db.select().from(orders).where(eq(orders.stage, stage)).orderBy(desc(orders.createdAt)).limit(limit);
}

/**
 * `stage`'s meter readings with a reading date in `month`, by equipment number then date, with
 * their figures (purged ones have none and are left out).
 * @param month 'YYYY-MM'
 */
export async function meterReadingsIn(db: Database, stage: DeploymentStage, month: string): Promise<RequestRow[]> {
  return db
    .select()
    .from(requests)
    .where(
      and(
        eq(requests.stage, stage),
        eq(requests.kind, 'meter-reading'),
        sql`${requests.delivery}->'meter'->>'readingDate' like ${`${month}-%`}`,
      ),
    )
    .orderBy(
      sql`${requests.delivery}->'meter'->>'equipmentNumber'`,
      sql`${requests.delivery}->'meter'->>'readingDate'`,
      asc(requests.receivedAt),
    );
}

/** Ends every session of the staff member with `email` (signed out everywhere, or no longer in STAFF_EMAILS). */
export async function endSessionsOf(db: Database, email: string): Promise<void> {
  const users = db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, email.toLowerCase()));
  await db.delete(staffSessions).where(inArray(staffSessions.userId, users));
}
