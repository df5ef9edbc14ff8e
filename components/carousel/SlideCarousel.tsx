import type { CarouselSlide } from './types';

/** Placeholder, replaced by the swiper carousel. @param autoplayMs delay between slides (ms) */
export function SlideCarousel({ slides, label }: { slides: CarouselSlide[]; label: string; autoplayMs: number }) {
  return (
    <ul aria-label={label}>
      {slides.map((slide) => (
        <li key={slide.title}>{slide.title}</li>
      ))}
    </ul>
  );
}
