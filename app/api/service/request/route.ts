import { requireHuman } from '@/lib/captcha';
import { clientKey, handleErrors, methodNotAllowed, parseBody, readJsonBody } from '@/lib/http';
import { guardPost } from '@/lib/api-guard';
import { serviceCallRequestSchema } from '@/lib/schemas/service-call';
import { placeServiceCall } from '@/lib/service-calls';

export const dynamic = 'force-dynamic';

/**
 * POST /api/service/request (spec call 4): validates the service call with its shared schema,
 * checks the captcha token on the server, confirms the machine with a fresh lookup, then creates
 * the call in the service gateway (or, in test mode or without a gateway, writes it to the
 * outbox). The API key is added on the server only.
 * Answers `{ ok: true }`; or `{ ok: false, error, fieldErrors? }` with 400 (bad input, or a
 * machine the lookup does not return), 403 (spam check), 413, 415, 429, 502 (gateway failed; the
 * request is kept in the outbox) or 504 (timeout).
 */
export async function POST(request: Request) {
  return handleErrors(async () => {
    guardPost('service-request', request);
    const data = parseBody(serviceCallRequestSchema, await readJsonBody(request));
    await requireHuman(data.token, clientKey(request));
    await placeServiceCall(data);
    return Response.json({ ok: true });
  });
}

export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
