// `@electric-sql/pglite` as jest loads it (moduleNameMapper in jest.config.mjs): an in-memory
// database starts from a copy of an empty one, made once a run by test/jest-global-setup.mjs
// (PGLITE_TEMPLATE: the tarball of its data folder), instead of running initdb again; initdb was
// most of the CPU time of a run's store opens. Everything else is PGlite's own.
import { Blob } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { PGlite as PGliteItself } from '../node_modules/@electric-sql/pglite/dist/index.cjs';

export * from '../node_modules/@electric-sql/pglite/dist/index.cjs';

/** @type {Blob | undefined} */
let template;

export class PGlite extends PGliteItself {
  /**
   * PGlite's own `create`, given the template as `loadDataDir` for an in-memory database.
   * @param {string | import('@electric-sql/pglite').PGliteOptions} [dataDir]
   * @param {import('@electric-sql/pglite').PGliteOptions} [options]
   */
  static async create(dataDir, options) {
    const resolved = typeof dataDir === 'string' ? { dataDir, ...options } : (dataDir ?? options ?? {});
    const file = process.env.PGLITE_TEMPLATE;
    if (!file || resolved.loadDataDir || !(resolved.dataDir ?? 'memory://').startsWith('memory://')) return PGliteItself.create(resolved);
    template ??= new Blob([readFileSync(file)]);
    return PGliteItself.create({ ...resolved, loadDataDir: template });
  }
}
