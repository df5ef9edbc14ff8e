import { homeTrail, pageCrumb } from '@/components/content/breadcrumbs';
import { FormBlock } from '@/components/content/FormBlock';
import { PageBlocks } from '@/components/content/PageBlocks';
import { readPage } from '@/lib/content/pages';
import { contentPageMetadata } from '@/lib/seo/metadata';

const ROUTE = '/quicksupply';

export const metadata = contentPageMetadata(ROUTE);

/**
 * Quick supply order: the contact form to sales, quick supply variant
 * (docs/requirements.md#contact-form, rule 12), then 'What happens next'; its words are
 * data/content/pages/quicksupply.json.
 */
export default function QuickSupplyPage() {
  return <PageBlocks own={{ form: FormBlock }} page={readPage(ROUTE)} breadcrumb={homeTrail(pageCrumb(ROUTE))} />;
}
