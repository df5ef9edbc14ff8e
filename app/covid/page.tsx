import { ContentSection } from '@/components/content/ContentSection';
import { HotspotImage } from '@/components/content/HotspotImage';
import { ContactForm } from '@/components/forms/ContactForm';
import { Link } from '@/components/ui/Link';
import { PageHeader } from '@/components/ui/PageHeader';
import { pageMetadata } from '@/lib/metadata';
import styles from './page.module.css';

export const metadata = pageMetadata({
  title: 'Safety Signage',
  description:
    'Wall posters, counter top signs, floor graphics, popup banners and hygiene signs and stickers that keep customers and staff safe.',
  path: '/covid',
});

interface SignageType {
  slug: string;
  name: string;
  description: string;
  /** Position of the item in public/images/covid/signage.svg, in percent (viewBox 1200x800). */
  x: number;
  y: number;
}

/** The five product types of the hotspot image, in the order of the numbered markers (docs/requirements.md#content-pages, rule 16). */
const signageTypes: readonly SignageType[] = [
  {
    slug: 'wall-posters',
    name: 'Wall posters',
    description:
      'Mask, distancing and entry rules printed on glossy or matte poster paper, or mounted on foam board, from letter size up to large format for entrances and hallways.',
    x: 15.8,
    y: 32,
  },
  {
    slug: 'counter-top-signs',
    name: 'Counter top signs',
    description:
      'Free-standing signs for reception desks, checkouts and service windows: rigid board or acrylic stands that stay readable at arm’s length.',
    x: 63.2,
    y: 47.5,
  },
  {
    slug: 'floor-graphics',
    name: 'Floor graphics',
    description:
      'Slip-resistant, laminated floor decals that mark where to stand and which way to walk, made to survive foot traffic and mopping.',
    x: 40,
    y: 89,
  },
  {
    slug: 'popup-banners',
    name: 'Popup banners',
    description:
      'Retractable banner stands that set up in a minute at a door or a queue, and roll away into their own case when you are done.',
    x: 89.2,
    y: 36,
  },
  {
    slug: 'hygiene-signs',
    name: 'Hygiene signs and stickers',
    description:
      'Hand-washing and sanitizer signs, cleaning notices and vinyl stickers for dispensers, doors, restrooms and shared equipment.',
    x: 35,
    y: 47.5,
  },
];

/** Safety signage (docs/requirements.md#content-pages, rule 16): hotspot picture of five product types, each with a quote link to #quote. */
export default function CovidSignagePage() {
  return (
    <>
      <PageHeader
        title="Safety Signage"
        breadcrumb={[{ label: 'Home', href: '/' }, { label: 'Services', href: '/services' }, { label: 'Safety Signage' }]}
        lead="Clear, durable signs that help customers and staff keep their distance and keep their hands clean, printed in our own shop."
      />

      <ContentSection id="showroom" title="Signage for every corner of your lobby">
        <p className="prose">
          Select a marker on the picture to read about each kind of sign. Everything is printed to your size, in your colours and with your
          logo, or from one of our <Link href="/library">ready-made sign templates</Link>.
        </p>
        <HotspotImage
          src="/images/covid/signage.svg"
          alt="An office lobby with a mask poster on the wall, a sign on the reception counter, a stand-here floor decal, a popup banner by the door and a hand sanitizer station with a hygiene sign."
          width={1200}
          height={800}
          label="Signage in the picture"
          hotspots={signageTypes.map((type) => ({ href: `#signage-${type.slug}`, label: type.name, x: type.x, y: type.y }))}
          priority
        />
      </ContentSection>

      <ContentSection id="products" title="Five ways to get the message across" tone="alt">
        <ol className={styles.numbered}>
          {signageTypes.map((type) => (
            <li key={type.slug} id={`signage-${type.slug}`} className="card">
              <h3>{type.name}</h3>
              <p>{type.description}</p>
              <p className="card-action">
                <a className="button button-outline" href="#quote">
                  Get a Quote<span className="visually-hidden"> for {type.name.toLowerCase()}</span>
                </a>
              </p>
            </li>
          ))}
        </ol>
      </ContentSection>

      <ContactForm id="quote" variant="quote" />
    </>
  );
}
