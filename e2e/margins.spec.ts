import { staticPageRoutes } from '../lib/http/routes';
import { indexedPaths } from '../lib/seo/sitemap';
import { checkedRoutes } from './support/checked-routes';
import { test } from './support/fixtures';
import { expectMargins, MARGIN_WIDTHS } from './support/page-margins';

/**
 * The margins of every page of the site not visited by every-page.spec.ts, which checks its own:
 * the other pages the sitemap lists (machines, templates) and the not-found page.
 */
const otherPages = [...new Set<string>([...staticPageRoutes, ...indexedPaths(), '/no-such-page'])].filter(
  (path) => !checkedRoutes.includes(path),
);

for (const path of otherPages) {
  test(`${path} keeps its margins at ${MARGIN_WIDTHS.join(', ')} px`, async ({ page }) => {
    await page.setViewportSize({ width: MARGIN_WIDTHS[0], height: 844 });
    await page.goto(path);
    await expectMargins(page, path);
  });
}
