import { ServiceCta } from '@/components/services/ServiceCta';
import { ServiceSection } from '@/components/services/ServiceSection';
import { servicesTrail } from '@/components/services/servicesTrail';
import { PageHeader } from '@/components/ui/PageHeader';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'Scanning Services',
  description: 'Document and plan scanning and archival: paper records, drawings and plan sets turned into organised digital files.',
  path: '/services/scans',
});

/** Scanning Services, the old site's 'Document Archival' page (docs/requirements.md#content-pages, rule 10). */
export default function ScanningPage() {
  return (
    <>
      <PageHeader
        title="Scanning Services"
        lead="Document and plan scanning and archival: we turn boxes of paper records, drawings and plan sets into digital files your team can find in seconds."
        breadcrumb={servicesTrail('Scanning')}
      />
      <ServiceSection
        heading="Document and plan scanning"
        items={[
          'Wide-format plans, maps and drawings, one sheet or a whole flat file',
          'Office records, contracts and correspondence',
          'Multi-page PDFs for documents, single images for drawings',
          'Colour, greyscale or black and white, at the resolution the use calls for',
        ]}
      >
        <p>
          Our wide-format and document scanners capture originals from receipts to full-size plan sheets. Faded lines and yellowed paper are
          cleaned up in the scan, so the file reads better than the paper it came from.
        </p>
      </ServiceSection>
      <ServiceSection
        heading="Archival you can search"
        tinted
        items={[
          'Files named and organised the way you look for them: by project, sheet number or date',
          'Delivered on a drive or online',
          'Your originals returned to you in the order they came',
        ]}
      >
        <p>
          A scan is only useful if you can find it again. We agree a naming scheme with you before we start and index every file to it, so a
          drawing from twenty years ago is a search away.
        </p>
      </ServiceSection>
      <ServiceSection
        heading="Keep your archive online"
        actions={[{ label: 'Private Plancenter', href: '/services/bid/plancenter', look: 'accent' }]}
      >
        <p>
          Put the scanned drawings of every project in your own private plan room, where your team and partners open them from anywhere.
          Administrators decide who sees what, site-wide or per project.
        </p>
      </ServiceSection>
      <ServiceSection
        heading="Scanning artwork?"
        tinted
        actions={[{ label: 'Fine Art Scanning', href: '/services/scans/art', look: 'outline' }]}
      >
        <p>
          Paintings, drawings and textured originals need a gentler scanner. Our contactless scanner captures artwork up to 36 by 60 inches
          without touching it.
        </p>
      </ServiceSection>
      <ServiceCta heading="Start a scanning project">
        <p>Tell us what you have and how many, and we will quote the job and how you would like the files delivered.</p>
      </ServiceCta>
    </>
  );
}
