import { pageCrumb, servicesTrail } from '@/components/content/breadcrumbs';
import { PageBlocks } from '@/components/content/PageBlocks';
import { readPage } from '@/lib/content/pages';
import { contentPageMetadata } from '@/lib/seo/metadata';

const ROUTE = '/services/print/lamination';

export const metadata = contentPageMetadata(ROUTE);

/**
 * Lamination and Mounting (docs/requirements.md#content-pages, rule 9): its words are data/content/pages/services-print-lamination.json. The
 * old site headed this page 'Business Documents'; the heading now names the page's real subject.
 */
export default function LaminationPage() {
  return <PageBlocks page={readPage(ROUTE)} breadcrumb={servicesTrail(pageCrumb(ROUTE))} />;
}
