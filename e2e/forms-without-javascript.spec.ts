import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { z } from 'zod';
import { TEMPLATE_PAGE } from '../lib/content/page-words';
import { pageSlot, readPage } from '../lib/content/pages';
import { richTextPlain } from '../lib/content/schemas/rich-text';
import { shopFact, siteConfig } from '../lib/content/site';
import { shopDate } from '../lib/format/shop-date';
import { telHref } from '../lib/format/shop-phone';
import { contactSchemaFor } from '../lib/forms/contact';
import { METER_MESSAGES } from '../lib/forms/meter-reading-fields';
import { templatePath } from '../lib/http/routes';
import { SAMPLE_ORDER } from '../test/fixtures/content-samples';
import {
  attachLogsOnFailure,
  clientAddressOf,
  contactFormValues,
  expect,
  fillForm,
  formRegion,
  MAIL_GATEWAY_PATH,
  REFERENCE,
  referenceIn,
  test,
  uniqueEmail,
  upstreamRequests,
} from './support/fixtures';
import { meterFormHeading, serviceCallWords } from './support/request-page-words';
import { startSiteGroup, withClient, type Fakes, type SiteGroup, type SiteServer } from './support/servers';
import { groupSiteEnv, withoutSpamCheck } from './support/site-under-test';
import { literal } from './support/text-pattern';

/**
 * The request forms with JavaScript off (docs/requirements.md#forms-without-javascript): a browser
 * context with `javaScriptEnabled: false` fills a form and presses Send; the form posts itself to
 * its route handler, which answers with a page. Two production servers of the build on one
 * database of their own: one with the spam check on (the site as configured for the tests: a post
 * without a token is held for a person), one with it off (delivered at once).
 */

const PAGE = '/quote';
const HEADING = 'Request a Quote';
const COMPANY = siteConfig.name;
const HELD = new RegExp(
  `^Your request is saved as (${REFERENCE.source})\\. It was sent without JavaScript, so our spam check could not run: a member of our staff will read it before it goes on\\. If it is urgent, please call us at ${literal(siteConfig.phones.main)}\\.$`,
);
const SENT = new RegExp(
  `^Thank you! Your request has been submitted to ${literal(COMPANY)}\\. Your reference is (${REFERENCE.source})\\.$`,
);

/** Types a meter reading's black-and-white counter and the contact. */
async function fillMeterReading(form: Locator, email: string, mono: string) {
  await form.getByLabel('Black & White', { exact: true }).fill(mono);
  await form.getByLabel('Name', { exact: true }).fill('Avery Quinn');
  await form.getByLabel('Email', { exact: true }).fill(email);
}

test.describe('forms without JavaScript', () => {
  test.describe.configure({ mode: 'serial' });

  let checked: SiteServer;
  let open: SiteServer;
  let mail: Fakes;
  let databaseUrl: string;
  let group: SiteGroup | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    group = await startSiteGroup([groupSiteEnv, (url, fakes) => ({ ...groupSiteEnv(url, fakes), ...withoutSpamCheck })]);
    ({ mail, databaseUrl } = group);
    [checked, open] = group.sites;
  });

  test.afterAll(async () => {
    await group?.stop();
  });

  attachLogsOnFailure(() => ({ checked, open }));

  /** A browser without JavaScript on `site`, as a client of its own (its own rate-limit budget). */
  async function withoutScripts(browser: Browser, site: SiteServer): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: site.url,
      extraHTTPHeaders: { 'x-forwarded-for': clientAddressOf(test.info().title) },
    });
    return { context, page: await context.newPage() };
  }

  /** The rows the store holds from `email`. */
  const rowsFrom = (email: string) =>
    withClient(databaseUrl, async (client) => {
      const { rows } = await client.query<{ reference: string; state: string; channel: string; delivery: { subject: string } }>(
        "select reference, state, channel, delivery from requests where delivery->>'email' = $1",
        [email],
      );
      return rows;
    });

  test('a valid request with the spam check on is held for a person, with its reference, and not mailed', async ({ browser, request }) => {
    const { context, page } = await withoutScripts(browser, checked);
    const email = uniqueEmail('no-script-held');
    await page.goto(PAGE);
    const form = await fillForm(page, HEADING, contactFormValues(email));
    await expect(form.getByText('Please Complete Form to Continue')).toBeHidden();
    await expect(form.getByRole('button', { name: 'Clear form' })).toBeHidden();
    await form.getByRole('button', { name: 'Send' }).click();

    await expect(page).toHaveURL(/\/request\/[0-9a-f-]{36}$/);
    const thanks = page.getByText(HELD);
    await expect(thanks).toBeVisible();
    const reference = referenceIn(await thanks.textContent());
    expect(await rowsFrom(email)).toEqual([
      expect.objectContaining({ reference, state: 'held', channel: 'mail', delivery: expect.objectContaining({ subject: 'Plan sets' }) }),
    ]);
    expect(await upstreamRequests(request, MAIL_GATEWAY_PATH, email, mail.url)).toEqual([]);
    await context.close();
  });

  test('an invalid request comes back with its values and the errors next to their fields, and is sent once corrected', async ({
    browser,
  }) => {
    const { context, page } = await withoutScripts(browser, open);
    const email = uniqueEmail('no-script-invalid');
    await page.goto(PAGE);
    const values = { ...contactFormValues(email), Name: 'Al', Phone: '12', Message: 'short' };
    await fillForm(page, HEADING, values);
    await formRegion(page, HEADING).getByRole('button', { name: 'Send' }).click();

    await expect(page).toHaveURL(/\/request\/[0-9a-f-]{36}$/);
    const form = formRegion(page, HEADING);
    for (const [label, value] of Object.entries(values)) await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
    await expect(form.getByRole('alert')).toHaveText('Please complete all required fields');
    // The messages the form's schema gives these values, as the form shows them with scripts.
    const parsed = contactSchemaFor('quote').safeParse({
      name: values.Name,
      email,
      phone: values.Phone,
      subject: contactFormValues(email).Subject,
      message: values.Message,
    });
    const messages = z.flattenError(parsed.error!).fieldErrors as Record<string, string[]>;
    expect(Object.keys(messages).sort()).toEqual(['message', 'name', 'phone']);
    const errors: [string, string][] = [
      ['Name', messages.name[0]],
      ['Phone', messages.phone[0]],
      ['Message', messages.message[0]],
    ];
    for (const [label, message] of errors) {
      const field = form.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
    }
    await expect(form.getByLabel('Email', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
    expect(await rowsFrom(email)).toEqual([]);

    await fillForm(page, HEADING, contactFormValues(email));
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText(SENT)).toBeVisible();
    expect(await rowsFrom(email)).toEqual([expect.objectContaining({ state: 'sent' })]);
    await context.close();
  });

  test('a valid request with the spam check off is sent at once, and the same post twice is one request', async ({ browser, request }) => {
    const { context, page } = await withoutScripts(browser, open);
    const email = uniqueEmail('no-script-sent');
    const references: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      await page.goto(PAGE);
      await fillForm(page, HEADING, contactFormValues(email));
      await formRegion(page, HEADING).getByRole('button', { name: 'Send' }).click();
      const thanks = page.getByText(SENT);
      await expect(thanks).toBeVisible();
      references.push(referenceIn(await thanks.textContent()));
    }
    expect(references[1]).toBe(references[0]);
    expect(await rowsFrom(email)).toEqual([expect.objectContaining({ reference: references[0], state: 'sent' })]);
    expect(await upstreamRequests(request, MAIL_GATEWAY_PATH, email, mail.url)).toHaveLength(1);
    await context.close();
  });

  test('the service call page offers the repair form, whose request reaches the service mailbox', async ({ browser, request }) => {
    const { context, page } = await withoutScripts(browser, open);
    const email = uniqueEmail('no-script-repair');
    const { without_id: withoutId } = serviceCallWords();
    await page.goto('/repair/servicecall');
    await expect(page.getByRole('button', { name: withoutId.label })).toBeHidden();
    await expect(page.getByText(richTextPlain(serviceCallWords().without_scripts, shopFact), { exact: true })).toBeVisible();
    const values = {
      Name: 'Avery Quinn',
      Email: email,
      Phone: '(206) 342-8631',
      'Machine Make and Model': 'HP T850',
      'Description of the Problem': 'Streaks on every plot since Monday.',
    };
    const form = await fillForm(page, withoutId.heading, values);
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText(SENT)).toBeVisible();
    const [sent] = await upstreamRequests(request, MAIL_GATEWAY_PATH, email, mail.url);
    expect(sent.json).toMatchObject({ contact_email: 'service', subject: values['Machine Make and Model'] });
    await context.close();
  });

  test('a meter reading is sent; a lower one comes back to confirm, with its values; confirmed, it is sent too', async ({
    browser,
    request,
  }) => {
    const { context, page } = await withoutScripts(browser, open);
    const email = uniqueEmail('no-script-meter');
    const date = shopDate(siteConfig.timeZone);
    const thanks = new RegExp(
      `^Thank you! Your meter reading for equipment number EQ-10452 on ${date} has been submitted to ${literal(COMPANY)}\\. Your reference is ${REFERENCE.source}\\.$`,
    );
    const send = async (mono: string) => {
      await page.goto('/meter');
      const form = formRegion(page, meterFormHeading);
      await form.getByLabel('Equipment Number').fill('EQ-10452');
      await form.getByLabel('Reading Date').fill(date);
      await fillMeterReading(form, email, mono);
      await form.getByRole('button', { name: 'Send' }).click();
    };
    await send('50000');
    await expect(page.getByText(thanks)).toBeVisible();

    await send('49000');
    await expect(page).toHaveURL(/\/request\/[0-9a-f-]{36}$/);
    const form = formRegion(page, meterFormHeading);
    await expect(form.getByRole('alert')).toContainText('Black & White: 49,000 is lower than a reading sent earlier this month.');
    await expect(form.getByLabel('Equipment Number')).toHaveValue('EQ-10452');
    await expect(form.getByLabel('Black & White', { exact: true })).toHaveValue('49000');
    expect(await upstreamRequests(request, MAIL_GATEWAY_PATH, email, mail.url)).toHaveLength(1);
    await form.getByRole('checkbox', { name: /The counters are right/ }).check();
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText(thanks)).toBeVisible();
    const mails = await upstreamRequests(request, MAIL_GATEWAY_PATH, email, mail.url);
    expect(mails).toHaveLength(2);
    expect(String(mails[1].json?.desc)).toContain('The visitor confirmed a counter lower than in an earlier reading this month.');
    await context.close();
  });

  test("a meter reading with a bad counter comes back with its error; corrected, its unknown machine comes back as that field's error", async ({
    browser,
  }) => {
    const { context, page } = await withoutScripts(browser, open);
    const email = uniqueEmail('no-script-meter-bad');
    await page.goto('/meter');
    const form = formRegion(page, meterFormHeading);
    await form.getByLabel('Equipment Number').fill('EQ-99999');
    await form.getByLabel('Reading Date').fill(shopDate(siteConfig.timeZone));
    await fillMeterReading(form, email, '12.5');
    await form.getByRole('button', { name: 'Send' }).click();

    await expect(page).toHaveURL(/\/request\/[0-9a-f-]{36}$/);
    const mono = form.getByLabel('Black & White', { exact: true });
    await expect(mono).toHaveAccessibleDescription(new RegExp(`^${literal(METER_MESSAGES.counter)}`));
    await expect(mono).toHaveValue('12.5');
    await expect(form.getByLabel('Equipment Number')).toHaveValue('EQ-99999');
    await expect(form.getByLabel('Email', { exact: true })).toHaveValue(email);

    await mono.fill('1200');
    await form.getByRole('button', { name: 'Send' }).click();
    const machine = form.getByLabel('Equipment Number');
    await expect(machine).toHaveAttribute('aria-invalid', 'true');
    await expect(machine).toHaveAccessibleDescription(METER_MESSAGES.unknownMachine);
    await expect(mono).toHaveValue('1200');
    await context.close();
  });

  test("a template's page says what its content says of paying without JavaScript, with the phone number", async ({ browser }) => {
    const { context, page } = await withoutScripts(browser, open);
    await page.goto(templatePath(SAMPLE_ORDER.templateId));
    const paymentNote = pageSlot(readPage(TEMPLATE_PAGE), 'order', TEMPLATE_PAGE).without_scripts;
    const note = page.getByText(richTextPlain(paymentNote, shopFact), { exact: true });
    await expect(note).toBeVisible();
    // The shop's phone the content names is a link that dials it.
    const phone = note.getByRole('link');
    await expect(phone).toHaveAttribute('href', telHref((await phone.textContent()) ?? ''));
    await context.close();
  });

  test('an answer page nobody was given is the not-found page', async ({ request }) => {
    for (const id of ['0b5e4a4c-3f0e-4c8e-9d51-6a1f2b7c9e10', 'not-an-id']) {
      expect((await request.get(`${checked.url}/request/${id}`)).status()).toBe(404);
    }
  });
});
