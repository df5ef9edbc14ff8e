import { pageCrumb, servicesTrail } from '@/components/content/breadcrumbs';
import { FormBlock } from '@/components/content/FormBlock';
import { PageBlocks } from '@/components/content/PageBlocks';
import { readPage } from '@/lib/content/pages';
import { contentPageMetadata } from '@/lib/seo/metadata';

const ROUTE = '/services/print/smallformat';

export const metadata = contentPageMetadata(ROUTE);

/**
 * Cards, Flyers and Brochures (docs/requirements.md#content-pages, rule 8): its words are data/content/pages/services-print-smallformat.json,
 * with the upload link (`outside:upload`) and the form tagged 'Small Format Services Page'.
 */
export default function SmallFormatPage() {
  return <PageBlocks own={{ form: FormBlock }} page={readPage(ROUTE)} breadcrumb={servicesTrail(pageCrumb(ROUTE))} />;
}
