'use client';

import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import './swiper-core.css';
import styles from './carousel.module.css';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the visitor asked the system for less motion. Before hydration we cannot know, so the
 * server render assumes yes: nothing moves until the browser has said it may.
 */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => true,
  );
}

/** A 24px stroked icon for the control buttons; the button's aria-label carries the meaning. */
function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** One item of a carousel: its React key and what the slide shows. */
export interface CarouselItem {
  key: string;
  content: ReactNode;
}

export interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  items: CarouselItem[];
  /** Delay between automatic moves (ms). */
  autoplayMs: number;
  /** Wait after mounting before the first automatic move may start (ms). */
  initDelayMs?: number;
  /** 'logos': several small slides side by side (widths from CSS); 'slides': one at a time. */
  variant: 'logos' | 'slides';
}

/**
 * The one swiper-based carousel behind LogoCarousel and SlideCarousel (WAI-ARIA APG carousel
 * pattern). Autoplay runs only when the visitor has not paused it, no pointer hovers it, no focus
 * is inside it and the system does not ask for reduced motion (WCAG 2.2.2); previous, next and
 * pause/play are real buttons. The server render already has the final layout (swiper's CSS plus
 * ours), so hydration shifts nothing.
 */
export function Carousel({ label, items, autoplayMs, initDelayMs = 0, variant }: CarouselProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [ready, setReady] = useState(false);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setReady(true), initDelayMs);
    return () => clearTimeout(timer);
  }, [initDelayMs]);

  // Reduced motion means no autoplay unless the visitor explicitly presses play.
  const wantsPlay = choice === null ? !reducedMotion : choice === 'play';
  const running = swiper !== null && ready && wantsPlay && !hovered && !focused && items.length > 1;

  // A row of logos is a few hundred bytes a logo: once the page runs, they all load, so the band is
  // never blank when reached by a jump rather than a scroll (docs/requirements.md#speed, rule 4).
  // Lazy in the HTML, they cost the first screen nothing.
  useEffect(() => {
    if (variant !== 'logos' || !swiper) return;
    for (const image of swiper.el.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) image.loading = 'eager';
  }, [variant, swiper]);

  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (running) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, running]);

  function togglePlay() {
    setChoice(wantsPlay ? 'pause' : 'play');
    // An explicit 'play' wins over the pointer resting on the carousel and focus on this button.
    if (!wantsPlay) {
      setHovered(false);
      setFocused(false);
    }
  }

  return (
    <section
      className={`${styles.carousel} ${styles[variant]}`}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <Swiper
        modules={[Autoplay]}
        autoplay={{ delay: autoplayMs, disableOnInteraction: false, enabled: false }}
        rewind
        slidesPerView={variant === 'logos' ? 'auto' : 1}
        onSwiper={setSwiper}
        aria-live={running ? 'off' : 'polite'}
      >
        {items.map((item, index) => (
          <SwiperSlide
            key={item.key}
            className={styles.item}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${items.length}`}
          >
            {item.content}
          </SwiperSlide>
        ))}
      </Swiper>
      <div className={styles.controls}>
        <button type="button" className={styles.control} aria-label="Previous slide" onClick={() => swiper?.slidePrev()}>
          <Icon path="M15 5l-7 7 7 7" />
        </button>
        <button
          type="button"
          className={styles.control}
          aria-label={wantsPlay ? 'Pause automatic slide show' : 'Start automatic slide show'}
          onClick={togglePlay}
        >
          <Icon path={wantsPlay ? 'M8 5v14M16 5v14' : 'M8 5l11 7-11 7z'} />
        </button>
        <button type="button" className={styles.control} aria-label="Next slide" onClick={() => swiper?.slideNext()}>
          <Icon path="M9 5l7 7-7 7" />
        </button>
      </div>
    </section>
  );
}
