import { z } from 'zod';
import catalogJson from '@/data/content/service-catalog.json';
import { pagePathSchema, parseDataFile } from './parse';

/**
 * The service catalogue (`data/content/service-catalog.json`): the service pages as the services
 * overview lists them, each with its title and summary, so the overview and the pages agree on
 * paths and names. A path that is not a page of the route table fails the build.
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

const catalog = parseDataFile('data/content/service-catalog.json', serviceCatalogFileSchema, catalogJson);

/** The print service pages ('/services/print/*', docs/requirements.md#routes). */
export const printServices: ServiceLink[] = catalog.print;

/** The scanning service pages ('/services/scans*', docs/requirements.md#routes). */
export const scanServices: ServiceLink[] = catalog.scan;

/** The plan-room services that sit beside print and scan work. */
export const planServices: ServiceLink[] = catalog.plan;
