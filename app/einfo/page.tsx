import { EmbeddedServicePage } from '@/components/requests/EmbeddedServicePage';
import { ExternalFrame } from '@/components/ui/ExternalFrame';
import { pageMetadata } from '@/lib/metadata';
import { siteConfig } from '@/lib/site';

export const metadata = pageMetadata({
  title: 'E-Info Online Account Services',
  description: 'Sign in to E-Info to see your bills and invoices, order supplies and place service calls online.',
  path: '/einfo',
});

/** E-Info: the external account site, embedded (docs/requirements.md#content-pages, rule 23). */
export default function EInfoPage() {
  return (
    <EmbeddedServicePage
      title="E-Info Online Account Services"
      lead="Your account online, at any hour: see your bills and invoices, order supplies and place service calls for your equipment. Sign in below with your E-Info account."
      openHref={siteConfig.external.account}
    >
      <ExternalFrame title="E-Info online account services" src={siteConfig.external.account} />
    </EmbeddedServicePage>
  );
}
