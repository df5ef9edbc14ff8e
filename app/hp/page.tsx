import { homeTrail, pageCrumb } from '@/components/content/breadcrumbs';
import { FormBlock } from '@/components/content/FormBlock';
import { LogosBlock } from '@/components/content/LogosBlock';
import { PageBlocks } from '@/components/content/PageBlocks';
import { readPage } from '@/lib/content/pages';
import { contentPageMetadata } from '@/lib/seo/metadata';

const ROUTE = '/hp';

export const metadata = contentPageMetadata(ROUTE);

/**
 * Vendor showcase (docs/requirements.md#routes, rule 5): the syndicated variants mps and
 * printersandscanners are sections of this one page (#mps, #printersandscanners), then the
 * partner and dealer credentials as a carousel of logos (docs/requirements.md#content-pages,
 * rule 21) and the contact form to sales. Its words and logos are data/content/pages/hp.json.
 */
export default function HpPage() {
  return <PageBlocks own={{ form: FormBlock, logos: LogosBlock }} page={readPage(ROUTE)} breadcrumb={homeTrail(pageCrumb(ROUTE))} />;
}
