import { CardsBlock } from '@/components/content/CardsBlock';
import { FormBlock } from '@/components/content/FormBlock';
import { PageBlocks } from '@/components/content/PageBlocks';
import { pageBlock, readPage } from '@/lib/data/pages';
import { contentPageMetadata } from '@/lib/metadata';

const ROUTE = '/lease';

export const metadata = contentPageMetadata(ROUTE);

/**
 * Leasing (docs/requirements.md#content-pages, rule 19): tiles of the financing offers, contact
 * form to sales; its words are data/content/pages/lease.json.
 */
export default function LeasePage() {
  const page = readPage(ROUTE);
  return (
    <PageBlocks
      own={{ form: FormBlock, cards: CardsBlock }}
      page={page}
      breadcrumb={[{ label: 'Home', href: '/' }, { label: pageBlock(page, 'hero', ROUTE).title }]}
    />
  );
}
