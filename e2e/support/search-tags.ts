import type { Page } from '@playwright/test';
import { canonicalPath } from '../../lib/content/entry-pages';
import { noindexRoutes } from '../../lib/http/routes';
import { expect } from './fixtures';

const noindex = new Set<string>(noindexRoutes);

/** Link texts that Lighthouse's 'link-text' audit rejects as not descriptive (its English list). */
const genericLinkTexts = new Set([
  'click here',
  'click this',
  'go',
  'here',
  'information',
  'learn more',
  'more',
  'more info',
  'more information',
  'right here',
  'read more',
  'see more',
  'start',
  'this',
]);

/**
 * What a search engine reads on the page loaded from `path` (docs/requirements.md#seo): a title,
 * `lang`, a description, one canonical URL and the Open Graph URL both equal to the page's own
 * (for a machine's or a template's page at its place in a list, the entry's address by file name:
 * lib/content/entry-pages.ts), an Open Graph title, `noindex` exactly on the route table's noindex
 * routes, and no link text Lighthouse calls generic.
 */
export async function expectSearchTags(page: Page, path: string, baseURL: string): Promise<void> {
  const canonical = new URL(canonicalPath(path), baseURL).href;

  expect((await page.title()).trim()).not.toBe('');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\w{3,}/);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('meta[property="og:url"]')).toHaveCount(1);
  // Compared as URLs: the home page's canonical is the bare origin, the same URL as origin + '/'.
  expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).href).toBe(canonical);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /\w{3,}/);
  expect(new URL((await page.locator('meta[property="og:url"]').getAttribute('content'))!).href).toBe(canonical);

  const robots = page.locator('meta[name="robots"]');
  if (noindex.has(path)) await expect(robots).toHaveAttribute('content', /noindex/);
  else await expect(robots).toHaveCount(0);

  // innerText, as Lighthouse reads it: text hidden only visually still counts.
  const linkTexts = await page.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLElement).innerText));
  expect(linkTexts.filter((text) => genericLinkTexts.has(text.trim().toLowerCase()))).toEqual([]);
}
