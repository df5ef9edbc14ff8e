import { createHash, timingSafeEqual } from 'node:crypto';
import { handleErrors, HttpError } from '@/lib/api/http';
import { enforceRateLimit, refuseOverLimit } from '@/lib/api/rate-limit';
import { serverEnv } from '@/lib/config/server';
import { deliveryPass } from '@/lib/delivery/worker';

export const dynamic = 'force-dynamic';

/** The rate-limit budget of wrong secrets. */
const RATE_LIMIT_BUDGET = 'cron-deliver';

/** Bearer credentials: the scheme in any case (RFC 9110, section 11.1), one or more spaces, the secret. */
const BEARER = /^bearer +(.+)$/i;

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether `given` is the secret, in constant time: both are hashed first, so the comparison takes
 * as long whatever the guess's length and wherever it differs.
 */
function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(sha256(given), sha256(expected));
}

/**
 * GET /api/cron/deliver (docs/requirements.md#nothing-lost): one delivery pass, for hosts where no
 * server process stays up to run the worker (Vercel Cron calls it, see vercel.json). Vercel sends
 * `Authorization: Bearer ${CRON_SECRET}`.
 * The pass acts on this deployment stage's rows only (docs/requirements.md#previews, rule 6).
 * A wrong secret counts against its client's rate limit, in a budget of its own; a client that has
 * used it up is refused (429) before its secret is compared, so it gets RATE_LIMIT_PER_MINUTE
 * guesses a minute. The right secret never counts: Vercel Cron, or a person polling, is never held up.
 * Answers `{ ok: true, sent, retrying, failed, unknown, purged, ordersPurged }`; or `{ ok: false, error }` with
 * 503 when CRON_SECRET is not set, 429 over the rate limit, 401 when the header does not carry it.
 */
export async function GET(request: Request) {
  return handleErrors(request, async () => {
    const secret = serverEnv().CRON_SECRET;
    if (!secret) throw new HttpError(503, 'CRON_SECRET is not set on this server');
    await refuseOverLimit(RATE_LIMIT_BUDGET, request);
    const given = BEARER.exec(request.headers.get('authorization') ?? '')?.[1];
    if (given === undefined || !sameSecret(given, secret)) {
      await enforceRateLimit(RATE_LIMIT_BUDGET, request);
      throw new HttpError(401, 'Unauthorized', undefined, { 'WWW-Authenticate': 'Bearer' });
    }
    return Response.json({ ok: true, ...(await deliveryPass()) });
  });
}
