import { z } from 'zod';
// Relative, not '@/': next.config.ts loads this file, and its loader does not resolve the alias.
import { optionalString, readSettings, requestRetentionDays } from './settings';

/**
 * The public settings of a deployment: its address, the outside services it links to, the shop's
 * time zone and the browser keys of reCAPTCHA and PayPal.
 *
 * Read from the environment at build time (pages are pre-rendered), with defaults that are
 * fictional demo content (example.com services) so the site runs with no configuration at all.
 * Nothing here is secret; server-only settings live in `lib/env.ts`. Every variable is listed in
 * `.env.example`. An invalid value (say, a URL that is not one) fails the build with the variable's
 * name (lib/settings.ts, which lib/env.ts reads with too). Apart from lib/site.ts so that the
 * request proxy reads these without the content files.
 */
const url = z.url();
const siteEnvSchema = z.object({
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
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: optionalString,
  NEXT_PUBLIC_PAYPAL_CLIENT_ID: optionalString,
  PAYPAL_CLIENT_ID: optionalString,
  /** Stated by the privacy notice; the server deletes by its own reading of it (lib/env.ts). */
  REQUEST_RETENTION_DAYS: requestRetentionDays,
});

/** Reads and validates the public settings; throws naming each bad variable. */
export function readSiteEnv(env: Record<string, string | undefined>) {
  return readSettings(siteEnvSchema, env, 'site');
}
