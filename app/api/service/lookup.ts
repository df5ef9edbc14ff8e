import 'server-only';
import { guardRequest } from '@/lib/api/guard';
import { clientAddress, handleErrors, parseBody } from '@/lib/api/http';
import { verifySpamCheck } from '@/lib/api/spam-check';
import { lookupQuerySchema } from '@/lib/schemas/service-call';
import { SPAM_CHECK_TOKEN_HEADER, type LookupKind } from '@/lib/schemas/service-call-fields';
import { lookupEquipment, lookupShowsLocations } from '@/lib/service-calls';

/**
 * The GET handler of one equipment lookup (docs/requirements.md#service-calls, rule 12), shared by
 * /api/service/equipment and /api/service/customer: the checks of every request from our pages
 * (rate limit, same origin: our page's fetch sends Sec-Fetch-Site or Origin), `?number=` checked
 * with the shared schema, the spam-check token of the `X-Captcha-Token` header checked on the
 * server (an account's machines and their locations are not for robots to list), then the gateway
 * or the sandbox; without a verifier in front of the gateway's machines, without their locations.
 * Answers `{ ok: true, equipment: Equipment[] }` (empty: not found); or `{ ok: false, error,
 * fieldErrors? }` with 400, 403, 404 (mail mode), 429, 502 or 504.
 */
export function lookupHandler(kind: LookupKind) {
  return (request: Request) =>
    handleErrors(request, async () => {
      await guardRequest(`service-${kind}`, request);
      const { number } = parseBody(lookupQuerySchema, { number: new URL(request.url).searchParams.get('number') ?? undefined });
      await verifySpamCheck(request.headers.get(SPAM_CHECK_TOKEN_HEADER) ?? undefined, clientAddress(request));
      const equipment = await lookupEquipment(kind, number);
      return Response.json({
        ok: true,
        equipment: lookupShowsLocations() ? equipment : equipment.map((machine) => ({ ...machine, location: undefined })),
      });
    });
}
