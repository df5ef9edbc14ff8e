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

/**
 * A row of logos that moves one logo at a time (two to four visible, by screen width). The logos
 * are rendered on the server, lazy; only the carousel behaviour ships as client code, and it loads
 * them all once it runs (Carousel.tsx).
 */
export function LogoCarousel({ logos, label, autoplayMs, initDelayMs = 0 }: LogoCarouselProps) {
  return (
    <Carousel
      variant="logos"
      label={label}
      autoplayMs={autoplayMs}
      initDelayMs={initDelayMs}
      items={logos.map((logo) => ({
        key: logo.src,
        content: <SvgImage src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} />,
      }))}
    />
  );
}
