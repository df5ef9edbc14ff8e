import { homeTrail, pageCrumb } from '@/components/content/breadcrumbs';
import { PageBlocks } from '@/components/content/PageBlocks';
import { ServiceCards } from '@/components/services/ServiceCards';
import { readPage } from '@/lib/content/pages';
import { serviceCatalog } from '@/lib/content/service-catalog';
import { contentPageMetadata } from '@/lib/seo/metadata';

const ROUTE = '/services';

export const metadata = contentPageMetadata(ROUTE);

/**
 * Services overview (docs/requirements.md#content-pages, rule 3): its words are
 * data/content/pages/services.json; the cards to the print, scan and plan-room pages are the
 * service catalogue's (data/content/service-catalog.json), placed by the parts `print-services`,
 * `scan-services` and `plan-services`.
 */
export default function ServicesPage() {
  return (
    <PageBlocks
      page={readPage(ROUTE)}
      breadcrumb={homeTrail(pageCrumb(ROUTE))}
      slots={{
        'print-services': <ServiceCards services={serviceCatalog.print} />,
        'scan-services': <ServiceCards services={serviceCatalog.scan} />,
        'plan-services': <ServiceCards services={serviceCatalog.plan} />,
      }}
    />
  );
}
