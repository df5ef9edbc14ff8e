import { ContentSection } from '@/components/content/ContentSection';
import { InfoCard } from '@/components/content/InfoCard';
import { Link } from '@/components/ui/Link';
import { PageHeader } from '@/components/ui/PageHeader';
import { pageMetadata } from '@/lib/metadata';
import { telHref } from '@/lib/phone';
import { siteConfig } from '@/lib/site';

export const metadata = pageMetadata({
  title: 'Supplies',
  description:
    'Ink, toner and print media for office and wide-format printers, ordered online or by phone on NET 30 accounts and delivered across the metro area.',
  path: '/supplies',
});

/** Supplies (docs/requirements.md#content-pages, rule 2): ink, toner and media, ordering on NET 30, $10 pickup and delivery minimum. */
export default function SuppliesPage() {
  const { phones, hours, address, external } = siteConfig;
  return (
    <>
      <PageHeader
        title="Supplies"
        breadcrumb={[{ label: 'Home', href: '/' }, { label: 'Supplies' }]}
        lead={`Ink, toner and print media for your office and wide-format printers, delivered fast across the ${address.city} metro area.`}
      />

      <ContentSection id="order" title="Order supplies your way">
        <p className="prose">
          Account customers can order around the clock through E-Info, our online account service, where your machines, past orders and
          invoices are already on file. In a hurry? Send a quick supply order and we will confirm it by phone, or ask us for a quote on a
          larger order.
        </p>
        <p className="button-row">
          <Link className="button button-accent" href="/einfo">
            Order Online Now
          </Link>
          <Link className="button" href="/quicksupply">
            Quick Supply Order
          </Link>
          <Link className="button button-outline" href="/quote">
            Request a Quote
          </Link>
        </p>
      </ContentSection>

      <ContentSection id="products" title="What we stock" tone="alt">
        <div className="grid">
          <InfoCard title="Ink">
            <p>
              Genuine ink cartridges and printheads for the wide-format plotters and graphics printers we sell and service, from everyday
              CAD cyan, magenta, yellow and black to the extended photo and pigment sets of fine-art printers.
            </p>
          </InfoCard>
          <InfoCard title="Toner">
            <p>
              Toner cartridges, drums, waste toner bottles and maintenance kits for office multifunction devices and wide-format LED
              systems, matched to your machine so you never guess at a part number.
            </p>
          </InfoCard>
          <InfoCard title="Print media">
            <p>
              Bond and recycled paper rolls for plans, coated and glossy photo paper, canvas, vinyl, backlit film and poster stock, plus
              cut-sheet office paper in letter, legal and 11x17.
            </p>
          </InfoCard>
        </div>
      </ContentSection>

      <ContentSection id="terms" title="Accounts, pickup and delivery">
        <ul className="feature-list prose">
          <li>
            Supplies can be ordered on NET 30 accounts: order now, pay within 30 days of the invoice. No account yet? Fill in our{' '}
            <a href={external.creditApplication}>credit application (PDF)</a>.
          </li>
          <li>Pickup and delivery minimum order is $10.</li>
          <li>Fast delivery across the metro area from our {address.city} shop, or pick up your order at the counter.</li>
          <li>
            Prefer to talk to someone? Call <a href={telHref(phones.main)}>{phones.main}</a>, {hours.label}.
          </li>
        </ul>
      </ContentSection>
    </>
  );
}
