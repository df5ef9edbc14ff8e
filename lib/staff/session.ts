import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { HttpError } from '@/lib/api/http';
import { serverEnv, type ServerEnv } from '@/lib/config/server';
import { database } from '@/lib/store/db';
import { endSessionsOfRemoved } from '@/lib/store/staff-sign-in';
import { FRESH_SECONDS, SESSION_COOKIE, staffAuth, staffSignInConfigured, type SignedInWith } from './auth';
import { recordStaffEvent } from './events';

/**
 * Who is signed in on the staff side. Every staff page and route handler asks here itself
 * (docs/operations.md#the-staff-side): nothing relies on the proxy or a layout.
 */

/** A signed-in staff member. */
export interface StaffMember {
  email: string;
  userId: string;
  /** A `link` session may only add a passkey ("Your passkeys"); the staff pages' data needs `passkey`. */
  signedInWith: SignedInWith;
  /** Whether the session was opened in the last FRESH_SECONDS, as adding or removing a passkey needs. */
  fresh: boolean;
}

/** Where a person without a session is sent. */
export const SIGN_IN_PAGE = '/staff/sign-in';

/** Where a person signed in by a link is sent: their passkeys, to add one. */
export const PASSKEYS_PAGE = '/staff/passkeys';

/** Whether Better Auth refused a session (its APIError with status 401): ended by the guard of lib/staff/auth.ts. */
function isRefusedSession(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { statusCode?: number }).statusCode === 401;
}

/**
 * The staff member whose session cookie `requestHeaders` carry, or null: no cookie, a session
 * expired or ended. Better Auth's guard (lib/staff/auth.ts) runs on this lookup too: it ends the
 * session of an address taken out of STAFF_EMAILS or idle for IDLE_SECONDS, and records the
 * request as the session's last.
 */
export async function staffMemberOf(requestHeaders: Headers, env: ServerEnv = serverEnv()): Promise<StaffMember | null> {
  // Without the cookie there is no session to look up: no store query for a signed-out visit.
  if (!staffSignInConfigured(env) || !(requestHeaders.get('cookie') ?? '').includes(`${SESSION_COOKIE}=`)) return null;
  const auth = await staffAuth(env);
  const found = await auth.api.getSession({ headers: requestHeaders }).catch((error: unknown) => {
    if (isRefusedSession(error)) return null;
    throw error;
  });
  if (!found) return null;
  return {
    email: found.user.email,
    userId: found.user.id,
    signedInWith: found.session.signedInWith === 'passkey' ? 'passkey' : 'link',
    fresh: Date.now() - new Date(found.session.createdAt).getTime() < FRESH_SECONDS * 1000,
  };
}

/**
 * The staff member of the page being rendered, signed in with a passkey; one signed in by a link
 * is sent to add a passkey, anyone else to the sign-in page.
 * @param back the page to return to after signing in (a path of /staff)
 */
export async function requireStaffPage(back = '/staff'): Promise<StaffMember> {
  const member = await staffMemberOf(await headers());
  if (!member) redirect(`${SIGN_IN_PAGE}?back=${encodeURIComponent(back)}`);
  if (member.signedInWith !== 'passkey') redirect(PASSKEYS_PAGE);
  return member;
}

/** The staff member of the "Your passkeys" page: any session, a link's included; anyone else goes to sign in. */
export async function requireSignedInPage(back: string): Promise<StaffMember> {
  const member = await staffMemberOf(await headers());
  if (!member) redirect(`${SIGN_IN_PAGE}?back=${encodeURIComponent(back)}`);
  return member;
}

/**
 * The staff member of a route handler's request.
 * @param anySession accept a session opened by a link (signing out); otherwise a passkey's only
 * @throws HttpError 401 without a staff session, or with a link's where a passkey's is needed
 */
export async function requireStaffRequest(request: Request, anySession = false): Promise<StaffMember> {
  const member = await staffMemberOf(request.headers);
  if (!member || (!anySession && member.signedInWith !== 'passkey')) throw new HttpError(401, 'Sign in with your passkey first.');
  return member;
}

/**
 * Ends, as the server starts, every session of an address no longer in STAFF_EMAILS (all of them
 * when it is empty), each recorded as a security event: a person removed is signed out before
 * their next request, not at it.
 * @returns how many addresses had sessions ended
 */
export async function endSessionsOfRemovedStaff(env: ServerEnv = serverEnv()): Promise<number> {
  const db = await database(env);
  const removed = await endSessionsOfRemoved(db, env.STAFF_EMAILS);
  for (const email of removed)
    await recordStaffEvent(db, { event: 'session-ended-removed', outcome: 'ok', staffEmail: email, detail: 'at start' });
  return removed.length;
}
