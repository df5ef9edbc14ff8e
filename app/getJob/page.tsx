import { PageBlocks } from '@/components/content/PageBlocks';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { pageBlock, readPage } from '@/lib/data/pages';
import { contentPageMetadata } from '@/lib/metadata';
import { siteConfig } from '@/lib/site';

const ROUTE = '/getJob';

export const metadata = contentPageMetadata(ROUTE);

/**
 * The upload service's shared-file download, with this page's query string
 * (docs/requirements.md#content-pages, rule 23); its words are data/content/pages/getJob.json, the
 * frame is drawn here.
 */
export default function GetJobPage() {
  const page = readPage(ROUTE);
  return (
    <PageBlocks
      page={page}
      breadcrumb={[{ label: 'Home', href: '/' }, { label: pageBlock(page, 'hero', ROUTE).title }]}
      slots={{
        'job-frame': (
          <div className="container section">
            <QueryFrame title="Shared file download" base={siteConfig.external.jobView} />
          </div>
        ),
      }}
    />
  );
}
