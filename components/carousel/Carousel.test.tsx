import { act, fireEvent, render, screen } from '@testing-library/react';
import type { Swiper as SwiperInstance } from 'swiper';
import { pageBlock, readPage } from '@/lib/content/pages';
import { LogoCarousel } from './LogoCarousel';
import { SlideCarousel } from './SlideCarousel';
import type { CarouselLogo } from './types';

const logos: CarouselLogo[] = ['one', 'two', 'three'].map((name) => ({
  src: `/images/${name}.svg`,
  alt: `Logo ${name}`,
  width: 240,
  height: 120,
}));

/** jsdom has no matchMedia: answer the reduced-motion query as the test needs. */
function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

/** The swiper instance of the rendered carousel (swiper keeps it on its element). */
function swiperOf(container: HTMLElement): SwiperInstance {
  return (container.querySelector('.swiper') as HTMLElement & { swiper: SwiperInstance }).swiper;
}

const pauseButton = () => screen.getByRole('button', { name: 'Pause automatic slide show' });
const playButton = () => screen.getByRole('button', { name: 'Start automatic slide show' });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('LogoCarousel', () => {
  it('is a labelled carousel region of labelled slides with alt texts', () => {
    mockReducedMotion(false);
    render(<LogoCarousel logos={logos} label="Our credentials" autoplayMs={3000} />);
    const region = screen.getByRole('region', { name: 'Our credentials' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = screen.getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    expect(screen.getByAltText('Logo two')).toHaveAttribute('width', '240');
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  });

  it('starts autoplay after initDelayMs, with autoplayMs between moves', () => {
    mockReducedMotion(false);
    const { container } = render(<LogoCarousel logos={logos} label="Logos" autoplayMs={3000} initDelayMs={500} />);
    const swiper = swiperOf(container);
    expect(swiper.params.autoplay).toMatchObject({ delay: 3000 });
    act(() => jest.advanceTimersByTime(450));
    expect(swiper.autoplay.running).toBe(false);
    act(() => jest.advanceTimersByTime(100));
    expect(swiper.autoplay.running).toBe(true);
  });

  it('pauses while hovered, while focus is inside, and on the pause button', () => {
    mockReducedMotion(false);
    const { container } = render(<LogoCarousel logos={logos} label="Logos" autoplayMs={3000} />);
    const swiper = swiperOf(container);
    const region = screen.getByRole('region', { name: 'Logos' });
    const next = screen.getByRole('button', { name: 'Next slide' });
    act(() => jest.advanceTimersByTime(0));
    expect(swiper.autoplay.running).toBe(true);
    expect(container.querySelector('.swiper')).toHaveAttribute('aria-live', 'off');

    fireEvent.mouseEnter(region);
    expect(swiper.autoplay.running).toBe(false);
    fireEvent.mouseLeave(region);
    expect(swiper.autoplay.running).toBe(true);

    fireEvent.focus(next);
    expect(swiper.autoplay.running).toBe(false);
    fireEvent.blur(next, { relatedTarget: document.body });
    expect(swiper.autoplay.running).toBe(true);

    fireEvent.click(pauseButton());
    expect(swiper.autoplay.running).toBe(false);
    expect(container.querySelector('.swiper')).toHaveAttribute('aria-live', 'polite');
    fireEvent.click(playButton());
    expect(swiper.autoplay.running).toBe(true);
  });

  it('moves with the previous and next buttons', () => {
    mockReducedMotion(true);
    const { container } = render(<LogoCarousel logos={logos} label="Logos" autoplayMs={3000} />);
    const swiper = swiperOf(container);
    const slideNext = jest.spyOn(swiper, 'slideNext');
    const slidePrev = jest.spyOn(swiper, 'slidePrev');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(slideNext).toHaveBeenCalledTimes(1);
    expect(slidePrev).toHaveBeenCalledTimes(1);
    expect(swiper.params.rewind).toBe(true);
  });
});

describe('SlideCarousel', () => {
  // Two of the symposium's pictures (data/content/pages/hpshow.json), which SvgImage reads from public/.
  const pictures = pageBlock(readPage('/hpshow'), 'slides', '/hpshow').slides.map(({ src }) => src);
  const slides = [1, 2].map((n) => ({
    title: `Slide ${n}`,
    text: `Text of slide ${n}.`,
    image: { src: pictures[n - 1], alt: '', width: 1200, height: 500 },
  }));

  it('shows every slide title and text, and does not autoplay under reduced motion until play', () => {
    mockReducedMotion(true);
    const { container } = render(<SlideCarousel slides={slides} label="Highlights" autoplayMs={4000} />);
    const swiper = swiperOf(container);
    expect(screen.getByRole('heading', { level: 3, name: 'Slide 1' })).toBeInTheDocument();
    expect(screen.getByText('Text of slide 2.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(9000));
    expect(swiper.autoplay.running).toBe(false);

    fireEvent.click(playButton());
    expect(swiper.autoplay.running).toBe(true);
    expect(swiper.params.autoplay).toMatchObject({ delay: 4000 });
    expect(pauseButton()).toBeInTheDocument();
  });
});
