import { ContactForm } from '@/components/forms/ContactForm';
import { RequestPage } from '@/components/requests/RequestPage';
import { ServiceCallBanner } from '@/components/requests/ServiceCallBanner';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'Help and Contact',
  description:
    'Questions about equipment, supplies, printing or your account: send us a message, or place a service call for a machine that is down.',
  path: '/support',
});

/** Help/Contact: a service-call banner, then the contact form to help (docs/requirements.md#content-pages, rule 14). */
export default function SupportPage() {
  return (
    <RequestPage
      title="Help and Contact"
      lead="Questions about equipment, supplies, printing, bidsets or your account: we are glad to help."
      banner={<ServiceCallBanner />}
      intro={<p>Send us your question with the form below and the right person on our team answers you by email or phone.</p>}
    >
      <ContactForm />
    </RequestPage>
  );
}
