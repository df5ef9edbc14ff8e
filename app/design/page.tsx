import { servicesTrail } from '@/components/content/breadcrumbs';
import { FormBlock } from '@/components/content/FormBlock';
import { PageBlocks } from '@/components/content/PageBlocks';
import { pageBlock, readPage } from '@/lib/content/pages';
import { contentPageMetadata } from '@/lib/seo/metadata';

const ROUTE = '/design';

export const metadata = contentPageMetadata(ROUTE);

/**
 * Poster design (docs/requirements.md#content-pages, rule 18): the self-service design tool, or our
 * designers through the form to help; its words are data/content/pages/design.json.
 */
export default function DesignPage() {
  const page = readPage(ROUTE);
  return <PageBlocks own={{ form: FormBlock }} page={page} breadcrumb={servicesTrail(pageBlock(page, 'hero', ROUTE).title)} />;
}
