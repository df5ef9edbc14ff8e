import 'server-only';
import { guardRequest } from '@/lib/api/guard';
import { clientAddress, handleErrors, parseBody } from '@/lib/api/http';
import { verifySpamCheck } from '@/lib/api/spam-check';
import { serverEnv } from '@/lib/config/server';
import { serviceBackend } from '@/lib/config/service-backend';
import { lookupQuerySchema } from '@/lib/forms/service-call';
import { SPAM_CHECK_TOKEN_HEADER, type LookupKind } from '@/lib/forms/service-call-fields';
import { lookupEquipment, lookupShowsLocations } from '@/lib/requests/service-calls';

/**
 * The GET handler of one equipment lookup (docs/requirements.md#service-calls, rule 12), shared by
 * /api/service/equipment and /api/service/customer: the checks of every request from our pages
 * (rate limit, same origin: our page's fetch sends Sec-Fetch-Site or Origin), `?number=` checked
 * with the shared schema, the spam-check token of the `X-Captcha-Token` header checked on the
 * server (an account's machines and their locations are not for robots to list), then the gateway
 * or the sandbox; without a verifier in front of the gateway's machines, without their locations.
 * Answers `{ ok: true, equipment: Equipment[] }` (empty: not found); in mail mode `{ ok: true,
 * asTyped: true }` before any spam check (there is nothing to protect), which tells the page to
 * take numbers as typed (docs/requirements.md#service-backend); or `{ ok: false, error,
 * fieldErrors? }` with 400, 403, 429, 502 or 504.
 */
export function lookupHandler(kind: LookupKind) {
  return (request: Request) =>
    handleErrors(request, async () => {
      await guardRequest(`service-${kind}`, request);
      const { number } = parseBody(lookupQuerySchema, { number: new URL(request.url).searchParams.get('number') ?? undefined });
      if (serviceBackend(serverEnv()) === 'mail') return Response.json({ ok: true, asTyped: true });
      await verifySpamCheck(request.headers.get(SPAM_CHECK_TOKEN_HEADER) ?? undefined, clientAddress(request));
      const equipment = await lookupEquipment(kind, number);
      return Response.json({
        ok: true,
        equipment: lookupShowsLocations() ? equipment : equipment.map((machine) => ({ ...machine, location: undefined })),
      });
    });
}
