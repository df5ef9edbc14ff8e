import { homeTrail, pageCrumb } from '@/components/content/breadcrumbs';
import { FormBlock } from '@/components/content/FormBlock';
import { PageBlocks } from '@/components/content/PageBlocks';
import { readPage } from '@/lib/content/pages';
import { contentPageMetadata } from '@/lib/seo/metadata';

const ROUTE = '/support';

export const metadata = contentPageMetadata(ROUTE);

/**
 * Help/Contact (docs/requirements.md#content-pages, rule 14): a service-call banner, the contact
 * form to help, then 'What happens next'; its words are data/content/pages/support.json.
 */
export default function SupportPage() {
  return <PageBlocks own={{ form: FormBlock }} page={readPage(ROUTE)} breadcrumb={homeTrail(pageCrumb(ROUTE))} />;
}
