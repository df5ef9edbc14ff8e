import { guardRequest } from '@/lib/api/guard';
import { clientAddress, handleErrors, parseBody, readJsonBody } from '@/lib/api/http';
import { spamCheckScore } from '@/lib/api/spam-check';
import { spamCheckRequestSchema } from '@/lib/forms/spam-check-request';

export const dynamic = 'force-dynamic';

/**
 * POST /api/verifycaptcha (docs/requirements.md#spam-check): the score of a reCAPTCHA token,
 * checked on the server, which the forms use to decide whether Send shows. Answers `{ ok: true,
 * score }` (score 0..1; 1 when no verifier is configured); errors as the other handlers (400, 413,
 * 415, 429, 502, 504).
 */
export async function POST(request: Request) {
  return handleErrors(request, async () => {
    await guardRequest('verifycaptcha', request);
    const { token } = parseBody(spamCheckRequestSchema, await readJsonBody(request));
    return Response.json({ ok: true, score: await spamCheckScore(token, clientAddress(request)) });
  });
}
