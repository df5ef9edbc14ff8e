import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  // One worker per core, where jest's default leaves one core to itself: faster on 2 cores
  // (docs/audit.md#figures-the-other-docs-rest-on). Two per core made suites with time limits
  // (500 ms, a 1000 ms debounce) fail on a fresh clone.
  maxWorkers: '100%',
  // `npm run test:unit` gives Node a young generation of 64 MB semi-spaces (--max-semi-space-size):
  // each test file's fresh module registry is mostly short-lived garbage, which it collects with
  // less CPU (docs/audit.md#figures-the-other-docs-rest-on).
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // A throwaway PostgreSQL for the store's tests, which run on it and on PGlite (test/store-env.ts).
  globalSetup: '<rootDir>/test/jest-global-setup.mjs',
  globalTeardown: '<rootDir>/test/jest-global-teardown.mjs',
  // var/ holds what tests and servers write, copies of the project among them (e2e/servers.ts).
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/', '<rootDir>/var/'],
  modulePathIgnorePatterns: ['<rootDir>/var/'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // The real module throws outside React Server Components; jest tests server code directly.
    '^server-only$': '<rootDir>/test/empty-module.js',
    // An in-memory PGlite starts from an empty database made once a run (test/jest-global-setup.mjs).
    '^@electric-sql/pglite$': '<rootDir>/test/pglite-from-template.mjs',
  },
};

/**
 * next/jest's config, with `.mjs` files sent through test/mjs-transformer.mjs first (with
 * next/jest's transform options): Jest takes the first transform whose pattern matches.
 */
export default async function jestConfig() {
  const nextConfig = await createJestConfig(config)();
  const [, nextOptions] = Object.values(nextConfig.transform)[0];
  return { ...nextConfig, transform: { '^.+\\.mjs$': ['<rootDir>/test/mjs-transformer.mjs', nextOptions], ...nextConfig.transform } };
}
