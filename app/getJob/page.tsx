import { EmbeddedServicePage } from '@/components/requests/EmbeddedServicePage';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { pageMetadata } from '@/lib/metadata';
import { siteConfig } from '@/lib/site';

export const metadata = pageMetadata({
  title: 'Shared File Download',
  description: 'Download the files that were shared with you through our upload service.',
  path: '/getJob',
});

/** The upload service's shared-file download, with this page's query string (docs/requirements.md#routes). */
export default function GetJobPage() {
  return (
    <EmbeddedServicePage
      title="Shared File Download"
      lead="The files shared with you through our upload service, ready to download from the view below."
    >
      <QueryFrame title="Shared file download" base={siteConfig.external.jobView} />
    </EmbeddedServicePage>
  );
}
