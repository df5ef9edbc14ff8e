import { ContactForm } from '@/components/forms/ContactForm';
import { ServiceCta } from '@/components/services/ServiceCta';
import { ServiceSection } from '@/components/services/ServiceSection';
import { servicesTrail } from '@/components/services/servicesTrail';
import { PageHeader } from '@/components/ui/PageHeader';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'Engineering and Construction Printing',
  description: 'Plan sheets and complete plan sets for architects, engineers and contractors, printed on recycled media.',
  path: '/services/print/engineering',
});

/** Engineering/Construction print services (docs/requirements.md#content-pages, rule 5): plan sheets and sets, recycled media, the form to help. */
export default function EngineeringPage() {
  return (
    <>
      <PageHeader
        title="Engineering and Construction Printing"
        lead="Plan sheets and complete plan sets for architects, engineers, contractors and public agencies, printed on recycled media and ready for your bid, permit or job site."
        breadcrumb={servicesTrail('Engineering and Construction')}
      />
      <ServiceSection
        heading="Plan sheets and plan sets"
        items={[
          'Single sheets and complete sets, collated in sheet order and bound',
          'Full-size and half-size sets from the same files',
          'Black-and-white line drawings, colour site plans, renderings and maps',
          'Reprints of revised sheets when an addendum comes out',
          'Copies from your paper originals on our wide-format scanners',
        ]}
      >
        <p>
          Send us the PDF or plot files of a drawing set and we print, collate and bind as many sets as your project needs, for owners, plan
          reviewers, subcontractors and the field.
        </p>
      </ServiceSection>
      <ServiceSection heading="Recycled media" tinted>
        <p>
          Plan sets run to hundreds of sheets and are often used for only a few weeks. Ask for recycled media and the sets you hand out are
          made from reclaimed fibre instead of new paper; they take ink, highlighter and pencil marks like any other bond.
        </p>
      </ServiceSection>
      <ServiceSection
        heading="Share, distribute and archive your plans"
        actions={[
          { label: 'Bidset Distribution', href: '/bidsets', look: 'outline' },
          { label: 'Private Plancenter', href: '/services/bid/plancenter', look: 'outline' },
          { label: 'Plan Scanning', href: '/services/scans', look: 'outline' },
        ]}
      >
        <p>
          Put a project in our digital plan room and notify every bidder, keep your own online plan room for your team, or scan and archive
          the drawings of past projects.
        </p>
      </ServiceSection>
      <ServiceCta heading="Print your next plan set" tinted>
        <p>Upload your drawings with the number of sets and the size you need, or ask us for a quote first.</p>
      </ServiceCta>
      <ContactForm heading="Questions about a plan set?" />
    </>
  );
}
