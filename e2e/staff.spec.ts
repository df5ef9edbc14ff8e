import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiRouteMethods } from '../lib/api/methods';
import { shopDate } from '../lib/shop-date';
import { startFakeSmtp, type FakeSmtp } from '../test/fakes/smtp';
import { expectNoViolations } from './support/axe';
import {
  armGatewayFailure,
  awayFromMinuteEnd,
  clientAddressOf,
  contactRequest,
  expect,
  MAIL_GATEWAY_PATH,
  test,
  uniqueEmail,
  upstreamRequests,
} from './support/fixtures';
import { expectMargins } from './support/page-margins';
import {
  copyOfSite,
  createDatabase,
  projectRoot,
  startFakes,
  startSite,
  stopAll,
  withClient,
  type Fakes,
  type SiteServer,
} from './support/servers';
import { siteEnv } from './support/site-under-test';

/**
 * The staff side (docs/operations.md#the-staff-side): the main build, started from a copy of the
 * project with staff sign-in configured, its own fakes, a real SMTP server for the sign-in links,
 * and a PostgreSQL database the tests read and change as the shop's days would (a request that
 * ran out of attempts, a session that expired). The site is reached as http://localhost: a
 * passkey's relying party must be a domain, never an IP address (WebAuthn, section 5.1.2).
 */

const STAFF = 'ops@shop.test';
/** The passkey test's own address: its "Sign out everywhere" must not end the other tests' sessions. */
const KEYHOLDER = 'keys@shop.test';
const OTHER = 'desk@shop.test';
const SECRET = 'e2e-staff-secret-of-at-least-32-characters';
const SESSION_COOKIE = '__Host-staff.session_token';
/** A spam-check token the fake siteverify passes, solved on localhost (e2e/fakes/upstreams.mjs). */
const HUMAN_TOKEN = 'human-token@localhost';

// One worker, in order: one staff server for the file (beforeAll runs in each worker a file's tests
// reach), and sign-in links that no other test of the file asks for at the same time.
test.describe.configure({ mode: 'default' });

// Another server's pages: no Origin of the main one's; a client address of each test's own (rate limits).
test.use({
  extraHTTPHeaders: async ({}, use, testInfo) => {
    await use({ 'x-forwarded-for': clientAddressOf(`staff-${testInfo.testId}-${testInfo.retry}`) });
  },
});

let fakes: Fakes;
let smtp: FakeSmtp;
let site: SiteServer;
let siteUrl: string;
let databaseUrl: string;
let folder: string;

/** The settings of a staff server on `databaseUrl`, addressed as localhost, with `staff` allowed in. */
const staffEnv = (staff: string) => (url: string) => ({
  ...siteEnv(url.replace('127.0.0.1', 'localhost'), { mail: fakes.url, other: fakes.url }),
  DATABASE_URL: databaseUrl,
  STAFF_EMAILS: staff,
  BETTER_AUTH_SECRET: SECRET,
  SMTP_URL: smtp.url,
  MAIL_DOMAIN: 'shop.test',
});

/**
 * The margins every public page keeps, from 360 to 1440 px (e2e/support/page-margins.ts): no sideways
 * scroll (a wide table scrolls inside its own region), room at both sides, the content under the
 * title. Puts the viewport back afterwards.
 */
async function expectStaffPageMargins(page: Page) {
  const before = page.viewportSize();
  await expectMargins(page, new URL(page.url()).pathname);
  if (before) await page.setViewportSize(before);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  [fakes, smtp, databaseUrl] = await Promise.all([startFakes(), startFakeSmtp(), createDatabase()]);
  folder = copyOfSite();
  site = await startSite({ cwd: folder, env: staffEnv(`${STAFF}, ${OTHER}, ${KEYHOLDER}`) });
  siteUrl = site.url.replace('127.0.0.1', 'localhost');
});
test.afterAll(async () => {
  await stopAll();
  await smtp?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** The sign-in link of the newest mail to `email` after `count` mails, waiting for it. */
async function signInLink(email: string, count: number): Promise<string> {
  await expect.poll(() => smtp.messages.slice(count).filter((mail) => mail.text?.includes('sign in')).length, { timeout: 15_000 }).toBe(1);
  const mail = smtp.messages.slice(count).find((message) => message.text?.includes('sign in'))!;
  expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(email);
  return /https?:\/\/\S+/.exec(mail.text ?? '')![0];
}

/** Signs `email` in on `page` through the sign-in page and the emailed link; ends on /staff. */
async function signInByLink(page: Page, email: string) {
  await page.goto(`${siteUrl}/staff`);
  await expect(page).toHaveURL(`${siteUrl}/staff/sign-in?back=%2Fstaff`);
  const count = smtp.messages.length;
  await page.getByLabel('Work email').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'a link is on its way' })).toBeVisible();
  await page.goto(await signInLink(email, count));
  await expect(page).toHaveURL(`${siteUrl}/staff`);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
}

/** The session cookie of a page signed in, as a Cookie header. */
async function sessionCookieOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies(siteUrl)).find((c) => c.name === SESSION_COOKIE);
  expect(cookie).toBeDefined();
  return `${cookie!.name}=${cookie!.value}`;
}

/** A contact request accepted by the staff server (the gateway's fake failing it first when `fail`); its reference. */
async function contactRequestOf(request: APIRequestContext, email: string, extra: Record<string, unknown> = {}, fail = false) {
  if (fail) await armGatewayFailure(request, email, 'status500', 1, fakes.url);
  const answer = await request.post(`${siteUrl}/api/contactemail`, {
    data: contactRequest(email, { token: HUMAN_TOKEN, ...extra }),
    headers: { origin: siteUrl },
  });
  expect(answer.status()).toBe(fail ? 202 : 200);
  return ((await answer.json()) as { reference: string }).reference;
}

/** Runs SQL on the staff server's database. */
const sql = <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
  withClient(databaseUrl, async (client) => (await client.query<T>(text, values)).rows);

/** The staff pages (app/staff/**\/page.tsx) and route handlers (app/api/staff/**\/route.ts) as URLs, `[reference]` filled in. */
function staffRoutes(reference: string) {
  const under = (folder: string, file: string) =>
    readdirSync(path.join(projectRoot, folder), { recursive: true, encoding: 'utf8' })
      .filter((entry) => path.basename(entry) === file)
      .map((entry) => `/${folder.replace(/^app\/?/, '')}/${path.dirname(entry).split(path.sep).join('/')}`.replace(/\/\.$/, ''));
  const fill = (route: string) => route.replace('[reference]', reference).replace(':reference', reference);
  const pages = under('app/staff', 'page.tsx').map(fill);
  const handlers = under('app/api/staff', 'route.ts');
  return { pages, handlers, fill };
}

test('sign in with the emailed link, add a passkey, sign out, and sign in with the passkey', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  await signInByLink(page, KEYHOLDER);
  const cookie = (await page.context().cookies(siteUrl)).find((c) => c.name === SESSION_COOKIE)!;
  expect({ httpOnly: cookie.httpOnly, secure: cookie.secure, sameSite: cookie.sameSite, path: cookie.path }).toEqual({
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    path: '/',
  });
  // A working day: 10 hours from now, give or take a minute.
  expect(Math.abs(cookie.expires * 1000 - (Date.now() + 10 * 3_600_000))).toBeLessThan(60_000);

  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('Passkey added: next time, sign in with it.')).toBeVisible();
  expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toHaveLength(1);

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByText('You are signed out.')).toBeVisible();
  await page.goto(`${siteUrl}/staff`);
  await expect(page).toHaveURL(/\/staff\/sign-in\?back=%2Fstaff$/);

  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(`${siteUrl}/staff`);
  await expect(page.getByText(`Signed in as ${KEYHOLDER}`)).toBeVisible();

  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page.getByText('You are signed out on every device.')).toBeVisible();
  expect(await sql('select s.id from staff_sessions s join staff_users u on u.id = s.user_id where u.email = $1', [KEYHOLDER])).toEqual([]);
});

test('an address not in STAFF_EMAILS gets no mail, and the form answers the same', async ({ page }) => {
  await page.goto(`${siteUrl}/staff/sign-in`);
  await expectNoViolations(page);
  const count = smtp.messages.length;
  await page.getByLabel('Work email').fill('stranger@customer.test');
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'If stranger@customer.test may sign in here, a link is on its way.' }),
  ).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(smtp.messages.slice(count).filter((mail) => mail.to && 'text' in mail.to && mail.to.text === 'stranger@customer.test')).toEqual(
    [],
  );
  expect(await sql('select id from staff_users where email = $1', ['stranger@customer.test'])).toEqual([]);
});

test('sign-in attempts count against the rate limit: the eleventh in a minute is refused', async ({ request }) => {
  await awayFromMinuteEnd();
  const attempt = () =>
    request.post(`${siteUrl}/api/staff/auth/sign-in/magic-link`, {
      headers: { origin: siteUrl },
      data: { email: 'stranger@customer.test', callbackURL: '/staff' },
    });
  // RATE_LIMIT_PER_MINUTE is 10 in e2e/support/site-under-test.ts.
  for (let n = 1; n <= 10; n += 1) expect([n, (await attempt()).status()]).toEqual([n, 200]);
  const refused = await attempt();
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
});

test('a failed request is found by reference and sent again now: it reaches the gateway once, and the audit log says who', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('staff-failed');
  const reference = await contactRequestOf(request, email, {}, true);
  // Three days of attempts, as the worker would have left it.
  await sql(`update requests set state = 'failed' where reference = $1`, [reference]);
  const tried = (await upstreamRequests(request, MAIL_GATEWAY_PATH, email, fakes.url)).length;
  expect(tried).toBe(1);

  await signInByLink(page, STAFF);
  await expect(page.getByRole('link', { name: /failed/ })).toContainText('1');
  await page.getByLabel('Reference or email').fill(reference.toLowerCase());
  await page.getByLabel('Form').selectOption('Website Contact Form');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row').nth(1)).toContainText(`${reference}`);
  await expect(page.getByRole('row').nth(1)).toContainText('Website Contact Form');
  await expectNoViolations(page);
  await expectStaffPageMargins(page);
  await page.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { name: `Request ${reference}` })).toBeVisible();
  await expect(page.getByText('Failed: gave up after 3 days')).toBeVisible();
  // After a client-side navigation the page's title comes with its metadata, a moment after its content.
  await expect(page).toHaveTitle('Request | Staff');
  await expectNoViolations(page);
  await expectStaffPageMargins(page);
  const attempts = page.getByRole('table');
  await expect(attempts).toContainText('mail gateway: answered 500');
  await expect(page.getByText(email, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Send again now' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'It was sent.' })).toHaveText('It was sent.');
  await expect(page.locator('dt:text-is("State") + dd')).toHaveText('Sent');
  await expect(page.getByRole('button', { name: 'Send again now' })).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: `Sent again by ${STAFF}` })).toBeVisible();
  const atGateway = await upstreamRequests(request, MAIL_GATEWAY_PATH, email, fakes.url);
  expect(atGateway).toHaveLength(tried + 1);
  expect(atGateway.at(-1)!.json?.email_subject).toBe(`Website Contact Form [${reference}]`);
  expect(await sql('select state, sent_with from requests where reference = $1', [reference])).toEqual([
    { state: 'sent', sent_with: 'gateway' },
  ]);
});

test('an unknown service call is marked arrived, without sending it again', async ({ page, request }) => {
  const email = uniqueEmail('staff-unknown');
  const answer = await request.post(`${siteUrl}/api/service/request`, {
    headers: { origin: siteUrl },
    data: {
      equipmentId: 'SLOW-2',
      lookup: { by: 'equipment', number: 'EQ-SLOW' },
      name: 'Avery Quinn',
      phone: '(206) 342-8631',
      email,
      message: 'Streaks down the left edge of every print.',
      token: HUMAN_TOKEN,
    },
  });
  expect(await answer.json()).toMatchObject({ ok: true, outcome: 'unknown' });
  const { reference } = (await answer.json()) as { reference: string };
  const atGateway = (await upstreamRequests(request, '/scgw/api/v1/service/request', undefined, fakes.url)).length;

  await signInByLink(page, STAFF);
  await page.goto(`${siteUrl}/staff/requests/${reference}`);
  await expect(page.getByText('Unknown: may have reached the service gateway')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send again now' })).toHaveCount(0);
  await page.getByRole('button', { name: 'It arrived' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Recorded' })).toHaveText('Recorded as arrived.');
  await expect(page.getByRole('listitem').filter({ hasText: `Marked as arrived by ${STAFF}` })).toBeVisible();
  expect(await sql('select state, sent_with from requests where reference = $1', [reference])).toEqual([
    { state: 'sent', sent_with: 'by hand' },
  ]);
  expect(await upstreamRequests(request, '/scgw/api/v1/service/request', undefined, fakes.url)).toHaveLength(atGateway);
});

test('the month’s meter readings download as the CSV billing imports, as they were submitted', async ({ page, request }) => {
  // Today in the shop's time zone (the e2e build's default), and its month as the page's default.
  const day = shopDate('America/Los_Angeles');
  const month = day.slice(0, 7);
  const readings = [
    { equipmentNumber: 'EQ-10452', mono: 1204500, color: 88000 },
    { equipmentNumber: 'EQ-10452', mono: 1204900, color: 88100, scans: 310 },
  ];
  for (const reading of readings) {
    const answer = await request.post(`${siteUrl}/api/meter-readings`, {
      headers: { origin: siteUrl },
      data: { ...reading, readingDate: day, name: 'Avery Quinn', email: uniqueEmail('staff-meter'), token: HUMAN_TOKEN },
    });
    expect(answer.status()).toBe(200);
  }
  await signInByLink(page, STAFF);
  await page.getByRole('link', { name: 'Meter readings' }).click();
  await expect(page.getByRole('table')).toContainText('1204900');
  await expect(page).toHaveTitle('Meter readings | Staff');
  await expectNoViolations(page);
  await expectStaffPageMargins(page);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: `Download ${month} as CSV` }).click();
  const file = await (await download).path();
  expect((await download).suggestedFilename()).toBe(`meter-readings-${month}.csv`);
  expect(readFileSync(file, 'utf8')).toBe(
    'Equipment Number,Reading Date,Black & White,Color,Scanned Pages,Large-Format Area (sq ft)\r\n' +
      readings.map((r) => `${r.equipmentNumber},${day},${r.mono},${r.color},${r.scans ?? ''},`).join('\r\n') +
      '\r\n',
  );
});

test('what a visitor typed is shown as text, and the page’s policy blocks an inline script', async ({ page, request }) => {
  const markup = '<script>window.__typed = 1</script><img src=x onerror="window.__typed = 2"><b>bold</b>';
  const email = uniqueEmail('staff-markup');
  const reference = await contactRequestOf(request, email, {
    name: `Avery ${markup}`,
    subject: markup,
    message: `Hello ${markup}`,
    when: markup,
  });
  await signInByLink(page, STAFF);
  await page.goto(`${siteUrl}/staff/requests/${reference}`);
  await expect(page.getByText(`Avery ${markup}`, { exact: true })).toBeVisible();
  await expect(page.getByText(markup, { exact: true }).first()).toBeVisible();
  await expect(page.locator('main b')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __typed?: number }).__typed)).toBeUndefined();
  // Markup that reached the page as HTML (what React never renders from a request) would run
  // its handler: the policy blocks it, and says so.
  const violated = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), { once: true });
        document.body.insertAdjacentHTML('beforeend', '<img src="/no-such-image.png" onerror="window.__typed = 3">');
      }),
  );
  expect(violated).toBe('script-src-attr');
  expect(await page.evaluate(() => (window as { __typed?: number }).__typed)).toBeUndefined();
});

test('every staff page and action is refused without a session, with an expired one, for a removed address, and cross-site', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('staff-refused');
  const reference = await contactRequestOf(request, email, {}, true);
  await sql(`update requests set state = 'failed' where reference = $1`, [reference]);
  const before = await sql('select state, attempts from requests where reference = $1', [reference]);
  const { pages, handlers, fill } = staffRoutes(reference);
  // Every route handler of the staff side is in the methods table (test/api/methods.test.ts checks the rest).
  const signIn = '/api/staff/auth/[...all]';
  expect(handlers.sort()).toEqual(
    Object.keys(apiRouteMethods)
      .filter((route) => route.startsWith('/api/staff/'))
      .map((route) => route.replace(':all*', '[...all]').replace(':reference', '[reference]'))
      .sort(),
  );
  const actions = handlers
    .filter((route) => route !== signIn)
    .flatMap((route) => apiRouteMethods[route.replace('[reference]', ':reference')].map((method) => ({ route: fill(route), method })));
  expect(pages).toContain('/staff');
  expect(actions.length).toBeGreaterThanOrEqual(3);

  /** Asks every staff URL with `cookie` (posts from the site's own origin); each answer must refuse. */
  async function expectRefused(cookie: string | undefined, why: string) {
    for (const route of pages.filter((route) => route !== '/staff/sign-in')) {
      const answer = await request.get(`${siteUrl}${route}`, { headers: cookie ? { cookie } : {}, maxRedirects: 0 });
      expect([why, route, answer.status(), answer.headers().location]).toEqual([
        why,
        route,
        307,
        `/staff/sign-in?back=${encodeURIComponent(route)}`,
      ]);
    }
    for (const { route, method } of actions) {
      const answer = await request.fetch(`${siteUrl}${route}?month=2026-11`, {
        method,
        headers: { ...(cookie ? { cookie } : {}), ...(method === 'POST' ? { origin: siteUrl } : {}) },
        form: method === 'POST' ? { action: 'resend' } : undefined,
        maxRedirects: 0,
      });
      expect([why, route, method, answer.status()]).toEqual([why, route, method, 401]);
    }
  }

  await expectRefused(undefined, 'no session');

  // Cross-site, with a valid session: refused before anything is read.
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddressOf(`refused-${Date.now()}`) } });
  const page = await context.newPage();
  await signInByLink(page, STAFF);
  const cookie = await sessionCookieOf(page);
  for (const { route } of actions.filter((action) => action.method === 'POST')) {
    const answer = await request.post(`${siteUrl}${route}`, {
      headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      form: { action: 'resend' },
      maxRedirects: 0,
    });
    expect([route, answer.status()]).toEqual([route, 403]);
  }
  // The same session works, so the refusals above were the checks', not a broken cookie's.
  expect((await request.get(`${siteUrl}/staff`, { headers: { cookie }, maxRedirects: 0 })).status()).toBe(200);

  // Expired: the end of a working day passed.
  // The cookie's value is the session's token, a dot, and its signature.
  const token = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)).split('.')[0];
  expect(
    await sql(`update staff_sessions set expires_at = now() - interval '1 minute' where token = $1 returning id`, [token]),
  ).toHaveLength(1);
  await expectRefused(cookie, 'expired');

  // Removed from STAFF_EMAILS: a server started without the address refuses its session and ends it.
  await signInByLink(page, OTHER);
  const otherCookie = await sessionCookieOf(page);
  const narrower = await startSite({ cwd: folder, env: staffEnv(STAFF) });
  const narrowerUrl = narrower.url.replace('127.0.0.1', 'localhost');
  const answer = await request.get(`${narrowerUrl}/staff`, { headers: { cookie: otherCookie }, maxRedirects: 0 });
  expect(answer.status()).toBe(307);
  expect(await sql('select s.id from staff_sessions s join staff_users u on u.id = s.user_id where u.email = $1', [OTHER])).toEqual([]);
  await expectRefused(otherCookie, 'removed');
  await narrower.stop();
  await context.close();

  expect(await sql('select state, attempts from requests where reference = $1', [reference])).toEqual(before);
  expect(await sql('select a.id from staff_actions a join requests r on r.id = a.request_id where r.reference = $1', [reference])).toEqual(
    [],
  );
});

test('the staff pages stay out of search engines', async ({ request }) => {
  const robots = await (await request.get(`${siteUrl}/robots.txt`)).text();
  expect(robots).toContain('Disallow: /staff');
  expect(await (await request.get(`${siteUrl}/sitemap.xml`)).text()).not.toContain('/staff');
  const signIn = await request.get(`${siteUrl}/staff/sign-in`);
  expect(signIn.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(await signIn.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
});
