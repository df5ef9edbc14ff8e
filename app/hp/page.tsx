import { LogoCarousel } from '@/components/carousel/LogoCarousel';
import type { CarouselLogo } from '@/components/carousel/types';
import { homeTrail, pageCrumb } from '@/components/content/breadcrumbs';
import { FormBlock } from '@/components/content/FormBlock';
import { PageBlocks } from '@/components/content/PageBlocks';
import { readPage } from '@/lib/content/pages';
import { contentPageMetadata } from '@/lib/seo/metadata';

const ROUTE = '/hp';

export const metadata = contentPageMetadata(ROUTE);

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
 * Vendor showcase (docs/requirements.md#routes, rule 5): the syndicated variants mps and
 * printersandscanners are sections of this one page (#mps, #printersandscanners), then the
 * credential carousel (autoplay 3000 ms) and the contact form to sales; its words are
 * data/content/pages/hp.json, the carousel's logos are drawn here.
 */
export default function HpPage() {
  return (
    <PageBlocks
      own={{ form: FormBlock }}
      page={readPage(ROUTE)}
      breadcrumb={homeTrail(pageCrumb(ROUTE))}
      slots={{
        credentials: <LogoCarousel logos={credentials} label="HP and Canon credentials" autoplayMs={3000} />,
      }}
    />
  );
}
