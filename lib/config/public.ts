import { z } from 'zod';
// Relative, not '@/': next.config.ts loads this file, and its loader does not resolve the alias.
import { optional, optionalString, readSettings } from './read';

/**
 * The public settings of a deployment: its address, the outside services it links to, the shop's
 * time zone, the browser keys of reCAPTCHA and PayPal, the content editor's repository, and how
 * long requests are kept.
 *
 * Read from the environment at build time (next.config.ts, and the pages through
 * lib/content/site.ts: they are pre-rendered) and by the request proxy when the server starts,
 * with defaults that are fictional demo content (example.com services) so the site runs with no
 * configuration at all. Nothing here is secret. The server reads these too: its schema
 * (lib/config/server.ts) is this one extended with its own variables, so each variable is
 * declared once, with its one default (lib/config/variables.test.ts fails on a name declared
 * twice). Every variable is listed in `.env.example`. An invalid value (say, a URL that is not
 * one) fails the build with the variable's name (lib/config/read.ts). No content file is read
 * here: next.config.ts reads these before it checks the content, and the proxy without it.
 */
const url = z.url();
export const siteEnvSchema = z.object({
  /**
   * The site's public address (canonical links, the sitemap). The server reads it with this
   * default too: what tells a deployment from a local run asks for an https SITE_URL
   * (lib/config/service-backend.ts, the rate limit's start line, the staff's sign-in mail), and
   * the default is plain http.
   */
  SITE_URL: url.default('http://localhost:3000'),
  PLANS_URL: url.default('https://plans.example.com/'),
  ACCOUNT_URL: url.default('https://account.example.com/'),
  UPLOAD_URL: url.default('https://upload.example.com/upload'),
  JOB_VIEW_URL: url.default('https://upload.example.com/getJob'),
  PRINT_JOBS_URL: url.default('https://upload.example.com/getPrintJobs'),
  REMOTE_SUPPORT_URL: url.default('https://remote.example.com/session'),
  DESIGN_TOOL_URL: url.default('https://design.example.com/'),
  DEMO3D_URL: url.default('https://demo3d.example.com/'),
  VENDOR_PRINTERS_URL: url.default('https://www.hp.com/us-en/printers'),
  VENDOR_MANAGED_PRINT_URL: url.default('https://www.hp.com/us-en/solutions/managed-print-services.html'),
  CREDIT_APPLICATION_URL: z.string().min(1).default('/credit-application.pdf'),
  FINEART_PRICING_URL: z.string().min(1).default('/fineart-pricing.pdf'),
  FACEBOOK_URL: url.default('https://www.facebook.com/cascadiaprint.example'),
  LINKEDIN_URL: url.default('https://www.linkedin.com/company/cascadiaprint-example'),
  INSTAGRAM_URL: url.default('https://www.instagram.com/cascadiaprint.example'),
  /** The shop's IANA time zone: bid dates are its wall-clock times. */
  SHOP_TIME_ZONE: z
    .string()
    .default('America/Los_Angeles')
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone such as America/Los_Angeles'),
  /** reCAPTCHA v3's site key, for the browser; the server verifies with RECAPTCHA_SECRET_KEY. */
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: optionalString,
  /** The client id the browser's PayPal script gets (public by PayPal's design); default PAYPAL_CLIENT_ID. */
  NEXT_PUBLIC_PAYPAL_CLIENT_ID: optionalString,
  /** PayPal REST (Orders v2): the server's client id, with PAYPAL_CLIENT_SECRET; the browser's too without NEXT_PUBLIC_PAYPAL_CLIENT_ID. */
  PAYPAL_CLIENT_ID: optionalString,
  /**
   * Days a delivered request's (or a held test call's) personal fields, and a sign order's
   * instructions, are kept (docs/requirements.md#nothing-lost, rule 6): the server's delivery
   * worker deletes by it, and the privacy notice, built with the site, states it
   * (lib/content/site.ts). A number of days is no secret.
   */
  REQUEST_RETENTION_DAYS: z.coerce.number().int().positive().default(90),
  /**
   * The content editor's GitHub storage (docs/deploy.md#the-content-editor-on-vercel): the
   * repository as owner/name, and the GitHub App's slug; the App's client id and secrets are the
   * server's (lib/config/server.ts). Unset: the editor runs under `npm run dev` only
   * (lib/config/content-editor.ts), and a build leaves it out (next.config.ts). Keystatic's screen
   * reads both in the browser.
   */
  NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO: optional(z.string().regex(/^[\w.-]+\/[\w.-]+$/, 'must read owner/name')),
  NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: optionalString,
  /** 1: `next build` skips its type check (the end-to-end run's builds: `npm test` has just made it). */
  SKIP_BUILD_TYPECHECK: optional(z.enum(['0', '1'])).transform((value) => value === '1'),
});

/** The public settings, as read. */
export type SiteEnv = z.output<typeof siteEnvSchema>;

/** Reads and validates the public settings; throws naming each bad variable. */
export function readSiteEnv(env: Record<string, string | undefined>): SiteEnv {
  return readSettings(siteEnvSchema, env, 'site');
}

/**
 * One public setting, checked by its entry above, for code that cannot hand `process.env` to
 * readSiteEnv: the browser's content editor (keystatic.config.ts), where Next writes a
 * `NEXT_PUBLIC_*` variable's value only in place of the literal `process.env.NEXT_PUBLIC_NAME`.
 * @param name the variable, e.g. 'NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO'
 * @param value its value, read as that literal
 * @throws Error naming the variable when the value is bad
 */
export function readSiteSetting<N extends keyof SiteEnv>(name: N, value: string | undefined): SiteEnv[N] {
  const setting: Record<string, unknown> = readSettings(z.object({ [name]: siteEnvSchema.shape[name] }), { [name]: value }, 'site');
  return setting[name] as SiteEnv[N];
}
