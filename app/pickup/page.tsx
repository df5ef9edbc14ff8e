import { FormBlock } from '@/components/content/FormBlock';
import { PageBlocks } from '@/components/content/PageBlocks';
import { pageBlock, readPage } from '@/lib/data/pages';
import { contentPageMetadata } from '@/lib/metadata';

const ROUTE = '/pickup';

export const metadata = contentPageMetadata(ROUTE);

/**
 * Expedited pickup: the contact form to the xreq mailbox, pickup variant
 * (docs/requirements.md#contact-form, rule 12), then 'What happens next'; its words are
 * data/content/pages/pickup.json.
 */
export default function PickupPage() {
  const page = readPage(ROUTE);
  return (
    <PageBlocks
      own={{ form: FormBlock }}
      page={page}
      breadcrumb={[{ label: 'Home', href: '/' }, { label: pageBlock(page, 'hero', ROUTE).title }]}
    />
  );
}
