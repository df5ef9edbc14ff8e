import { z } from 'zod';
import catalogJson from '@/data/content/service-catalog.json';
import { pagePathSchema, parseDataFile } from './parse';

/**
 * The service catalogue (`data/content/service-catalog.json`, the content editor's entry 'Services
 * catalogue', keystatic.config.ts): the service pages as the services overview lists them, each
 * with its title and summary, so the overview and the pages agree on paths and names. A path that
 * is not a page of the route table fails the build.
 */

/** A service page as it appears on a card of the services overview. */
export const serviceLinkSchema = z.object({
  href: pagePathSchema,
  title: z.string().min(1),
  summary: z.string().min(1),
});

export type ServiceLink = z.infer<typeof serviceLinkSchema>;

export const serviceCatalogFileSchema = z.object({
  /** The print service pages ('/services/print/*', docs/requirements.md#routes). */
  print: z.array(serviceLinkSchema).min(1),
  /** The scanning service pages ('/services/scans*', docs/requirements.md#routes). */
  scan: z.array(serviceLinkSchema).min(1),
  /** The plan-room services that sit beside print and scan work. */
  plan: z.array(serviceLinkSchema).min(1),
});

/** The catalogue, checked when the site is built: each group's service pages, in the order shown. */
export const serviceCatalog: z.infer<typeof serviceCatalogFileSchema> = parseDataFile(
  'data/content/service-catalog.json',
  serviceCatalogFileSchema,
  catalogJson,
);
