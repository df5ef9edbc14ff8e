// Relative, not '@/': the end-to-end tests (e2e/) import this file too.
import { readSiteEnv } from '../config/public';
import type { OutsideLink } from './schemas/page';
import type { ShopValue } from './schemas/rich-text';
import { closedDaysLabel, openingHours, openingHoursLabel, readShop } from './shop';

/**
 * Public site configuration: the shop's identity and hours from its content file
 * (data/content/shop.json, which staff edit: docs/editing.md), and the deployment's settings
 * (lib/config/public.ts: its address, outside services, browser keys). Read once when the site is
 * built (pages are pre-rendered); a bad content file or variable fails the build, naming it. With
 * the content readers, not the settings: it reads a content file, which lib/config/ never does
 * (next.config.ts and the proxy read the settings without the content).
 */
const env = readSiteEnv(process.env);
const shop = readShop();
const hours = openingHours(shop.hours);

/** The public site configuration. */
export const siteConfig = {
  url: env.SITE_URL.replace(/\/$/, ''),
  name: shop.name,
  description: `Large-format and office printers, supplies, print and scanning services, bidset distribution and equipment repair in the Pacific Northwest since ${shop.founded}.`,
  /** The founding year (the shop's file): every "since" and "years in business" on the site comes from it (yearsInBusiness). */
  founded: shop.founded,
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
   * The figures of the privacy notice's sentences on keeping requests, which the page draws (its
   * `retention` part, docs/requirements.md#privacy-and-terms) since the server deletes by them; the
   * notice's and the terms' other words, the shop's terms among them, are their content files
   * (data/content/pages/privacy.json, terms.json). Demo values: the shop must confirm them (and its
   * accountant or lawyer the terms) before the site goes live.
   */
  legal: {
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
 * (`{% shop value="phone" /%}`, lib/content/schemas/rich-text.ts), so each is written in one place.
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

/**
 * Where a link of the content goes: the outside service it names (`outside:upload`,
 * lib/content/schemas/page.ts `OUTSIDE_LINKS`) at this deployment's address (its settings, not content),
 * else the link as written.
 * @returns e.g. the upload service's address for 'outside:upload', '/quote' for '/quote'
 */
export function linkHref(href: string): string {
  const outside = /^outside:(\w+)$/.exec(href)?.[1];
  return outside ? siteConfig.external[outside as OutsideLink] : href;
}
