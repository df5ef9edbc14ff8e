import type { Metadata } from 'next';
import { EmbeddedServicePage } from '@/components/requests/EmbeddedServicePage';
import { ExternalFrame } from '@/components/ui/ExternalFrame';
import { siteConfig } from '@/lib/site';

export const metadata: Metadata = {
  title: 'E-Info Online Account Services',
  description: 'Sign in to E-Info to see your bills and invoices, order supplies and place service calls online.',
};

/** E-Info: the external account site, embedded (spec route table, /einfo). */
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
