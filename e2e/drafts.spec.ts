import { contactFormValues, expect, fillForm, formRegion, test, uniqueEmail } from './support/fixtures';
import { formHeading, meterFormHeading, serviceCallWords } from './support/request-page-words';

/**
 * Drafts that survive (docs/requirements.md#drafts): what a visitor typed comes back after a
 * reload, per form and page, never with the spam-check token; it is forgotten when the request is
 * accepted, and Clear form empties the form and the draft.
 */

/** Everything the page keeps in sessionStorage, as one string. */
const stored = (page: import('@playwright/test').Page) => page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));

/** Waits until the page has written a draft that holds every one of `texts`. */
async function draftHolds(page: import('@playwright/test').Page, ...texts: string[]) {
  for (const text of texts) await expect.poll(() => stored(page)).toContain(text);
}

test('the contact form comes back after a reload, without the token, and is forgotten once accepted', async ({ page }) => {
  const email = uniqueEmail('draft');
  await page.goto('/quote');
  const values = contactFormValues(email);
  await fillForm(page, 'Request a Quote', values);
  await draftHolds(page, ...Object.values(values));
  await page.reload();
  const form = formRegion(page, 'Request a Quote');
  for (const [label, value] of Object.entries(values)) await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
  expect(await stored(page)).not.toContain('human-token');

  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByRole('status')).toContainText('Thank you!', { timeout: 15_000 });
  await expect.poll(() => stored(page)).not.toContain(email);
  await page.reload();
  await expect(formRegion(page, 'Request a Quote').getByLabel('Email', { exact: true })).toHaveValue('');
});

test('Clear form empties the fields and the draft', async ({ page }) => {
  await page.goto('/support');
  const form = await fillForm(page, 'Contact Us', { Name: 'Avery Quinn', Message: 'A draft to throw away.' });
  await draftHolds(page, 'A draft to throw away.');
  await form.getByRole('button', { name: 'Clear form' }).click();
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('');
  await expect(form.getByLabel('Message', { exact: true })).toHaveValue('');
  await expect.poll(() => stored(page)).not.toContain('A draft to throw away.');
  await page.reload();
  await expect(formRegion(page, 'Contact Us').getByLabel('Message', { exact: true })).toHaveValue('');
});

test('two pages keep their own drafts', async ({ page }) => {
  await page.goto('/quote');
  await fillForm(page, 'Request a Quote', { Subject: 'Quote page draft' });
  await draftHolds(page, 'Quote page draft');
  await page.goto('/callme');
  await expect(formRegion(page, formHeading('/callme')).getByLabel('Subject', { exact: true })).toHaveValue('');
  await page.goto('/quote');
  await expect(formRegion(page, 'Request a Quote').getByLabel('Subject', { exact: true })).toHaveValue('Quote page draft');
});

test('the service call keeps the equipment number and the fields', async ({ page }) => {
  const { with_id: withId } = serviceCallWords();
  await page.goto('/repair/servicecall');
  await page.getByRole('button', { name: withId.label }).click();
  const form = page.getByRole('region', { name: withId.heading });
  await form.getByLabel('Equipment Number').fill('EQ-10452');
  await form.getByLabel('Message', { exact: true }).fill('Streaks on every print.');
  await draftHolds(page, 'Streaks on every print.');
  await page.reload();
  await page.getByRole('button', { name: withId.label }).click();
  const again = page.getByRole('region', { name: withId.heading });
  await expect(again.getByLabel('Equipment Number')).toHaveValue('EQ-10452');
  await expect(again.getByRole('status').first()).toContainText('Machine found');
  await expect(again.getByLabel('Message', { exact: true })).toHaveValue('Streaks on every print.');
});

test('the meter reading keeps its counters', async ({ page }) => {
  await page.goto('/meter');
  const form = formRegion(page, meterFormHeading);
  await form.getByLabel('Equipment Number').fill('EQ-10453');
  await form.getByLabel('Black & White', { exact: true }).fill('123456');
  await draftHolds(page, '123456');
  await page.reload();
  const again = formRegion(page, meterFormHeading);
  await expect(again.getByLabel('Equipment Number')).toHaveValue('EQ-10453');
  await expect(again.getByLabel('Black & White', { exact: true })).toHaveValue('123456');
});

test('the sign order keeps its choices, and Clear form puts the defaults back', async ({ page }) => {
  await page.goto('/library/template/0');
  const form = page.getByRole('form', { name: /^Order prints of/ });
  const material = form.getByLabel('Material', { exact: true });
  const options = await material.locator('option').allTextContents();
  await material.selectOption(options.at(-1)!);
  await form.getByLabel('Quantity', { exact: true }).fill('12');
  await form.getByLabel('Extra Instructions', { exact: true }).fill('Grommets in the corners.');
  await draftHolds(page, 'Grommets in the corners.');
  await page.reload();
  await expect(form.getByLabel('Material', { exact: true })).toHaveValue(options.at(-1)!);
  await expect(form.getByLabel('Quantity', { exact: true })).toHaveValue('12');
  await expect(form.getByLabel('Extra Instructions', { exact: true })).toHaveValue('Grommets in the corners.');
  await form.getByRole('button', { name: 'Clear form' }).click();
  await expect(form.getByLabel('Material', { exact: true })).toHaveValue(options[0]);
  await expect(form.getByLabel('Quantity', { exact: true })).toHaveValue('1');
  await expect.poll(() => stored(page)).not.toContain('Grommets');
});
