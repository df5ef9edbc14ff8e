import type { CarouselLogo } from './types';

/**
 * Placeholder, replaced by the swiper carousel.
 * @param autoplayMs delay between slides (ms); @param initDelayMs wait before autoplay starts (ms)
 */
export function LogoCarousel({ logos, label }: { logos: CarouselLogo[]; label: string; autoplayMs: number; initDelayMs?: number }) {
  return (
    <ul aria-label={label}>
      {logos.map((logo) => (
        <li key={logo.src}>{logo.alt}</li>
      ))}
    </ul>
  );
}
