import type { ServerEnv } from '@/lib/config/server';
import type { Database } from '@/lib/store/db';

/**
 * Every server variable a route handler reads, empty or harmless: a test sets only what it
 * configures. Without a store of its own, a handler gets an in-memory PGlite (never `var/db`).
 */
const blank = {
  CONTACT_API_URL: '',
  SMTP_URL: '',
  MAIL_DOMAIN: '',
  MAIL_FROM: '',
  DATABASE_URL: '',
  EMBEDDED_DB_DIR: 'memory://',
  CRON_SECRET: '',
  TRUSTED_PROXY_HOPS: '0',
  REQUEST_RETENTION_DAYS: '90',
  RECAPTCHA_SECRET_KEY: '',
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: '',
  SCGW_URL: '',
  SCGW_API_KEY: '',
  SERVICE_BACKEND: '',
  PAYPAL_CLIENT_ID: '',
  PAYPAL_CLIENT_SECRET: '',
};

/** A route module loaded by loadRoute, with what its handlers see. */
export type LoadedRoute<T> = T & {
  /** The server configuration its handlers read. */
  env: ServerEnv;
  /** The query builder of the store its handlers use (opened on first use). */
  database(): Promise<Database>;
};

/** The stores of the loaded configurations, to close in afterAll (closeRouteStores). */
const loaded: Array<() => Promise<void>> = [];

/**
 * Loads a route handler module afresh under a server configuration: lib/config/server.ts reads the
 * environment once per module instance, and lib/store/db.ts keeps one store per configuration,
 * so each load has a configuration and a store of its own (opened at its first request). The
 * configuration is read at once, so a later load does not change what this one's handlers see.
 * @param load e.g. () => import('@/app/api/contactemail/route'); may load several modules
 * @param env the variables to set, e.g. { CONTACT_API_URL, ...(await storeVariables(engine)) }
 */
export async function loadRoute<T extends object>(load: () => Promise<T>, env: Record<string, string>): Promise<LoadedRoute<T>> {
  jest.resetModules();
  Object.assign(process.env, blank, { RATE_LIMIT_PER_MINUTE: '100000', UPSTREAM_TIMEOUT_MS: '1000' }, env);
  const route = await load();
  const [{ serverEnv }, store] = await Promise.all([import('@/lib/config/server'), import('@/lib/store/db')]);
  const config = serverEnv();
  loaded.push(() => store.closeStore(config));
  return { ...route, env: config, database: () => store.database(config) };
}

/** Closes the store of every configuration loadRoute loaded (call in afterAll). */
export async function closeRouteStores(): Promise<void> {
  await Promise.all(loaded.splice(0).map((close) => close()));
}

let client = 0;

/**
 * A client address no other request of this test process has: an IPv6 address of the
 * documentation prefix (2001:db8::/32). Only an IP address counts as a client
 * (docs/requirements.md#limits, rule 2), so each request gets a rate-limit budget of its own.
 */
export function newClientAddress(): string {
  client += 1;
  return `2001:db8::${(client >>> 16).toString(16)}:${(client & 0xffff).toString(16)}`;
}

/** A POST as the site's own page would send it, from a client address of its own. */
export function postRequest(path: string, body: string, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost', 'x-forwarded-for': newClientAddress(), ...headers },
    body,
  });
}

/** The statuses a handler may answer (docs/requirements.md#nothing-lost, #security; 202: accepted, not delivered yet). */
export const ALLOWED_STATUSES = [200, 202, 400, 403, 413, 415, 429, 503];
