import { AccordionBlock } from '@/components/content/AccordionBlock';
import { PageBlocks } from '@/components/content/PageBlocks';
import { pageBlock, readPage } from '@/lib/data/pages';
import { contentPageMetadata } from '@/lib/metadata';

const ROUTE = '/repair';

export const metadata = contentPageMetadata(ROUTE);

/**
 * Equipment Repair landing (docs/requirements.md#content-pages, rule 13): the ways to get help,
 * then the five accordion sections; its words are data/content/pages/repair.json.
 */
export default function RepairPage() {
  const page = readPage(ROUTE);
  return (
    <PageBlocks
      own={{ accordion: AccordionBlock }}
      page={page}
      breadcrumb={[{ label: 'Home', href: '/' }, { label: pageBlock(page, 'hero', ROUTE).title }]}
    />
  );
}
