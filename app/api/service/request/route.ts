import { guardRequest } from '@/lib/api/guard';
import { clientAddress, handleErrors, parseBody, readJsonBody, submissionResponse } from '@/lib/api/http';
import { verifySpamCheck } from '@/lib/api/spam-check';
import { serviceCallRequestSchema } from '@/lib/forms/service-call';
import { placeServiceCall } from '@/lib/requests/service-calls';

export const dynamic = 'force-dynamic';

/**
 * POST /api/service/request (docs/requirements.md#service-calls): validates the service call with its shared schema,
 * checks the captcha token on the server, confirms the machine with a fresh lookup, commits the
 * call to the store, then creates it in the service gateway (without a gateway: mails it to the
 * service mailbox; in test mode: keeps it only). The API key is added on the server only.
 * Answers `{ ok: true, reference, outcome }`: 200 when sent, 202 when queued to be retried,
 * kept for the shop with no transport, or of unknown outcome (submissionResponse); or `{ ok: false, error, fieldErrors? }` with 400 (bad
 * input, or a machine the lookup does not return), 403 (spam check), 413, 415, 429, 502 or 504
 * (the lookup failed or timed out).
 */
export async function POST(request: Request) {
  return handleErrors(request, async () => {
    await guardRequest('service-request', request);
    const data = parseBody(serviceCallRequestSchema, await readJsonBody(request));
    await verifySpamCheck(data.token, clientAddress(request));
    return submissionResponse(await placeServiceCall(data));
  });
}
