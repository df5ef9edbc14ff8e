import { handleErrors, HttpError, requireSameOrigin } from '@/lib/api/http';
import { requestActionSchema } from '@/lib/schemas/staff';
import { siteConfig } from '@/lib/site';
import { markArrived, sendAgainNow } from '@/lib/staff/requests';
import { requireStaffRequest } from '@/lib/staff/session';

export const dynamic = 'force-dynamic';

/**
 * POST /api/staff/requests/{reference} (docs/operations.md#the-staff-side): a staff action on a
 * request, posted by the form of its page (`action` resend, arrived, or redirect with `mailbox`
 * and `transport`). Refused cross-site (403) and without a staff session (401) before anything
 * is read; a bad form answers 400. Otherwise answers 303 to the request's page, which shows the
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
    // A relative Location: behind a proxy, request.url names the server's own address, not the site's.
    return new Response(null, {
      status: 303,
      headers: { location: `/staff/requests/${encodeURIComponent(reference)}?outcome=${outcome}` },
    });
  });
}
