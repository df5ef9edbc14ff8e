import { staticPageRoutes } from '../lib/routes';
import { indexedPaths } from '../lib/sitemap';
import { expect, test } from './fixtures';
import { measureMargins } from './page-margins';

/**
 * Every page of the site: the route table's pages (the noindex ones too), every page the sitemap
 * lists, and the not-found page.
 */
const everyPage = [...new Set<string>([...staticPageRoutes, ...indexedPaths(), '/no-such-page'])];

/** The widths a page is checked at, in CSS px: three phones, a tablet and a desktop. */
const widths = [360, 390, 412, 768, 1440];

/** The least room between visible content and the viewport's sides (docs/requirements.md#layout), in CSS px. */
const MIN_MARGIN = 12;

for (const path of everyPage) {
  test(`${path} keeps its margins at ${widths.join(', ')} px`, async ({ page }) => {
    await page.setViewportSize({ width: widths[0], height: 844 });
    await page.goto(path);
    for (const width of widths) {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
      const margins = await measureMargins(page);
      // The figures, for a report (`--reporter=json`): the smallest margin per width.
      test.info().annotations.push({ type: `margin at ${width} px`, description: String(Math.min(margins.left.gap, margins.right.gap)) });
      expect.soft(margins.horizontalScroll, `${path} at ${width} px scrolls sideways`).toBe(0);
      expect.soft(margins.left.gap, `${path} at ${width} px: ${margins.left.what}`).toBeGreaterThanOrEqual(MIN_MARGIN);
      expect.soft(margins.right.gap, `${path} at ${width} px: ${margins.right.what}`).toBeGreaterThanOrEqual(MIN_MARGIN);
      if (width === 1440) {
        expect(margins.titleLeft, `${path} has a title in its main content`).not.toBeNull();
        expect
          .soft(Math.round(margins.mainLeft!.gap), `${path} at 1440 px: ${margins.mainLeft!.what}`)
          .toBe(Math.round(margins.titleLeft!));
      }
    }
  });
}
