import 'server-only';
import { count, desc, eq, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { Database } from './db';
import { staffActions, staffEvents, staffPasskeys, staffSessions, staffUsers, staffVerifications } from './schema';

/**
 * What the staff side's sign-in keeps beside Better Auth's own reads and writes
 * (docs/operations.md#the-staff-side): a session's last request, a passkey's use and when it may
 * sign in, the security events, and what is purged.
 */

/** A security event as stored (lib/staff/events.ts writes it). */
export type StaffEventRow = typeof staffEvents.$inferSelect;

/** Stores one security event. */
export async function insertStaffEvent(db: Database, event: Omit<typeof staffEvents.$inferInsert, 'id'>): Promise<void> {
  await db.insert(staffEvents).values(event);
}

/** The newest security events about `email`, newest first (at most `limit`). */
export async function staffEventsOf(db: Database, email: string, limit: number): Promise<StaffEventRow[]> {
  return db.select().from(staffEvents).where(eq(staffEvents.staffEmail, email)).orderBy(desc(staffEvents.at)).limit(limit);
}

/**
 * Records a session's request: its `updated_at` becomes `now` when it is older than `everyMs`, so
 * a busy page does not write on every request.
 * @returns false when the session had no request for `idleMs` (it is then deleted: signed out), true otherwise
 */
export async function touchSession(db: Database, sessionId: string, now: Date, idleMs: number, everyMs: number): Promise<boolean> {
  const [session] = await db.select({ updatedAt: staffSessions.updatedAt }).from(staffSessions).where(eq(staffSessions.id, sessionId));
  if (!session) return false;
  const idle = now.getTime() - session.updatedAt.getTime();
  if (idle >= idleMs) {
    await db.delete(staffSessions).where(eq(staffSessions.id, sessionId));
    return false;
  }
  if (idle >= everyMs) await db.update(staffSessions).set({ updatedAt: now }).where(eq(staffSessions.id, sessionId));
  return true;
}

/** A staff member's passkey as the "Your passkeys" page lists it. */
export interface PasskeyListing {
  id: string;
  name: string | null;
  createdAt: Date | null;
  lastUsedAt: Date | null;
  usableFrom: Date | null;
}

/** A staff member's passkeys, oldest first. */
export async function passkeysOf(db: Database, userId: string): Promise<PasskeyListing[]> {
  return db
    .select({
      id: staffPasskeys.id,
      name: staffPasskeys.name,
      createdAt: staffPasskeys.createdAt,
      lastUsedAt: staffPasskeys.lastUsedAt,
      usableFrom: staffPasskeys.usableFrom,
    })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.userId, userId))
    .orderBy(staffPasskeys.createdAt);
}

/** How many passkeys a staff member has. */
export async function passkeyCount(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(staffPasskeys).where(eq(staffPasskeys.userId, userId));
  return row.n;
}

/** The passkey of a WebAuthn credential id, with its owner's address, or undefined. */
export async function passkeyByCredential(db: Database, credentialId: string) {
  const [row] = await db
    .select({ id: staffPasskeys.id, name: staffPasskeys.name, usableFrom: staffPasskeys.usableFrom, email: staffUsers.email })
    .from(staffPasskeys)
    .innerJoin(staffUsers, eq(staffUsers.id, staffPasskeys.userId))
    .where(eq(staffPasskeys.credentialID, credentialId));
  return row;
}

/** Marks a passkey used now. */
export async function markPasskeyUsed(db: Database, id: string, now: Date): Promise<void> {
  await db.update(staffPasskeys).set({ lastUsedAt: now }).where(eq(staffPasskeys.id, id));
}

/** Makes a passkey sign in only from `from`. */
export async function delayPasskey(db: Database, id: string, from: Date): Promise<void> {
  await db.update(staffPasskeys).set({ usableFrom: from }).where(eq(staffPasskeys.id, id));
}

/**
 * Voids every sign-in link still waiting for `email`: Better Auth keeps a link as a verification
 * row whose value is JSON with the address (its magic-link plugin).
 */
export async function voidSignInLinks(db: Database, email: string): Promise<void> {
  await db
    .delete(staffVerifications)
    .where(sql`${staffVerifications.value} like '{%' and lower((${staffVerifications.value})::jsonb->>'email') = ${email.toLowerCase()}`);
}

/**
 * Ends the sessions of every address not in `allowed` (lower case): done as a server starts, so a
 * person taken out of STAFF_EMAILS is signed out everywhere at once.
 * @returns the addresses whose sessions were ended
 */
export async function endSessionsOfRemoved(db: Database, allowed: string[]): Promise<string[]> {
  const removed = db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(allowed.length ? notInArray(staffUsers.email, allowed) : undefined);
  const ended = await db.delete(staffSessions).where(inArray(staffSessions.userId, removed)).returning({ userId: staffSessions.userId });
  if (!ended.length) return [];
  const users = await db
    .select({ email: staffUsers.email })
    .from(staffUsers)
    .where(inArray(staffUsers.id, [...new Set(ended.map((row) => row.userId))]));
  return users.map((user) => user.email);
}

/**
 * Deletes what the staff side keeps no longer (docs/requirements.md, what is kept how long):
 * sessions past their end (with their address and user agent), sign-in values past theirs, and
 * security events and staff actions older than `auditBefore` (STAFF_AUDIT_RETENTION_DAYS).
 */
export async function purgeStaffSignIn(db: Database, now: Date, auditBefore: Date): Promise<void> {
  await db.delete(staffSessions).where(lt(staffSessions.expiresAt, now));
  await db.delete(staffVerifications).where(lt(staffVerifications.expiresAt, now));
  await db.delete(staffEvents).where(lt(staffEvents.at, auditBefore));
  await db.delete(staffActions).where(lt(staffActions.at, auditBefore));
}
