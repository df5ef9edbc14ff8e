import 'server-only';
import { z } from 'zod';
import { equipmentRecordSchema, toEquipment, type Equipment } from '@/lib/forms/service-call';
import type { LookupKind } from '@/lib/forms/service-call-fields';
import { log } from '@/lib/log';
import type { ServiceRequestBody } from '@/lib/requests/types';
import { fetchJson, UpstreamError } from './fetch';

/**
 * The dealer's service-management gateway (docs/requirements.md#outside-services, rule 3): equipment lookups and
 * service requests under `{SCGW_URL}/scgw/api/v1/`. Owns the paths, the API key, the timeout and
 * the mapping of raw records to our `Equipment`. The key travels only in the query string of the
 * requests made from here; it is taken out of every error this module throws, and so out of the
 * log lines and responses built from them.
 */

/**
 * The query parameter that carries the API key. The gateway's contract says only 'an API key query parameter';
 * `apikey` is the name this site sends. If the dealer's gateway names it otherwise, change it
 * here (and in e2e/fakes/service-gateway.routes.mjs, which checks it).
 */
export const API_KEY_PARAM = 'apikey';

/** The name of this upstream in errors and logs (never its URL, which holds the key). */
const UPSTREAM = 'service gateway';

export interface ServiceGatewaySettings {
  /** SCGW_URL: base URL; the /scgw/api/v1/... paths are appended to it. */
  url: string;
  /** SCGW_API_KEY */
  apiKey: string;
  /** UPSTREAM_TIMEOUT_MS */
  timeoutMs: number;
}

/** Spec calls 5 and 6: path and query parameter of each lookup. */
const lookups: Record<LookupKind, { path: string; param: string }> = {
  equipment: { path: '/scgw/api/v1/equipment/number', param: 'equipmentNumber' },
  customer: { path: '/scgw/api/v1/equipment/customer/number', param: 'customerNumber' },
};

/** Spec call 4. */
const SERVICE_REQUEST_PATH = '/scgw/api/v1/service/request';

/** Spec calls 5 and 6: 'response has a result array of equipment records'. */
const lookupAnswer = z.object({ result: z.array(equipmentRecordSchema) });

function gatewayUrl(settings: ServiceGatewaySettings, path: string, query: Record<string, string> = {}): string {
  const url = new URL(`${settings.url.replace(/\/+$/, '')}${path}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  url.searchParams.set(API_KEY_PARAM, settings.apiKey);
  return url.href;
}

/** The same error with every occurrence of the key (raw, or encoded as in a URL) replaced. */
function withoutKey(error: UpstreamError, apiKey: string): UpstreamError {
  let message = error.message;
  const queryForm = new URLSearchParams({ key: apiKey }).toString().slice('key='.length);
  for (const form of new Set([apiKey, encodeURIComponent(apiKey), queryForm])) message = message.split(form).join('[key]');
  return new UpstreamError(error.upstream, message, error.timedOut, error.status, error.notSent);
}

/**
 * One call to the gateway: fetchJson with the key in the query and the settings' timeout.
 * @throws UpstreamError (key removed) when it is unreachable, times out, or answers non-2xx
 */
async function callGateway(settings: ServiceGatewaySettings, url: string, init: RequestInit): Promise<unknown> {
  try {
    const { status, body } = await fetchJson(UPSTREAM, url, init, settings.timeoutMs);
    if (status < 200 || status >= 300) throw new UpstreamError(UPSTREAM, `answered ${status}`, false, status);
    return body;
  } catch (error) {
    throw error instanceof UpstreamError ? withoutKey(error, settings.apiKey) : error;
  }
}

/**
 * Looks machines up by equipment number or by customer number (docs/requirements.md#outside-services, rule 3).
 * @returns every record of the answer's `result`, as our `Equipment` (none: not found)
 * @throws UpstreamError when the gateway fails, times out or answers something else than a
 *   result array of equipment records
 */
export async function findEquipment(settings: ServiceGatewaySettings, kind: LookupKind, number: string): Promise<Equipment[]> {
  const { path, param } = lookups[kind];
  const body = await callGateway(settings, gatewayUrl(settings, path, { [param]: number }), { method: 'GET' });
  const parsed = lookupAnswer.safeParse(body);
  if (!parsed.success) throw new UpstreamError(UPSTREAM, 'answered an unexpected body to a lookup');
  return parsed.data.result.map(toEquipment);
}

/**
 * Creates a service call (docs/requirements.md#outside-services, rule 3): POST with `{ equipmentId, callerName, callDescription }`. The answer is only logged
 * (its status: the body may repeat the caller's details).
 * @throws UpstreamError when the gateway fails, times out or answers non-2xx
 */
export async function createServiceRequest(settings: ServiceGatewaySettings, request: ServiceRequestBody): Promise<void> {
  const body: ServiceRequestBody = {
    equipmentId: request.equipmentId,
    callerName: request.callerName,
    callDescription: request.callDescription,
  };
  await callGateway(settings, gatewayUrl(settings, SERVICE_REQUEST_PATH), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  log.info(`Service gateway accepted a service request for equipment ${String(request.equipmentId)}`);
}
