// Jest's global setup: one throwaway PostgreSQL for every test file (scripts/throwaway-postgres.mjs);
// each file makes its own databases on it (test/store-env.ts). Stopped in test/jest-global-teardown.mjs.
import { startThrowawayPostgres } from '../scripts/throwaway-postgres.mjs';

export default async function globalSetup() {
  const postgres = await startThrowawayPostgres();
  globalThis.throwawayPostgres = postgres;
  process.env.TEST_POSTGRES_URL = postgres.url;
}
