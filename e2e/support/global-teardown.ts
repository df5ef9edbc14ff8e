import { POSTGRES_KEY } from './global-setup';

/** Playwright's global teardown: stops the throwaway PostgreSQL of e2e/support/global-setup.ts and removes its data. */
export default async function globalTeardown() {
  const postgres = (globalThis as Record<symbol, { stop(): Promise<void> } | undefined>)[POSTGRES_KEY];
  await postgres?.stop();
}
