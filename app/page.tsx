import { LogoCarousel } from '@/components/carousel/LogoCarousel';
import { StatList } from '@/components/content/StatList';
import { ContactForm } from '@/components/forms/ContactForm';
import { JsonLd } from '@/components/seo/JsonLd';
import { ActionLinks } from '@/components/services/ActionLinks';
import { pickFeaturedMachines } from '@/components/services/featuredMachines';
import { FitGrid } from '@/components/services/FitGrid';
import { FlipCard } from '@/components/services/FlipCard';
import { LinkCard } from '@/components/services/LinkCard';
import { Link } from '@/components/ui/Link';
import { SvgImage } from '@/components/ui/SvgImage';
import { readHome } from '@/lib/data/home';
import { findMachinePlace, getMachinesByCategory, type MachineCategory } from '@/lib/data/machines';
import { pageMetadata } from '@/lib/metadata';
import { machinePath } from '@/lib/routes';
import { FEATURED_MACHINES } from '@/lib/schemas/home';
import { siteConfig, yearsInBusiness } from '@/lib/site';
import { localBusinessLd } from '@/lib/structured-data';
import styles from './page.module.css';

export const metadata = pageMetadata({
  // The layout's title template applies to child segments only, so the home page names the shop itself.
  title: { absolute: `${siteConfig.name} | Printers, Supplies, Print Services and Repair` },
  description: `Office and wide-format printers and scanners, ink and toner delivery, print and scanning services, leasing and repair for Pacific Northwest businesses since ${siteConfig.founded}.`,
  path: '/',
});

/** Categories featured on Home, in order: graphics, CAD and office machines first. */
const featuredOrder: MachineCategory[] = ['graphics', 'cad', 'mfp', 'wide', 'scanners'];

/** The four flip cards of the Home page (docs/requirements.md#content-pages, rule 1). */
const flipCards = [
  {
    title: 'Buy a Printer',
    teaser: 'Office MFPs, wide-format printers and scanners.',
    text: 'Compare multifunction devices, CAD and graphics plotters and large-format scanners, then let us deliver, install and service the one that fits.',
    href: '/equipment',
    linkLabel: 'Browse Equipment',
  },
  {
    title: 'Buy Supplies',
    teaser: 'Ink, toner and paper, delivered fast.',
    text: 'Order ink, toner and print media for the machines you run, on a NET 30 account, with fast delivery across the metro area.',
    href: '/supplies',
    linkLabel: 'Shop Supplies',
  },
  {
    title: 'Lease a Printer',
    teaser: 'New equipment, predictable payments.',
    text: 'Lease for 36, 48 or 60 months with no payments for the first 90 days, and choose an FMV or $1.00 buyout at the end.',
    href: '/lease',
    linkLabel: 'See Leasing Options',
  },
  {
    title: "We'll Print for you",
    teaser: 'Plan sets, signs, fine art and more.',
    text: 'Send us plan sets, banners, fine-art prints, brochures or bound reports, and pick them up or have them delivered.',
    href: '/services',
    linkLabel: 'Explore Print Services',
  },
];

/** The four-step process of the Home page (docs/requirements.md#content-pages, rule 1). */
const steps = [
  {
    title: 'Upload your files',
    text: 'Send PDF, CAD or image files through our secure upload page, with the size, quantity and date you need.',
  },
  {
    title: 'Check your proofs',
    text: 'We review every file and send you a proof, so you approve size, colour and layout before anything prints.',
  },
  {
    title: 'Get your prints',
    text: 'Pick up your order at our shop or have it delivered to your office or job site.',
  },
  {
    title: 'Order again',
    text: 'We keep your job on file, so reprints and revised sets take one call or one upload.',
  },
];

/** Home (docs/requirements.md#content-pages, rule 1): hero, featured products, flip cards, about, four-step process, brand carousel, contact form. */
export default function HomePage() {
  // Featured machines and brand slides are staff's choice (data/content/home.json, docs/editing.md);
  // the content check refuses a featured machine that does not exist.
  const home = readHome();
  const chosen = home.featured.flatMap((slug) => findMachinePlace(slug) ?? []);
  const featured = pickFeaturedMachines(getMachinesByCategory(), featuredOrder, FEATURED_MACHINES, chosen);
  const brands = home.brands.map(({ name, logo }) => ({ src: logo, alt: name, width: 240, height: 80 }));
  return (
    <>
      <JsonLd data={localBusinessLd()} />
      <section className={styles.hero}>
        <div className={`container ${styles.heroGrid}`}>
          <div>
            <h1>Printers, supplies, printing and repair for Pacific Northwest businesses</h1>
            <p>
              {siteConfig.name} sells, leases and repairs office and wide-format printers and scanners, delivers ink, toner and paper, and
              prints everything from plan sets and banners to fine art.
            </p>
            <div className={styles.heroActions}>
              <ActionLinks
                actions={[
                  { label: 'Browse Equipment', href: '/equipment', look: 'accent' },
                  { label: 'Request a Quote', href: '/quote', look: 'outline' },
                ]}
              />
            </div>
          </div>
          <SvgImage className={styles.heroImage} src="/images/home/hero.svg" alt="" width={800} height={600} priority />
        </div>
      </section>

      {featured.length > 0 && (
        <section className="section">
          <div className="container">
            <h2>Featured equipment</h2>
            <FitGrid>
              {featured.map(({ category, index, machine }) => (
                <LinkCard
                  key={`${category}-${index}`}
                  href={machinePath(category, index)}
                  title={machine.name}
                  linkLabel="Read More"
                  image={{ src: machine.image_url, alt: machine.name, width: 400, height: 300 }}
                >
                  {machine.oneliner ?? machine.description}
                </LinkCard>
              ))}
            </FitGrid>
          </div>
        </section>
      )}

      <section className="section section-alt">
        <div className="container">
          <h2>What can we do for you?</h2>
          <div className="grid">
            {flipCards.map((card) => (
              <FlipCard key={card.href} title={card.title} teaser={card.teaser} href={card.href} linkLabel={card.linkLabel}>
                {card.text}
              </FlipCard>
            ))}
          </div>
        </div>
      </section>

      <section className="section">
        <div className="container">
          <h2>Serving the Pacific Northwest since {siteConfig.founded}</h2>
          <div className="prose">
            <p>
              For {yearsInBusiness()} years {siteConfig.name} has sold, leased and serviced printers and scanners for construction,
              architecture, engineering and government firms, offices and artists. Our print shop has more than 25 years of experience with
              plan sets, signs and fine-art prints, and our supply team delivers ink, toner and paper fast across the metro area.
            </p>
          </div>
          <StatList
            stats={[
              { value: String(yearsInBusiness()), label: 'years in business' },
              { value: `Since ${siteConfig.founded}`, label: 'in the Pacific Northwest' },
              { value: '25+', label: 'years in print' },
              { value: 'Fast', label: 'supply delivery across the metro area' },
            ]}
          />
          <p>
            <Link href="/about">More about us</Link>
          </p>
        </div>
      </section>

      <section className="section section-alt">
        <div className="container">
          <h2>How printing with us works</h2>
          <ol className={styles.steps}>
            {steps.map((step) => (
              <li key={step.title}>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
          <ActionLinks
            actions={[
              { label: 'Upload Your Files', href: siteConfig.external.upload, look: 'accent', newTab: true },
              { label: 'See Print Services', href: '/services', look: 'outline' },
            ]}
          />
        </div>
      </section>

      <section className="section">
        <div className="container">
          <h2>Brands we carry</h2>
          <LogoCarousel label="Brands we carry" autoplayMs={3000} initDelayMs={500} logos={brands} />
        </div>
      </section>

      <ContactForm heading="Questions? Ask us" />
    </>
  );
}
