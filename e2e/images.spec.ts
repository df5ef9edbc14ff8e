import type { Page } from '@playwright/test';
import { isInteractiveRoute } from '../scripts/js-budgets.mjs';
import { expect, fakeOutsidePages, test } from './fixtures';
import { CPU_SLOWDOWN, layoutShift, slowDownCpu } from './layout-shift';
import { checkedRoutes } from './routes';

/**
 * Images (docs/requirements.md#speed, rules 3 and 4): every image has its size, the page's largest
 * image in view (its LCP) is not lazy-loaded while the images further down are, the pictures in
 * view on arrival are drawn from the HTML, rasters go through
 * next/image, and embedded frames load lazily in a box of their own, so nothing moves while a page
 * loads (CLS 0). Pages with a form or a carousel load with the CPU slowed down 4 times, as on a
 * slow phone, where a part that changes height as scripts hydrate would move what is below it
 * (docs/requirements.md#drafts: the forms' send row keeps its height).
 */

/** Lighthouse's phone (Moto G Power) and Playwright's desktop viewports. */
const viewports = [
  { width: 412, height: 823 },
  { width: 1280, height: 720 },
];

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

for (const route of checkedRoutes) {
  const slowed = isInteractiveRoute(route.split('?')[0]);
  test(`${route}: images sized, the LCP image eager, images below the fold lazy, no layout shift${slowed ? ` (CPU ${CPU_SLOWDOWN}x slower)` : ''}`, async ({
    page,
  }) => {
    if (slowed) {
      // Four times slower, the page takes about four times as long to load: so may the test.
      test.slow();
      await slowDownCpu(page);
    }
    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      const all = await images(page);
      for (const image of all) {
        expect(Number(image.width), `${image.src} has a width`).toBeGreaterThan(0);
        expect(Number(image.height), `${image.src} has a height`).toBeGreaterThan(0);
        // Our artwork is SVG; a photo or other raster must be resized by next/image.
        if (/\.(png|jpe?g|gif|webp|avif)$/i.test(image.src)) expect(image.src).toMatch(/^\/_next\/image\?/);
      }
      const lcp = await largestContentfulPaint(page);
      if (lcp.tag === 'img') expect(lcp.loading, `the LCP image ${lcp.src} at ${viewport.width} px`).not.toBe('lazy');
      // Below the fold on a desktop screen; a phone's fold is higher, where the page's one
      // priority image may well sit below it.
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
  });
}

/** Pages and the artwork of the picture in view on a phone's arrival (data and app/page.tsx). */
const firstPictures = [
  { route: '/', src: '/images/home/hero.svg' },
  { route: '/equipment/wide/0', src: '/images/machines/wide-mfp.svg' },
  { route: '/library/template/0', src: '/templates/body-temperature-check.svg' },
];

for (const { route, src } of firstPictures) {
  test(`${route}: the picture in view on arrival is drawn from the HTML, without a request of its own`, async ({ page }) => {
    await page.setViewportSize(viewports[0]);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(route);
    // Drawn inside the HTML: the drawing in a span that stands for the img (components/ui/SvgImage.tsx).
    const picture = page.locator(':is(span[role="img"], span[aria-hidden="true"]) > svg').first();
    await expect(picture).toBeVisible();
    const box = (await picture.boundingBox())!;
    expect(box.y).toBeLessThan(viewports[0].height);
    expect(box.width).toBeGreaterThan(150);
    await page.waitForLoadState('networkidle');
    expect(requested).not.toContain(src);
  });
}

/** The pages that embed an outside view: the external services and a machine's 3D demo. */
const framedRoutes = ['/einfo', '/plot', '/getJob?id=7', '/getPrintJobs?user=7', '/equipment/wide/0'];

for (const route of framedRoutes) {
  test(`${route}: the embedded frame is titled, lazy and has its space reserved`, async ({ page }) => {
    await fakeOutsidePages(page);
    await page.goto(route);
    // A frame behind a disclosure (the 3D demo) is checked as the visitor who opens it sees it.
    for (const summary of await page.locator('details:has(iframe) > summary').all()) await summary.click();
    const frames = page.locator('iframe');
    await expect(frames.first()).toBeAttached();
    for (const frame of await frames.all()) {
      await expect(frame).toHaveAttribute('loading', 'lazy');
      await expect(frame).toHaveAttribute('title', /\S/);
      // A frame without a size of its own is 300x150 px; ours take their box from the page's CSS.
      const box = (await frame.boundingBox())!;
      expect(box.height).toBeGreaterThan(150);
      expect(box.width).toBeGreaterThan(300);
      await frame.scrollIntoViewIfNeeded();
      // The outside page, answered above, has loaded into the frame (waiting for the network to
      // be idle instead sometimes never ended on a loaded machine).
      const content = (await (await frame.elementHandle())!.contentFrame())!;
      await expect.poll(() => content.url()).toMatch(/^https?:\/\/(?!127\.0\.0\.1)/);
      await content.waitForLoadState('load');
    }
    await expect.poll(() => layoutShift(page)).toBe(0);
  });
}

test('/: the brand carousel has its first logos before it is scrolled to, lazy as they are in the HTML', async ({ page }) => {
  await page.setViewportSize(viewports[0]);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const logos = page.getByRole('region', { name: 'Brands we carry' }).locator('img');
  // Loaded while the carousel is still far below the first screen.
  expect((await logos.first().boundingBox())!.y).toBeGreaterThan(2 * viewports[0].height);
  const loaded = await logos.evaluateAll((images) =>
    (images as HTMLImageElement[]).map((image) => image.complete && image.naturalWidth > 0),
  );
  expect(loaded.slice(0, 4)).toEqual([true, true, true, true]);
});
