import { CardsBlock } from '@/components/content/CardsBlock';
import { PageBlocks } from '@/components/content/PageBlocks';
import { pageBlock, readPage } from '@/lib/data/pages';
import { contentPageMetadata } from '@/lib/metadata';

const ROUTE = '/supplies';

export const metadata = contentPageMetadata(ROUTE);

/**
 * Supplies (docs/requirements.md#content-pages, rule 2): ink, toner and media, ordering on NET 30,
 * $10 pickup and delivery minimum; its words are data/content/pages/supplies.json.
 */
export default function SuppliesPage() {
  const page = readPage(ROUTE);
  return (
    <PageBlocks
      own={{ cards: CardsBlock }}
      page={page}
      breadcrumb={[{ label: 'Home', href: '/' }, { label: pageBlock(page, 'hero', ROUTE).title }]}
    />
  );
}
