import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Every WCAG 2.0, 2.1 and 2.2 A and AA rule axe has (2.2 AA includes target size, 24x24 px). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe on the page as it is now and expects no WCAG 2.2 AA violation
 * (docs/requirements.md#accessibility); a failure lists each violation with the elements it found.
 * The same rules as AxeBuilder's default run, for less CPU (e2e/every-page.spec.ts took a fifth
 * less): axe runs in the page itself (legacy mode) instead of sending every frame's partial results
 * to a blank page of its own, and it details only violations. Legacy mode leaves out cross-origin
 * frames, which hold other sites (ExternalFrame); the frame elements themselves are still checked.
 * `options()` replaces the options, so it comes before `withTags()`.
 */
export async function expectNoViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode()
    .analyze();
  const found = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`);
  expect(found, found.join('\n')).toEqual([]);
}
