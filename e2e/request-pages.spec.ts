import type { Page } from '@playwright/test';
import { isInteractiveRoute } from '../scripts/js-budgets.mjs';
import { expect, fillForm, REFERENCE, test, uniqueEmail } from './fixtures';
import { checkedRoutes } from './routes';

/**
 * What shows an error: a field marked invalid, a field's message (components/forms/Field.tsx gives
 * it the id `<control's id>-error`), an alert in the danger colour.
 */
const ERROR_SELECTOR = '[aria-invalid="true"], [id$="-error"], .alert-danger';

/** The errors shown in the page, as their text (or tag), for a failure message. */
function shownErrors(page: Page) {
  return page.locator(ERROR_SELECTOR).evaluateAll((found) => found.map((node) => node.textContent?.trim() || node.tagName));
}

test.describe('no error before a mistake (docs/requirements.md#layout)', () => {
  // Every page with a form (the budgets test keeps interactiveRoutes true to the pages).
  for (const route of checkedRoutes.filter(isInteractiveRoute)) {
    test(`${route}: its forms show no error on arrival, nor once they can be used`, async ({ page }) => {
      await page.goto(route, { waitUntil: 'domcontentloaded' });
      expect(await shownErrors(page), 'in the HTML').toEqual([]);
      await page.waitForLoadState('networkidle');
      expect(await shownErrors(page), 'once hydrated').toEqual([]);
    });
  }

  test('the service call shows no error on either way in, nor the meter reading with a number from a QR label', async ({ page }) => {
    for (const way of [/ID required/, /No ID necessary/]) {
      await page.goto('/repair/servicecall');
      await page.getByRole('button', { name: way }).click();
      await expect(page.getByRole('button', { name: /Change/ })).toBeVisible();
      expect(await shownErrors(page), String(way)).toEqual([]);
    }
    await page.goto('/meter?equipment=EQ-10452');
    await expect(page.getByRole('status').filter({ hasText: 'Machine found' })).toBeVisible();
    expect(await shownErrors(page)).toEqual([]);
  });

  test('an error shows once a field is left empty, and the lookup speaks once a number is typed', async ({ page }) => {
    await page.goto('/meter');
    const name = page.getByLabel('Name', { exact: true });
    await name.focus();
    await name.blur();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Equipment Number', { exact: true }).fill('NO-SUCH-1');
    await expect(page.getByRole('status').filter({ hasText: 'Not found' })).toBeVisible();
  });
});

/** The request pages a visitor opens to act: the form must meet them on a phone's first screen. */
const actionRoutes = ['/meter', '/repair/servicecall', '/repairbeta', '/quote', '/pickup', '/quicksupply', '/support', '/callme'];

test.describe('the form first on a phone (docs/requirements.md#layout)', () => {
  for (const width of [360, 390, 412]) {
    test(`at ${width} x 844 the first field of every request page is on the first screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      for (const route of actionRoutes) {
        await page.goto(route);
        // The form's first control: a field, or the service call's first choice.
        const first = page
          .locator('main form :is(input:not([type=hidden]):not([tabindex="-1"]), select, textarea), main section button')
          .first();
        const box = await first.boundingBox();
        expect(box, `${route}: no field`).not.toBeNull();
        expect(box!.y + box!.height, `${route}: the first field's bottom edge`).toBeLessThanOrEqual(844);
      }
    });
  }
});

test('on a phone the reference in the thank-you stays on one line, whatever the width puts it at the end of a line', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 844 });
  await page.goto('/callme');
  const form = await fillForm(page, 'Request a Call-Back', {
    Name: 'Avery Quinn',
    Email: uniqueEmail('reference-line'),
    Phone: '(206) 342-8631',
    Subject: 'Toner for the T830',
    Message: 'Please call about a toner contract for two plotters.',
  });
  await form.getByRole('button', { name: 'Send' }).click();
  const reference = form.getByRole('status').locator('.reference');
  await expect(reference).toHaveText(REFERENCE, { timeout: 15_000 });
  for (let width = 320; width <= 430; width += 2) {
    await page.setViewportSize({ width, height: 844 });
    expect(await reference.evaluate((element) => element.getClientRects().length), `lines at ${width} px`).toBe(1);
  }
});
