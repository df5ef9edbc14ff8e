import { Link } from '@/components/ui/Link';
import { PageHeader } from '@/components/ui/PageHeader';
import { pageMetadata } from '@/lib/metadata';
import { telHref } from '@/lib/phone';
import { siteConfig } from '@/lib/site';

export const metadata = pageMetadata({
  title: 'Privacy Notice',
  description: 'What our forms collect and why, where it goes, how long we keep it, and how to ask us to delete it.',
  path: '/privacy',
});

/** What each form collects and why (docs/requirements.md#privacy-and-terms). */
const forms = [
  {
    name: 'Contact, quote, supply, pickup and call-back forms',
    collects: 'your name, email, phone number, company or subject, the best time to call and your message',
    why: 'to answer your request; it goes to the shop mailbox for the request (help, sales, service or pickups)',
  },
  {
    name: 'Service calls',
    collects: 'the equipment or customer number, your name, phone number and email, and the problem',
    why: 'to send a technician; it goes to our service desk (our service-management system, or its mailbox)',
  },
  {
    name: 'Meter readings',
    collects: 'the equipment number, the reading date and counters, your name and email, and your note',
    why: 'to bill your contract; it goes to our service desk',
  },
  {
    name: 'Sign orders',
    collects:
      'the template, size, material and quantity, your instructions, and what PayPal tells us of the payment (its order and capture numbers, the amount, your name, email and shipping address)',
    why: 'to print and deliver your order and for our accounts; we never see your card or bank details',
  },
] as const;

/**
 * The privacy notice (docs/requirements.md#privacy-and-terms): what each form collects and why,
 * where it goes, how long it is kept (docs/requirements.md#nothing-lost, rule 6: REQUEST_RETENTION_DAYS
 * as the site was built, `siteConfig.legal.requestRetentionDays`), the session id in the browser, reCAPTCHA and
 * PayPal as processors, and how to ask for a copy or for deletion. The shop's facts are in
 * `siteConfig.legal`.
 */
export default function PrivacyPage() {
  const { legal, email, phones } = siteConfig;
  return (
    <>
      <PageHeader
        title="Privacy Notice"
        lead={`What we do with what you send us. Effective ${legal.effectiveDate}.`}
        breadcrumb={[{ label: 'Home', href: '/' }, { label: 'Privacy Notice' }]}
      />
      <div className="container section">
        <div className="prose">
          <h2>What our forms collect, and why</h2>
          <ul>
            {forms.map((form) => (
              <li key={form.name}>
                <strong>{form.name}:</strong> {form.collects}; {form.why}.
              </li>
            ))}
          </ul>
          <p>We do not sell what you send, use it for advertising, or add you to a mailing list.</p>

          <h2>Where it goes and how long we keep it</h2>
          <p>
            Each request is saved in our database before it is sent, so that none is lost when a mail server is down, and then delivered to
            the shop by email. We delete the personal details of a delivered request (name, email, phone, message and numbers){' '}
            {legal.requestRetentionDays} days after delivery; a request we could not deliver yet is kept until it is delivered or we have
            dealt with it, then deleted the same way. A sign order&apos;s instructions are deleted {legal.requestRetentionDays} days after
            the order; its record (what was ordered, the amount and PayPal&apos;s numbers) is kept for {legal.orderRecordYears} years for
            our accounts. Your emails to us stay in our mailboxes as long as our business needs them.
          </p>

          <h2>In your browser</h2>
          <p>
            The site keeps a random session id in your browser&apos;s local storage (under the name <code>session_id</code>); it identifies
            nothing about you and is never sent to advertisers. While you type, a form keeps a draft in this tab&apos;s session storage, so
            a reload does not lose it; the draft is deleted when your request is sent or when you choose Clear form, and disappears when you
            close the tab. We use no advertising or tracking cookies.
          </p>

          <h2>Services that process data for us</h2>
          <ul>
            <li>
              <strong>Google reCAPTCHA</strong> checks that a form is sent by a person, not a robot. It reads information about your browser
              and your use of the page; Google&apos;s <a href="https://policies.google.com/privacy">Privacy Policy</a> and{' '}
              <a href="https://policies.google.com/terms">Terms of Service</a> apply.
            </li>
            <li>
              <strong>PayPal</strong> takes the payment of a sign order; what you give PayPal is under{' '}
              <a href="https://www.paypal.com/us/legalhub/privacy-full">PayPal&apos;s Privacy Statement</a>.
            </li>
            <li>Our mail provider and our service-management system receive the requests meant for them, to deliver them to us.</li>
          </ul>

          <h2>Your copy, corrections and deletion</h2>
          <p>
            Ask us for a copy of what we hold about you, to correct it, or to delete it: write to <a href={`mailto:${email}`}>{email}</a> or
            call <a href={telHref(phones.main)}>{phones.main}</a>. We answer within {legal.dataRequestDays} days. What the law requires us
            to keep (a paid order&apos;s record) is kept until that time ends.
          </p>
          <p>
            Buying prints? See also our <Link href="/terms">Terms of Sale</Link>.
          </p>
        </div>
      </div>
    </>
  );
}
