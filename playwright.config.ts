import { defineConfig, devices } from '@playwright/test';
import { fakeUpstreams } from './e2e/fakes/address';
import { EMBEDDED_DB_DIR, FIRST_RETRY_TAG, PREVIEW_BUILD_DIR, siteEnv, withoutSpamCheck } from './e2e/support/site-under-test';
import { testChromium } from './scripts/chromium-path.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const executablePath = testChromium();
/**
 * The specs whose tests run in one worker, in order, for minutes (the content editor's: `next dev`,
 * edits, then a build of the edited copy) or at the end of the alphabet (the staff side's, on a
 * server of its own): a project of their own, listed before the rest.
 */
const ONE_WORKER_CHAINS = /(content-editor-admin|staff)\.spec\.ts$/;

/**
 * Specs for the second content set only (playwright.alt-content.config.ts): they need content that
 * set guarantees, such as a machine of each kind, which the shop's own content may lack.
 */
export const SECOND_SET_ONLY = /machine-variants\.spec\.ts$/;
/** The main server's stderr: its errors and warnings, read when a spec fails (siteServer below). */
const SERVER_LOG = 'var/e2e-server.log';

/**
 * `E2E_REUSE_BUILD=1`: serve the builds the last end-to-end run left (`.next` and the preview's)
 * instead of building again, to run one spec after changing only tests (README, "Run every test").
 */
const reuseBuild = process.env.E2E_REUSE_BUILD === '1';

/** The loopback fakes of the outside services (e2e/fakes/upstreams.mjs), shared by every spec. */
export const FAKE_UPSTREAMS_SERVER = {
  command: 'node e2e/fakes/upstreams.mjs',
  url: `${fakeUpstreams}/__health`,
  reuseExistingServer: !process.env.CI,
};

/**
 * The site under test: its production build, then `next start` on `port` with the e2e settings.
 * @param options.previewBuild first make the preview build (DEPLOY_ENV=preview, without a spam-check
 *   key) and move it aside for e2e/preview.spec.ts; the second content set's run
 *   (playwright.alt-content.config.ts) has no use for it
 */
export function siteServer(options: { previewBuild: boolean }) {
  const previewBuild = [
    `${Object.keys(withoutSpamCheck)
      .map((name) => `${name}=`)
      .join(' ')} DEPLOY_ENV=preview SKIP_BUILD_TYPECHECK=1 npm run build`,
    `mv .next ${PREVIEW_BUILD_DIR}`,
    // The main build starts from the preview's Turbopack cache: a fraction of a cold build's work.
    `if [ -d ${PREVIEW_BUILD_DIR}/cache/turbopack ]; then mkdir -p .next/cache && mv ${PREVIEW_BUILD_DIR}/cache/turbopack .next/cache/; fi`,
  ];
  return {
    command: [
      `rm -rf ${EMBEDDED_DB_DIR} ${EMBEDDED_DB_DIR}.pid`,
      'mkdir -p var',
      ...(reuseBuild
        ? [
            '(test -f .next/BUILD_ID || { echo "E2E_REUSE_BUILD=1: no build in .next; run the end-to-end tests once without it" >&2; exit 1; })',
          ]
        : [`rm -rf ${PREVIEW_BUILD_DIR}`, ...(options.previewBuild ? previewBuild : []), 'SKIP_BUILD_TYPECHECK=1 npm run build']),
      `echo "e2e: server at ${baseURL}; its errors and warnings go to ${SERVER_LOG} (some are expected: specs make the fake upstreams fail on purpose)"`,
      // Shown here only when the server stops on its own, as when it cannot start.
      `(npx next start -p ${port} 2> ${SERVER_LOG} || { cat ${SERVER_LOG} >&2; exit 1; })`,
    ].join(' && '),
    url: `${baseURL}/`,
    env: { ...siteEnv(baseURL), EMBEDDED_DB_DIR },
    timeout: 900_000,
    reuseExistingServer: !process.env.CI,
    // The builds' output and the server's start-up lines (stdout) are shown as [WebServer] lines,
    // and so is a failing build's error (stderr). The running server's stderr goes to SERVER_LOG:
    // a passing run would otherwise print the errors the fault specs cause on purpose ("Upstream
    // PayPal failed: …"), which read as failures.
    stdout: 'pipe' as const,
  };
}

/**
 * End-to-end tests against a production build (`next build && next start`) configured with the
 * loopback fakes (e2e/support/site-under-test.ts), in a real Chromium: the system one when there is one
 * (scripts/chromium-path.mjs), else Playwright's own. The main server keeps its store in an
 * embedded PostgreSQL in EMBEDDED_DB_DIR, removed before it starts so every run begins empty (in
 * the server's command: Playwright starts the web servers before the global setup). The global
 * setup starts a throwaway PostgreSQL server for the specs that need one (e2e/store.spec.ts).
 * Before the main build, a preview build (DEPLOY_ENV=preview, without a spam-check key) is made and
 * moved aside for e2e/preview.spec.ts: the stage and the public settings are the build's, the
 * server's settings its own (docs/decisions.md, "The build is made for one stage"); other servers,
 * such as mail mode's, start from a copy of the main build with their own settings.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // One retry everywhere, as on CI (docs/decisions.md): a test that fails twice still fails, and
  // the list shows flaky ones.
  retries: 1,
  // Twice the cores: much of a test is waiting (the server, debounces, time limits), and 4
  // workers ran faster than 2 on 2 cores (docs/audit.md#figures-the-other-docs-rest-on).
  workers: 4,
  timeout: 30_000,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    // A trace records every action's DOM snapshot and screenshot: on the first retry only, so a
    // failure that repeats comes with its trace and a passing test costs no recording.
    trace: 'on-first-retry',
    // A failing attempt keeps what the page showed as it failed: a flaky test (one that passes on
    // its retry) has no trace, and this is then all there is to read.
    screenshot: 'only-on-failure',
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
  globalSetup: './e2e/support/global-setup.ts',
  globalTeardown: './e2e/support/global-teardown.ts',
  // Workers are dispatched tests in the order of the projects: the first-retry tests first.
  projects: [
    // One at a time: their minutes of waiting leave the CPU to the other workers' tests.
    {
      name: 'first-retry',
      grep: new RegExp(FIRST_RETRY_TAG),
      testIgnore: SECOND_SET_ONLY,
      workers: 1,
      use: { ...devices['Desktop Chrome'] },
    },
    // Started at once: last in the queue, they ran on alone once the other workers had finished.
    { name: 'chains', testMatch: ONE_WORKER_CHAINS, use: { ...devices['Desktop Chrome'] } },
    {
      name: 'chromium',
      grepInvert: new RegExp(FIRST_RETRY_TAG),
      testIgnore: [ONE_WORKER_CHAINS, SECOND_SET_ONLY],
      use: { ...devices['Desktop Chrome'] },
    },
  ],
  webServer: [FAKE_UPSTREAMS_SERVER, siteServer({ previewBuild: true })],
});
