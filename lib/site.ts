import { z } from 'zod';
// Relative, not '@/': next.config.ts loads this file, and its loader does not resolve the alias.
import { optionalString, readSettings, requestRetentionDays } from './settings';

/**
 * Public site configuration: company identity, phones, hours, social and external URLs.
 *
 * Read once from the environment at build time (pages are pre-rendered), with defaults that are
 * fictional demo content (phones in the 555-01xx range, example.com services) so the site runs with
 * no configuration at all. Nothing here is secret; server-only settings live in `lib/env.ts`.
 * Every variable is listed in `.env.example`. An invalid value (say, a URL that is not one) fails
 * the build with the variable's name (lib/settings.ts, which lib/env.ts reads with too).
 */
const url = z.url();
const siteEnvSchema = z.object({
  SITE_URL: url.default('http://localhost:3000'),
  COMPANY_NAME: z.string().min(1).default('Cascadia Print & Imaging'),
  COMPANY_PHONE: z.string().min(7).default('(503) 555-0142'),
  SERVICE_PHONE: z.string().min(7).default('(503) 555-0187'),
  COMPANY_EMAIL: z.email().default('help@cascadiaprint.example.com'),
  ADDRESS_STREET: z.string().min(1).default('2150 SE Industrial Way'),
  ADDRESS_CITY: z.string().min(1).default('Portland'),
  ADDRESS_REGION: z.string().min(2).default('OR'),
  ADDRESS_POSTAL_CODE: z.string().min(3).default('97214'),
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

const env = readSiteEnv(process.env);

/** The year the shop was founded. */
const FOUNDED = 1988;

/** The public site configuration. */
export const siteConfig = {
  url: env.SITE_URL.replace(/\/$/, ''),
  name: env.COMPANY_NAME,
  description: `Large-format and office printers, supplies, print and scanning services, bidset distribution and equipment repair in the Pacific Northwest since ${FOUNDED}.`,
  /** The founding year: every "since" and "years in business" on the site comes from it (yearsInBusiness). */
  founded: FOUNDED,
  /** The shop's time zone (IANA): bid dates are read as its wall-clock times. */
  timeZone: env.SHOP_TIME_ZONE,
  email: env.COMPANY_EMAIL,
  phones: {
    main: env.COMPANY_PHONE,
    service: env.SERVICE_PHONE,
  },
  address: {
    street: env.ADDRESS_STREET,
    city: env.ADDRESS_CITY,
    region: env.ADDRESS_REGION,
    postalCode: env.ADDRESS_POSTAL_CODE,
    country: 'US',
  },
  /** Monday-Friday 8am-5pm, closed Saturday and Sunday (docs/requirements.md#header, rule 2). */
  hours: {
    label: 'Monday-Friday 8am-5pm',
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '08:00',
    closes: '17:00',
  },
  social: [
    { name: 'Facebook', href: env.FACEBOOK_URL },
    { name: 'LinkedIn', href: env.LINKEDIN_URL },
    { name: 'Instagram', href: env.INSTAGRAM_URL },
  ],
  /** Public reCAPTCHA v3 site key; unset, forms show Send without a spam check. */
  recaptchaSiteKey: env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY,
  /**
   * PayPal client id for the browser's SDK (public by PayPal's design): NEXT_PUBLIC_PAYPAL_CLIENT_ID,
   * else PAYPAL_CLIENT_ID; unset, the template pages say online payment is unavailable.
   */
  paypalClientId: env.NEXT_PUBLIC_PAYPAL_CLIENT_ID ?? env.PAYPAL_CLIENT_ID,
  /**
   * The facts of the privacy notice and the terms of sale (/privacy, /terms,
   * docs/requirements.md#privacy-and-terms). Demo values: the shop must confirm each one (and its
   * accountant or lawyer the tax and refund rules) before the site goes live.
   */
  legal: {
    /** When the notice and the terms last changed (YYYY-MM-DD). */
    effectiveDate: '2026-11-24',
    /** Business days within which a request to see or delete one's data is answered. */
    dataRequestDays: 30,
    /** Sales tax on sign orders. */
    salesTax: 'Oregon has no sales tax. Orders shipped to another state may be charged that state’s sales tax, shown before you pay.',
    /** Business days to the proof after payment, and to the prints after the proof is approved. */
    proofDays: 1,
    printDays: 3,
    /** How prints reach the customer. */
    pickup: 'Pick up at the shop during business hours, free.',
    shipping: 'Shipping within the US by UPS Ground, quoted and charged separately after the order; we call you before we ship.',
    /** Cancellation and refunds of custom prints. */
    cancellation: 'You can cancel for a full refund until you approve the proof.',
    refunds:
      'Custom prints are made for you and cannot be returned once the proof is approved. A print with a defect of ours (wrong size, material or artwork you approved) is reprinted or refunded if you tell us within 7 days of pickup or delivery.',
    /** How long the shop keeps a paid order's record (its accounting), in years. */
    orderRecordYears: 7,
    /**
     * Days a delivered request's personal fields, and a sign order's instructions, are kept:
     * REQUEST_RETENTION_DAYS as the site was built (docs/requirements.md#nothing-lost, rule 6).
     */
    requestRetentionDays: env.REQUEST_RETENTION_DAYS,
  },
  external: {
    plans: env.PLANS_URL,
    account: env.ACCOUNT_URL,
    upload: env.UPLOAD_URL,
    jobView: env.JOB_VIEW_URL,
    printJobs: env.PRINT_JOBS_URL,
    remoteSupport: env.REMOTE_SUPPORT_URL,
    designTool: env.DESIGN_TOOL_URL,
    /** Base of the external 3D virtual demo: `{base}{series}/{model}` (docs/requirements.md#equipment, rule 5). */
    demo3d: env.DEMO3D_URL,
    vendorPrinters: env.VENDOR_PRINTERS_URL,
    vendorManagedPrint: env.VENDOR_MANAGED_PRINT_URL,
    creditApplication: env.CREDIT_APPLICATION_URL,
    fineartPricing: env.FINEART_PRICING_URL,
  },
};

/**
 * Whole calendar years since the founding year, as of `today` (pages: the day they are built or
 * revalidated), e.g. 38 in 2026 for 1988.
 */
export function yearsInBusiness(today: Date = new Date(), founded: number = siteConfig.founded): number {
  return today.getFullYear() - founded;
}
