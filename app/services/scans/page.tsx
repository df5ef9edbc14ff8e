import { pageCrumb, servicesTrail } from '@/components/content/breadcrumbs';
import { PageBlocks } from '@/components/content/PageBlocks';
import { readPage } from '@/lib/content/pages';
import { contentPageMetadata } from '@/lib/seo/metadata';

const ROUTE = '/services/scans';

export const metadata = contentPageMetadata(ROUTE);

/** Scanning Services, the old site's 'Document Archival' page (docs/requirements.md#content-pages, rule 10): its words are data/content/pages/services-scans.json. */
export default function ScanningPage() {
  return <PageBlocks page={readPage(ROUTE)} breadcrumb={servicesTrail(pageCrumb(ROUTE))} />;
}
