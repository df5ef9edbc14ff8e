import { ContentSection } from '@/components/content/ContentSection';
import { InfoCard } from '@/components/content/InfoCard';
import { StatList, type Stat } from '@/components/content/StatList';
import { ContactForm } from '@/components/forms/ContactForm';
import { JsonLd } from '@/components/seo/JsonLd';
import { Link } from '@/components/ui/Link';
import { PageHeader } from '@/components/ui/PageHeader';
import { pageMetadata } from '@/lib/metadata';
import { telHref } from '@/lib/phone';
import { siteConfig, yearsInBusiness } from '@/lib/site';
import { localBusinessLd } from '@/lib/structured-data';

export const metadata = pageMetadata({
  title: 'About Us',
  description: `A Pacific Northwest print shop, equipment dealer and repair service: ${yearsInBusiness()} years in business, since ${siteConfig.founded}.`,
  path: '/about',
});

/** The company's claims and the service-agreement response time (docs/requirements.md#content-pages, rules 13 and 20). */
const claims: readonly Stat[] = [
  { value: `${yearsInBusiness()} years`, label: `in business, since ${siteConfig.founded}` },
  { value: '25+ years', label: 'in print' },
  { value: '1 hour', label: 'response under a service agreement' },
];

interface Service {
  title: string;
  href: string;
  linkText: string;
  text: string;
}

const services: readonly Service[] = [
  {
    title: 'Equipment',
    href: '/equipment',
    linkText: 'Browse equipment',
    text: 'Office multifunction devices, wide-format printers for CAD and graphics, and scanners, sold, installed and supported by our own team.',
  },
  {
    title: 'Supplies',
    href: '/supplies',
    linkText: 'Order supplies',
    text: 'Ink, toner and print media, ordered online or by phone on NET 30 accounts and delivered fast across the metro area.',
  },
  {
    title: 'Print and scanning services',
    href: '/services',
    linkText: 'See our services',
    text: 'Plans and construction sets, signs and banners, business documents, fine art prints, lamination and mounting, and scanning of documents and artwork.',
  },
  {
    title: 'Bidsets and plan rooms',
    href: '/bidsets',
    linkText: 'About bidset distribution',
    text: 'Bidset distribution and private online plan rooms that get plans and addenda to every bidder on time.',
  },
  {
    title: 'Repair and service',
    href: '/repair',
    linkText: 'Equipment repair',
    text: 'Our own technicians, remote troubleshooting and service agreements with a 1 hour response and 4 hour average onsite.',
  },
  {
    title: 'Leasing',
    href: '/lease',
    linkText: 'Leasing offers',
    text: 'Flexible leases on 36, 48 or 60 month contracts, so new equipment fits your budget.',
  },
];

/** About Us (docs/requirements.md#content-pages, rule 20): the company's claims, what it does, a service call prompt and the site survey form. */
export default function AboutPage() {
  const { name, founded, address, phones } = siteConfig;
  return (
    <>
      <JsonLd data={localBusinessLd()} />
      <PageHeader
        title="About Us"
        breadcrumb={[{ label: 'Home', href: '/' }, { label: 'About Us' }]}
        lead={`${name} has kept Pacific Northwest businesses printing for ${yearsInBusiness()} years, since ${founded}.`}
      />

      <ContentSection id="story" title="Who we are">
        <div className="prose">
          <p>
            Since {founded} we have served businesses across the Pacific Northwest from our {address.city} shop. Today we are a print shop,
            an equipment dealer and a repair service under one roof, with 25+ years in print. Construction, architecture and engineering
            firms, government offices, businesses of every size and local artists rely on us for the machines, the supplies and the printing
            behind their work.
          </p>
          <p>
            Not sure what your office needs? Ask for a free on site analysis with the form at the bottom of this page: we visit, look at how
            you print, copy and scan, and recommend equipment and service that fit your volumes and your budget.
          </p>
        </div>
        <StatList label="Our company in numbers" stats={claims} />
      </ContentSection>

      <ContentSection id="what-we-do" title="What we do" tone="alt">
        <div className="grid">
          {services.map((service) => (
            <InfoCard key={service.href} title={service.title} action={<Link href={service.href}>{service.linkText}</Link>}>
              <p>{service.text}</p>
            </InfoCard>
          ))}
        </div>
      </ContentSection>

      <ContentSection id="service-call" title="Machine down? Place a service call" tone="highlight">
        <p className="prose">
          Tell us which machine needs attention and what it is doing, and a technician will get back to you. Urgent? Call our service line
          at <a href={telHref(phones.service)}>{phones.service}</a>.
        </p>
        <p className="button-row">
          <Link className="button button-accent" href="/repair/servicecall">
            Place a Service Call
          </Link>
        </p>
      </ContentSection>

      <ContactForm variant="basic" mailbox="service" emailSubject="Site Survey" heading="Get a FREE on site analysis" />
    </>
  );
}
