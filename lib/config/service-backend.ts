/**
 * Which backend serves service calls and meter readings (docs/requirements.md#service-backend).
 * Read at run time only, by the server's settings (lib/config/server.ts): the pre-rendered service-call and
 * meter pages are the same for every backend, and their forms learn from the first lookup's answer
 * that numbers are taken as typed (app/api/service/lookup.ts), so one build serves all three.
 */

/**
 * `gateway`: the service-management gateway looks machines up and creates calls (SCGW_URL and
 * SCGW_API_KEY). `sandbox`: the bundled demo machines (DEMO-1001...), calls to the service mailbox.
 * `mail`: no lookup, the number as typed, calls to the service mailbox.
 */
export const SERVICE_BACKENDS = ['gateway', 'sandbox', 'mail'] as const;
export type ServiceBackend = (typeof SERVICE_BACKENDS)[number];

/** The variables that decide it: process.env, or the server's parsed settings. */
export interface ServiceBackendVariables {
  SERVICE_BACKEND?: string;
  SCGW_URL?: string;
  SCGW_API_KEY?: string;
  SITE_URL?: string;
  [name: string]: unknown;
}

/**
 * The backend of an environment: SERVICE_BACKEND when set; else `gateway` when SCGW_URL and
 * SCGW_API_KEY are both set; else `mail` for a deployment (an https SITE_URL), so a real customer's
 * number is never looked up in the demo data; else `sandbox` (a local run, where the README's
 * commands still demonstrate the lookup).
 * @throws Error when SERVICE_BACKEND is set to anything but the three names
 */
export function serviceBackend(env: ServiceBackendVariables = process.env): ServiceBackend {
  const chosen = env.SERVICE_BACKEND || undefined;
  if (chosen !== undefined) {
    if (!(SERVICE_BACKENDS as readonly string[]).includes(chosen)) {
      throw new Error(`SERVICE_BACKEND must be "gateway", "sandbox" or "mail", not "${chosen}"`);
    }
    return chosen as ServiceBackend;
  }
  if (env.SCGW_URL && env.SCGW_API_KEY) return 'gateway';
  return env.SITE_URL?.startsWith('https://') ? 'mail' : 'sandbox';
}
