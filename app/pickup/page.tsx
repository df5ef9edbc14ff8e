import { ContactForm } from '@/components/forms/ContactForm';
import { RequestPage } from '@/components/requests/RequestPage';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'Expedited Pickup Request',
  description: 'Request an expedited pickup: tell us who to contact, your company and what the pickup involves.',
  path: '/pickup',
});

/** Expedited pickup: the contact form to the xreq mailbox, pickup variant (docs/requirements.md#contact-form, rule 12). */
export default function PickupPage() {
  return (
    <RequestPage
      title="Expedited Pickup"
      lead="Need something picked up in a hurry? Ask for an expedited pickup."
      intro={
        <p>
          Give us a contact name, your company and notes about the pickup: what it is, where we find it and by when it is needed. We confirm
          the pickup time with your contact.
        </p>
      }
    >
      <ContactForm mailbox="xreq" variant="pickup" heading="Expedited Pickup Request" />
    </RequestPage>
  );
}
