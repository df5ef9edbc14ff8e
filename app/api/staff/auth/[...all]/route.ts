import { handleErrors, HttpError } from '@/lib/api/http';
import { enforceRateLimit } from '@/lib/api/rate-limit';
import { serverEnv } from '@/lib/env';
import { staffAuth, staffSignInConfigured } from '@/lib/staff/auth';

export const dynamic = 'force-dynamic';

/** The rate-limit budget of staff sign-in attempts (RATE_LIMIT_PER_MINUTE per client). */
const RATE_LIMIT_BUDGET = 'staff-sign-in';

/** Better Auth's own handler, with 404 where staff cannot sign in (no BETTER_AUTH_SECRET or STAFF_EMAILS). */
async function betterAuthHandler(request: Request, method: 'GET' | 'POST'): Promise<Response> {
  if (!staffSignInConfigured(serverEnv())) throw new HttpError(404, 'Staff sign-in is not configured on this server');
  const [{ toNextJsHandler }, auth] = await Promise.all([import('better-auth/next-js'), staffAuth()]);
  return toNextJsHandler(auth)[method](request);
}

/**
 * GET /api/staff/auth/* (docs/operations.md#the-staff-side): Better Auth's reads, such as the
 * session and the sign-in link's check (`/magic-link/verify`, which signs the person in).
 */
export async function GET(request: Request) {
  return handleErrors(request, () => betterAuthHandler(request, 'GET'));
}

/**
 * POST /api/staff/auth/*: Better Auth's sign-in (a link by email, a passkey), passkey
 * registration and sign-out. Each POST counts against its client's rate limit first (429); Better
 * Auth refuses one whose Origin is not the site's (403).
 */
export async function POST(request: Request) {
  return handleErrors(request, async () => {
    await enforceRateLimit(RATE_LIMIT_BUDGET, request);
    return betterAuthHandler(request, 'POST');
  });
}
