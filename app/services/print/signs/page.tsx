import { servicesTrail } from '@/components/content/breadcrumbs';
import { PageBlocks } from '@/components/content/PageBlocks';
import { pageBlock, readPage } from '@/lib/content/pages';
import { contentPageMetadata } from '@/lib/seo/metadata';

const ROUTE = '/services/print/signs';

export const metadata = contentPageMetadata(ROUTE);

/** Signs and Banners (docs/requirements.md#content-pages, rule 6): its words are data/content/pages/services-print-signs.json. */
export default function SignsPage() {
  const page = readPage(ROUTE);
  return <PageBlocks page={page} breadcrumb={servicesTrail(pageBlock(page, 'hero', ROUTE).title)} />;
}
