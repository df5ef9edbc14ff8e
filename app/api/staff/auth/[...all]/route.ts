import { createHash } from 'node:crypto';
import { z } from 'zod';
import { clientAddress, handleErrors, HttpError, readJsonBody } from '@/lib/api/http';
import { enforceBudget, enforceRateLimit } from '@/lib/api/rate-limit';
import { serverEnv } from '@/lib/config/server';
import { isStaffEmail, STAFF_AUTH_PATH, staffAuth, staffSignInConfigured } from '@/lib/staff/auth';
import { recordStaffEvent } from '@/lib/staff/events';
import { previewSignInProblem } from '@/lib/staff/preview';
import { database } from '@/lib/store/db';
import { voidSignInLinks } from '@/lib/store/staff-sign-in';

export const dynamic = 'force-dynamic';

/** The rate-limit budget of the staff side's sign-in endpoints (RATE_LIMIT_PER_MINUTE per client). */
const RATE_LIMIT_BUDGET = 'staff-sign-in';

/** Sign-in links one address may be sent in an hour, whoever asks (an inbox is not flooded). */
const LINKS_PER_ADDRESS_PER_HOUR = 5;

/** Better Auth's endpoint that sends a sign-in link. */
const LINK_PATH = `${STAFF_AUTH_PATH}/sign-in/magic-link`;

/** What a request for a link must hold; Better Auth reads the rest. */
const linkRequest = z.object({ email: z.string().trim().min(1).max(254) });

/**
 * Better Auth's own handler, after the site's checks: 404 where staff cannot sign in (no
 * BETTER_AUTH_SECRET or STAFF_EMAILS), every request counted against its client's rate limit,
 * 403 on a preview reached at another address than its SITE_URL or running on production's store
 * (lib/staff/preview.ts), and a POST's body read within the site's limits (lib/api/http.ts
 * readJsonBody).
 */
async function betterAuthHandler(request: Request): Promise<Response> {
  const env = serverEnv();
  if (!staffSignInConfigured(env)) throw new HttpError(404, 'Staff sign-in is not configured on this server');
  await enforceRateLimit(RATE_LIMIT_BUDGET, request);
  const previewProblem = await previewSignInProblem(env, request.headers.get('host'));
  if (previewProblem) throw new HttpError(403, previewProblem);
  const [{ toNextJsHandler }, auth] = await Promise.all([import('better-auth/next-js'), staffAuth()]);
  if (request.method !== 'POST') return toNextJsHandler(auth).GET(request);
  const body = await readJsonBody(request);
  if (new URL(request.url).pathname === LINK_PATH) {
    const refused = await refuseLink(request, body);
    if (refused) return refused;
  }
  const forwarded = new Request(request.url, { method: 'POST', headers: request.headers, body: JSON.stringify(body) });
  return toNextJsHandler(auth).POST(forwarded);
}

/**
 * A request for a sign-in link, before Better Auth sees it: counted against its address's
 * hourly budget (429 over it), older links of the address voided, and for an address not in
 * STAFF_EMAILS the answer Better Auth gives (`{ status: true }`), with no row written and no mail.
 * @returns that answer, or undefined to let Better Auth send the link
 */
async function refuseLink(request: Request, body: unknown): Promise<Response | undefined> {
  const env = serverEnv();
  const parsed = linkRequest.safeParse(body);
  if (!parsed.success) return undefined;
  const email = parsed.data.email.toLowerCase();
  const db = await database(env);
  const address = createHash('sha256').update(email).digest('hex');
  await enforceBudget({ bucket: 'staff-link-address', client: address, windowMs: 3_600_000 }, LINKS_PER_ADDRESS_PER_HOUR);
  const listed = isStaffEmail(email, env);
  await recordStaffEvent(db, {
    event: 'link-requested',
    outcome: listed ? 'ok' : 'not-listed',
    staffEmail: listed ? email : undefined,
    clientAddress: clientAddress(request, env),
  });
  if (!listed) return Response.json({ status: true });
  await voidSignInLinks(db, email);
  return undefined;
}

/**
 * GET /api/staff/auth/* (docs/operations.md#the-staff-side): Better Auth's reads, such as the
 * session, passkey options and the sign-in link's check (`/magic-link/verify`, which signs the
 * person in), each counted against its client's rate limit (429).
 */
export async function GET(request: Request) {
  return handleErrors(request, () => betterAuthHandler(request));
}

/**
 * POST /api/staff/auth/*: Better Auth's sign-in (a link by email, a passkey), passkey
 * registration and sign-out, each counted against its client's rate limit (429), a body over the
 * site's limit refused (413); Better Auth refuses one whose Origin is not the site's (403).
 */
export async function POST(request: Request) {
  return handleErrors(request, () => betterAuthHandler(request));
}
