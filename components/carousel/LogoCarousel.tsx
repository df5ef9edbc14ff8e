import { SvgImage } from '@/components/ui/SvgImage';
import { Carousel } from './Carousel';
import type { CarouselLogo } from './types';

export interface LogoCarouselProps {
  logos: CarouselLogo[];
  /** Accessible name of the carousel, e.g. 'Brands we sell and service'. */
  label: string;
  /** Delay between automatic moves (ms); 3000 on home and on `/hp` (docs/requirements.md#content-pages, rules 1, 21). */
  autoplayMs: number;
  /** Wait before autoplay may start (ms); 500 for the home carousel (docs/requirements.md#content-pages, rule 1). */
  initDelayMs?: number;
}

/** The most logos the carousel shows at once (carousel.css, on the widest screens). */
const MOST_IN_VIEW = 4;

/**
 * A row of logos that moves one logo at a time (two to four visible, by screen width). The logos
 * are rendered on the server; only the carousel behaviour ships as client code. The first row
 * loads at once, at low priority, so the band is never blank when the page is reached by a jump
 * (docs/requirements.md#speed, rule 4); the rest load lazily as the row moves.
 */
export function LogoCarousel({ logos, label, autoplayMs, initDelayMs = 0 }: LogoCarouselProps) {
  return (
    <Carousel
      variant="logos"
      label={label}
      autoplayMs={autoplayMs}
      initDelayMs={initDelayMs}
      items={logos.map((logo, index) => ({
        key: logo.src,
        content: <SvgImage src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} early={index < MOST_IN_VIEW} />,
      }))}
    />
  );
}
