import { guardRequest } from '@/lib/api/guard';
import { handleErrors, parseBody } from '@/lib/api/http';
import { paypalOrderIdSchema } from '@/lib/forms/order';
import { completeOrder } from '@/lib/requests/orders';

export const dynamic = 'force-dynamic';

/**
 * POST /api/orders/{id}/capture (docs/requirements.md#sign-orders): captures
 * a PayPal order this server created, once the buyer approved it, and tells the sales mailbox.
 * No body is read: what was ordered comes from the server's record.
 * Answers `{ ok: true, status, captureId, reference }`; or `{ ok: false, error }` with 400 (not an order id,
 * checked before the configuration), 402 (PayPal declined the payment), 404 (an order this server
 * did not create), 429, 503 (PayPal not configured), 502 or 504 (PayPal failed or timed out).
 */
export async function POST(request: Request, context: RouteContext<'/api/orders/[id]/capture'>) {
  return handleErrors(request, async () => {
    await guardRequest('orders-capture', request);
    const orderId = parseBody(paypalOrderIdSchema, (await context.params).id);
    const { status, captureId, reference } = await completeOrder(orderId);
    return Response.json({ ok: true, status, captureId, reference });
  });
}
