import { ContentSection } from '@/components/content/ContentSection';
import { InfoCard } from '@/components/content/InfoCard';
import { ContactForm } from '@/components/forms/ContactForm';
import { Link } from '@/components/ui/Link';
import { PageHeader } from '@/components/ui/PageHeader';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'Leasing',
  description: 'Lease office and wide-format printers on 36, 48 or 60 month contracts, with no payments for the first 90 days.',
  path: '/lease',
});

interface Offer {
  title: string;
  figure: string;
  text: string;
}

/** The leasing terms, one tile each (docs/requirements.md#content-pages, rule 19). */
const offers: readonly Offer[] = [
  {
    title: 'Contract terms',
    figure: '36, 48 or 60 months',
    text: 'Contracts of 36, 48 or 60 months, so the payment fits your budget and the term fits how long you plan to keep the machine.',
  },
  {
    title: 'Deferred start',
    figure: '90 days',
    text: 'No payments for the first 90 days: put the new equipment to work and let it earn its keep before the first invoice.',
  },
  {
    title: 'Low introductory payments',
    figure: '1% monthly',
    text: '1% monthly for the first 8 months, then the regular payment for the rest of the contract.',
  },
  {
    title: 'Buyout options',
    figure: 'FMV or $1.00',
    text: 'FMV and $1.00 buyout options: return, renew or buy the equipment at fair market value, or own it outright for $1.00 at the end.',
  },
];

/** Leasing (docs/requirements.md#content-pages, rule 19): tiles of the financing offers, contact form to sales. */
export default function LeasePage() {
  return (
    <>
      <PageHeader
        title="Leasing"
        breadcrumb={[{ label: 'Home', href: '/' }, { label: 'Leasing' }]}
        lead="Get the printer, plotter or scanner your business needs now, and pay for it over time on terms that suit you."
      />

      <ContentSection id="offers" title="Financing offers">
        <div className="grid">
          {offers.map((offer) => (
            <InfoCard
              key={offer.title}
              title={offer.title}
              figure={offer.figure}
              action={
                <a className="button button-outline" href="#lease-contact">
                  Ask about this offer<span className="visually-hidden">: {offer.title.toLowerCase()}</span>
                </a>
              }
            >
              <p>{offer.text}</p>
            </InfoCard>
          ))}
        </div>
        <p className="prose">Offers are subject to credit approval. Ask us which offers can be combined on the machine you choose.</p>
      </ContentSection>

      <ContentSection id="why-lease" title="Why lease with us" tone="alt">
        <ul className="feature-list prose">
          <li>Keep your cash and credit lines free for the rest of your business.</li>
          <li>One predictable monthly payment, with service and supplies agreements available on the same contract.</li>
          <li>Upgrade to newer equipment at the end of the term, or earlier with a trade-in.</li>
          <li>
            Every machine we carry can be leased: browse <Link href="/equipment">our equipment</Link> or ask us to recommend one.
          </li>
        </ul>
      </ContentSection>

      <ContactForm mailbox="sales" id="lease-contact" />
    </>
  );
}
