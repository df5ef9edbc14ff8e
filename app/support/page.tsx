import { FormBlock } from '@/components/content/FormBlock';
import { PageBlocks } from '@/components/content/PageBlocks';
import { pageBlock, readPage } from '@/lib/data/pages';
import { contentPageMetadata } from '@/lib/metadata';

const ROUTE = '/support';

export const metadata = contentPageMetadata(ROUTE);

/**
 * Help/Contact (docs/requirements.md#content-pages, rule 14): a service-call banner, the contact
 * form to help, then 'What happens next'; its words are data/content/pages/support.json.
 */
export default function SupportPage() {
  const page = readPage(ROUTE);
  return (
    <PageBlocks
      own={{ form: FormBlock }}
      page={page}
      breadcrumb={[{ label: 'Home', href: '/' }, { label: pageBlock(page, 'hero', ROUTE).title }]}
    />
  );
}
