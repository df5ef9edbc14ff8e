import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/**
 * What every project shares. A test runs in one of three projects, so that one test file starts
 * only what it needs: `npm run test:unit -- lib/format/shop-phone.test.ts` loads no DOM and no database.
 * @type {import('jest').Config}
 */
const shared = {
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // var/ holds what tests and servers write, copies of the project among them (e2e/support/servers.ts).
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/', '<rootDir>/var/'],
  modulePathIgnorePatterns: ['<rootDir>/var/'],
  // Jest's crawl with find(1) walks node_modules/ and var/ in full before it drops them; its crawl
  // with Node's file system API skips them. It runs once per project.
  haste: { forceNodeFilesystemAPI: true },
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // The real module throws outside React Server Components; jest tests server code directly.
    '^server-only$': '<rootDir>/test/empty-module.js',
    // An in-memory PGlite starts from an empty database made once a run (test/jest-global-setup.mjs).
    '^@electric-sql/pglite$': '<rootDir>/test/pglite-from-template.mjs',
  },
};

/** The component tests, which render into a DOM (jsdom). One that renders to a string says `@jest-environment node`. */
const DOM_TESTS = ['{app,components}/**/*.test.tsx'];

/**
 * The tests that open a store (test/store-env.ts, test/api/route-env.ts): they run on the throwaway
 * PostgreSQL and on PGlite, whose server and template test/jest-global-setup.mjs starts and makes. A
 * store test left out of this list finds no TEST_POSTGRES_URL (test/store-env.ts throws) and no
 * PGlite template.
 */
const STORE_TESTS = [
  'test/api/*.test.ts',
  'app/api/{cron/deliver,orders,service}/*.test.ts',
  'lib/store/*.test.ts',
  'lib/api/rate-limit.test.ts',
  'lib/delivery/{delivery,preview,worker}.test.ts',
  'lib/requests/{meter-readings,orders,service-calls}.test.ts',
  'lib/staff/{alerts,preview}.test.ts',
];

// Jest replaces <rootDir> only at the start of a glob, not after the `!` of a negated one.
const root = path.dirname(fileURLToPath(import.meta.url));
const inRoot = (globs) => globs.map((glob) => `<rootDir>/${glob}`);
const notInRoot = (globs) => globs.map((glob) => `!${root}/${glob}`);

/**
 * next/jest's config, with `.mjs` files sent through test/mjs-transformer.mjs first (with
 * next/jest's transform options): Jest takes the first transform whose pattern matches. Jest
 * runs a project's globalSetup only when one of its tests runs, so only the store project has it.
 */
export default async function jestConfig() {
  const base = await createJestConfig(shared)();
  const [, nextOptions] = Object.values(base.transform)[0];
  const project = { ...base, transform: { '^.+\\.mjs$': ['<rootDir>/test/mjs-transformer.mjs', nextOptions], ...base.transform } };
  return {
    // One worker per core, where jest's default leaves one core to itself: faster on 2 cores
    // (docs/audit.md#figures-the-other-docs-rest-on). Two per core made suites with time limits
    // (500 ms, a 1000 ms debounce) fail on a fresh clone.
    maxWorkers: '100%',
    // `npm run test:unit` gives Node a young generation of 64 MB semi-spaces (--max-semi-space-size):
    // each test file's fresh module registry is mostly short-lived garbage, which it collects with
    // less CPU (docs/audit.md#figures-the-other-docs-rest-on).

    // A worker that has run many test files holds a large heap, which Node frees at exit more slowly
    // than jest's default wait: jest then kills it and warns of a leak that is not there (nothing is
    // left open: --detectOpenHandles finds nothing). A worker that does leak is still killed, later.
    workerGracefulExitTimeout: 5_000,
    projects: [
      {
        ...project,
        displayName: 'node',
        testEnvironment: 'node',
        // Jest's default test files, less the other projects' (negated globs come after the others).
        testMatch: [
          '**/__tests__/**/*.?([mc])[jt]s?(x)',
          '**/?(*.)+(spec|test).?([mc])[jt]s?(x)',
          ...notInRoot([...DOM_TESTS, ...STORE_TESTS]),
        ],
      },
      { ...project, displayName: 'dom', testEnvironment: 'jsdom', testMatch: inRoot(DOM_TESTS) },
      {
        ...project,
        displayName: 'store',
        testEnvironment: 'node',
        testMatch: inRoot(STORE_TESTS),
        // A throwaway PostgreSQL for the store's tests, which run on it and on PGlite (test/store-env.ts).
        globalSetup: '<rootDir>/test/jest-global-setup.mjs',
        globalTeardown: '<rootDir>/test/jest-global-teardown.mjs',
      },
    ],
  };
}
