import { ServiceCta } from '@/components/services/ServiceCta';
import { ServiceSection } from '@/components/services/ServiceSection';
import { servicesTrail } from '@/components/services/servicesTrail';
import { PageHeader } from '@/components/ui/PageHeader';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'Business Documents',
  description: 'Reports, manuals, proposals and presentations printed and bound on any size up to 11x17.',
  path: '/services/print/business',
});

/** Business Documents (docs/requirements.md#content-pages, rule 7): printing and binding up to 11x17. */
export default function BusinessDocumentsPage() {
  return (
    <>
      <PageHeader
        title="Business Documents"
        lead="Reports, manuals, proposals and presentations printed and bound for you, on any size up to 11x17."
        breadcrumb={servicesTrail('Business Documents')}
      />
      <ServiceSection
        heading="Printing up to 11x17"
        items={[
          'Letter (8.5x11), legal (8.5x14) and tabloid (11x17) sizes',
          'Colour or black and white, one-sided or two-sided',
          'Covers and divider pages on heavier stock',
          'Fold-out 11x17 pages for charts, plans and spreadsheets',
        ]}
      >
        <p>
          When a proposal is due tomorrow or a training class needs fifty manuals, send us the file: we print on our production printers and
          check the job before it leaves the shop.
        </p>
      </ServiceSection>
      <ServiceSection
        heading="Binding and finishing"
        tinted
        items={[
          'Bound reports, manuals and presentation books up to 11x17',
          'Stapled and folded handouts',
          'Drilled pages for ring binders',
          'Collated sets, ready to hand out',
        ]}
      >
        <p>Documents leave here finished: collated, bound and boxed in the order you want to hand them out.</p>
      </ServiceSection>
      <ServiceSection heading="Printing a lot in house?" actions={[{ label: 'See MFP Devices', href: '/equipment/mfp', look: 'outline' }]}>
        <p>
          If your office prints most of its documents itself, a multifunction printer that prints, copies, scans and faxes up to 11x17 may
          pay for itself. We sell, lease and service them.
        </p>
      </ServiceSection>
      <ServiceCta heading="Send us your document" tinted>
        <p>Upload the file with the number of copies and the binding you want, or ask for a quote first.</p>
      </ServiceCta>
    </>
  );
}
