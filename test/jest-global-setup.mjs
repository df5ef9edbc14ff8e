// Jest's global setup: one throwaway PostgreSQL for every test file (scripts/throwaway-postgres.mjs);
// each file makes its own databases on it (test/store-env.ts). And the data folder of an empty
// PGlite database, which every in-memory PGlite of the run starts from (test/pglite-from-template.mjs).
// Both are removed in test/jest-global-teardown.mjs.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { startThrowawayPostgres } from '../scripts/throwaway-postgres.mjs';

export default async function globalSetup() {
  const [postgres, template] = await Promise.all([startThrowawayPostgres(), emptyPGliteDataDir()]);
  globalThis.throwawayPostgres = postgres;
  globalThis.pgliteTemplate = template;
  process.env.TEST_POSTGRES_URL = postgres.url;
  process.env.PGLITE_TEMPLATE = template;
}

/** A new in-memory PGlite database's data folder, as a tarball in a temporary folder: its path. */
async function emptyPGliteDataDir() {
  const db = await PGlite.create('memory://');
  const tarball = await db.dumpDataDir('none');
  await db.close();
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'pglite-template-')), 'pgdata.tar');
  writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  return file;
}
