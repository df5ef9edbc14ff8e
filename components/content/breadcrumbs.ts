import type { Crumb } from '@/components/ui/PageHeader';
import { pageBlock, readPage } from '@/lib/content/pages';

/** The services overview, the trail's second crumb. */
const SERVICES = '/services';

/**
 * Breadcrumb trail of a service page: Home > Services > [via >] current page; 'Services' is the
 * overview's name in breadcrumbs (`pageCrumb`).
 * @param current label of this page (rendered as the current crumb)
 * @param options.servicesHref target of the 'Services' crumb; the Fine Art page points it at
 *   /services/print/fineart, as the old site did
 * @param options.via an intermediate crumb, e.g. Scanning on the Fine Art Scanning page
 */
export function servicesTrail(current: string, options: { servicesHref?: string; via?: Crumb } = {}): Crumb[] {
  const { servicesHref = SERVICES, via } = options;
  const [home, page] = homeTrail(current);
  return [home, { label: pageCrumb(SERVICES), href: servicesHref }, ...(via ? [via] : []), page];
}

/**
 * Breadcrumb trail of a page under Home: Home > current page.
 * @param current label of this page (rendered as the current crumb), e.g. `pageCrumb(route)`
 */
export function homeTrail(current: string): Crumb[] {
  return [{ label: 'Home', href: '/' }, { label: current }];
}

/**
 * A page's name in breadcrumbs, as its content file says it (lib/content/schemas/page.ts, the hero):
 * its short name ('Fine Art'), else its title.
 * @param route the page's canonical path, e.g. '/services/scans'
 * @throws Error naming the page's file when it is missing or wrong (lib/content/pages.ts)
 */
export function pageCrumb(route: string): string {
  const { crumb, title } = pageBlock(readPage(route), 'hero', route);
  return crumb || title;
}
