import type { ReactNode } from 'react';
import { siteConfig } from '@/lib/content/site';
import { telHref } from '@/lib/format/shop-phone';
import { ServiceSection } from './ServiceSection';

/**
 * The closing call to action of a service page: request a quote, upload files to the external
 * upload service (new tab), or call the shop. Phone and upload URL come from `siteConfig`.
 * @param heading the section's h2
 * @param children one or two sentences tying the actions to this page's service
 */
export function ServiceCta({ heading, children, tinted }: { heading: string; children: ReactNode; tinted?: boolean }) {
  return (
    <ServiceSection
      heading={heading}
      tinted={tinted}
      actions={[
        { label: 'Request a Quote', href: '/quote', look: 'accent' },
        { label: 'Upload Your Files', href: siteConfig.external.upload, look: 'outline', newTab: true },
        { label: `Call ${siteConfig.phones.main}`, href: telHref(siteConfig.phones.main), look: 'outline' },
      ]}
    >
      {children}
    </ServiceSection>
  );
}
