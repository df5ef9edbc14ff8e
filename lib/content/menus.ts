import { z } from 'zod';
import menusJson from '@/data/content/menus.json';
import { pagePathSchema, parseDataFile } from './parse';
import { OUTSIDE_HREFS } from './schemas/page';

/**
 * The site's menus (`data/content/menus.json`, docs/requirements.md#header): the main sections,
 * the Quick Requests and the outside services of the header. A link to a path that is not a page
 * of the route table, or to an outside service the site does not know, fails the build.
 * The content editor's `menus` entry (keystatic.config.ts) has the same fields, in the same order.
 */

/** The menus' file, which staff edit (docs/editing.md). */
export const MENUS_FILE = 'data/content/menus.json';

/** A menu entry: a page of the site and its label. */
export const menuLinkSchema = z.object({
  href: pagePathSchema,
  label: z.string().min(1),
});

export type MenuLink = z.infer<typeof menuLinkSchema>;

/**
 * An outside service of the header (`outside:upload`, lib/content/schemas/page.ts `OUTSIDE_HREFS`)
 * and its label: its address is the deployment's setting (e.g. UPLOAD_URL), `linkHref` in lib/content/site.ts.
 */
export const serviceLinkSchema = z.object({
  href: z.enum(OUTSIDE_HREFS),
  label: z.string().min(1),
});

export type ServiceLink = z.infer<typeof serviceLinkSchema>;

/** The menus' file: each menu's entries, in the order shown. */
export const menusFileSchema = z.object({
  /** The main sections: the header's navigation and the footer's. */
  main: z.array(menuLinkSchema).min(1),
  /** The Quick Requests menu of the header: one entry per request kind, to its page. */
  quickRequests: z.array(menuLinkSchema).min(1),
  /** The outside services of the header's top bar (on phones, in the menu's panel). */
  services: z.array(serviceLinkSchema).min(1),
});

const menus = parseDataFile(MENUS_FILE, menusFileSchema, menusJson);

/** Main sections, shared by the header navigation and the footer. */
export const mainSections: MenuLink[] = menus.main;

/** The Quick Requests: one entry per request kind, to its page. */
export const quickRequests: MenuLink[] = menus.quickRequests;

/** The outside services of the header: plans, account login, job upload, remote service. */
export const outsideServices: ServiceLink[] = menus.services;
