import { fakeUpstreams } from '../fakes/address';

/**
 * How the site under test is configured: every outside service is a loopback fake, and the spam
 * check is on (a fake reCAPTCHA script is served by e2e/support/fixtures.ts). The build and the main server
 * (playwright.config.ts) see it, and so do the extra servers e2e/store.spec.ts starts from the same
 * build, with their own fakes and store.
 * @param baseURL the site's own address (SITE_URL)
 * @param fakes where the fakes listen: `mail` is the mail gateway's fake, `other` every other one
 *   (reCAPTCHA, the service gateway, PayPal); both default to the shared fake of the config
 */
export function siteEnv(baseURL: string, fakes: { mail?: string; other?: string } = {}): Record<string, string> {
  const mail = fakes.mail ?? fakeUpstreams;
  const other = fakes.other ?? fakeUpstreams;
  return {
    SITE_URL: baseURL,
    CONTACT_API_URL: `${mail}/prod`,
    NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'e2e-recaptcha-site-key',
    RECAPTCHA_SECRET_KEY: 'e2e-recaptcha-secret',
    RECAPTCHA_VERIFY_URL: `${other}/siteverify`,
    SCGW_URL: other,
    SCGW_API_KEY: 'e2e-scgw-api-key',
    PAYPAL_CLIENT_ID: 'e2e-paypal-client-id',
    PAYPAL_CLIENT_SECRET: 'e2e-paypal-client-secret',
    PAYPAL_API_BASE: `${other}/paypal`,
    NEXT_PUBLIC_PAYPAL_CLIENT_ID: 'e2e-paypal-client-id',
    UPSTREAM_TIMEOUT_MS: '3000',
    RATE_LIMIT_PER_MINUTE: '10',
    // Behind one proxy: the client is the right-most X-Forwarded-For entry, which e2e/support/fixtures.ts
    // sets per test, so each test has a rate-limit budget of its own.
    TRUSTED_PROXY_HOPS: '1',
    NEXT_TELEMETRY_DISABLED: '1',
    // Read when /bidsets is built (e2e/fakes/plan-room.routes.mjs).
    BIDSETS_JSON_URL: `${other}/planroom/bidsets.json`,
  };
}

/**
 * siteEnv for a server of a group (e2e/support/servers.ts startSiteGroup): on the group's fakes
 * and its database.
 */
export function groupSiteEnv(baseURL: string, group: { mail: string; other: string; databaseUrl: string }): Record<string, string> {
  return { ...siteEnv(baseURL, { mail: group.mail, other: group.other }), DATABASE_URL: group.databaseUrl };
}

/** The settings that turn the spam check off: the preview build is made, and its server started, with them. */
export const withoutSpamCheck = { NEXT_PUBLIC_RECAPTCHA_SITE_KEY: '', RECAPTCHA_SECRET_KEY: '' };

/**
 * Where playwright.config.ts leaves the preview build it makes before the main one
 * (`DEPLOY_ENV=preview npm run build`, without a spam-check key).
 */
export const PREVIEW_BUILD_DIR = 'var/e2e-preview-build';

/** The main server's embedded store: removed before each run (playwright.config.ts), so tests start empty. */
export const EMBEDDED_DB_DIR = 'var/e2e-db';

/** The URL of the throwaway PostgreSQL server (e2e/support/global-setup.ts) the specs make databases on. */
export const POSTGRES_URL_VAR = 'E2E_POSTGRES_URL';

/**
 * The tag of the tests that mostly wait, a minute and more, for a delivery's first retry
 * (e2e/store.spec.ts). playwright.config.ts runs them as a project of their own, listed first, so
 * they start before all others and their waiting overlaps the rest of the run instead of ending it.
 */
export const FIRST_RETRY_TAG = '@first-retry';
