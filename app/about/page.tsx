import { homeTrail, pageCrumb } from '@/components/content/breadcrumbs';
import { CardsBlock } from '@/components/content/CardsBlock';
import { FormBlock } from '@/components/content/FormBlock';
import { PageBlocks } from '@/components/content/PageBlocks';
import { JsonLd } from '@/components/seo/JsonLd';
import { readPage } from '@/lib/content/pages';
import { contentPageMetadata } from '@/lib/seo/metadata';
import { localBusinessLd } from '@/lib/seo/structured-data';

const ROUTE = '/about';

export const metadata = contentPageMetadata(ROUTE);

/**
 * About Us (docs/requirements.md#content-pages, rule 20): the company's claims, what it does, a
 * service call prompt and the site survey form; its words are data/content/pages/about.json.
 */
export default function AboutPage() {
  return (
    <>
      <JsonLd data={localBusinessLd()} />
      <PageBlocks own={{ form: FormBlock, cards: CardsBlock }} page={readPage(ROUTE)} breadcrumb={homeTrail(pageCrumb(ROUTE))} />
    </>
  );
}
