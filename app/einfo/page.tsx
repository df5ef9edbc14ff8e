import { PageBlocks } from '@/components/content/PageBlocks';
import { ExternalFrame } from '@/components/ui/ExternalFrame';
import { pageBlock, readPage } from '@/lib/data/pages';
import { contentPageMetadata } from '@/lib/metadata';
import { siteConfig } from '@/lib/site';

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
      breadcrumb={[{ label: 'Home', href: '/' }, { label: pageBlock(page, 'hero', ROUTE).title }]}
      slots={{ 'account-frame': <ExternalFrame title="E-Info online account services" src={siteConfig.external.account} /> }}
    />
  );
}
