import type { Metadata } from 'next';
import { EmbeddedServicePage } from '@/components/requests/EmbeddedServicePage';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { siteConfig } from '@/lib/site';

export const metadata: Metadata = {
  title: 'Your Print Jobs',
  description: 'See the print jobs you have sent us through the upload service.',
  // A personal view reached from a link in an email: nothing for search engines.
  robots: { index: false },
};

/** The upload service's list of submitted print jobs, with this page's query string (spec: '/getPrintJobs?query'). */
export default function GetPrintJobsPage() {
  return (
    <EmbeddedServicePage
      title="Your Print Jobs"
      lead="The print jobs you have sent us through the upload service, with their files."
    >
      <QueryFrame title="Your print jobs" base={siteConfig.external.printJobs} />
    </EmbeddedServicePage>
  );
}
