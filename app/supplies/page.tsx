import { homeTrail, pageCrumb } from '@/components/content/breadcrumbs';
import { CardsBlock } from '@/components/content/CardsBlock';
import { PageBlocks } from '@/components/content/PageBlocks';
import { readPage } from '@/lib/content/pages';
import { contentPageMetadata } from '@/lib/seo/metadata';

const ROUTE = '/supplies';

export const metadata = contentPageMetadata(ROUTE);

/**
 * Supplies (docs/requirements.md#content-pages, rule 2): ink, toner and media, ordering on NET 30,
 * $10 pickup and delivery minimum; its words are data/content/pages/supplies.json.
 */
export default function SuppliesPage() {
  return <PageBlocks own={{ cards: CardsBlock }} page={readPage(ROUTE)} breadcrumb={homeTrail(pageCrumb(ROUTE))} />;
}
