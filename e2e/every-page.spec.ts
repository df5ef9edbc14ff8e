import { siteConfig } from '../lib/content/site';
import { htmlBudgetFor, htmlBytes } from '../scripts/html-budgets.mjs';
import { BASELINE_BYTES, budgetFor, INTERACTIVE_SELECTOR, isInteractiveRoute, scriptBytes } from '../scripts/js-budgets.mjs';
import { expectNoViolations } from './support/axe';
import { checkedRoutes } from './support/checked-routes';
import { expect, test } from './support/fixtures';
import { CPU_SLOWDOWN, LIGHTHOUSE_PHONE, slowDownCpu } from './support/layout-shift';
import { pageFacts } from './support/page-facts';
import { expectImagesInOrder, type Viewport } from './support/page-images';
import { expectMargins } from './support/page-margins';
import { expectSearchTags } from './support/search-tags';
import { errorMarkupIn, shownErrors } from './support/shown-errors';
import { literal } from './support/text-pattern';

/**
 * The checks every page passes, made on one visit per page and viewport, so each page is loaded
 * twice (a phone, a desktop) instead of once per check:
 * - its HTML within its budget (docs/requirements.md#speed, rule 8; scripts/html-budgets.mjs) and
 *   its JavaScript within its own (rule 2; scripts/js-budgets.mjs says how bytes are counted), a
 *   page without a form or a carousel being listed as plain;
 * - a form shows no error on arrival, in the HTML nor once hydrated (docs/requirements.md#layout);
 * - its images (rules 3 and 4: page-images.ts) and no layout shift at both viewports; on a phone,
 *   the CPU slowed down on a page with a form or a carousel, as on a slow phone, where a part that
 *   changes height as scripts hydrate would move what is below it (docs/requirements.md#drafts);
 * - its heading and one fact (page-facts.ts), and what search engines read (search-tags.ts);
 * - no WCAG 2.2 AA violation axe can find (docs/requirements.md#accessibility);
 * - its margins from 360 to 1440 px (page-margins.ts).
 * Each test reports its byte figures as annotations.
 */

/** Lighthouse's phone and Playwright's desktop viewports. */
const phone: Viewport = LIGHTHOUSE_PHONE;
const desktop: Viewport = { width: 1280, height: 720 };

/** Bytes as KB with one decimal, for the report. */
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

for (const route of checkedRoutes) {
  const interactive = isInteractiveRoute(route.split('?')[0]);
  const scriptBudget = budgetFor(route);
  const htmlBudget = htmlBudgetFor(route);

  test(`${route}: within its budgets, no error shown, images in order, its heading and search tags, accessible, its margins`, async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    // Two loads, axe and five widths in one test, the phone's load with the CPU slowed down on a
    // page with a form or a carousel: it takes a few times as long as a test of one check.
    test.slow();

    await test.step(`its HTML: at most ${kb(htmlBudget)} gzip${interactive ? ', no error shown' : ''}`, async () => {
      const response = await request.get(route);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      const html = await response.text();
      const { gzip, raw, payload } = htmlBytes(html);
      testInfo.annotations.push({
        type: 'HTML',
        description: `${kb(gzip)} gzip of ${kb(htmlBudget)} (${kb(raw)} raw, of which the RSC payload ${kb(payload)})`,
      });
      expect(gzip).toBeLessThanOrEqual(htmlBudget);
      expect(errorMarkupIn(html), 'errors in the HTML').toEqual([]);
    });

    const fullSpeed = interactive ? await slowDownCpu(page) : undefined;
    const slowed = interactive ? ` (CPU ${CPU_SLOWDOWN}x slower)` : '';

    await page.setViewportSize(phone);
    await test.step(`on a phone${slowed}: at most ${kb(scriptBudget.bytes)} of JavaScript (${scriptBudget.kind}), no error, images in order`, async () => {
      const { total, scripts } = await scriptBytes(page, route);
      testInfo.annotations.push({
        type: 'JavaScript (gzip)',
        description: `${kb(total)} of ${kb(scriptBudget.bytes)}: baseline ${kb(BASELINE_BYTES)} ${total > BASELINE_BYTES ? '+' : '-'} ${kb(Math.abs(total - BASELINE_BYTES))}`,
      });
      expect(scripts.length, 'the page loads the framework').toBeGreaterThan(0);
      expect(total, scripts.map((script) => `${kb(script.bytes)} ${script.url}`).join('\n')).toBeLessThanOrEqual(scriptBudget.bytes);
      if (scriptBudget.kind === 'plain') {
        await expect(
          page.locator(INTERACTIVE_SELECTOR),
          'a page with a form or a carousel belongs in interactiveRoutes of scripts/js-budgets.mjs',
        ).toHaveCount(0);
      }
      expect(await shownErrors(page), 'errors once hydrated').toEqual([]);
      await expectImagesInOrder(page, phone);
    });
    await fullSpeed?.();

    await page.setViewportSize(desktop);
    await test.step('on a desktop: images in order', async () => {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      await expectImagesInOrder(page, desktop);
    });

    await test.step('its heading, one fact, and what search engines read', async () => {
      const facts = pageFacts[route as keyof typeof pageFacts];
      if (facts) {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(facts.h1);
        await expect(page.getByRole('main').getByText(facts.fact).first()).toBeVisible();
      }
      await expect(page).toHaveTitle(new RegExp(literal(siteConfig.name)));
      await expectSearchTags(page, route, baseURL!);
    });

    await test.step('axe finds no WCAG 2.2 AA violation', () => expectNoViolations(page));
    await test.step('its margins', () => expectMargins(page, route));
  });
}
