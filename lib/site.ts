// Relative, not '@/': next.config.ts loads this file, and its loader does not resolve the alias.
import { closedDaysLabel, openingHours, openingHoursLabel, readShop } from './data/shop';
import type { ShopValue } from './schemas/rich-text';
import { readSiteEnv } from './site-env';

/**
 * Public site configuration: the shop's identity and hours from its content file
 * (data/content/shop.json, which staff edit: docs/editing.md), and the deployment's settings
 * (lib/site-env.ts: its address, outside services, browser keys). Read once when the site is built
 * (pages are pre-rendered); a bad content file or variable fails the build, naming it.
 */
const env = readSiteEnv(process.env);
const shop = readShop();
const hours = openingHours(shop.hours);

/** The year the shop was founded. */
const FOUNDED = 1988;

/** The public site configuration. */
export const siteConfig = {
  url: env.SITE_URL.replace(/\/$/, ''),
  name: shop.name,
  description: `Large-format and office printers, supplies, print and scanning services, bidset distribution and equipment repair in the Pacific Northwest since ${FOUNDED}.`,
  /** The founding year: every "since" and "years in business" on the site comes from it (yearsInBusiness). */
  founded: FOUNDED,
  /** The shop's time zone (IANA): bid dates are read as its wall-clock times. */
  timeZone: env.SHOP_TIME_ZONE,
  email: shop.email,
  phones: {
    main: shop.phone,
    service: shop.service_phone,
  },
  address: {
    street: shop.street,
    city: shop.city,
    region: shop.region,
    postalCode: shop.postal_code,
    country: 'US',
  },
  /** The opening hours (docs/requirements.md#header, rule 2): in one line, days in a row open alike, and the closed days in one line (if any). */
  hours: { label: openingHoursLabel(hours), week: hours, closed: closedDaysLabel(shop.hours) },
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

/**
 * One fact of the shop's identity as text, by the name a rich text gives it
 * (`{% shop value="phone" /%}`, lib/schemas/rich-text.ts), so each is written in one place.
 * @returns e.g. '(503) 555-0142' for 'phone', '38' for 'years'
 */
export function shopFact(value: ShopValue): string {
  const { phones, email, address } = siteConfig;
  const facts: Record<ShopValue, () => string> = {
    name: () => siteConfig.name,
    phone: () => phones.main,
    service_phone: () => phones.service,
    email: () => email,
    address: () => `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`,
    city: () => address.city,
    founded: () => String(siteConfig.founded),
    years: () => String(yearsInBusiness()),
    hours: () => siteConfig.hours.label,
  };
  return facts[value]();
}
