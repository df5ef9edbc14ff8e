import { captchaScore } from '@/lib/captcha';
import { clientAddress, handleErrors, methodNotAllowed, parseBody, readJsonBody } from '@/lib/http';
import { guardPost } from '@/lib/api-guard';
import { verifyCaptchaRequestSchema } from '@/lib/schemas/captcha';

export const dynamic = 'force-dynamic';

/**
 * POST /api/verifycaptcha (spec call 1): the score of a reCAPTCHA token, checked on the server,
 * which the forms use to decide whether Send shows. Answers `{ ok: true, score }` (score 0..1;
 * 1 when no verifier is configured); errors as the other handlers (400, 413, 415, 429, 502, 504).
 */
export async function POST(request: Request) {
  return handleErrors(async () => {
    await guardPost('verifycaptcha', request);
    const { token } = parseBody(verifyCaptchaRequestSchema, await readJsonBody(request));
    return Response.json({ ok: true, score: await captchaScore(token, clientAddress(request)) });
  });
}

export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
