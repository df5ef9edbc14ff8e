import { homeTrail, pageCrumb } from '@/components/content/breadcrumbs';
import { PageBlocks } from '@/components/content/PageBlocks';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { slotWords } from '@/lib/content/page-words';
import { readPage } from '@/lib/content/pages';
import { siteConfig } from '@/lib/content/site';
import { contentPageMetadata } from '@/lib/seo/metadata';

const ROUTE = '/getPrintJobs';

export const metadata = contentPageMetadata(ROUTE);

/**
 * The upload service's list of submitted print jobs, with this page's query string
 * (docs/requirements.md#content-pages, rule 23); its words are data/content/pages/getPrintJobs.json,
 * the frame is drawn here.
 */
export default function GetPrintJobsPage() {
  const page = readPage(ROUTE);
  return (
    <PageBlocks
      page={page}
      breadcrumb={homeTrail(pageCrumb(ROUTE))}
      slots={{
        'print-jobs-frame': (
          <div className="container section">
            <QueryFrame title={slotWords(page, 'print-jobs-frame', ['title'], ROUTE).title} base={siteConfig.external.printJobs} />
          </div>
        ),
      }}
    />
  );
}
