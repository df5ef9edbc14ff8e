import type { Crumb } from '@/components/ui/PageHeader';

/**
 * Breadcrumb trail of a service page: Home > Services > [via >] current page.
 * @param current label of this page (rendered as the current crumb)
 * @param options.servicesHref target of the 'Services' crumb; the Fine Art page points it at
 *   /services/print/fineart, as the old site did
 * @param options.via an intermediate crumb, e.g. Scanning on the Fine Art Scanning page
 */
export function servicesTrail(current: string, options: { servicesHref?: string; via?: Crumb } = {}): Crumb[] {
  const { servicesHref = '/services', via } = options;
  return [{ label: 'Home', href: '/' }, { label: 'Services', href: servicesHref }, ...(via ? [via] : []), { label: current }];
}
