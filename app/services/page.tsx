import { ServiceCardSection } from '@/components/services/ServiceCardSection';
import { ServiceCta } from '@/components/services/ServiceCta';
import { PageHeader } from '@/components/ui/PageHeader';
import { planServices, printServices, scanServices } from '@/lib/data/service-catalog';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'Print and Scanning Services',
  description:
    'Fine art, plan set, sign, business document, small format and lamination printing, plus document, plan and artwork scanning.',
  path: '/services',
});

/** Services overview (docs/requirements.md#content-pages, rule 3): links to the print and scan pages. */
export default function ServicesPage() {
  return (
    <>
      <PageHeader
        title="Print and Scanning Services"
        lead="From a single business card to a 4x8 ft sign, from a stack of old plan sheets to a 36 by 60 inch painting: tell us what you need printed or scanned and we will take it from file to finished piece."
        breadcrumb={[{ label: 'Home', href: '/' }, { label: 'Services' }]}
      />
      <ServiceCardSection heading="Print services" services={printServices}>
        <p>
          Our wide-format, production and flatbed printers handle work of every size, and our staff has been printing for more than 25
          years. Choose a service below to see its sizes, media and finishing options.
        </p>
      </ServiceCardSection>
      <ServiceCardSection heading="Scanning services" services={scanServices} tinted>
        <p>
          Turn paper into files you can search, share and reprint: office records and plan sets on our document scanners, artwork on a
          contactless scanner that never touches the surface.
        </p>
      </ServiceCardSection>
      <ServiceCardSection heading="Plan room services" services={planServices}>
        <p>Share construction documents online with bidders and project teams, managed by us or by you.</p>
      </ServiceCardSection>
      <ServiceCta heading="Not sure where your job fits?" tinted>
        <p>
          Send us the files or describe the job, and we will recommend the size, media and finish and send you a price before anything
          prints.
        </p>
      </ServiceCta>
    </>
  );
}
