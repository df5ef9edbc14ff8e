import { homeTrail, pageCrumb } from '@/components/content/breadcrumbs';
import { PageBlocks } from '@/components/content/PageBlocks';
import { readPage } from '@/lib/content/pages';
import { contentPageMetadata } from '@/lib/seo/metadata';

const ROUTE = '/terms';

export const metadata = contentPageMetadata(ROUTE);

/**
 * The terms of sale of sign orders (docs/requirements.md#privacy-and-terms): prices and taxes,
 * proof and turnaround, pickup or shipping, cancellation and refunds of custom prints, and whom to
 * call. Its words, and the shop's terms in them, are data/content/pages/terms.json.
 */
export default function TermsPage() {
  return <PageBlocks page={readPage(ROUTE)} breadcrumb={homeTrail(pageCrumb(ROUTE))} />;
}
