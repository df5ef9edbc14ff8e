import { ContactForm } from '@/components/forms/ContactForm';
import { RequestPage } from '@/components/requests/RequestPage';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'Request a Call-Back',
  description: 'Leave your number and the best time to call, and we call you back during business hours.',
  path: '/callme',
});

/** Call-back: the contact form to the service mailbox (docs/requirements.md#contact-form, rule 12). */
export default function CallMePage() {
  return (
    <RequestPage
      title="We'll Call You Back"
      lead="Rather talk it through? Leave your number and we call you."
      phone="service"
      intro={
        <p>
          Leave your name, phone number and the best time to reach you, with a line about what it concerns, so the right person calls you
          back.
        </p>
      }
    >
      <ContactForm mailbox="service" heading="Request a Call-Back" />
    </RequestPage>
  );
}
