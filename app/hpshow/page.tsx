import { homeTrail, pageCrumb } from '@/components/content/breadcrumbs';
import { FormBlock } from '@/components/content/FormBlock';
import { PageBlocks } from '@/components/content/PageBlocks';
import { SlidesBlock } from '@/components/content/SlidesBlock';
import { TableBlock } from '@/components/content/TableBlock';
import { readPage } from '@/lib/content/pages';
import { contentPageMetadata } from '@/lib/seo/metadata';

const ROUTE = '/hpshow';

export const metadata = contentPageMetadata(ROUTE);

/**
 * Vendor print and security symposium (docs/requirements.md#content-pages, rule 17): five slides
 * (autoplay 4000 ms), the schedule, and a contact form to reserve a seat. Its words are
 * data/content/pages/hpshow.json.
 */
export default function HpShowPage() {
  return (
    <PageBlocks
      own={{ form: FormBlock, slides: SlidesBlock, table: TableBlock }}
      page={readPage(ROUTE)}
      breadcrumb={homeTrail(pageCrumb(ROUTE))}
    />
  );
}
