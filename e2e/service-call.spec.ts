import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { siteConfig } from '../lib/content/site';
import { telHref } from '../lib/format/shop-phone';
import {
  expect,
  fakeUpstreams,
  MAIL_GATEWAY_PATH,
  REFERENCE,
  referenceIn,
  test,
  uniqueEmail,
  upstreamRequests,
  type UpstreamRequest,
} from './support/fixtures';
import { noticeText, serviceCallWords } from './support/request-page-words';
import { literal } from './support/text-pattern';

/** The key playwright.config.ts gives the site; the fake gateway refuses requests without it. */
const API_KEY = 'e2e-scgw-api-key';
const REQUEST_PATH = '/scgw/api/v1/service/request';
const EQUIPMENT_PATH = '/scgw/api/v1/equipment/number';
const PHONE = '(206) 342-8631';
const servicePhone = siteConfig.phones.service;
/** What the visitor reads when the call is kept but the gateway did not take it yet. */
const QUEUED = new RegExp(
  `^Your service call is saved as (${REFERENCE.source}) but has not reached our service system yet\\. We will keep trying; if it is urgent, please call our service line at ${literal(servicePhone)}\\.$`,
);
/** What the visitor reads when the gateway may have the call (it timed out): not sent again. */
const UNKNOWN = new RegExp(
  `^Your service call (${REFERENCE.source}) may not have reached our service system\\. We will check it; if it is urgent, please call our service line at ${literal(servicePhone)}\\.$`,
);

/** Colours of the three statuses (app/globals.css --color-success, --color-warning, --color-danger). */
const colours = { found: 'rgb(27, 110, 58)', warning: 'rgb(138, 90, 0)', danger: 'rgb(179, 38, 30)' };

/** Every request the fake gateway received at `pathStart`, with its query parsed. */
async function gatewayRequests(request: APIRequestContext, pathStart: string) {
  const all = (await (await request.get(`${fakeUpstreams}/__requests`)).json()) as UpstreamRequest[];
  return all.filter((r) => r.path.startsWith(`${pathStart}?`)).map((r) => ({ ...r, query: new URL(r.path, fakeUpstreams).searchParams }));
}

/** The service requests the gateway received from the visitor with `email`. */
async function serviceRequestsFrom(request: APIRequestContext, email: string) {
  return (await gatewayRequests(request, REQUEST_PATH)).filter((r) => String(r.json?.callerName ?? '').includes(email));
}

/** The ways into a service call, as the page's content file says them. */
const { with_id: withId, without_id: withoutId } = serviceCallWords();

/** Opens a service call page, chooses 'ID required', and returns the with-ID section. */
async function openWithId(page: Page, route: '/repair/servicecall' | '/repairbeta' = '/repair/servicecall') {
  const { with_id: way } = serviceCallWords(route);
  await page.goto(route);
  await page.getByRole('button', { name: way.label }).click();
  return page.getByRole('region', { name: way.heading });
}

const lookupStatus = (form: Locator) => form.getByRole('status').first();
const field = (form: Locator, label: string) => form.getByLabel(label, { exact: true });

/** Finds EQ-10452 and fills the visitor's fields validly. */
async function fillValid(form: Locator, email: string, equipmentNumber = 'EQ-10452') {
  await field(form, 'Equipment Number').fill(equipmentNumber);
  await expect(lookupStatus(form)).toContainText('Machine found');
  await field(form, 'Name').fill('Morgan Ellis');
  await field(form, 'Phone').fill(PHONE);
  await field(form, 'Email').fill(email);
  await field(form, 'Message').fill('Error 79:04 after every roll change.');
}

test.describe('the choice', () => {
  test("'ID required' opens the lookup, and Change goes back", async ({ page }) => {
    const form = await openWithId(page);
    await expect(field(form, 'Equipment Number')).toBeVisible();
    await page.getByRole('button', { name: /Change/ }).click();
    await expect(form).toHaveCount(0);
    await expect(page.getByRole('button', { name: withoutId.label })).toBeVisible();
  });
});

test.describe('equipment lookup', () => {
  test('says nothing before a number is typed, and an equipment number finds its machine (green): model, description, location', async ({
    page,
  }) => {
    const form = await openWithId(page);
    const status = lookupStatus(form);
    await expect(status).toBeEmpty();
    await expect(form.locator('[aria-invalid="true"], .alert')).toHaveCount(0);
    await field(form, 'Equipment Number').fill('EQ-10452');
    await expect(status).toContainText('Machine found');
    await expect(status).toHaveCSS('color', colours.found);
    for (const text of ['HP DesignJet T1700', '44-inch CAD plotter, dual roll', 'Plan room, 2nd floor']) {
      await expect(status).toContainText(text);
    }
  });

  test('an unknown number is not found (warning) and clears the machine shown', async ({ page }) => {
    const form = await openWithId(page);
    const status = lookupStatus(form);
    await field(form, 'Equipment Number').fill('EQ-10452');
    await expect(status).toContainText('44-inch CAD plotter');
    await field(form, 'Equipment Number').fill('EQ-404');
    await expect(status).toContainText('Not found');
    await expect(status).toContainText('No machine has equipment number EQ-404');
    await expect(status).toHaveCSS('color', colours.warning);
    await expect(status).not.toContainText('44-inch CAD plotter');
  });

  test('an account with several machines lists them; picking one makes it found', async ({ page }) => {
    const form = await openWithId(page);
    const status = lookupStatus(form);
    await field(form, 'Customer Number').fill('C-2001');
    await expect(status).toContainText('Choose your machine');
    await expect(status).toContainText('We found 3 machines for customer number C-2001');
    await expect(status).toHaveCSS('color', colours.warning);
    const list = form.getByRole('group', { name: 'Machines of customer number C-2001' });
    await expect(list.getByRole('radio')).toHaveCount(3);
    await list.getByRole('radio', { name: /HP PageWide XL 4200/ }).check();
    await expect(status).toContainText('Machine found');
    await expect(status).toContainText('Wide format MFP with scanner');
    await expect(status).toHaveCSS('color', colours.found);
  });

  test('typing in one number field disables the other', async ({ page }) => {
    const form = await openWithId(page);
    await field(form, 'Equipment Number').fill('EQ-1');
    await expect(field(form, 'Customer Number')).toBeDisabled();
    await expect(form.getByText('Clear the Equipment Number to use this field.')).toBeVisible();
    await field(form, 'Equipment Number').fill('');
    await expect(field(form, 'Customer Number')).toBeEnabled();
    await field(form, 'Customer Number').fill('C-2001');
    await expect(field(form, 'Equipment Number')).toBeDisabled();
  });

  test('no lookup while typing: one request for the whole number, after the typing stops', async ({ page, request }) => {
    const form = await openWithId(page);
    // KX-5521 is looked up by this test only (e2e/fakes/service-gateway.routes.mjs); counted from
    // here, so a retry does not count the lookups of the attempt before it.
    const before = (await gatewayRequests(request, EQUIPMENT_PATH)).length;
    await field(form, 'Equipment Number').pressSequentially('KX-5521', { delay: 150 });
    await expect(lookupStatus(form)).toContainText('Machine found');
    await expect(lookupStatus(form)).toContainText('HP DesignJet T650');
    const asked = (await gatewayRequests(request, EQUIPMENT_PATH)).slice(before).map((r) => r.query.get('equipmentNumber') ?? '');
    expect(asked.filter((number) => 'KX-5521'.startsWith(number) && number !== '')).toEqual(['KX-5521']);
  });

  for (const [number, why] of [
    ['FAIL-500', 'a gateway error'],
    ['SLOW-1', 'a gateway timeout'],
  ]) {
    test(`${why} says the lookup failed and gives the service phone`, async ({ page }) => {
      const form = await openWithId(page);
      await field(form, 'Equipment Number').fill(number);
      const status = lookupStatus(form);
      await expect(status).toContainText('Lookup failed', { timeout: 15_000 });
      await expect(status).toHaveCSS('color', colours.danger);
      await expect(status).toContainText('We could not look up your machine just now.');
      await expect(status.getByRole('link', { name: servicePhone })).toHaveAttribute('href', telHref(servicePhone));
    });
  }
});

test.describe('deep link', () => {
  test('?equipment= opens the with-ID branch with the number filled in and found', async ({ page }) => {
    await page.goto('/repair/servicecall?equipment=EQ-10452');
    const form = page.getByRole('region', { name: withId.heading });
    await expect(field(form, 'Equipment Number')).toHaveValue('EQ-10452');
    await expect(lookupStatus(form)).toContainText('Machine found');
    await expect(lookupStatus(form)).toContainText('HP DesignJet T1700');
  });

  test('?customer= through an old alias lists the account’s machines', async ({ page }) => {
    await page.goto('/equipment-service/place-a-service-call.html?customer=C-2001');
    await expect(page).toHaveURL(/\/repair\/servicecall\?customer=C-2001$/);
    const form = page.getByRole('region', { name: withId.heading });
    await expect(field(form, 'Customer Number')).toHaveValue('C-2001');
    await expect(field(form, 'Equipment Number')).toBeDisabled();
    await expect(lookupStatus(form)).toContainText('Choose your machine');
  });
});

test.describe('the form', () => {
  test("counts the message's characters out of 255, and stops at 255", async ({ page }) => {
    const form = await openWithId(page);
    await expect(form.getByText('0 / 255')).toBeVisible();
    await field(form, 'Message').fill('Paper jam in tray 2');
    await expect(form.getByText('19 / 255')).toBeVisible();
    await field(form, 'Message').fill('x'.repeat(300));
    await expect(form.getByText('255 / 255')).toBeVisible();
  });

  test('the button area reads Please Complete Form to Continue, then Verifying, then Send', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The spam-check score is held back until the form is complete.
    await page.route('**/api/verifycaptcha', async (route) => {
      await held;
      await route.continue();
    });
    const form = await openWithId(page);
    await expect(form.getByText('Please Complete Form to Continue')).toBeVisible();
    await fillValid(form, uniqueEmail('states'));
    await expect(form.getByText('Verifying', { exact: true })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Send' })).toHaveCount(0);
    release();
    await expect(form.getByRole('button', { name: 'Send' })).toBeVisible();
    await field(form, 'Name').fill('Mo');
    await expect(form.getByText('Please Complete Form to Continue')).toBeVisible();
  });

  test('a service call reaches the gateway with the documented body, and the thank-you names the machine', async ({ page, request }) => {
    const email = uniqueEmail('servicecall');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/service/request', async (route) => {
      await held;
      await route.continue();
    });
    const form = await openWithId(page);
    await fillValid(form, email);
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByRole('button', { name: 'Sending' })).toBeDisabled();
    release();
    await expect(form.getByRole('status')).toHaveText(
      new RegExp(
        `^${literal('Thank you! Your service call for the HP DesignJet T1700 (equipment number EQ-10452) has been submitted to ')}${literal(siteConfig.name)}\\. Your reference is ${REFERENCE.source}\\.$`,
      ),
    );

    const [received, ...others] = await serviceRequestsFrom(request, email);
    expect(others).toHaveLength(0);
    expect(received.method).toBe('POST');
    expect(received.json).toEqual({
      equipmentId: 10452,
      callerName: `Morgan Ellis, ${PHONE}, ${email}`,
      callDescription: 'Error 79:04 after every roll change.',
    });
    expect(received.query.get('apikey')).toBe(API_KEY);
  });

  test('a gateway that refuses the call: it is kept, and the visitor gets its reference and the service line', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('servicedown');
    const form = await openWithId(page);
    // The fake gateway refuses service requests for EQ-DOWN with 503.
    await fillValid(form, email, 'EQ-DOWN');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/service/request'));
    await form.getByRole('button', { name: 'Send' }).click();
    const status = form.getByRole('status');
    await expect(status).toHaveText(QUEUED);
    await expect(status.getByRole('link', { name: servicePhone })).toHaveAttribute('href', telHref(servicePhone));
    const reference = referenceIn(await status.textContent());
    expect((await answer).status()).toBe(202);
    expect(await (await answer).json()).toEqual({ ok: true, reference, outcome: 'queued' });
    await expect(form.getByRole('alert')).toHaveCount(0);
    // One attempt so far: the server's worker tries again about a minute later.
    expect(await serviceRequestsFrom(request, email)).toHaveLength(1);
  });

  test('a gateway that times out may have the call: the visitor hears so, with the service line, and it is not sent again', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('serviceslow');
    const form = await openWithId(page);
    // The fake gateway answers service requests for EQ-SLOW after the site's upstream timeout.
    await fillValid(form, email, 'EQ-SLOW');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/service/request'));
    await form.getByRole('button', { name: 'Send' }).click();
    const status = form.getByRole('status');
    await expect(status).toHaveText(UNKNOWN, { timeout: 15_000 });
    await expect(status.getByRole('link', { name: servicePhone })).toHaveAttribute('href', telHref(servicePhone));
    const reference = referenceIn(await status.textContent());
    expect((await answer).status()).toBe(202);
    expect(await (await answer).json()).toEqual({ ok: true, reference, outcome: 'unknown' });
    expect(await serviceRequestsFrom(request, email)).toHaveLength(1);
  });

  test('when the site cannot be reached, the form says the call was not sent, keeps every field, and Retry sends it', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('serviceunreachable');
    await page.route('**/api/service/request', (route) => route.abort('connectionreset'), { times: 1 });
    const form = await openWithId(page);
    await fillValid(form, email);
    await form.getByRole('button', { name: 'Send' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText('Your service call was not sent.');
    await expect(alert.getByRole('link', { name: servicePhone })).toHaveAttribute('href', telHref(servicePhone));
    await expect(field(form, 'Equipment Number')).toHaveValue('EQ-10452');
    await expect(field(form, 'Name')).toHaveValue('Morgan Ellis');
    await expect(field(form, 'Phone')).toHaveValue(PHONE);
    await expect(field(form, 'Email')).toHaveValue(email);
    await expect(field(form, 'Message')).toHaveValue('Error 79:04 after every roll change.');
    expect(await serviceRequestsFrom(request, email)).toHaveLength(0);

    await form.getByRole('button', { name: 'Retry' }).click();
    await expect(form.getByRole('status')).toContainText('Thank you! Your service call for the HP DesignJet T1700');
    expect(await serviceRequestsFrom(request, email)).toHaveLength(1);
  });
});

test.describe('/repairbeta', () => {
  test('is marked as test mode, and its service call reaches neither the gateway nor a mailbox, but gets a reference', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('repairbeta');
    const form = await openWithId(page, '/repairbeta');
    await expect(page.getByRole('note')).toHaveText(noticeText('/repairbeta'));
    await fillValid(form, email);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/service/request'));
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByRole('status')).toHaveText(
      new RegExp(
        `^Test complete: your test request for the ${literal('HP DesignJet T1700 (equipment number EQ-10452)')} was recorded as ${REFERENCE.source}\\. As this is test mode, no service call was created\\.$`,
      ),
    );
    const reference = referenceIn(await form.getByRole('status').textContent());
    expect(await (await answer).json()).toEqual({ ok: true, reference, outcome: 'sent' });
    // Kept in the store only, labelled as a test (e2e/store.spec.ts reads it there).
    expect(await serviceRequestsFrom(request, email)).toHaveLength(0);
    expect(await upstreamRequests(request, MAIL_GATEWAY_PATH, email)).toHaveLength(0);
  });
});

test.describe('the API', () => {
  const valid = {
    equipmentId: 10452,
    lookup: { by: 'equipment', number: 'EQ-10452' },
    name: 'Avery Quinn',
    phone: PHONE,
    message: 'Streaks down the left edge of every print.',
    token: 'human-token',
  };

  test('a lookup needs a human token, and answers the machines without the key', async ({ request }) => {
    const anonymous = await request.get('/api/service/equipment?number=EQ-10452');
    expect(anonymous.status()).toBe(403);
    const robot = await request.get('/api/service/equipment?number=EQ-10452', { headers: { 'x-captcha-token': 'low-score' } });
    expect(robot.status()).toBe(403);
    const human = await request.get('/api/service/customer?number=C-2001', { headers: { 'x-captcha-token': 'human-token' } });
    expect(human.status()).toBe(200);
    const text = await human.text();
    expect(text).not.toContain(API_KEY);
    expect(JSON.parse(text).equipment.map((machine: { number: string }) => machine.number)).toEqual(['EQ-10452', 'EQ-10453', 'EQ-10454']);
    // With the spam check on, the machines come with where they stand.
    expect(JSON.parse(text).equipment[0].location).toBe('Plan room, 2nd floor');
  });

  test('a lookup from another site, or from no page, is refused with 403 whatever its token', async ({ request }) => {
    const human = { 'x-captcha-token': 'human-token' };
    for (const headers of [
      { ...human, origin: 'https://evil.example' },
      { ...human, 'sec-fetch-site': 'cross-site' },
      { ...human, origin: '' },
    ]) {
      const answer = await request.get('/api/service/customer?number=C-2001', { headers });
      expect([JSON.stringify(headers), answer.status()]).toEqual([JSON.stringify(headers), 403]);
      expect(await answer.json()).toEqual({ ok: false, error: 'Cross-site requests are not accepted' });
    }
  });

  test('bad numbers answer 400, other methods 405, a failing gateway 502', async ({ request }) => {
    const bad = await request.get('/api/service/equipment?number=EQ%201', { headers: { 'x-captcha-token': 'human-token' } });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).fieldErrors.number).toEqual(['Use 1 to 32 letters, digits or dashes']);
    const post = await request.post('/api/service/equipment', { data: {} });
    expect(post.status()).toBe(405);
    expect(post.headers().allow).toBe('GET, HEAD, OPTIONS');
    expect((await request.get('/api/service/request')).status()).toBe(405);
    const failing = await request.get('/api/service/equipment?number=FAIL-500', { headers: { 'x-captcha-token': 'human-token' } });
    expect(failing.status()).toBe(502);
    expect(await failing.text()).not.toContain(API_KEY);
  });

  test('a valid call answers 200 with its reference, and reaches the gateway once', async ({ request }) => {
    const email = uniqueEmail('apicall');
    const response = await request.post('/api/service/request', { data: { ...valid, email } });
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({
      ok: true,
      reference: expect.stringMatching(new RegExp(`^${REFERENCE.source}$`)),
      outcome: 'sent',
    });
    expect(await serviceRequestsFrom(request, email)).toHaveLength(1);
  });

  test('a gateway refusing the call answers 202 queued; one timing out 202 unknown', async ({ request }) => {
    const down = await request.post('/api/service/request', {
      data: { ...valid, email: uniqueEmail('apidown'), equipmentId: 'DOWN-1', lookup: { by: 'equipment', number: 'EQ-DOWN' } },
    });
    expect(down.status()).toBe(202);
    expect(await down.json()).toMatchObject({ ok: true, outcome: 'queued' });
    const slow = await request.post('/api/service/request', {
      data: { ...valid, email: uniqueEmail('apislow'), equipmentId: 'SLOW-2', lookup: { by: 'equipment', number: 'EQ-SLOW' } },
    });
    expect(slow.status()).toBe(202);
    expect(await slow.json()).toMatchObject({ ok: true, outcome: 'unknown' });
  });

  test('a machine the lookup does not return is refused, and nothing reaches the gateway', async ({ request }) => {
    const email = uniqueEmail('forged');
    const response = await request.post('/api/service/request', { data: { ...valid, email, equipmentId: 20310 } });
    expect(response.status()).toBe(400);
    expect((await response.json()).fieldErrors.equipmentId).toBeDefined();
    expect(await serviceRequestsFrom(request, email)).toHaveLength(0);
  });

  test('a low captcha score is refused with 403 before anything is sent', async ({ request }) => {
    const email = uniqueEmail('robot');
    const response = await request.post('/api/service/request', { data: { ...valid, email, token: 'low-score' } });
    expect(response.status()).toBe(403);
    expect(await serviceRequestsFrom(request, email)).toHaveLength(0);
  });
});

test.describe('the API key', () => {
  test('is in no file of the built client bundles, nor in the service call pages', async ({ request }) => {
    const root = path.resolve('.next/static');
    const files = readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    const texts = files.map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'utf8'));
    // The bundles searched are the ones with the service call's client code in them.
    expect(texts.some((text) => text.includes('/api/service/request'))).toBe(true);
    expect(texts.filter((text) => text.includes(API_KEY))).toHaveLength(0);
    for (const route of ['/repair/servicecall', '/repairbeta']) {
      expect(await (await request.get(route)).text()).not.toContain(API_KEY);
    }
  });
});
