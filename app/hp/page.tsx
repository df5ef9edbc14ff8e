import { LogoCarousel } from '@/components/carousel/LogoCarousel';
import type { CarouselLogo } from '@/components/carousel/types';
import { VendorShowcase } from '@/components/equipment/VendorShowcase';
import { ContactForm } from '@/components/forms/ContactForm';
import { Link } from '@/components/ui/Link';
import { PageHeader } from '@/components/ui/PageHeader';
import { pageMetadata } from '@/lib/metadata';
import { siteConfig } from '@/lib/site';

export const metadata = pageMetadata({
  title: 'HP Partner Showcase',
  description: 'HP managed print services, HP printers and scanners, and our HP partner and Canon dealer credentials.',
  path: '/hp',
});

/** Partner and dealer credentials for the two vendors (docs/requirements.md#content-pages, rule 21). */
const credentials: CarouselLogo[] = [
  ['hp-amplify-power-partner', 'HP Amplify Power Partner'],
  ['hp-designjet-specialist', 'HP DesignJet Specialist'],
  ['hp-managed-print-specialist', 'HP Managed Print Specialist'],
  ['hp-pagewide-partner', 'HP PageWide Partner'],
  ['canon-authorized-dealer', 'Canon Authorized Dealer'],
  ['canon-imageprograf-specialist', 'Canon imagePROGRAF Specialist'],
].map(([file, alt]) => ({ src: `/images/vendor/${file}.svg`, alt, width: 240, height: 120 }));

/**
 * Vendor showcase (docs/requirements.md#routes, rule 5): the syndicated variants
 * mps and printersandscanners are sections of this one page (#mps, #printersandscanners), then
 * the credential carousel (autoplay 3000 ms) and the contact form to sales.
 */
export default function HpPage() {
  return (
    <>
      <PageHeader
        title="HP Partner Showcase"
        lead={`${siteConfig.name} is an HP partner and an authorized Canon dealer: we sell, lease, supply and repair the machines we recommend.`}
        breadcrumb={[{ label: 'Home', href: '/' }, { label: 'HP Partner Showcase' }]}
      />
      <div className="container section">
        <VendorShowcase
          id="mps"
          title="HP Managed Print Services"
          href={siteConfig.external.vendorManagedPrint}
          linkText="Read about HP Managed Print on hp.com"
        >
          <p>
            Hand us the printer fleet and stop thinking about it: we watch every device, toner ships before it runs out, and one invoice
            covers the pages you printed. Our service agreements promise 1 hour response and 4 hour average onsite.
          </p>
          <p>
            <Link href="/repair">How our service agreements work</Link>
          </p>
        </VendorShowcase>
        <VendorShowcase
          id="printersandscanners"
          title="HP Printers and Scanners"
          href={siteConfig.external.vendorPrinters}
          linkText="Browse HP printers on hp.com"
        >
          <p>
            From LaserJet office MFPs to DesignJet plotters and PageWide XL production systems, we set up, supply and service the HP
            machines your office and plan room run on.
          </p>
          <p>
            <Link href="/equipment">See the models in our lineup</Link>
          </p>
        </VendorShowcase>
        <section aria-labelledby="credentials-heading">
          <h2 id="credentials-heading">Partner and dealer credentials</h2>
          <p>
            HP and Canon train and certify our sales staff and technicians on the machines below, so your warranty work and upgrades are
            done by people the manufacturer trusts.
          </p>
          <LogoCarousel logos={credentials} label="HP and Canon credentials" autoplayMs={3000} />
        </section>
      </div>
      <ContactForm mailbox="sales" emailSubject="HP Partner Page" heading="Talk to our HP team" />
    </>
  );
}
