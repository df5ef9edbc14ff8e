import { rmSync } from 'node:fs';
import path from 'node:path';

/** Stops the throwaway PostgreSQL of test/jest-global-setup.mjs and removes its data and the PGlite template. */
export default async function globalTeardown() {
  await globalThis.throwawayPostgres?.stop();
  if (globalThis.pgliteTemplate) rmSync(path.dirname(globalThis.pgliteTemplate), { recursive: true, force: true });
}
