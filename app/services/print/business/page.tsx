import { pageCrumb, servicesTrail } from '@/components/content/breadcrumbs';
import { PageBlocks } from '@/components/content/PageBlocks';
import { readPage } from '@/lib/content/pages';
import { contentPageMetadata } from '@/lib/seo/metadata';

const ROUTE = '/services/print/business';

export const metadata = contentPageMetadata(ROUTE);

/** Business Documents (docs/requirements.md#content-pages, rule 7): its words are data/content/pages/services-print-business.json. */
export default function BusinessDocumentsPage() {
  return <PageBlocks page={readPage(ROUTE)} breadcrumb={servicesTrail(pageCrumb(ROUTE))} />;
}
