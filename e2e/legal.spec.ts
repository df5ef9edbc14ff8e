import type { Locator, Page } from '@playwright/test';
import { fillText, slotWords } from '../lib/content/page-words';
import { pageBlock, readPage } from '../lib/content/pages';
import { richTextPlain } from '../lib/content/schemas/rich-text';
import { shopFact, siteConfig } from '../lib/content/site';
import { interactiveRoutes } from '../scripts/js-budgets.mjs';
import { templateWords } from './support/equipment-library-pages';
import { expect, test } from './support/fixtures';
import { serviceCallWords } from './support/request-page-words';

/**
 * The privacy notice and the terms of sale (docs/requirements.md#privacy-and-terms): the pages
 * with the shop's terms as their content files say them (data/content/pages/privacy.json,
 * terms.json), the retention the server deletes by, their links in the footer, the sitemap, under
 * every form and beside the PayPal buttons, and reCAPTCHA's notice (the e2e build has a site key).
 */

/** The notes under the forms of `scope` (components/forms/FormNotice.tsx), by their first words. */
const formNotices = (scope: Page | Locator) => scope.getByText('How we use what you send:');

/**
 * What a page's content file says, as the page shows it: the hero's lead, each block's heading,
 * and each paragraph and list item of its texts (a section's, a part's introduction and note) as
 * plain words, so a change in the content editor moves the test with it.
 */
function contentTexts(route: string): { lead: string; headings: string[]; paragraphs: string[] } {
  const page = readPage(route);
  const headings: string[] = [];
  const paragraphs: string[] = [];
  for (const { discriminant, value } of page.blocks) {
    if (discriminant !== 'section' && discriminant !== 'slot') continue;
    if (value.heading) headings.push(value.heading);
    const texts = discriminant === 'section' ? [value.body] : [value.intro, value.note];
    for (const line of texts.join('\n').split('\n')) {
      const words = richTextPlain(line.replace(/^- /, ''), shopFact);
      if (words) paragraphs.push(words);
    }
  }
  return { lead: richTextPlain(pageBlock(page, 'hero', route).lead, shopFact), headings, paragraphs };
}

/** The page shows every heading, paragraph and list item its content file has, and the lead (the effective date). */
async function expectContent(page: Page, route: string) {
  const { lead, headings, paragraphs } = contentTexts(route);
  for (const heading of headings) await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  const main = page.locator('main');
  for (const paragraph of paragraphs) await expect(main).toContainText(paragraph);
  await expect(page.getByText(lead)).toBeVisible();
}

test('/privacy says what is collected, where it goes, how long it is kept and how to ask for deletion', async ({ page }) => {
  await page.goto('/privacy');
  await expectContent(page, '/privacy');
  const main = page.locator('main');
  // The days the server deletes by, filled into the content's words by the page: the build's REQUEST_RETENTION_DAYS, as here.
  const { kept } = slotWords(readPage('/privacy'), 'retention', ['kept'], '/privacy');
  const { requestRetentionDays, orderRecordYears } = siteConfig.legal;
  await expect(main).toContainText(
    fillText(kept, { retention_days: String(requestRetentionDays), record_years: String(orderRecordYears) }, '/privacy'),
  );
  await expect(main.getByRole('link', { name: siteConfig.email })).toHaveAttribute('href', `mailto:${siteConfig.email}`);
});

test('/terms gives prices and taxes, proof and turnaround, pickup or shipping, refunds and whom to call', async ({ page }) => {
  await page.goto('/terms');
  await expectContent(page, '/terms');
  await expect(page.locator('main').getByRole('link', { name: siteConfig.phones.main })).toHaveAttribute('href', /^tel:/);
});

test('the footer links both pages, and the sitemap lists them', async ({ page, request }) => {
  await page.goto('/equipment');
  const footer = page.locator('footer');
  await footer.getByRole('link', { name: 'Terms of Sale' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Sale');
  await page.locator('footer').getByRole('link', { name: 'Privacy Notice' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Notice');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/privacy', '/terms']) expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+${path}</loc>`));
});

/** The pages whose forms are on the page from the start (the service call's come after a choice). */
const formRoutes = interactiveRoutes.filter((route) => !route.includes('[') && !route.startsWith('/repair'));

for (const route of [...formRoutes, '/library/template/0']) {
  test(`${route}: every form has the privacy link and reCAPTCHA's notice under it`, async ({ page }) => {
    await page.goto(route);
    const forms = page.locator('form');
    expect(await forms.count()).toBeGreaterThan(0);
    const notices = formNotices(page);
    await expect(notices).toHaveCount(await forms.count());
    for (const notice of await notices.all()) {
      await expect(notice.getByRole('link', { name: 'Privacy Notice' })).toHaveAttribute('href', '/privacy');
      await expect(notice).toContainText('This site is protected by reCAPTCHA and the Google Privacy Policy and Terms of Service apply.');
    }
  });
}

test('the service call has the notice under each branch', async ({ page }) => {
  const { with_id: withId, without_id: withoutId } = serviceCallWords();
  await page.goto('/repair/servicecall');
  await page.getByRole('button', { name: withId.label }).click();
  await expect(formNotices(page).getByRole('link', { name: 'Privacy Notice' })).toBeVisible();
  await page.getByRole('button', { name: /^Change/ }).click();
  await page.getByRole('button', { name: withoutId.label }).click();
  await expect(formNotices(page).getByRole('link', { name: 'Privacy Notice' })).toBeVisible();
});

test('beside the PayPal buttons of a sign order: the Terms of Sale', async ({ page }) => {
  await page.goto('/library/template/0');
  const order = page.getByRole('region', { name: templateWords.order });
  await expect(formNotices(order).getByRole('link', { name: 'Terms of Sale' })).toHaveAttribute('href', '/terms');
});
