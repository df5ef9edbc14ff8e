import { EmbeddedServicePage } from '@/components/requests/EmbeddedServicePage';
import { ExternalFrame } from '@/components/ui/ExternalFrame';
import { pageMetadata } from '@/lib/metadata';
import { siteConfig } from '@/lib/site';

export const metadata = pageMetadata({
  title: 'Upload a Print Job',
  description: 'Upload your files for printing through our secure upload service and tell us how you want them printed.',
  path: '/plot',
});

/** The external upload service, embedded (docs/requirements.md#routes; its query string has no effect). */
export default function PlotPage() {
  return (
    <EmbeddedServicePage
      title="Upload a Print Job"
      lead="Upload the files you want printed: plans, posters, signs or documents. Then check your proofs and get your prints."
      openHref={siteConfig.external.upload}
    >
      <ExternalFrame title="Upload a print job" src={siteConfig.external.upload} />
    </EmbeddedServicePage>
  );
}
