import { defineConfig, devices } from '@playwright/test';
import { fakeUpstreams } from './e2e/fakes/address';
import { systemChromium } from './scripts/chromium-path.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const executablePath = systemChromium();

/**
 * How the site under test is configured: every outside service is a loopback fake, and the spam
 * check is on (a fake reCAPTCHA script is served by e2e/fixtures.ts). Build and server both see it.
 */
const siteEnv = {
  SITE_URL: baseURL,
  CONTACT_API_URL: `${fakeUpstreams}/prod`,
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'e2e-recaptcha-site-key',
  RECAPTCHA_SECRET_KEY: 'e2e-recaptcha-secret',
  RECAPTCHA_VERIFY_URL: `${fakeUpstreams}/siteverify`,
  SCGW_URL: fakeUpstreams,
  SCGW_API_KEY: 'e2e-scgw-api-key',
  PAYPAL_CLIENT_ID: 'e2e-paypal-client-id',
  PAYPAL_CLIENT_SECRET: 'e2e-paypal-client-secret',
  PAYPAL_API_BASE: `${fakeUpstreams}/paypal`,
  NEXT_PUBLIC_PAYPAL_CLIENT_ID: 'e2e-paypal-client-id',
  UPSTREAM_TIMEOUT_MS: '3000',
  RATE_LIMIT_PER_MINUTE: '10',
  OUTBOX_DIR: 'var/e2e-outbox',
  NEXT_TELEMETRY_DISABLED: '1',
};

/**
 * End-to-end tests against a production build (`next build && next start`) configured with the
 * loopback fakes, in a real Chromium: the system one when there is one
 * (scripts/chromium-path.mjs), else Playwright's own.
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'node e2e/fakes/upstreams.mjs',
      url: `${fakeUpstreams}/__health`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `npm run build && npx next start -p ${port}`,
      url: `${baseURL}/`,
      env: siteEnv,
      timeout: 600_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
    },
  ],
});
