import { pageCrumb, servicesTrail } from '@/components/content/breadcrumbs';
import { PageBlocks } from '@/components/content/PageBlocks';
import { readPage } from '@/lib/content/pages';
import { contentPageMetadata } from '@/lib/seo/metadata';

const ROUTE = '/services/print/fineart';

export const metadata = contentPageMetadata(ROUTE);

/**
 * Fine Art Services (docs/requirements.md#content-pages, rule 4): its words are data/content/pages/services-print-fineart.json. The
 * 'Services' crumb links to this page itself, as it did on the old site (kept on purpose).
 */
export default function FineArtPage() {
  return <PageBlocks page={readPage(ROUTE)} breadcrumb={servicesTrail(pageCrumb(ROUTE), { servicesHref: ROUTE })} />;
}
