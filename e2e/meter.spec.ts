import { shopDate } from '../lib/format/shop-date';
import {
  armGatewayFailure,
  expect,
  formRegion,
  MAIL_GATEWAY_PATH,
  referenceIn,
  subjectWithReference,
  test,
  uniqueEmail,
  upstreamRequests,
} from './support/fixtures';
import { meterFormHeading, pageTitle } from './support/request-page-words';

/**
 * Meter readings (docs/requirements.md#meter-readings) on the main server: its service backend is
 * the gateway's fake (e2e/fakes/service-gateway.routes.mjs), so the Equipment Number is looked up.
 * Mail mode, where it is taken as typed, is in e2e/mail-mode.spec.ts.
 */

/** Today in the shop's time zone (the e2e build's default, America/Los_Angeles), as the form's date field holds it. */
const today = () => shopDate('America/Los_Angeles');

/** Types a reading's counters and the contact into the form. */
async function fillReading(form: ReturnType<typeof formRegion>, email: string, counters: { mono: string; color?: string }) {
  await form.getByLabel('Black & White', { exact: true }).fill(counters.mono);
  if (counters.color) await form.getByLabel('Color', { exact: true }).fill(counters.color);
  await form.getByLabel('Name', { exact: true }).fill('Avery Quinn');
  await form.getByLabel('Email', { exact: true }).fill(email);
}

test('Quick Requests leads to the meter reading, and /meter-reading answers 308 to /meter with its query', async ({ page, request }) => {
  const old = await request.get('/meter-reading?equipment=EQ-10452', { maxRedirects: 0 });
  expect(old.status()).toBe(308);
  expect(old.headers().location).toBe('/meter?equipment=EQ-10452');
  await page.goto('/');
  await page.getByRole('button', { name: 'Quick Requests' }).click();
  await page.getByRole('link', { name: 'Submit Meter Reading' }).click();
  await expect(page).toHaveURL(/\/meter$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('/meter'));
});

test('a QR label fills in and looks up the machine; the reading reaches the service mailbox with its counters', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('meter');
  await page.goto('/meter?equipment=EQ-10452');
  const form = formRegion(page, meterFormHeading);
  await expect(form.getByLabel('Equipment Number')).toHaveValue('EQ-10452');
  await expect(form.getByRole('status').first()).toContainText('Machine found');
  await expect(form.getByRole('status').first()).toContainText('HP DesignJet T1700');
  // The date is filled in when the visitor turns to the form.
  await expect(form.getByLabel('Reading Date')).toHaveValue('');
  await form.getByLabel('Black & White', { exact: true }).focus();
  await expect(form.getByLabel('Reading Date')).toHaveValue(today());
  await expect(form.getByLabel('Reading Date')).toHaveAttribute('max', today());
  await fillReading(form, email, { mono: '1,204,500', color: '88000' });
  await form.getByRole('button', { name: 'Send' }).click();
  const thanks = form.getByRole('status');
  await expect(thanks).toContainText(`Thank you! Your meter reading for equipment number EQ-10452 on ${today()} has been submitted`, {
    timeout: 15_000,
  });
  const reference = referenceIn(await thanks.textContent());
  await expect(thanks).toBeFocused();

  const [mail] = await upstreamRequests(request, MAIL_GATEWAY_PATH, email);
  expect(mail.json).toMatchObject({
    contact_email: 'service',
    email_subject: subjectWithReference('Meter Reading', reference),
    name: 'Avery Quinn',
  });
  expect(String(mail.json?.desc).split('\n')).toEqual([
    `Reference: ${reference}`,
    'Equipment Number: EQ-10452 (HP DesignJet T1700, Plan room, 2nd floor)',
    `Reading date: ${today()}`,
    'Black & White: 1,204,500',
    'Color: 88,000',
    'Sent by: Avery Quinn, ' + email,
  ]);
});

test('bad input is named at each field, and nothing is sent', async ({ page, request }) => {
  const email = uniqueEmail('meter-bad');
  await page.goto('/meter');
  const form = formRegion(page, meterFormHeading);
  await form.getByLabel('Equipment Number').fill('EQ-99999');
  await expect(form.getByRole('status').first()).toContainText('No machine has equipment number EQ-99999');
  await form.getByLabel('Equipment Number').fill('EQ-10453');
  await expect(form.getByRole('status').first()).toContainText('HP PageWide XL 4200');
  await form.getByLabel('Reading Date').fill('2099-01-01');
  await fillReading(form, email, { mono: '12.5', color: '100000000' });
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('The reading date cannot be in the future')).toBeVisible();
  await expect(form.getByText('Use a whole number from 0 to 99,999,999')).toHaveCount(2);
  await expect(form.getByLabel('Black & White', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  expect(await upstreamRequests(request, MAIL_GATEWAY_PATH, email)).toEqual([]);
});

test('a lower reading than earlier this month is a warning to confirm, not a block', async ({ page, request }) => {
  const email = uniqueEmail('meter-lower');
  for (const mono of ['50000', '49000']) {
    await page.goto('/meter?equipment=EQ-10454');
    const form = formRegion(page, meterFormHeading);
    await expect(form.getByRole('status').first()).toContainText('Machine found');
    await fillReading(form, email, { mono });
    await form.getByRole('button', { name: 'Send' }).click();
    if (mono === '50000') await expect(form.getByRole('status')).toContainText('Thank you!', { timeout: 15_000 });
  }
  const form = formRegion(page, meterFormHeading);
  const alert = form.getByRole('alert');
  await expect(alert).toContainText('Please check the counters.');
  await expect(alert).toContainText('Black & White: 49,000 is lower than a reading sent earlier this month.');
  // Nothing of the earlier reading: whoever knows the number and an email would read it.
  await expect(alert).not.toContainText('50,000');
  expect(await upstreamRequests(request, MAIL_GATEWAY_PATH, email)).toHaveLength(1);
  await form.getByRole('checkbox', { name: /The counters are right/ }).check();
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByRole('status')).toContainText('Thank you!', { timeout: 15_000 });
  const mails = await upstreamRequests(request, MAIL_GATEWAY_PATH, email);
  expect(mails).toHaveLength(2);
  expect(String(mails[1].json?.desc)).toContain('The visitor confirmed a counter lower than in an earlier reading this month.');
});

test('with the mail gateway down the reading is kept and the visitor hears so, with the service line', async ({ page, request }) => {
  const email = uniqueEmail('meter-down');
  await armGatewayFailure(request, email, 'status500');
  await page.goto('/meter?equipment=EQ-20310');
  const form = formRegion(page, meterFormHeading);
  await expect(form.getByRole('status').first()).toContainText('Machine found');
  await fillReading(form, email, { mono: '300' });
  await form.getByRole('button', { name: 'Send' }).click();
  const kept = form.getByRole('status');
  await expect(kept).toContainText('is saved as', { timeout: 15_000 });
  await expect(kept).toContainText('but has not reached us yet');
  await expect(kept.getByRole('link')).toHaveAttribute('href', /^tel:/);
});

test('the handler refuses another origin, a bad body and other methods', async ({ request }) => {
  const body = {
    equipmentNumber: 'EQ-10452',
    readingDate: today(),
    mono: 1,
    name: 'Avery Quinn',
    email: 'avery@customer.test',
    token: 'human-token',
  };
  expect((await request.post('/api/meter-readings', { data: body, headers: { origin: 'https://evil.example' } })).status()).toBe(403);
  const bad = await request.post('/api/meter-readings', { data: { ...body, mono: -1 } });
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toMatchObject({ ok: false, fieldErrors: { mono: ['Use a whole number from 0 to 99,999,999'] } });
  const get = await request.get('/api/meter-readings');
  expect(get.status()).toBe(405);
  expect(get.headers().allow).toBe('OPTIONS, POST');
});
