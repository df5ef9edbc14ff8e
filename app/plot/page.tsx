import { homeTrail, pageCrumb } from '@/components/content/breadcrumbs';
import { PageBlocks } from '@/components/content/PageBlocks';
import { ExternalFrame } from '@/components/ui/ExternalFrame';
import { slotWords } from '@/lib/content/page-words';
import { readPage } from '@/lib/content/pages';
import { siteConfig } from '@/lib/content/site';
import { contentPageMetadata } from '@/lib/seo/metadata';

const ROUTE = '/plot';

export const metadata = contentPageMetadata(ROUTE);

/**
 * The external upload service, embedded (docs/requirements.md#content-pages, rule 23; its query
 * string has no effect); its words are data/content/pages/plot.json, the frame is drawn here.
 */
export default function PlotPage() {
  const page = readPage(ROUTE);
  return (
    <PageBlocks
      page={page}
      breadcrumb={homeTrail(pageCrumb(ROUTE))}
      slots={{
        'upload-frame': <ExternalFrame title={slotWords(page, 'upload-frame', ['title'], ROUTE).title} src={siteConfig.external.upload} />,
      }}
    />
  );
}
