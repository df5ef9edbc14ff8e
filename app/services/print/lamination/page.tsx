import { ServiceCta } from '@/components/services/ServiceCta';
import { ServiceSection } from '@/components/services/ServiceSection';
import { servicesTrail } from '@/components/services/servicesTrail';
import { PageHeader } from '@/components/ui/PageHeader';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'Lamination and Mounting',
  description:
    'Large and small format lamination, mounting on foam and gator board, and direct printing on flat material up to 2 inches thick.',
  path: '/services/print/lamination',
});

/**
 * Lamination and Mounting (docs/requirements.md#content-pages, rule 9). The old site headed this
 * page 'Business Documents'; the heading now names the page's real subject.
 */
export default function LaminationPage() {
  return (
    <>
      <PageHeader
        title="Lamination and Mounting"
        lead="Protect a print and make it stand up: large and small format lamination, mounting on foam and gator board, and direct printing on flat material up to 2 inches thick."
        breadcrumb={servicesTrail('Lamination and Mounting')}
      />
      <ServiceSection
        heading="Large and small format lamination"
        items={[
          'Posters, maps and plan sheets that hang on a wall or get rolled out on site',
          'Menus, price lists, signs and cards that get handled every day',
          'Gloss or matte finish',
        ]}
      >
        <p>
          Lamination seals a print between clear film, so it shrugs off fingerprints, spills and scuffs and can be wiped clean. We laminate
          everything from a wallet card to a wide-format poster.
        </p>
      </ServiceSection>
      <ServiceSection
        heading="Mounting on foam and gator board"
        tinted
        items={[
          'Foam board: light and easy to hang, for presentations, displays and short-term signs',
          'Gator board: a rigid, warp-resistant board for signs and displays that must last',
        ]}
      >
        <p>
          Mounting bonds your print to a rigid board so it stands on an easel, hangs flat on a wall or travels to a trade show without
          curling.
        </p>
      </ServiceSection>
      <ServiceSection
        heading="Direct print on flat material up to 2 inches thick"
        actions={[{ label: 'Signs and Banners', href: '/services/print/signs', look: 'outline' }]}
      >
        <p>
          For signs there is a faster way: our flatbed printer prints straight onto flat material up to 2 inches thick, with no print to
          mount at all.
        </p>
      </ServiceSection>
      <ServiceCta heading="Finish your prints with us" tinted>
        <p>Bring us your prints or upload the files, and tell us the finish and the board you want.</p>
      </ServiceCta>
    </>
  );
}
