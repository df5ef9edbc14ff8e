import { Link } from '@/components/ui/Link';
import { PageHeader } from '@/components/ui/PageHeader';
import { pageMetadata } from '@/lib/metadata';
import { telHref } from '@/lib/phone';
import { siteConfig } from '@/lib/site';

export const metadata = pageMetadata({
  title: 'Terms of Sale',
  description: 'Sign orders: prices and taxes, proofs and turnaround, pickup or shipping, cancellation and refunds of custom prints.',
  path: '/terms',
});

/**
 * The terms of sale of sign orders (docs/requirements.md#privacy-and-terms): prices and taxes,
 * proof and turnaround, pickup or shipping, cancellation and refunds of custom prints, and whom to
 * call. The shop's facts are in `siteConfig.legal`.
 */
export default function TermsPage() {
  const { legal, phones, email, hours, name } = siteConfig;
  return (
    <>
      <PageHeader
        title="Terms of Sale"
        lead={`For signs ordered and paid on this site. Effective ${legal.effectiveDate}.`}
        breadcrumb={[{ label: 'Home', href: '/' }, { label: 'Terms of Sale' }]}
      />
      <div className="container section">
        <div className="prose">
          <h2>Prices and taxes</h2>
          <p>
            Prices are in US dollars, per print, for the size and material you choose, and the total is shown before you pay with PayPal.{' '}
            {legal.salesTax}
          </p>

          <h2>Proof and turnaround</h2>
          <p>
            Within {legal.proofDays} business day of your payment we email you a proof of your sign. We print when you approve it; prints
            are ready {legal.printDays} business days after approval. Business days are {hours.label.replace('-', ' to ')}.
          </p>

          <h2>Pickup or shipping</h2>
          <ul>
            <li>{legal.pickup}</li>
            <li>{legal.shipping}</li>
          </ul>

          <h2>Cancellation and refunds</h2>
          <p>{legal.cancellation}</p>
          <p>{legal.refunds}</p>

          <h2>Questions</h2>
          <p>
            Call {name} at <a href={telHref(phones.main)}>{phones.main}</a> or write to <a href={`mailto:${email}`}>{email}</a>. How we
            handle what you send is in our <Link href="/privacy">Privacy Notice</Link>.
          </p>
        </div>
      </div>
    </>
  );
}
