import { homeTrail, pageCrumb } from '@/components/content/breadcrumbs';
import { CardsBlock } from '@/components/content/CardsBlock';
import { FormBlock } from '@/components/content/FormBlock';
import { PageBlocks } from '@/components/content/PageBlocks';
import { readPage } from '@/lib/content/pages';
import { contentPageMetadata } from '@/lib/seo/metadata';

const ROUTE = '/lease';

export const metadata = contentPageMetadata(ROUTE);

/**
 * Leasing (docs/requirements.md#content-pages, rule 19): tiles of the financing offers, contact
 * form to sales; its words are data/content/pages/lease.json.
 */
export default function LeasePage() {
  return <PageBlocks own={{ form: FormBlock, cards: CardsBlock }} page={readPage(ROUTE)} breadcrumb={homeTrail(pageCrumb(ROUTE))} />;
}
