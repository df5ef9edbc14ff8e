import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { HttpError } from '@/lib/api/http';
import { serverEnv, type ServerEnv } from '@/lib/env';
import { database } from '@/lib/store/db';
import { endSessionsOf } from '@/lib/store/staff';
import { isStaffEmail, SESSION_COOKIE, staffAuth, staffSignInConfigured } from './auth';

/**
 * Who is signed in on the staff side. Every staff page and route handler asks here itself
 * (docs/operations.md#the-staff-side): nothing relies on the proxy or a layout.
 */

/** A signed-in staff member. */
export interface StaffMember {
  email: string;
  userId: string;
}

/** Where a person without a session is sent. */
export const SIGN_IN_PAGE = '/staff/sign-in';

/**
 * The staff member whose session cookie `requestHeaders` carry, or null: no cookie, a session
 * expired or ended, or an address taken out of STAFF_EMAILS (whose sessions are all ended here).
 */
export async function staffMemberOf(requestHeaders: Headers, env: ServerEnv = serverEnv()): Promise<StaffMember | null> {
  // Without the cookie there is no session to look up: no store query for a signed-out visit.
  if (!staffSignInConfigured(env) || !(requestHeaders.get('cookie') ?? '').includes(`${SESSION_COOKIE}=`)) return null;
  const auth = await staffAuth(env);
  const session = await auth.api.getSession({ headers: requestHeaders });
  if (!session) return null;
  if (!isStaffEmail(session.user.email, env)) {
    await endSessionsOf(await database(env), session.user.email);
    return null;
  }
  return { email: session.user.email, userId: session.user.id };
}

/**
 * The signed-in staff member of the page being rendered, or a redirect to the sign-in page.
 * @param back the page to return to after signing in (a path of /staff)
 */
export async function requireStaffPage(back = '/staff'): Promise<StaffMember> {
  const member = await staffMemberOf(await headers());
  if (!member) redirect(`${SIGN_IN_PAGE}?back=${encodeURIComponent(back)}`);
  return member;
}

/**
 * The signed-in staff member of a route handler's request.
 * @throws HttpError 401 without a staff session
 */
export async function requireStaffRequest(request: Request): Promise<StaffMember> {
  const member = await staffMemberOf(request.headers);
  if (!member) throw new HttpError(401, 'Sign in first.');
  return member;
}
