import { clientAddress, handleErrors, requireSameOrigin } from '@/lib/api/http';
import { siteConfig } from '@/lib/content/site';
import { staffAuth } from '@/lib/staff/auth';
import { recordStaffEvent } from '@/lib/staff/events';
import { requireStaffRequest, SIGN_IN_PAGE } from '@/lib/staff/session';
import { database } from '@/lib/store/db';

export const dynamic = 'force-dynamic';

/**
 * POST /api/staff/sign-out (docs/operations.md#the-staff-side): ends this browser's session, or
 * with `everywhere` every session of the staff member, then answers 303 to the sign-in page with
 * the cookie cleared, recorded as a security event. Any session may sign out, a link's too. Refused
 * cross-site (403) and without a session (401).
 */
export async function POST(request: Request) {
  return handleErrors(request, async () => {
    requireSameOrigin(request, siteConfig.url);
    const member = await requireStaffRequest(request, true);
    const everywhere = (await request.formData().catch(() => new FormData())).has('everywhere');
    const auth = await staffAuth();
    if (everywhere) await auth.api.revokeSessions({ headers: request.headers });
    const signedOut = await auth.api.signOut({ headers: request.headers, asResponse: true });
    await recordStaffEvent(await database(), {
      event: everywhere ? 'sign-out-everywhere' : 'sign-out',
      outcome: 'ok',
      staffEmail: member.email,
      staffId: member.userId,
      clientAddress: clientAddress(request),
    });
    const response = new Response(null, {
      status: 303,
      // Relative: behind a proxy, request.url names the server's own address, not the site's.
      headers: { location: `${SIGN_IN_PAGE}?signed-out=${everywhere ? 'everywhere' : 'here'}` },
    });
    for (const cookie of signedOut.headers.getSetCookie()) response.headers.append('set-cookie', cookie);
    return response;
  });
}
