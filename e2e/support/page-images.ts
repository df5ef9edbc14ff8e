import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { layoutShift } from './layout-shift';

/** A viewport, in CSS px. */
export interface Viewport {
  width: number;
  height: number;
}

/** Every image of the page with what the checks need, measured as the page is now (not scrolled). */
function images(page: Page) {
  return page.locator('img').evaluateAll((elements) =>
    (elements as HTMLImageElement[]).map((image) => ({
      src: image.getAttribute('src') ?? '',
      width: image.getAttribute('width'),
      height: image.getAttribute('height'),
      loading: image.loading,
      inCarousel: image.closest('[aria-roledescription="carousel"]') !== null,
      top: image.getBoundingClientRect().top,
    })),
  );
}

/** The element the browser took as the largest contentful paint, as tag and `loading`. */
function largestContentfulPaint(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ tag: string; loading?: string; src?: string }>((resolve) => {
        new PerformanceObserver((list) => {
          const element = (list.getEntries().at(-1) as PerformanceEntry & { element?: Element }).element;
          resolve({
            tag: element?.tagName.toLowerCase() ?? 'none',
            ...(element instanceof HTMLImageElement ? { loading: element.loading, src: element.getAttribute('src') ?? '' } : {}),
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/**
 * Images of a page just loaded at `viewport` (docs/requirements.md#speed, rules 3 and 4): every
 * image has its size, rasters go through next/image, the largest image in view (the LCP) is not
 * lazy-loaded while the images below a desktop's fold are; then, scrolled to the end, nothing has
 * moved (CLS 0). Leaves the page scrolled.
 */
export async function expectImagesInOrder(page: Page, viewport: Viewport): Promise<void> {
  const all = await images(page);
  for (const image of all) {
    expect(Number(image.width), `${image.src} has a width`).toBeGreaterThan(0);
    expect(Number(image.height), `${image.src} has a height`).toBeGreaterThan(0);
    // Our artwork is SVG; a photo or other raster must be resized by next/image.
    if (/\.(png|jpe?g|gif|webp|avif)$/i.test(image.src)) expect(image.src).toMatch(/^\/_next\/image\?/);
  }
  const lcp = await largestContentfulPaint(page);
  if (lcp.tag === 'img') expect(lcp.loading, `the LCP image ${lcp.src} at ${viewport.width} px`).not.toBe('lazy');
  // Below the fold on a desktop screen; a phone's fold is higher, where the page's one priority
  // image may well sit below it.
  if (viewport.width >= 1280) {
    // A logo carousel loads its logos once its script runs (docs/requirements.md#speed, rule 4).
    const eagerBelow = all.filter((image) => image.top >= viewport.height && image.loading !== 'lazy' && !image.inCarousel);
    expect(
      eagerBelow.map((image) => image.src),
      'images below the fold load lazily',
    ).toEqual([]);
  }
  await page.mouse.wheel(0, 10_000);
  await expect.poll(() => layoutShift(page), `layout shift at ${viewport.width} px`).toBe(0);
}
