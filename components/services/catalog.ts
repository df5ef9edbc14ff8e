import type { Crumb } from '@/components/ui/PageHeader';

/** A service page as it appears on a card of the services overview. */
export interface ServiceLink {
  href: string;
  title: string;
  summary: string;
}

/** The print service pages ('/services/print/*', docs/requirements.md#routes). */
export const printServices: ServiceLink[] = [
  {
    href: '/services/print/fineart',
    title: 'Fine Arts',
    summary: 'Giclée reproductions of paintings, drawings and photographs on canvas and fine-art papers.',
  },
  {
    href: '/services/print/engineering',
    title: 'Engineering and Construction',
    summary: 'Plan sheets and complete plan sets for architects, engineers and contractors, on recycled media.',
  },
  {
    href: '/services/print/signs',
    title: 'Signs and Banners',
    summary: 'Posters, banners and rigid signs, with flatbed printing up to 4x8 ft and under 2 inches thick.',
  },
  {
    href: '/services/print/business',
    title: 'Business Documents',
    summary: 'Reports, manuals, proposals and presentations printed and bound, up to 11x17.',
  },
  {
    href: '/services/print/smallformat',
    title: 'Cards, Flyers and Brochures',
    summary: 'Business cards, flyers, brochures and postcards from your print-ready files.',
  },
  {
    href: '/services/print/lamination',
    title: 'Lamination and Mounting',
    summary: 'Lamination in large and small format, mounting on foam and gator board, direct print up to 2 inches thick.',
  },
];

/** The scanning service pages ('/services/scans*', docs/requirements.md#routes). */
export const scanServices: ServiceLink[] = [
  {
    href: '/services/scans',
    title: 'Document and Plan Scanning',
    summary: 'Paper records, drawings and plan sets scanned, indexed and archived as digital files.',
  },
  {
    href: '/services/scans/art',
    title: 'Fine Art Scanning',
    summary: 'Contactless scans of paintings and drawings up to 36 by 60 inches, ready for reproduction.',
  },
];

/** The plan-room services that sit beside print and scan work. */
export const planServices: ServiceLink[] = [
  {
    href: '/bidsets',
    title: 'Bidset Distribution',
    summary: 'We post your project in our digital plan room, upload the documents and notify every bidder.',
  },
  {
    href: '/services/bid/plancenter',
    title: 'Private Plancenter',
    summary: 'Your own online plan room for unlimited projects, documents and team members.',
  },
];

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
