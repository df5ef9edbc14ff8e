import { guardRequest } from '@/lib/api/guard';
import { handleErrors, parseBody, readJsonBody } from '@/lib/api/http';
import { orderRequestSchema } from '@/lib/requests/order-request';
import { placeOrder } from '@/lib/requests/orders';

export const dynamic = 'force-dynamic';

/**
 * POST /api/orders (docs/requirements.md#sign-orders, #where-requests-go): takes
 * `{ templateId, style, material, size, quantity, instructions }`, validates it with the widget's
 * shape schema and the catalogue's checks (lib/requests/order-request.ts), prices it on the server
 * and creates the PayPal order. Anything else in the body (an amount, say) is dropped by the schema.
 * Answers `{ ok: true, id, amount, currency }`; or `{ ok: false, error, fieldErrors? }` with 400
 * (bad input, checked before the configuration), 413, 415, 429, 503 (PayPal not configured),
 * 502 or 504 (PayPal failed or timed out).
 */
export async function POST(request: Request) {
  return handleErrors(request, async () => {
    await guardRequest('orders', request);
    const order = parseBody(orderRequestSchema, await readJsonBody(request));
    const { orderId, amount, currency } = await placeOrder(order);
    return Response.json({ ok: true, id: orderId, amount, currency });
  });
}
