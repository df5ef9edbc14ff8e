import { defineConfig, devices } from '@playwright/test';
import { fakeUpstreams } from './e2e/fakes/address';
import { EMBEDDED_DB_DIR, PREVIEW_BUILD_DIR, siteEnv } from './e2e/site-env';
import { systemChromium } from './scripts/chromium-path.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const executablePath = systemChromium();

/**
 * End-to-end tests against a production build (`next build && next start`) configured with the
 * loopback fakes (e2e/site-env.ts), in a real Chromium: the system one when there is one
 * (scripts/chromium-path.mjs), else Playwright's own. The main server keeps its store in an
 * embedded PostgreSQL in EMBEDDED_DB_DIR, removed before it starts so every run begins empty (in
 * the server's command: Playwright starts the web servers before the global setup). The global
 * setup starts a throwaway PostgreSQL server for the specs that need one (e2e/store.spec.ts).
 * Before the main build, a preview build (DEPLOY_ENV=preview) is made and moved aside for
 * e2e/preview.spec.ts.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-dev-shm-usage',
      ],
    },
  },
  globalSetup: './e2e/global-setup.ts',
  globalTeardown: './e2e/global-teardown.ts',
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'node e2e/fakes/upstreams.mjs',
      url: `${fakeUpstreams}/__health`,
      reuseExistingServer: !process.env.CI,
    },
    {
      // The preview build first (e2e/preview.spec.ts starts it from a copy of the project), then the main one.
      command: [
        `rm -rf ${EMBEDDED_DB_DIR} ${EMBEDDED_DB_DIR}.pid ${PREVIEW_BUILD_DIR}`,
        'mkdir -p var',
        'DEPLOY_ENV=preview npm run build',
        `mv .next ${PREVIEW_BUILD_DIR}`,
        'npm run build',
        `npx next start -p ${port}`,
      ].join(' && '),
      url: `${baseURL}/`,
      env: { ...siteEnv(baseURL), EMBEDDED_DB_DIR },
      timeout: 900_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
    },
  ],
});
