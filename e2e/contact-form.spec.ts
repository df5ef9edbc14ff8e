import type { Route } from '@playwright/test';
import { siteConfig } from '../lib/content/site';
import { telHref } from '../lib/format/shop-phone';
import { aboutFormHeading } from './support/about-page';
import {
  armGatewayFailure,
  awayFromMinuteEnd,
  contactRequest,
  expect,
  fillForm,
  formRegion,
  MAIL_GATEWAY_PATH,
  REFERENCE,
  referenceIn,
  startUsing,
  subjectWithReference,
  test,
  uniqueEmail,
  upstreamRequests,
} from './support/fixtures';
import { serviceForm } from './support/services-pages';
import { literal } from './support/text-pattern';

/** A real-format US number (555-01xx numbers are fictional but libphonenumber accepts them too). */
const PHONE = '(206) 342-8631';
/** The shop's name and phone as its content file gives them (data/content/shop.json). */
const COMPANY = siteConfig.name;
const SHOP_PHONE = siteConfig.phones.main;
/** What a visitor reads once the request reached the shop, with the reference it got. */
const SENT = new RegExp(
  `^Thank you! Your request has been submitted to ${literal(COMPANY)}\\. Your reference is (${REFERENCE.source})\\.$`,
);
/** What a visitor reads when the request is kept but the shop's mail gateway did not take it yet. */
const QUEUED = new RegExp(
  `^Your request is saved as (${REFERENCE.source}) but has not reached us yet\\. We will keep trying to deliver it; if it is urgent, please call us at ${literal(SHOP_PHONE)}\\.$`,
);

test.describe('variants show their labels', () => {
  const cases: [string, string, string[]][] = [
    ['/support', 'Contact Us', ['Name', 'Email', 'Phone', 'Subject', 'Best Time to Call', 'Message']],
    ['/quicksupply', 'Quick Supply Order', ['Name', 'Email', 'Phone', 'Company Name', 'Best Time to Call', 'Supplies to Order']],
    ['/pickup', 'Expedited Pickup Request', ['Contact Name', 'Email', 'Phone', 'Company Name', 'Best Time to Call', 'Notes about Pickup']],
    ['/quote', 'Request a Quote', ['Name', 'Email', 'Phone', 'Subject', 'Best Time to Call', 'Message']],
    ['/about', aboutFormHeading, ['Name', 'Email', 'Phone']],
  ];
  for (const [route, heading, labels] of cases) {
    test(`${route}: ${labels.join(', ')}`, async ({ page }) => {
      await page.goto(route);
      const form = formRegion(page, heading);
      for (const label of labels) await expect(form.getByLabel(label, { exact: true })).toBeVisible();
      await expect(form.getByRole('textbox')).toHaveCount(labels.length);
    });
  }

  test('the No ID service call is the repair variant', async ({ page }) => {
    await page.goto('/repair/servicecall');
    await page.getByRole('button', { name: 'No ID necessary' }).click();
    for (const label of ['Name', 'Machine Make and Model', 'Company Name', 'Description of the Problem']) {
      await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    }
  });
});

test.describe('validation', () => {
  test('shows errors only once a field is touched, with the exact messages', async ({ page }) => {
    await page.goto('/support');
    const form = formRegion(page, 'Contact Us');
    await expect(form.getByText('Please enter your full name')).toHaveCount(0);
    const name = form.getByLabel('Name', { exact: true });
    await name.fill('Abby');
    await name.blur();
    await expect(form.getByText('Please enter your full name')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await name.fill('Abby Lee');
    await expect(form.getByText('Please enter your full name')).toHaveCount(0);
  });

  test('an invalid submit marks every field and shows the alert', async ({ page }) => {
    await page.goto('/support');
    const form = formRegion(page, 'Contact Us');
    await startUsing(form);
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByRole('alert')).toContainText('Please complete all required fields');
    for (const message of [
      'Please enter your full name',
      'Please enter a valid email address',
      'Phone number required',
      'This field is required',
      'Please enter a more detailed message',
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
  });

  test('a click on Send from a field whose error would show on leaving it still sends', async ({ page }) => {
    await page.goto('/support');
    const form = formRegion(page, 'Contact Us');
    await startUsing(form);
    // The first field, left empty, shows its error once the schema has loaded: Send stops moving.
    await expect(form.getByText('Please enter your full name')).toBeVisible();
    const message = form.getByLabel('Message', { exact: true });
    await message.fill('Too short');
    const send = form.getByRole('button', { name: 'Send' });
    await send.scrollIntoViewIfNeeded();
    const box = await send.boundingBox();
    if (!box) throw new Error('Send has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    // While the button is held, the field keeps the focus: its error, shown on leaving it, would
    // push Send away from the pointer before the release.
    await expect(message).toBeFocused();
    await expect(send).toHaveCount(1);
    expect(await send.boundingBox()).toEqual(box);
    await page.mouse.up();
    await expect(form.getByRole('alert')).toContainText('Please complete all required fields');
    await expect(form.getByText('Please enter a more detailed message')).toBeVisible();
  });

  test('a field beside one showing its error keeps its place and its height', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/support');
    const form = formRegion(page, 'Contact Us');
    const name = form.getByLabel('Name', { exact: true });
    const email = form.getByLabel('Email', { exact: true });
    const before = await name.boundingBox();
    // Side by side in one row of the field grid.
    expect((await email.boundingBox())?.y).toBe(before?.y);
    await email.fill('nope');
    await name.focus();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    expect(await name.boundingBox()).toEqual(before);
  });

  test('a phone number that is not one is refused', async ({ page }) => {
    await page.goto('/support');
    const phone = formRegion(page, 'Contact Us').getByLabel('Phone', { exact: true });
    await phone.fill('123');
    await phone.blur();
    await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
  });
});

test.describe('sending', () => {
  test('a quick supply order reaches the sales mailbox with every field', async ({ page, request }) => {
    const email = uniqueEmail('supply');
    await page.goto('/quicksupply');
    const form = await fillForm(page, 'Quick Supply Order', {
      Name: 'Morgan Ellis',
      Email: email,
      Phone: PHONE,
      'Company Name': 'Ellis Architecture',
      'Best Time to Call': 'Afternoons',
      'Supplies to Order': 'Two HP 727 cyan cartridges and a roll of 36-inch bond.',
    });
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByRole('status')).toHaveText(SENT);
    const reference = referenceIn(await form.getByRole('status').textContent());

    const [received, ...others] = await upstreamRequests(request, MAIL_GATEWAY_PATH, email);
    expect(others).toHaveLength(0);
    expect(received.json).toEqual({
      contact_email: 'sales',
      email,
      name: 'Morgan Ellis',
      phone: PHONE,
      subject: 'Ellis Architecture',
      when: 'Afternoons',
      email_subject: subjectWithReference('Website Contact Form', reference),
      desc: `Reference: ${reference}\nCompany Name: Ellis Architecture\nBest Time to Call: Afternoons\nSupplies to Order:\nTwo HP 727 cyan cartridges and a roll of 36-inch bond.`,
      token: 'human-token',
      v2: true,
    });
  });

  test('an expedited pickup goes to xreq', async ({ page, request }) => {
    const email = uniqueEmail('pickup');
    await page.goto('/pickup');
    const form = await fillForm(page, 'Expedited Pickup Request', {
      'Contact Name': 'Jordan Alvarez',
      Email: email,
      Phone: PHONE,
      'Company Name': 'Alvarez Builders',
      'Notes about Pickup': 'Two boxes of plan sets at the front desk after 3pm.',
    });
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByRole('status')).toHaveText(SENT);
    const [received] = await upstreamRequests(request, MAIL_GATEWAY_PATH, email);
    expect(received.json).toMatchObject({ contact_email: 'xreq', name: 'Jordan Alvarez', subject: 'Alvarez Builders' });
    expect(received.json?.desc).toContain('Notes about Pickup:\nTwo boxes of plan sets');
  });

  test('the small format page tags its subject', async ({ page, request }) => {
    const email = uniqueEmail('smallformat');
    const smallFormat = serviceForm('/services/print/smallformat');
    await page.goto('/services/print/smallformat');
    const form = await fillForm(page, smallFormat.heading, {
      Name: 'Casey Nguyen',
      Email: email,
      Phone: PHONE,
      Subject: 'Business cards',
      Message: '500 two-sided business cards on heavy matte stock.',
    });
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByRole('status')).toHaveText(SENT);
    const reference = referenceIn(await form.getByRole('status').textContent());
    const [received] = await upstreamRequests(request, MAIL_GATEWAY_PATH, email);
    expect(received.json).toMatchObject({
      contact_email: 'help',
      email_subject: subjectWithReference(smallFormat.subject, reference),
    });
  });

  test('the About site survey is the basic form to service, subject Site Survey', async ({ page, request }) => {
    const email = uniqueEmail('survey');
    await page.goto('/about');
    const form = await fillForm(page, aboutFormHeading, { Name: 'Riley Porter', Email: email, Phone: PHONE });
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByRole('status')).toHaveText(SENT);
    const reference = referenceIn(await form.getByRole('status').textContent());
    const [received] = await upstreamRequests(request, MAIL_GATEWAY_PATH, email);
    // The basic form has no message: the text the shop reads is the reference alone.
    expect(received.json).toMatchObject({
      contact_email: 'service',
      email_subject: subjectWithReference('Site Survey', reference),
      name: 'Riley Porter',
      desc: `Reference: ${reference}\n`,
    });
  });

  test('a service call without ID reaches the service mailbox in the repair words', async ({ page, request }) => {
    const email = uniqueEmail('repair');
    await page.goto('/repair/servicecall');
    await page.getByRole('button', { name: 'No ID necessary' }).click();
    const values = {
      Name: 'Sam Okafor',
      Email: email,
      Phone: PHONE,
      'Machine Make and Model': 'HP DesignJet T830',
      'Company Name': 'Okafor Engineering',
      'Description of the Problem': 'Paper jams at the cutter on every roll print.',
    };
    for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole('button', { name: 'Send' }).click();
    const thanks = page.getByRole('status').filter({ hasText: 'Thank you!' });
    await expect(thanks).toHaveText(SENT);
    const reference = referenceIn(await thanks.textContent());
    const [received] = await upstreamRequests(request, MAIL_GATEWAY_PATH, email);
    expect(received.json).toMatchObject({ contact_email: 'service', subject: 'HP DesignJet T830', when: 'Okafor Engineering' });
    expect(received.json?.desc).toBe(
      `Reference: ${reference}\nMachine Make and Model: HP DesignJet T830\nCompany Name: Okafor Engineering\nDescription of the Problem:\nPaper jams at the cutter on every roll print.`,
    );
  });

  const quote = {
    Name: 'Taylor Brooks',
    Phone: PHONE,
    Subject: 'Banner quote',
    Message: 'Three 3x8 ft vinyl banners with grommets for a job site.',
  };

  for (const [mode, label] of [
    ['status500', 'a gateway error'],
    ['slow', 'a gateway timeout'],
    ['garbage', 'a gateway answering garbage'],
    ['reset', 'a gateway resetting mid-answer'],
    ['refuse', 'a gateway dropping the connection'],
  ] as const) {
    test(`${label}: the request is kept, and the visitor gets its reference and the phone number`, async ({ page, request }) => {
      const email = uniqueEmail(mode);
      await armGatewayFailure(request, email, mode);
      await page.goto('/quote');
      const form = await fillForm(page, 'Request a Quote', { ...quote, Email: email });
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/contactemail'));
      await form.getByRole('button', { name: 'Send' }).click();
      const status = form.getByRole('status');
      await expect(status).toHaveText(QUEUED, { timeout: 15_000 });
      await expect(status.getByRole('link', { name: SHOP_PHONE })).toHaveAttribute('href', telHref(SHOP_PHONE));
      await expect(form.getByRole('alert')).toHaveCount(0);
      const reference = referenceIn(await status.textContent());
      expect((await answer).status()).toBe(202);
      expect(await (await answer).json()).toEqual({ ok: true, reference, outcome: 'queued' });
      // The one failed attempt; the server's worker tries again about a minute later (e2e/store.spec.ts).
      const attempts = await upstreamRequests(request, MAIL_GATEWAY_PATH, email);
      expect(attempts).toHaveLength(1);
      expect(attempts[0].json?.email_subject).toBe(subjectWithReference('Website Contact Form', reference));
    });
  }

  for (const [label, answer] of [
    ['cannot be reached', (route: Route) => route.abort('connectionreset')],
    ['answers 500', (route: Route) => route.fulfill({ status: 500, json: { ok: false, error: 'Internal error' } })],
    [
      'answers 429',
      (route: Route) =>
        route.fulfill({ status: 429, json: { ok: false, error: 'Too many requests. Please wait a minute and try again.' } }),
    ],
  ] as const) {
    test(`when the site ${label}, the form says the request was not sent, keeps the input, and Retry sends it`, async ({
      page,
      request,
    }) => {
      const email = uniqueEmail('unreachable');
      await page.route('**/api/contactemail', answer, { times: 1 });
      await page.goto('/quote');
      const values = { ...quote, Email: email };
      const form = await fillForm(page, 'Request a Quote', values);
      await form.getByRole('button', { name: 'Send' }).click();
      await expect(form.getByRole('alert')).toContainText('Your request was not sent.', { timeout: 15_000 });
      await expect(form.getByRole('alert').getByRole('link', { name: SHOP_PHONE })).toHaveAttribute('href', telHref(SHOP_PHONE));
      for (const [label, value] of Object.entries(values)) await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
      expect(await upstreamRequests(request, MAIL_GATEWAY_PATH, email)).toHaveLength(0);

      await form.getByRole('button', { name: 'Retry' }).click();
      await expect(form.getByRole('status')).toHaveText(SENT);
      expect(await upstreamRequests(request, MAIL_GATEWAY_PATH, email)).toHaveLength(1);
    });
  }
});

test.describe('spam check', () => {
  test("reCAPTCHA's script loads when the visitor first turns to the form, not with the page", async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/recaptcha/api.js')) scripts.push(request.url());
    });
    await page.goto('/support');
    await page.waitForLoadState('networkidle');
    const form = formRegion(page, 'Contact Us');
    await expect(form.getByText('Please Complete Form to Continue')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Send' })).toHaveCount(0);
    expect(scripts).toEqual([]);
    await startUsing(form);
    await expect(form.getByRole('button', { name: 'Send' })).toBeVisible();
    expect(scripts).toHaveLength(1);
  });

  test.describe('with a low score', () => {
    test.use({ captchaToken: 'low-score' });
    test('Send never shows', async ({ page }) => {
      await page.goto('/support');
      const form = formRegion(page, 'Contact Us');
      await startUsing(form);
      await expect(form.getByText(/could not confirm that you are not a robot/)).toBeVisible();
      await expect(form.getByRole('button', { name: 'Send' })).toHaveCount(0);
    });
  });

  test.describe('when the reCAPTCHA script cannot load', () => {
    test.use({ recaptchaScript: 'block' });
    test('the form says so and gives the phone number instead of spinning', async ({ page }) => {
      await page.goto('/support');
      const form = formRegion(page, 'Contact Us');
      await startUsing(form);
      await expect(form.getByText('Verifying')).toBeVisible();
      await expect(form.getByText(/could not confirm that you are not a robot/)).toBeVisible({ timeout: 15_000 });
      await expect(form.getByRole('link', { name: SHOP_PHONE })).toBeVisible();
    });
  });
});

test.describe('POST /api/contactemail', () => {
  test('a valid request is delivered, and answered with its reference', async ({ request }) => {
    const email = uniqueEmail('api');
    const response = await request.post('/api/contactemail', { data: contactRequest(email) });
    expect(response.status()).toBe(200);
    const answer = await response.json();
    expect(answer).toEqual({ ok: true, reference: expect.stringMatching(new RegExp(`^${REFERENCE.source}$`)), outcome: 'sent' });
    const received = await upstreamRequests(request, MAIL_GATEWAY_PATH, email);
    expect(received).toHaveLength(1);
    expect(received[0].json?.email_subject).toBe(subjectWithReference('Website Contact Form', answer.reference));
    expect(String(received[0].json?.desc)).toMatch(new RegExp(`^Reference: ${answer.reference}\n`));
    expect(received[0].json?.desc).toContain(contactRequest(email).message);
  });

  test('bad input answers 400 with field errors and reaches nobody', async ({ request }) => {
    const email = uniqueEmail('bad');
    const response = await request.post('/api/contactemail', { data: contactRequest(email, { name: 'Al', message: 'short' }) });
    expect(response.status()).toBe(400);
    const body = await response.json();
    expect(body.ok).toBe(false);
    expect(body.fieldErrors.name).toEqual(['Please enter your full name']);
    expect(body.fieldErrors.message).toEqual(['Please enter a more detailed message']);
    expect(await upstreamRequests(request, MAIL_GATEWAY_PATH, email)).toHaveLength(0);
  });

  test('only the four mailbox aliases are accepted', async ({ request }) => {
    const response = await request.post('/api/contactemail', { data: contactRequest(uniqueEmail('relay'), { contact_email: 'ceo' }) });
    expect(response.status()).toBe(400);
    expect((await response.json()).fieldErrors.contact_email).toBeDefined();
  });

  test('a line break in a single-line field is refused', async ({ request }) => {
    const response = await request.post('/api/contactemail', {
      data: contactRequest(uniqueEmail('crlf'), { subject: 'Hi\r\nBcc: victim@example.com' }),
    });
    expect(response.status()).toBe(400);
    expect((await response.json()).fieldErrors.subject).toEqual(['Please keep this on one line']);
  });

  test('a filled honeypot is answered like a success and delivers nothing', async ({ request }) => {
    const email = uniqueEmail('bot');
    const response = await request.post('/api/contactemail', { data: contactRequest(email, { website: 'http://spam.test' }) });
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({
      ok: true,
      reference: expect.stringMatching(new RegExp(`^${REFERENCE.source}$`)),
      outcome: 'sent',
    });
    expect(await upstreamRequests(request, MAIL_GATEWAY_PATH, email)).toHaveLength(0);
  });

  for (const [token, why] of [
    ['low-score', 'a low score'],
    ['wrong-action', 'a token for another action'],
    ['invalid', 'an invalid token'],
  ]) {
    test(`${why} is refused with 403 before delivery`, async ({ request }) => {
      const email = uniqueEmail('captcha');
      const response = await request.post('/api/contactemail', { data: contactRequest(email, { token }) });
      expect(response.status()).toBe(403);
      expect(await upstreamRequests(request, MAIL_GATEWAY_PATH, email)).toHaveLength(0);
    });
  }

  test("a body that is neither JSON nor a form's post answers 415, a huge one 413, another method 405", async ({ request }) => {
    for (const type of ['text/plain', 'multipart/form-data; boundary=x']) {
      const other = await request.post('/api/contactemail', { data: 'name=Avery+Quinn', headers: { 'content-type': type } });
      expect(other.status()).toBe(415);
    }
    const hugeForm = await request.post('/api/contactemail', { form: { name: 'Avery Quinn', message: 'x'.repeat(40 * 1024) } });
    expect(hugeForm.status()).toBe(413);
    const huge = await request.post('/api/contactemail', { data: contactRequest(uniqueEmail('huge'), { message: 'x'.repeat(40 * 1024) }) });
    expect(huge.status()).toBe(413);
    const get = await request.get('/api/contactemail');
    expect(get.status()).toBe(405);
    expect(get.headers().allow).toBe('OPTIONS, POST');
  });

  test('a gateway failure or timeout answers 202 queued with the reference of the kept request', async ({ request }) => {
    const references: string[] = [];
    for (const mode of ['status500', 'slow'] as const) {
      const email = uniqueEmail(`queued-${mode}`);
      await armGatewayFailure(request, email, mode);
      const response = await request.post('/api/contactemail', { data: contactRequest(email) });
      expect(response.status()).toBe(202);
      const answer = await response.json();
      expect(answer).toEqual({ ok: true, reference: expect.stringMatching(new RegExp(`^${REFERENCE.source}$`)), outcome: 'queued' });
      references.push(answer.reference);
      expect(await upstreamRequests(request, MAIL_GATEWAY_PATH, email)).toHaveLength(1);
    }
    expect(references[0]).not.toBe(references[1]);
  });

  test('more than 10 requests a minute from one client answer 429 with Retry-After', async ({ request }) => {
    await awayFromMinuteEnd();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await request.post('/api/contactemail', { data: contactRequest(uniqueEmail('burst'), { website: 'bot' }) })).status());
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
    const limited = await request.post('/api/contactemail', { data: contactRequest(uniqueEmail('limited')) });
    expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
  });
});

test.describe('POST /api/verifycaptcha', () => {
  test('answers the score of a token', async ({ request }) => {
    const human = await request.post('/api/verifycaptcha', { data: { token: 'human-token', v2: true } });
    expect(await human.json()).toEqual({ ok: true, score: 0.9 });
    const bot = await request.post('/api/verifycaptcha', { data: { token: 'low-score', v2: true } });
    expect(await bot.json()).toEqual({ ok: true, score: 0.1 });
    const missing = await request.post('/api/verifycaptcha', { data: {} });
    expect(missing.status()).toBe(400);
  });
});
