import { SvgImage } from '@/components/ui/SvgImage';
import { Carousel } from './Carousel';
import styles from './carousel.module.css';
import type { CarouselSlide } from './types';

export interface SlideCarouselProps {
  slides: CarouselSlide[];
  /** Accessible name of the carousel, e.g. 'Symposium highlights'. */
  label: string;
  /** Delay between automatic moves (ms); 4000 on `/hpshow` (docs/requirements.md#content-pages, rule 17). */
  autoplayMs: number;
}

/**
 * Full-width slides, one at a time: an image with an `h3` title and a sentence below it (place
 * the carousel under an `h2`). The first image loads at once since it is in view; the others load
 * lazily as they come near.
 */
export function SlideCarousel({ slides, label, autoplayMs }: SlideCarouselProps) {
  return (
    <Carousel
      variant="slides"
      label={label}
      autoplayMs={autoplayMs}
      items={slides.map((slide, index) => ({
        key: slide.title,
        content: (
          <>
            <SvgImage
              src={slide.image.src}
              alt={slide.image.alt}
              width={slide.image.width}
              height={slide.image.height}
              priority={index === 0}
            />
            <div className={styles.caption}>
              <h3>{slide.title}</h3>
              <p>{slide.text}</p>
            </div>
          </>
        ),
      }))}
    />
  );
}
