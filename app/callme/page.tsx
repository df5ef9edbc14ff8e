import { homeTrail, pageCrumb } from '@/components/content/breadcrumbs';
import { FormBlock } from '@/components/content/FormBlock';
import { PageBlocks } from '@/components/content/PageBlocks';
import { readPage } from '@/lib/content/pages';
import { contentPageMetadata } from '@/lib/seo/metadata';

const ROUTE = '/callme';

export const metadata = contentPageMetadata(ROUTE);

/**
 * Call-back: the contact form to the service mailbox (docs/requirements.md#contact-form, rule 12),
 * then 'What happens next'; its words are data/content/pages/callme.json.
 */
export default function CallMePage() {
  return <PageBlocks own={{ form: FormBlock }} page={readPage(ROUTE)} breadcrumb={homeTrail(pageCrumb(ROUTE))} />;
}
