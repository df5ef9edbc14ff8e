import { homeTrail, pageCrumb } from '@/components/content/breadcrumbs';
import { FormBlock } from '@/components/content/FormBlock';
import { PageBlocks } from '@/components/content/PageBlocks';
import { readPage } from '@/lib/content/pages';
import { contentPageMetadata } from '@/lib/seo/metadata';

const ROUTE = '/pickup';

export const metadata = contentPageMetadata(ROUTE);

/**
 * Expedited pickup: the contact form to the xreq mailbox, pickup variant
 * (docs/requirements.md#contact-form, rule 12), then 'What happens next'; its words are
 * data/content/pages/pickup.json.
 */
export default function PickupPage() {
  return <PageBlocks own={{ form: FormBlock }} page={readPage(ROUTE)} breadcrumb={homeTrail(pageCrumb(ROUTE))} />;
}
