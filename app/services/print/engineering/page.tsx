import { pageCrumb, servicesTrail } from '@/components/content/breadcrumbs';
import { FormBlock } from '@/components/content/FormBlock';
import { PageBlocks } from '@/components/content/PageBlocks';
import { readPage } from '@/lib/content/pages';
import { contentPageMetadata } from '@/lib/seo/metadata';

const ROUTE = '/services/print/engineering';

export const metadata = contentPageMetadata(ROUTE);

/** Engineering/Construction print services (docs/requirements.md#content-pages, rule 5): its words, and its form's, are data/content/pages/services-print-engineering.json. */
export default function EngineeringPage() {
  return <PageBlocks own={{ form: FormBlock }} page={readPage(ROUTE)} breadcrumb={servicesTrail(pageCrumb(ROUTE))} />;
}
