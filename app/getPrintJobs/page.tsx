import { EmbeddedServicePage } from '@/components/requests/EmbeddedServicePage';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { pageMetadata } from '@/lib/metadata';
import { siteConfig } from '@/lib/site';

export const metadata = pageMetadata({
  title: 'Your Print Jobs',
  description: 'See the print jobs you have sent us through the upload service.',
  path: '/getPrintJobs',
});

/** The upload service's list of submitted print jobs, with this page's query string (docs/requirements.md#routes). */
export default function GetPrintJobsPage() {
  return (
    <EmbeddedServicePage title="Your Print Jobs" lead="The print jobs you have sent us through the upload service, with their files.">
      <QueryFrame title="Your print jobs" base={siteConfig.external.printJobs} />
    </EmbeddedServicePage>
  );
}
