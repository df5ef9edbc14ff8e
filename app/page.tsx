import { LogoCarousel } from '@/components/carousel/LogoCarousel';
import { actionsOf, ContentBlocks } from '@/components/content/ContentBlocks';
import { FlipCardsBlock } from '@/components/content/FlipCardsBlock';
import { FormBlock } from '@/components/content/FormBlock';
import { RichText } from '@/components/content/RichText';
import { StepsBlock } from '@/components/content/StepsBlock';
import { machineDescriptionText } from '@/components/equipment/machine';
import { JsonLd } from '@/components/seo/JsonLd';
import { ActionLinks } from '@/components/services/ActionLinks';
import { FitGrid } from '@/components/services/FitGrid';
import { LinkCard } from '@/components/services/LinkCard';
import { SvgImage } from '@/components/ui/SvgImage';
import { pickFeaturedMachines } from '@/lib/content/featured-machines';
import { readHome } from '@/lib/content/home';
import { findMachinePlace, getMachinesByCategory, type MachineCategory } from '@/lib/content/machines';
import { pageBlock, pageSlot, readPage } from '@/lib/content/pages';
import { FEATURED_MACHINES } from '@/lib/content/schemas/home-file';
import { machinePath } from '@/lib/http/routes';
import { contentPageMetadata } from '@/lib/seo/metadata';
import { localBusinessLd } from '@/lib/seo/structured-data';
import styles from './page.module.css';

const ROUTE = '/';

// The layout's title template applies to child segments only, so the home page names the shop itself.
export const metadata = contentPageMetadata(ROUTE, { absolute: true });

/** Categories featured on Home, in order: graphics, CAD and office machines first. */
const featuredOrder: MachineCategory[] = ['graphics', 'cad', 'mfp', 'wide', 'scanners'];

/**
 * Home (docs/requirements.md#content-pages, rule 1): hero, featured products, flip cards, about,
 * four-step process, brand carousel, contact form. Its words are data/content/pages/home.json; the
 * featured machines and the brands are data/content/home.json, drawn here as the parts
 * `featured` and `brands`.
 */
export default function HomePage() {
  const page = readPage(ROUTE);
  const hero = pageBlock(page, 'hero', ROUTE);
  // Featured machines and brand slides are staff's choice (data/content/home.json, docs/editing.md);
  // the content check refuses a featured machine that does not exist.
  const home = readHome();
  const chosen = home.featured.flatMap((slug) => findMachinePlace(slug) ?? []);
  const featured = pickFeaturedMachines(getMachinesByCategory(), featuredOrder, FEATURED_MACHINES, chosen);
  const brands = home.brands.map(({ name, logo }) => ({ src: logo, alt: name, width: 240, height: 80 }));
  return (
    <>
      <JsonLd data={localBusinessLd()} />
      {/* The home page's banner, with its picture, draws the title block; the blocks after it follow. */}
      <section className={styles.hero}>
        <div className={`container ${styles.heroGrid}`}>
          <div>
            <h1>{hero.title}</h1>
            {hero.lead && (
              <p>
                <RichText source={hero.lead} inline />
              </p>
            )}
            {hero.buttons.length > 0 && (
              <div className={styles.heroActions}>
                <ActionLinks actions={actionsOf(hero.buttons)} />
              </div>
            )}
          </div>
          <SvgImage className={styles.heroImage} src="/images/home/hero.svg" alt="" width={800} height={600} priority />
        </div>
      </section>
      <ContentBlocks
        own={{ form: FormBlock, flip_cards: FlipCardsBlock, steps: StepsBlock }}
        blocks={page.blocks}
        slots={{
          featured:
            featured.length > 0 ? (
              <FitGrid>
                {featured.map(({ category, index, machine }) => (
                  <LinkCard
                    key={`${category}-${index}`}
                    href={machinePath(category, index)}
                    title={machine.name}
                    linkLabel="Read More"
                    image={{ src: machine.image_url, alt: machine.name, width: 400, height: 300 }}
                  >
                    {machine.oneliner ?? machineDescriptionText(machine)}
                  </LinkCard>
                ))}
              </FitGrid>
            ) : null,
          // The carousel is named by the heading it sits under.
          brands: <LogoCarousel label={pageSlot(page, 'brands', ROUTE).heading} autoplayMs={3000} initDelayMs={500} logos={brands} />,
        }}
      />
    </>
  );
}
