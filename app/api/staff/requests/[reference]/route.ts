import { clientAddress, handleErrors, HttpError, requireSameOrigin } from '@/lib/api/http';
import { siteConfig } from '@/lib/content/site';
import { requestActionSchema } from '@/lib/forms/staff-pages';
import { recordStaffEvent } from '@/lib/staff/events';
import { markArrived, sendAgainNow } from '@/lib/staff/requests';
import { requireStaffRequest } from '@/lib/staff/session';
import { database } from '@/lib/store/db';

export const dynamic = 'force-dynamic';

/**
 * POST /api/staff/requests/{reference} (docs/operations.md#the-staff-side): a staff action on a
 * request, posted by the form of its page (`action` resend, arrived, or redirect with `mailbox`
 * and `transport`). Refused cross-site (403) and without a staff session (401) before anything
 * is read; a bad form answers 400. Otherwise the action is recorded as a security event and answers 303 to the request's page, which shows the
 * outcome (`?outcome=`, a code of ACTION_OUTCOMES).
 */
export async function POST(request: Request, { params }: { params: Promise<{ reference: string }> }) {
  return handleErrors(request, async () => {
    requireSameOrigin(request, siteConfig.url);
    const member = await requireStaffRequest(request);
    const { reference } = await params;
    const parsed = requestActionSchema.safeParse(Object.fromEntries(await request.formData().catch(() => new FormData())));
    if (!parsed.success) throw new HttpError(400, 'Unknown action');
    const action = parsed.data;
    const outcome =
      action.action === 'arrived'
        ? await markArrived(reference, member)
        : await sendAgainNow(
            reference,
            member,
            action.action === 'redirect'
              ? { mailbox: action.mailbox, transport: action.transport === 'configured' ? undefined : action.transport }
              : undefined,
          );
    await recordStaffEvent(await database(), {
      event: 'request-action',
      outcome: 'ok',
      staffEmail: member.email,
      staffId: member.userId,
      clientAddress: clientAddress(request),
      detail: `${action.action} ${reference}: ${outcome}`,
    });
    // A relative Location: behind a proxy, request.url names the server's own address, not the site's.
    return new Response(null, {
      status: 303,
      headers: { location: `/staff/requests/${encodeURIComponent(reference)}?outcome=${outcome}` },
    });
  });
}
