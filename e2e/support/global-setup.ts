import { startThrowawayPostgres } from '../../scripts/throwaway-postgres.mjs';
import { POSTGRES_URL_VAR } from './site-under-test';

/** What e2e/support/global-teardown.ts stops: the throwaway PostgreSQL, kept on globalThis between the two. */
export const POSTGRES_KEY = Symbol.for('printshop.e2e.throwawayPostgres');

/**
 * Playwright's global setup (after the webServers are up): a throwaway PostgreSQL server on a free
 * loopback port (scripts/throwaway-postgres.mjs), whose URL the specs read from E2E_POSTGRES_URL to
 * make databases of their own (e2e/store.spec.ts). Stopped, and its data removed, by
 * e2e/support/global-teardown.ts.
 */
export default async function globalSetup() {
  const postgres = await startThrowawayPostgres();
  (globalThis as Record<symbol, unknown>)[POSTGRES_KEY] = postgres;
  // Workers start after the global setup and inherit the runner's environment.
  process.env[POSTGRES_URL_VAR] = postgres.url;
}
