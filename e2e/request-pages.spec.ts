import { expect, fillForm, hydrated, REFERENCE, test, uniqueEmail } from './support/fixtures';
import { formHeading, serviceCallWords } from './support/request-page-words';
import { shownErrors } from './support/shown-errors';

test.describe('no error before a mistake (docs/requirements.md#layout)', () => {
  test('the service call shows no error on either way in, nor the meter reading with a number from a QR label', async ({ page }) => {
    const { with_id: withId, without_id: withoutId } = serviceCallWords();
    for (const way of [withId.label, withoutId.label]) {
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
    await hydrated(name);
    await name.blur();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Equipment Number', { exact: true }).fill('NO-SUCH-1');
    await expect(page.getByRole('status').filter({ hasText: 'Not found' })).toBeVisible();
  });
});

/** The request pages a visitor opens to act: the form must meet them on a phone's first screen. */
const actionRoutes = ['/meter', '/repair/servicecall', '/repairbeta', '/quote', '/pickup', '/quicksupply', '/support', '/callme'];

test.describe('the form first on a phone (docs/requirements.md#layout)', () => {
  const widths = [360, 390, 412];
  test(`at ${widths.join(', ')} x 844 the first field of every request page is on the first screen`, async ({ page }) => {
    for (const route of actionRoutes) {
      await page.setViewportSize({ width: widths[0], height: 844 });
      await page.goto(route);
      // The form's first control: a field, or the service call's first choice.
      const first = page
        .locator('main form :is(input:not([type=hidden]):not([tabindex="-1"]), select, textarea), main section button')
        .first();
      // The layout follows the width alone (CSS), so one load is measured at each width in turn.
      for (const width of widths) {
        await page.setViewportSize({ width, height: 844 });
        const box = await first.boundingBox();
        expect(box, `${route}: no field`).not.toBeNull();
        expect(box!.y + box!.height, `${route} at ${width} px: the first field's bottom edge`).toBeLessThanOrEqual(844);
      }
    }
  });
});

test('on a phone the reference in the thank-you stays on one line, whatever the width puts it at the end of a line', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 844 });
  await page.goto('/callme');
  const form = await fillForm(page, formHeading('/callme'), {
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
