import { ContactForm } from '@/components/forms/ContactForm';
import { RequestPage } from '@/components/requests/RequestPage';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'Request a Quote',
  description: 'Request a quote for printers, scanners, supplies, printing, scanning or a service agreement.',
  path: '/quote',
});

/** Quote: the contact form to the service mailbox, quote variant (docs/requirements.md#contact-form, rule 12). */
export default function QuotePage() {
  return (
    <RequestPage
      title="Get a Quote"
      lead="Equipment, supplies, printing, scanning or a service agreement: tell us what you need and we price it for you."
      phone="service"
      intro={
        <p>
          Describe what you would like quoted: the machine or the job, quantities, sizes and when you need it. The more detail you give, the
          more exact the quote. We reply by email or phone.
        </p>
      }
    >
      <ContactForm mailbox="service" variant="quote" />
    </RequestPage>
  );
}
