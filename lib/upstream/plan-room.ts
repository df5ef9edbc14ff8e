import 'server-only';
import { fetchJson, UpstreamError } from './fetch';

/**
 * Fetches the plan room's public list of projects out to bid (docs/requirements.md#bid-lists):
 * GET `url`, a JSON object keyed by heading. The answer goes through Next.js's data cache for
 * `revalidateSeconds`, as the pre-rendered /bidsets page that shows it is rendered again that often.
 * @param url BIDSETS_JSON_URL (lib/config/server.ts): public, so it may appear in logs
 * @param timeoutMs whole-request limit in ms (UPSTREAM_TIMEOUT_MS)
 * @param revalidateSeconds how long a fetched list is reused, in seconds
 * @returns the parsed JSON body, not yet validated
 * @throws UpstreamError when the host is unreachable, times out, answers a status other than 2xx
 *   ('HTTP 500') or a body that is not JSON
 */
export async function fetchPlanRoom(url: string, timeoutMs: number, revalidateSeconds: number): Promise<unknown> {
  const { status, body } = await fetchJson('plan room', url, { cache: 'force-cache', next: { revalidate: revalidateSeconds } }, timeoutMs);
  if (status < 200 || status >= 300) throw new UpstreamError('plan room', `HTTP ${status}`, false, status);
  return body;
}
