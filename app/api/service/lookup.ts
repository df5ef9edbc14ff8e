import 'server-only';
import { clientAddress, handleErrors, parseBody } from '@/lib/api/http';
import { enforceRateLimit } from '@/lib/api/rate-limit';
import { verifySpamCheck } from '@/lib/api/spam-check';
import { lookupQuerySchema } from '@/lib/schemas/service-call';
import { SPAM_CHECK_TOKEN_HEADER, type LookupKind } from '@/lib/schemas/service-call-fields';
import { lookupEquipment } from '@/lib/service-calls';

/**
 * The GET handler of one equipment lookup (docs/requirements.md#service-calls), shared by
 * /api/service/equipment and /api/service/customer: rate limit, `?number=` checked with the shared
 * schema, the spam-check token of the `X-Captcha-Token` header checked on the server (an account's
 * machines and their locations are not for robots to list), then the gateway or the sandbox.
 * Answers `{ ok: true, equipment: Equipment[] }` (empty: not found); or `{ ok: false, error,
 * fieldErrors? }` with 400, 403, 429, 502 or 504.
 */
export function lookupHandler(kind: LookupKind) {
  return (request: Request) =>
    handleErrors(async () => {
      await enforceRateLimit(`service-${kind}`, request);
      const { number } = parseBody(lookupQuerySchema, { number: new URL(request.url).searchParams.get('number') ?? undefined });
      await verifySpamCheck(request.headers.get(SPAM_CHECK_TOKEN_HEADER) ?? undefined, clientAddress(request));
      return Response.json({ ok: true, equipment: await lookupEquipment(kind, number) });
    });
}
