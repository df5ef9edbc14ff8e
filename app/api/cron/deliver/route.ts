import { timingSafeEqual } from 'node:crypto';
import { handleErrors, HttpError } from '@/lib/api/http';
import { deliveryPass } from '@/lib/delivery/worker';
import { serverEnv } from '@/lib/env';

export const dynamic = 'force-dynamic';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /api/cron/deliver (docs/requirements.md#nothing-lost): one delivery pass, for hosts where no
 * server process stays up to run the worker (Vercel Cron calls it, see vercel.json). Vercel sends
 * `Authorization: Bearer ${CRON_SECRET}`.
 * Answers `{ ok: true, sent, retrying, failed, unknown, purged }`; or `{ ok: false, error }` with
 * 503 when CRON_SECRET is not set, 401 when the header does not carry it.
 */
export async function GET(request: Request) {
  return handleErrors(async () => {
    const secret = serverEnv().CRON_SECRET;
    if (!secret) throw new HttpError(503, 'CRON_SECRET is not set on this server');
    const header = request.headers.get('authorization') ?? '';
    if (!header.startsWith('Bearer ') || !sameSecret(header.slice('Bearer '.length), secret)) {
      throw new HttpError(401, 'Unauthorized', undefined, { 'WWW-Authenticate': 'Bearer' });
    }
    return Response.json({ ok: true, ...(await deliveryPass()) });
  });
}
