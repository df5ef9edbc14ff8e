import { homeTrail, pageCrumb } from '@/components/content/breadcrumbs';
import { PageBlocks } from '@/components/content/PageBlocks';
import { ExternalFrame } from '@/components/ui/ExternalFrame';
import { slotWords } from '@/lib/content/page-words';
import { readPage } from '@/lib/content/pages';
import { siteConfig } from '@/lib/content/site';
import { contentPageMetadata } from '@/lib/seo/metadata';

const ROUTE = '/einfo';

export const metadata = contentPageMetadata(ROUTE);

/**
 * E-Info: the external account site, embedded (docs/requirements.md#content-pages, rule 23); its
 * words are data/content/pages/einfo.json, the frame is drawn here.
 */
export default function EInfoPage() {
  const page = readPage(ROUTE);
  return (
    <PageBlocks
      page={page}
      breadcrumb={homeTrail(pageCrumb(ROUTE))}
      slots={{
        'account-frame': (
          <ExternalFrame title={slotWords(page, 'account-frame', ['title'], ROUTE).title} src={siteConfig.external.account} />
        ),
      }}
    />
  );
}
