import 'server-only';
import { requireSameOrigin } from '@/lib/api/http';
import { enforceRateLimit } from '@/lib/api/rate-limit';
import { siteConfig } from '@/lib/content/site';

/**
 * The checks every route handler the site's own pages call makes before anything else (every
 * POST before reading its body, and the equipment lookups): the client's rate limit (429) and
 * that the request comes from the site's own pages (403) (docs/requirements.md#limits, #security).
 * @param route the rate-limit budget's name, e.g. 'contactemail'
 * @throws HttpError 429 or 403
 */
export async function guardRequest(route: string, request: Request): Promise<void> {
  await enforceRateLimit(route, request);
  requireSameOrigin(request, siteConfig.url);
}
