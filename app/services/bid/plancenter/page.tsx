import { pageCrumb, servicesTrail } from '@/components/content/breadcrumbs';
import { FormBlock } from '@/components/content/FormBlock';
import { PageBlocks } from '@/components/content/PageBlocks';
import { readPage } from '@/lib/content/pages';
import { contentPageMetadata } from '@/lib/seo/metadata';

const ROUTE = '/services/bid/plancenter';

export const metadata = contentPageMetadata(ROUTE);

/**
 * Private Plancenter (docs/requirements.md#content-pages, rule 12): its words, features and counters
 * are data/content/pages/services-bid-plancenter.json.
 */
export default function PlancenterPage() {
  return <PageBlocks own={{ form: FormBlock }} page={readPage(ROUTE)} breadcrumb={servicesTrail(pageCrumb(ROUTE))} />;
}
