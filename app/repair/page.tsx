import { AccordionBlock } from '@/components/content/AccordionBlock';
import { homeTrail, pageCrumb } from '@/components/content/breadcrumbs';
import { PageBlocks } from '@/components/content/PageBlocks';
import { readPage } from '@/lib/content/pages';
import { contentPageMetadata } from '@/lib/seo/metadata';

const ROUTE = '/repair';

export const metadata = contentPageMetadata(ROUTE);

/**
 * Equipment Repair landing (docs/requirements.md#content-pages, rule 13): the ways to get help,
 * then the five accordion sections; its words are data/content/pages/repair.json.
 */
export default function RepairPage() {
  return <PageBlocks own={{ accordion: AccordionBlock }} page={readPage(ROUTE)} breadcrumb={homeTrail(pageCrumb(ROUTE))} />;
}
