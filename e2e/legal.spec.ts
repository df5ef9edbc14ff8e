import type { Locator, Page } from '@playwright/test';
import { siteConfig } from '../lib/site';
import { interactiveRoutes } from '../scripts/js-budgets.mjs';
import { expect, test } from './fixtures';

/**
 * The privacy notice and the terms of sale (docs/requirements.md#privacy-and-terms): the pages
 * with the shop's facts from the site configuration, their links in the footer, the sitemap, under
 * every form and beside the PayPal buttons, and reCAPTCHA's notice (the e2e build has a site key).
 */

const { legal } = siteConfig;

/** The notes under the forms of `scope` (components/forms/FormNotice.tsx), by their first words. */
const formNotices = (scope: Page | Locator) => scope.getByText('How we use what you send:');

test('/privacy says what is collected, where it goes, how long it is kept and how to ask for deletion', async ({ page }) => {
  await page.goto('/privacy');
  for (const heading of [
    'What our forms collect, and why',
    'Where it goes and how long we keep it',
    'In your browser',
    'Services that process data for us',
    'Your copy, corrections and deletion',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  const main = page.locator('main');
  // REQUEST_RETENTION_DAYS is not set for the e2e build: its default.
  await expect(main).toContainText('delivered request (name, email, phone, message and numbers) 90 days after delivery');
  await expect(main).toContainText("A sign order's instructions are deleted 90 days after the order");
  await expect(main).toContainText(`kept for ${legal.orderRecordYears} years`);
  await expect(main).toContainText('session_id');
  await expect(main).toContainText(`We answer within ${legal.dataRequestDays} days`);
  await expect(main.getByRole('link', { name: siteConfig.email })).toHaveAttribute('href', `mailto:${siteConfig.email}`);
  await expect(page.getByText(`Effective ${legal.effectiveDate}.`)).toBeVisible();
});

test('/terms gives prices and taxes, proof and turnaround, pickup or shipping, refunds and whom to call', async ({ page }) => {
  await page.goto('/terms');
  const main = page.locator('main');
  for (const fact of [legal.salesTax, legal.pickup, legal.shipping, legal.cancellation, legal.refunds])
    await expect(main).toContainText(fact);
  await expect(main).toContainText(`Within ${legal.proofDays} business day of your payment`);
  await expect(main).toContainText(`ready ${legal.printDays} business days after approval`);
  await expect(main.getByRole('link', { name: siteConfig.phones.main })).toHaveAttribute('href', /^tel:/);
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
  await page.goto('/repair/servicecall');
  await page.getByRole('button', { name: 'ID required' }).click();
  await expect(formNotices(page).getByRole('link', { name: 'Privacy Notice' })).toBeVisible();
  await page.getByRole('button', { name: /^Change/ }).click();
  await page.getByRole('button', { name: 'No ID necessary' }).click();
  await expect(formNotices(page).getByRole('link', { name: 'Privacy Notice' })).toBeVisible();
});

test('beside the PayPal buttons of a sign order: the Terms of Sale', async ({ page }) => {
  await page.goto('/library/template/0');
  const order = page.getByRole('region', { name: 'Order Prints' });
  await expect(formNotices(order).getByRole('link', { name: 'Terms of Sale' })).toHaveAttribute('href', '/terms');
});
