import { pageCrumb, servicesTrail } from '@/components/content/breadcrumbs';
import { FormBlock } from '@/components/content/FormBlock';
import { HotspotsBlock } from '@/components/content/HotspotsBlock';
import { PageBlocks } from '@/components/content/PageBlocks';
import { readPage } from '@/lib/content/pages';
import { contentPageMetadata } from '@/lib/seo/metadata';

const ROUTE = '/covid';

export const metadata = contentPageMetadata(ROUTE);

/**
 * Safety signage (docs/requirements.md#content-pages, rule 16): the picture of five kinds of
 * signage with their numbered points, each described with a quote link to #quote, where the quote
 * form is. Its words are data/content/pages/covid.json.
 */
export default function CovidSignagePage() {
  return (
    <PageBlocks own={{ form: FormBlock, hotspots: HotspotsBlock }} page={readPage(ROUTE)} breadcrumb={servicesTrail(pageCrumb(ROUTE))} />
  );
}
