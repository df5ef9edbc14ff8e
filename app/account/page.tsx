import { homeTrail, pageCrumb } from '@/components/content/breadcrumbs';
import { PageBlocks } from '@/components/content/PageBlocks';
import { readPage } from '@/lib/content/pages';
import { contentPageMetadata } from '@/lib/seo/metadata';

const ROUTE = '/account';

export const metadata = contentPageMetadata(ROUTE);

/**
 * Account page: it points to where accounts live (docs/requirements.md#content-pages, rule 23); its
 * words, with the link to the account site (`outside:account`, its address a setting), are
 * data/content/pages/account.json.
 */
export default function AccountPage() {
  return <PageBlocks page={readPage(ROUTE)} breadcrumb={homeTrail(pageCrumb(ROUTE))} />;
}
