import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { htmlBudgetFor, htmlBytes } from '../scripts/html-budgets.mjs';
import { BASELINE_BYTES, budgetFor, INTERACTIVE_SELECTOR, scriptBytes } from '../scripts/js-budgets.mjs';
import { expect, test } from './fixtures';
import { checkedRoutes } from './routes';

/** Bytes as KB with one decimal, for the report. */
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * JavaScript budgets (docs/requirements.md#speed, rule 2): the gzip bytes of script each page loads
 * (scripts/js-budgets.mjs says how they are counted) stay within its budget, the framework baseline
 * plus 5 KB, or plus 60 KB on a page with a form or a carousel. Each test reports its figures as an
 * annotation.
 */
for (const route of checkedRoutes) {
  const budget = budgetFor(route);
  test(`${route} loads at most ${kb(budget.bytes)} of JavaScript (${budget.kind})`, async ({ page }, testInfo) => {
    const { total, scripts } = await scriptBytes(page, route);
    const report = `${kb(total)} of ${kb(budget.bytes)}: baseline ${kb(BASELINE_BYTES)} ${total > BASELINE_BYTES ? '+' : '-'} ${kb(Math.abs(total - BASELINE_BYTES))}`;
    testInfo.annotations.push({ type: 'JavaScript (gzip)', description: report });
    console.log(`${route}: ${report}`);

    expect(scripts.length, 'the page loads the framework').toBeGreaterThan(0);
    expect(total, scripts.map((script) => `${kb(script.bytes)} ${script.url}`).join('\n')).toBeLessThanOrEqual(budget.bytes);
    if (budget.kind === 'plain') {
      await expect(
        page.locator(INTERACTIVE_SELECTOR),
        'a page with a form or a carousel belongs in interactiveRoutes of scripts/js-budgets.mjs',
      ).toHaveCount(0);
    }
  });
}

/**
 * HTML budgets (docs/requirements.md#speed, rule 8): the gzip bytes of each page's HTML document,
 * RSC payload included (scripts/html-budgets.mjs), stay within its budget. Each test reports its
 * figures as an annotation.
 */
for (const route of checkedRoutes) {
  const budget = htmlBudgetFor(route);
  test(`${route} sends at most ${kb(budget)} of HTML`, async ({ request }, testInfo) => {
    const response = await request.get(route);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const { gzip, raw, payload } = htmlBytes(await response.text());
    const report = `${kb(gzip)} gzip of ${kb(budget)} (${kb(raw)} raw, of which the RSC payload ${kb(payload)})`;
    testInfo.annotations.push({ type: 'HTML', description: report });
    console.log(`${route}: ${report}`);
    expect(gzip).toBeLessThanOrEqual(budget);
  });
}

/** Every file under `dir` whose name matches `pattern`. */
function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => pattern.test(path.basename(file)))
    .map((file) => path.join(dir, file));
}

test('pages and layouts are Server Components; client code stays in the interactive leaves', () => {
  const clientPages = filesUnder('app', /^(page|layout|template|not-found)\.tsx$/).filter((file) =>
    /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8')),
  );
  expect(clientPages).toEqual([]);
});
