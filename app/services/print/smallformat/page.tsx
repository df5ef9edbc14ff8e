import { ContactForm } from '@/components/forms/ContactForm';
import { ServiceSection } from '@/components/services/ServiceSection';
import { servicesTrail } from '@/components/services/servicesTrail';
import { PageHeader } from '@/components/ui/PageHeader';
import { pageMetadata } from '@/lib/metadata';
import { siteConfig } from '@/lib/site';

export const metadata = pageMetadata({
  title: 'Cards, Flyers and Brochures',
  description: 'Business cards, flyers, brochures, postcards and other small format printing from your print-ready files.',
  path: '/services/print/smallformat',
});

/** Cards, Flyers and Brochures (docs/requirements.md#content-pages, rule 8): the file upload link, and the contact form to help tagged 'Small Format Services Page'. */
export default function SmallFormatPage() {
  return (
    <>
      <PageHeader
        title="Cards, Flyers and Brochures"
        lead="Business cards, flyers, brochures and postcards printed sharp and trimmed clean, in the quantity you need, from a short run to a full campaign."
        breadcrumb={servicesTrail('Cards, Flyers and Brochures')}
      />
      <ServiceSection
        heading="What we print"
        items={[
          'Business cards and appointment cards',
          'Flyers and sales sheets',
          'Folded brochures and price lists',
          'Postcards and mailers',
          'Rack cards, menus and invitations',
        ]}
      >
        <p>
          Small format work is printed in colour on our production printers, on paper and card stock chosen for the job: a heavy stock for
          cards that get handed around, a smooth coated sheet for a brochure that sells.
        </p>
      </ServiceSection>
      <ServiceSection
        heading="Send your files"
        tinted
        actions={[
          { label: 'Upload Your Files', href: siteConfig.external.upload, look: 'accent', newTab: true },
          { label: 'Request a Quote', href: '/quote', look: 'outline' },
        ]}
      >
        <p>
          Export your design as a print-ready PDF and send it through our file upload page. Tell us the size, quantity, paper and the date
          you need it in the notes, or in the form below, and we will send a proof before we print.
        </p>
      </ServiceSection>
      <ContactForm emailSubject="Small Format Services Page" heading="Need help with your order?" />
    </>
  );
}
