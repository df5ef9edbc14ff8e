import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

/**
 * The site's `npm ci` installs the site only: the measuring tools (tools/perf/) are a package of
 * their own, with their own lock file, which `npm run audit` and `npm run bench` install first
 * (tools/perf/install.mjs; docs/decisions.md#the-measuring-tools-install-apart-from-the-site).
 */

const root = path.resolve(__dirname, '..');
const perf = path.join(root, 'tools', 'perf');

interface PackageJson {
  workspaces?: string[] | { packages?: string[] };
  scripts: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}
interface PackageLock {
  packages: Record<string, { version?: string; link?: boolean; resolved?: string }>;
}
const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

const sitePackage = readJson<PackageJson>(path.join(root, 'package.json'));
const siteLock = readJson<PackageLock>(path.join(root, 'package-lock.json'));
const perfPackage = readJson<PackageJson>(path.join(perf, 'package.json'));
const perfLock = readJson<PackageLock>(path.join(perf, 'package-lock.json'));

/** The measuring tools' own packages, which the site never imports. */
const TOOLS = ['lighthouse', 'autocannon', 'vnu-jar', '@mdn/mdn-http-observatory'];

/**
 * Packages the tools declare that the site's install also has, through its own dependencies:
 * the cookie jar the Observatory reads (tools/perf/observatory.mjs), which jsdom brings.
 */
const SHARED_WITH_SITE = ['tough-cookie'];

/** The package a bare import specifier names: `lighthouse/core/x.js` lighthouse, `@a/b/c` @a/b. */
const packageOf = (specifier: string) => specifier.split('/', specifier.startsWith('@') ? 2 : 1).join('/');
/** A lock file's key `node_modules/a/node_modules/@b/c` names package `@b/c`. */
const packageName = (key: string) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);

describe("the site's install", () => {
  it('has no workspace', () => {
    expect(sitePackage.workspaces).toBeUndefined();
  });

  it("locks none of the measuring tools' packages, at any depth, nor the tools' folder", () => {
    const keys = Object.keys(siteLock.packages);
    expect(keys.filter((key) => TOOLS.includes(packageName(key)))).toEqual([]);
    expect(keys.filter((key) => key.startsWith('tools/') || siteLock.packages[key].resolved?.startsWith('tools/'))).toEqual([]);
  });
});

describe('the measuring tools (tools/perf/)', () => {
  it('list their packages in their own package.json and lock them in their own lock file', () => {
    expect(Object.keys(perfPackage.dependencies ?? {}).sort()).toEqual([...TOOLS, ...SHARED_WITH_SITE].sort());
    for (const name of TOOLS) expect(perfLock.packages[`node_modules/${name}`]?.version).toEqual(expect.any(String));
  });

  it('are installed before `npm run audit`, `bench` and `observatory` run them', () => {
    expect(sitePackage.scripts.audit).toBe('node tools/perf/install.mjs && node tools/perf/audit.mjs');
    expect(sitePackage.scripts.bench).toBe('node tools/perf/install.mjs && node tools/perf/bench.mjs');
    expect(sitePackage.scripts.observatory).toBe('node tools/perf/install.mjs && node tools/perf/observatory.mjs');
  });

  it("import only their own packages and the site's direct dependencies", () => {
    // Node finds the site's node_modules from tools/perf/ too, but only what the site itself
    // depends on stays there: anything else came with some other package and may go with it.
    const declared = new Set([
      ...Object.keys(perfPackage.dependencies ?? {}),
      ...Object.keys(sitePackage.dependencies ?? {}),
      ...Object.keys(sitePackage.devDependencies ?? {}),
    ]);
    const undeclared = readdirSync(perf)
      .filter((file) => file.endsWith('.mjs'))
      .flatMap((file) =>
        [...readFileSync(path.join(perf, file), 'utf8').matchAll(/(?:\bfrom|\bimport\()\s*'([^'.][^']*)'/g)]
          .map(([, specifier]) => packageOf(specifier))
          .filter((name) => !name.startsWith('node:') && !builtinModules.includes(name) && !declared.has(name))
          .map((name) => `${file} imports ${name}`),
      );
    expect(undeclared).toEqual([]);
  });
});
