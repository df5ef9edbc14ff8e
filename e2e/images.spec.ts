import { slotWords } from '../lib/content/page-words';
import { readPage } from '../lib/content/pages';
import { templateImage } from '../lib/content/templates';
import { templatePath } from '../lib/http/routes';
import { artworkMachine, demoMachine, templateSamples } from '../test/fixtures/content-samples';
import { expect, fakeOutsidePages, test } from './support/fixtures';
import { brandCarouselName, carouselNamed } from './support/home-page';
import { layoutShift, LIGHTHOUSE_PHONE as phone } from './support/layout-shift';

/**
 * Images beyond what every page passes (every-page.spec.ts, page-images.ts): the pictures in view
 * on arrival are drawn from the HTML, embedded frames load lazily in a box of their own, and the
 * brand carousel's first logos are there before it is scrolled to (docs/requirements.md#speed).
 */

/**
 * Pages and the artwork of the picture in view on a phone's arrival (app/page.tsx, and the content:
 * a machine without a photo, the first template).
 */
const firstPictures = [
  { route: '/', src: '/images/home/hero.svg' },
  ...(artworkMachine ? [{ route: artworkMachine.route, src: artworkMachine.machine.image_url }] : []),
  ...(templateSamples.length > 0 ? [{ route: templatePath(0), src: templateImage(templateSamples[0]) }] : []),
];

for (const { route, src } of firstPictures) {
  test(`${route}: the picture in view on arrival is drawn from the HTML, without a request of its own`, async ({ page }) => {
    await page.setViewportSize(phone);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(route);
    // Drawn inside the HTML: the drawing in a span that stands for the img (components/ui/SvgImage.tsx).
    const picture = page.locator(':is(span[role="img"], span[aria-hidden="true"]) > svg').first();
    await expect(picture).toBeVisible();
    const box = (await picture.boundingBox())!;
    expect(box.y).toBeLessThan(phone.height);
    expect(box.width).toBeGreaterThan(150);
    await page.waitForLoadState('networkidle');
    expect(requested).not.toContain(src);
  });
}

/**
 * The pages that embed an outside view, with the frame's title: an external service's is the word
 * `title` of its page's part (data/content/pages/), a machine's 3D demo's any text.
 */
const framedRoutes: [string, string | RegExp][] = [
  ...[
    ['/einfo', 'account-frame'],
    ['/plot', 'upload-frame'],
    ['/getJob?id=7', 'job-frame'],
    ['/getPrintJobs?user=7', 'print-jobs-frame'],
  ].map(([route, part]): [string, string] => {
    const path = route.split('?')[0];
    return [route, slotWords(readPage(path), part, ['title'], path).title];
  }),
  ...(demoMachine ? [[demoMachine.route, /\S/] as [string, RegExp]] : []),
];

for (const [route, title] of framedRoutes) {
  test(`${route}: the embedded frame is titled, lazy and has its space reserved`, async ({ page }) => {
    await fakeOutsidePages(page);
    await page.goto(route);
    // A frame behind a disclosure (the 3D demo) is checked as the visitor who opens it sees it.
    for (const summary of await page.locator('details:has(iframe) > summary').all()) await summary.click();
    const frames = page.locator('iframe');
    await expect(frames.first()).toBeAttached();
    for (const frame of await frames.all()) {
      await expect(frame).toHaveAttribute('loading', 'lazy');
      await expect(frame).toHaveAttribute('title', title);
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
  await page.setViewportSize(phone);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const logos = carouselNamed(page, brandCarouselName).locator('img');
  // Loaded while the carousel is still far below the first screen.
  expect((await logos.first().boundingBox())!.y).toBeGreaterThan(2 * phone.height);
  const loaded = await logos.evaluateAll((images) =>
    (images as HTMLImageElement[]).map((image) => image.complete && image.naturalWidth > 0),
  );
  expect(loaded.slice(0, 4)).toEqual([true, true, true, true]);
});
