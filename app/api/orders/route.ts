import { handleErrors, methodNotAllowed, parseBody, readJsonBody } from '@/lib/http';
import { placeOrder } from '@/lib/orders/checkout';
import { guardPost } from '@/lib/api-guard';
import { orderRequestSchema } from '@/lib/schemas/order';

export const dynamic = 'force-dynamic';

/**
 * POST /api/orders (design.md 'Requests'; issue 'Sign orders that are paid right', point 2): takes
 * `{ templateId, style, material, size, quantity, instructions }`, validates it with the widget's
 * schema, prices it on the server and creates the PayPal order. Anything else in the body (an
 * amount, say) is dropped by the schema.
 * Answers `{ ok: true, id, amount, currency }`; or `{ ok: false, error, fieldErrors? }` with 400
 * (bad input, checked before the configuration), 413, 415, 429, 503 (PayPal not configured),
 * 502 or 504 (PayPal failed or timed out).
 */
export async function POST(request: Request) {
  return handleErrors(async () => {
    await guardPost('orders', request);
    const order = parseBody(orderRequestSchema, await readJsonBody(request));
    const { orderId, amount, currency } = await placeOrder(order);
    return Response.json({ ok: true, id: orderId, amount, currency });
  });
}

export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
