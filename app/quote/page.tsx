import { FormBlock } from '@/components/content/FormBlock';
import { PageBlocks } from '@/components/content/PageBlocks';
import { pageBlock, readPage } from '@/lib/data/pages';
import { contentPageMetadata } from '@/lib/metadata';

const ROUTE = '/quote';

export const metadata = contentPageMetadata(ROUTE);

/**
 * Quote: the contact form to the service mailbox, quote variant (docs/requirements.md#contact-form,
 * rule 12), then 'What happens next'; its words are data/content/pages/quote.json.
 */
export default function QuotePage() {
  const page = readPage(ROUTE);
  return (
    <PageBlocks
      own={{ form: FormBlock }}
      page={page}
      breadcrumb={[{ label: 'Home', href: '/' }, { label: pageBlock(page, 'hero', ROUTE).title }]}
    />
  );
}
