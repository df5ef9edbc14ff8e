import { ServiceCta } from '@/components/services/ServiceCta';
import { ServiceSection } from '@/components/services/ServiceSection';
import { servicesTrail } from '@/components/services/servicesTrail';
import { Link } from '@/components/ui/Link';
import { PageHeader } from '@/components/ui/PageHeader';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'Signs and Banners',
  description: 'Posters, banners and rigid signs, with flatbed printing directly on boards up to 4x8 ft and under 2 inches thick.',
  path: '/services/print/signs',
});

/** Signs and Banners (docs/requirements.md#content-pages, rule 6): flatbed printing up to 4x8 ft and under 2 inches thick. */
export default function SignsPage() {
  return (
    <>
      <PageHeader
        title="Signs and Banners"
        lead="Posters, banners and rigid signs for job sites, storefronts, events and offices, including flatbed printing directly on boards up to 4x8 ft and under 2 inches thick."
        breadcrumb={servicesTrail('Signs and Banners')}
      />
      <ServiceSection
        heading="Flatbed printing up to 4x8 ft"
        items={[
          'Job-site, safety and directional signs',
          'Storefront, window and counter-top signs',
          'Trade-show and event displays',
          'Office, lobby and wayfinding signs',
        ]}
      >
        <p>
          Our flatbed printer prints straight onto rigid, flat material up to 4x8 ft and under 2 inches thick, such as foam board and gator
          board. With no print to mount, a sign is sharper at the edges, lasts longer and is ready sooner.
        </p>
      </ServiceSection>
      <ServiceSection
        heading="Banners, posters and graphics"
        tinted
        items={[
          'Posters on glossy or matte paper',
          'Banners for inside and outside',
          'Window clings and stickers',
          'Floor graphics and pop-up banners',
        ]}
      >
        <p>
          For everything that rolls, hangs or sticks, we print on our wide-format graphics printers and can{' '}
          <Link href="/services/print/lamination">laminate or mount</Link> the result.
        </p>
      </ServiceSection>
      <ServiceSection
        heading="Start from a template"
        actions={[
          { label: 'Browse Sign Templates', href: '/library', look: 'accent' },
          { label: 'Get a Quote for a Custom Sign', href: '/quote', look: 'outline' },
        ]}
      >
        <p>
          Our sign template library has ready-made designs for notices shops and offices need every day, in 8.5x11, 17x22 and 34x44 inch
          sizes, to order and pay for online. Need something of your own? Our designers can <Link href="/design">lay out your poster</Link>,
          or send us your artwork for a quote.
        </p>
      </ServiceSection>
      <ServiceCta heading="Order your sign" tinted>
        <p>Upload your artwork with the size and material you want, or call us to talk it through.</p>
      </ServiceCta>
    </>
  );
}
