import { createHmac, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, CDPSession, Page } from '@playwright/test';
import { apiRouteMethods } from '../lib/api/methods';
import { siteConfig } from '../lib/content/site';
import { shopDate } from '../lib/format/shop-date';
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
import { linesOf, splitShortHyphenatedWords } from './support/text-lines';

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
/** The user-verification and idle tests' own addresses: each signs its person in afresh. */
const UNVERIFIED = 'pin@shop.test';
const IDLE = 'idle@shop.test';
/** The recovery test's person, whose mailbox someone else holds. */
const OWNER = 'owner@shop.test';
/** The list and table tests' person: an address gets at most 5 sign-in links an hour, and STAFF's are spent. */
const CLERK = 'clerk@shop.test';
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
  site = await startSite({ cwd: folder, env: staffEnv([STAFF, OTHER, KEYHOLDER, UNVERIFIED, IDLE, OWNER, CLERK].join(', ')) });
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

/** The mails to `email` after `count` mails whose subject says a passkey was `change`d. */
const passkeyMails = (email: string, count: number, change: 'added' | 'removed') =>
  smtp.messages
    .slice(count)
    .filter((mail) => mail.to && 'text' in mail.to && mail.to.text === email && mail.subject?.endsWith(`a passkey was ${change}`));

/**
 * Signs `email` in on `page` through the sign-in page and the emailed link. A link's session may
 * only add a passkey: it ends on "Your passkeys".
 * @returns the link
 */
async function signInByLink(page: Page, email: string): Promise<string> {
  await page.goto(`${siteUrl}/staff`);
  await expect(page).toHaveURL(`${siteUrl}/staff/sign-in?back=%2Fstaff`);
  const count = smtp.messages.length;
  await page.getByLabel('Work email').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'a link is on its way' })).toBeVisible();
  const link = await signInLink(email, count);
  await page.goto(link);
  await expect(page).toHaveURL(`${siteUrl}/staff/passkeys`);
  await expect(page.getByRole('heading', { name: 'Your passkeys', level: 1 })).toBeVisible();
  await expect(page.getByText('You signed in with a link.')).toBeVisible();
  return link;
}

/**
 * A virtual authenticator on `page` (Chromium's WebAuthn domain): a platform authenticator that
 * verifies its user, as a phone or laptop with a fingerprint reader would.
 */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
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
  return { cdp, authenticatorId };
}

/**
 * Signs `email` in as staff do every day: a person without a passkey (any left by an earlier try
 * of the test are removed first, as after a lost device) signs in by the link, adds a passkey on
 * this page's virtual authenticator and signs in with it; ends on /staff.
 */
async function signIn(page: Page, email: string) {
  await sql('delete from staff_passkeys where user_id in (select id from staff_users where email = $1)', [email]);
  const authenticator = await virtualAuthenticator(page);
  await signInByLink(page, email);
  await page.getByLabel('Name it (which device it is)').fill('Test laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('status')).toHaveText('Passkey added. Now sign in with it.');
  await page.getByRole('button', { name: 'Sign in with your passkey' }).click();
  await expect(page).toHaveURL(`${siteUrl}/staff`);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  return authenticator;
}

/**
 * A session of `email` written straight into the store, as Better Auth writes one (a row, and a
 * cookie of its token signed with BETTER_AUTH_SECRET: better-call's signCookieValue), for the
 * checks that need many sessions (the person's row is made if they never signed in).
 * @returns its Cookie header
 */
async function plantedSession(email: string, signedInWith: 'passkey' | 'link' = 'passkey'): Promise<string> {
  await sql(`insert into staff_users (id, name, email) values ($1, $2, $2) on conflict (email) do nothing`, [
    randomBytes(12).toString('hex'),
    email,
  ]);
  const token = randomBytes(24).toString('hex');
  const rows = await sql(
    `insert into staff_sessions (id, token, user_id, expires_at, signed_in_with)
     select $1, $2, id, now() + interval '1 hour', $3 from staff_users where email = $4 returning id`,
    [randomBytes(12).toString('hex'), token, signedInWith, email],
  );
  expect(rows).toHaveLength(1);
  const signature = createHmac('sha256', SECRET).update(token).digest('base64');
  return `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${signature}`)}`;
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

test('a link opens only "Your passkeys"; the passkey added there signs in, shows on the list, and its adding and removing are mailed', async ({
  page,
  request,
}) => {
  await sql('delete from staff_passkeys where user_id in (select id from staff_users where email = $1)', [KEYHOLDER]);
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  const logFrom = site.log.lines.length;
  const link = await signInByLink(page, KEYHOLDER);
  const cookie = (await page.context().cookies(siteUrl)).find((c) => c.name === SESSION_COOKIE)!;
  expect({ httpOnly: cookie.httpOnly, secure: cookie.secure, sameSite: cookie.sameSite, path: cookie.path }).toEqual({
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    path: '/',
  });
  // A working day: 10 hours from now, give or take a minute.
  expect(Math.abs(cookie.expires * 1000 - (Date.now() + 10 * 3_600_000))).toBeLessThan(60_000);
  // The link's session shows no data: every staff page sends it back here, every action refuses it.
  const linkCookie = `${cookie.name}=${cookie.value}`;
  for (const route of ['/staff', '/staff/orders', '/staff/meter-readings']) {
    const answer = await request.get(`${siteUrl}${route}`, { headers: { cookie: linkCookie }, maxRedirects: 0 });
    expect([route, answer.status(), answer.headers().location]).toEqual([route, 307, '/staff/passkeys']);
  }
  expect((await request.get(`${siteUrl}/api/staff/meter-readings?month=2026-11`, { headers: { cookie: linkCookie } })).status()).toBe(401);
  await expect(page.getByRole('navigation', { name: 'Staff' }).getByRole('link')).toHaveText(['Your passkeys']);
  await expectNoViolations(page);

  const mails = smtp.messages.length;
  await page.getByLabel('Name it (which device it is)').fill('Office laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('status')).toHaveText('Passkey added. Now sign in with it.');
  expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toHaveLength(1);
  await expect.poll(() => passkeyMails(KEYHOLDER, mails, 'added').length).toBe(1);
  expect(passkeyMails(KEYHOLDER, mails, 'added')[0].text).toContain('A passkey (Office laptop) was added to your staff sign-in');

  await page.getByRole('button', { name: 'Sign in with your passkey' }).click();
  await expect(page).toHaveURL(`${siteUrl}/staff`);
  await expect(page.getByText(`Signed in as ${KEYHOLDER}`)).toBeVisible();
  // The staff side's own frame: the shop's name back to the site, none of the visitors' header, menus or footer.
  await expect(page.getByRole('main').getByRole('link', { name: siteConfig.name, exact: true })).toHaveAttribute('href', '/');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Quick Requests/ }).or(page.getByRole('link', { name: /Quick Requests/ }))).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await page.getByRole('link', { name: 'Your passkeys' }).click();
  const listed = page.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed.getByRole('heading')).toHaveText('Office laptop');
  await expect(listed.locator('dt:text-is("Last used") + dd')).not.toHaveText('never');
  await expectNoViolations(page);
  await expectStaffPageMargins(page);

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByText('You are signed out.')).toBeVisible();
  await page.goto(`${siteUrl}/staff`);
  await expect(page).toHaveURL(/\/staff\/sign-in\?back=%2Fstaff$/);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(`${siteUrl}/staff`);
  await expect(page.getByText(`Signed in as ${KEYHOLDER}`)).toBeVisible();

  // Removing needs a session of the last 5 minutes: this one is.
  await page.goto(`${siteUrl}/staff/passkeys`);
  await page.getByRole('button', { name: 'Remove Office laptop' }).click();
  await expect(page.getByRole('status')).toHaveText('Office laptop removed.');
  await expect(page.getByText('You have no passkey yet.')).toBeVisible();
  await expect.poll(() => passkeyMails(KEYHOLDER, mails, 'removed').length).toBe(1);
  const events = await sql<{ event: string; outcome: string; detail: string | null }>(
    'select event, outcome, detail from staff_events where staff_email = $1 order by at',
    [KEYHOLDER],
  );
  expect(events.map((row) => `${row.event} ${row.outcome}${row.detail ? ` ${row.detail}` : ''}`)).toEqual(
    expect.arrayContaining([
      'link-requested ok',
      'sign-in ok link',
      'passkey-added ok Office laptop',
      'sign-in ok passkey',
      'sign-out ok',
      'passkey-removed ok',
    ]),
  );

  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page.getByText('You are signed out on every device.')).toBeVisible();
  expect(await sql('select s.id from staff_sessions s join staff_users u on u.id = s.user_id where u.email = $1', [KEYHOLDER])).toEqual([]);

  // The server's log across the whole sign-in: its events, by staff id, never the link's token or the address.
  const logged = site.log.lines.slice(logFrom).map((line) => line.raw);
  expect(logged.filter((line) => line.includes('"event":"sign-in"')).length).toBeGreaterThanOrEqual(2);
  const token = new URL(link).searchParams.get('token')!;
  expect(logged.filter((line) => line.includes(token) || line.includes('token=') || line.includes(KEYHOLDER))).toEqual([]);
});

test('a passkey that does not verify its user is refused, and so is a passkey sign-in that skipped the check', async ({ page }) => {
  const { cdp, authenticatorId } = await signIn(page, UNVERIFIED);
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByText('You are signed out.')).toBeVisible();
  // The browser is asked to verify its user; a client that ignores it gets an assertion without the flag.
  let asked: unknown;
  await page.route(/\/api\/staff\/auth\/passkey\/generate-authenticate-options/, async (route) => {
    const answer = await route.fetch();
    const options = (await answer.json()) as { userVerification?: string };
    asked = options.userVerification;
    await route.fulfill({ response: answer, json: { ...options, userVerification: 'discouraged' } });
  });
  await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: false });
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your passkey did not check that it is you' })).toBeVisible();
  expect(asked).toBe('required');
  await expect(page).toHaveURL(/\/staff\/sign-in/);
  expect((await page.context().cookies(siteUrl)).find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  expect(
    await sql(`select outcome, detail from staff_events where event = 'sign-in' and outcome = 'refused' and detail = 'passkey'`),
  ).not.toEqual([]);
});

test('whoever holds only the mailbox of a person with a passkey sees no request: the passkey they add waits a day, and the person removes it', async ({
  page,
  browser,
}) => {
  await signIn(page, OWNER);
  const mails = smtp.messages.length;
  // Someone else, with the person's mailbox only: a link, and a passkey of their own.
  const thief = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddressOf(`thief-${Date.now()}`) } });
  const thiefPage = await thief.newPage();
  await virtualAuthenticator(thiefPage);
  await signInByLink(thiefPage, OWNER);
  await thiefPage.getByLabel('Name it (which device it is)').fill('Not mine');
  await thiefPage.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(thiefPage.getByRole('status')).toContainText('works from this time tomorrow');
  await expect(thiefPage.getByRole('button', { name: 'Sign in with your passkey' })).toHaveCount(0);
  await expect.poll(() => passkeyMails(OWNER, mails, 'added').length).toBe(1);
  expect(passkeyMails(OWNER, mails, 'added')[0].text).toContain('It was added from a sign-in link: it works from');
  // Signed out, then in with that passkey: refused until its day has passed.
  await thiefPage.getByRole('button', { name: 'Sign out', exact: true }).click();
  await thiefPage.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(thiefPage.getByRole('alert').filter({ hasText: 'This passkey was added from a sign-in link: it works from' })).toBeVisible();
  expect((await thief.cookies(siteUrl)).find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  await thief.close();
  // The person sees it on "Your passkeys", marked, and removes it (their sign-in is minutes old).
  await page.goto(`${siteUrl}/staff/passkeys`);
  const strange = page.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem').filter({ hasText: 'Not mine' });
  await expect(strange.locator('dt:text-is("Works from") + dd')).toBeVisible();
  await page.getByRole('button', { name: 'Remove Not mine' }).click();
  await expect(page.getByRole('status')).toHaveText('Not mine removed.');
  await expect(page.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem')).toHaveCount(1);
});

test('a session idle for 30 minutes is gone', async ({ page, request }) => {
  await signIn(page, IDLE);
  const cookie = await sessionCookieOf(page);
  expect((await request.get(`${siteUrl}/staff`, { headers: { cookie }, maxRedirects: 0 })).status()).toBe(200);
  // The clock moved on: its last request was 31 minutes ago.
  const token = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)).split('.')[0];
  await sql(`update staff_sessions set updated_at = now() - interval '31 minutes' where token = $1`, [token]);
  const answer = await request.get(`${siteUrl}/staff`, { headers: { cookie }, maxRedirects: 0 });
  expect([answer.status(), answer.headers().location]).toEqual([307, '/staff/sign-in?back=%2Fstaff']);
  expect(await sql('select id from staff_sessions where token = $1', [token])).toEqual([]);
  expect(await sql(`select event from staff_events where event = 'session-ended-idle' and staff_email = $1`, [IDLE])).toHaveLength(1);
});

test('an address not in STAFF_EMAILS gets no mail and no row, and the answer is the same as for a listed one', async ({
  page,
  request,
}) => {
  await page.goto(`${siteUrl}/staff/sign-in`);
  await expectNoViolations(page);
  const count = smtp.messages.length;
  await page.getByLabel('Work email').fill('stranger@customer.test');
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'If stranger@customer.test may sign in here, a link is on its way.' }),
  ).toBeVisible();
  const ask = (email: string) =>
    request.post(`${siteUrl}/api/staff/auth/sign-in/magic-link`, { headers: { origin: siteUrl }, data: { email, callbackURL: '/staff' } });
  const [listed, unlisted] = await Promise.all([ask(OTHER), ask('stranger@customer.test')]);
  expect([unlisted.status(), await unlisted.text()]).toEqual([listed.status(), await listed.text()]);
  expect(listed.status()).toBe(200);
  await signInLink(OTHER, count);
  expect(smtp.messages.slice(count).filter((mail) => mail.to && 'text' in mail.to && mail.to.text === 'stranger@customer.test')).toEqual(
    [],
  );
  expect(await sql('select id from staff_users where email = $1', ['stranger@customer.test'])).toEqual([]);
  expect(await sql(`select id from staff_verifications where value like '%stranger@customer.test%'`)).toEqual([]);
  expect(
    await sql(`select outcome from staff_events where event = 'link-requested' and staff_email is null and outcome = 'not-listed'`),
  ).not.toEqual([]);
});

test('a link is kept hashed, works for 10 minutes, and only the newest one works', async ({ request }) => {
  const ask = () =>
    request.post(`${siteUrl}/api/staff/auth/sign-in/magic-link`, {
      headers: { origin: siteUrl },
      data: { email: OTHER, callbackURL: '/staff', errorCallbackURL: '/staff/sign-in?error=link' },
    });
  const follow = (link: string) => request.get(link, { maxRedirects: 0 });
  let count = smtp.messages.length;
  expect((await ask()).status()).toBe(200);
  const older = await signInLink(OTHER, count);
  count = smtp.messages.length;
  expect((await ask()).status()).toBe(200);
  const newer = await signInLink(OTHER, count);
  // The store holds the token's hash, never the token the link carries.
  const token = new URL(newer).searchParams.get('token')!;
  expect(await sql('select id from staff_verifications where identifier = $1 or value like $2', [token, `%${token}%`])).toEqual([]);
  expect((await sql(`select id from staff_verifications where value like '%' || $1 || '%'`, [OTHER])).length).toBe(1);
  // The older link was voided by the newer one.
  const voided = await follow(older);
  expect(voided.headers().location).toContain('/staff/sign-in?error=');
  // Ten minutes, no more: the newer one, its time moved past, is refused too.
  const [{ minutes }] = await sql<{ minutes: number }>(
    `select round(extract(epoch from expires_at - created_at) / 60) as minutes from staff_verifications where value like '%' || $1 || '%'`,
    [OTHER],
  );
  expect(Number(minutes)).toBe(10);
  await sql(`update staff_verifications set expires_at = now() - interval '1 second' where value like '%' || $1 || '%'`, [OTHER]);
  const expired = await follow(newer);
  expect(expired.headers().location).toContain('/staff/sign-in?error=');
  expect(expired.headers()['set-cookie'] ?? '').not.toContain(SESSION_COOKIE);
});

test('every sign-in request counts against the rate limit, reads included, and an address gets at most 5 links an hour', async ({
  request,
}) => {
  await awayFromMinuteEnd();
  const flood = uniqueEmail('flood');
  const link = () =>
    request.post(`${siteUrl}/api/staff/auth/sign-in/magic-link`, {
      headers: { origin: siteUrl },
      data: { email: flood, callbackURL: '/staff' },
    });
  for (let n = 1; n <= 5; n += 1) expect([n, (await link()).status()]).toEqual([n, 200]);
  const overBudget = await link();
  // Refused by the address's hourly budget: six posts are within the client's ten a minute.
  expect(overBudget.status()).toBe(429);
  expect(Number(overBudget.headers()['retry-after'])).toBeGreaterThan(0);
  // RATE_LIMIT_PER_MINUTE is 10 in e2e/support/site-under-test.ts: six posts above, four reads now, the next refused.
  const read = () => request.get(`${siteUrl}/api/staff/auth/passkey/generate-authenticate-options`);
  for (let n = 7; n <= 10; n += 1) expect([n, (await read()).status()]).toEqual([n, 200]);
  const refused = await read();
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
});

test('a sign-in body over the site limit is refused before Better Auth reads it', async ({ request }) => {
  const answer = await request.post(`${siteUrl}/api/staff/auth/sign-in/magic-link`, {
    headers: { origin: siteUrl, 'content-type': 'application/json' },
    data: JSON.stringify({ email: OTHER, callbackURL: '/staff', padding: 'x'.repeat(40 * 1024) }),
  });
  expect(answer.status()).toBe(413);
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

  await signIn(page, STAFF);
  await expect(page.getByRole('link', { name: /failed/ })).toContainText('1');
  await page.getByLabel('Reference or email').fill(reference.toLowerCase());
  await page.getByLabel('Email subject').selectOption('Website Contact Form');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row').nth(1)).toContainText(`${reference}`);
  await expect(page.getByRole('row').nth(1)).toContainText('Contact form');
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

test('a day received is a day on the shop’s clock: a request of 11:30 PM is found on its day, not the next', async ({ page, request }) => {
  const email = uniqueEmail('staff-late');
  const reference = await contactRequestOf(request, email);
  // 07:30 UTC on the 20th is 11:30 PM on the 19th in the shop (the e2e build's America/Los_Angeles).
  await sql(`update requests set received_at = '2026-11-20T07:30:00Z' where reference = $1`, [reference]);

  await signIn(page, CLERK);
  const showDay = async (day: string) => {
    await page.getByLabel('Reference or email').fill(email);
    await page.getByLabel('Received from').fill(day);
    await page.getByLabel('to', { exact: true }).fill(day);
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(new RegExp(`from=${day}&to=${day}`));
  };
  await showDay('2026-11-19');
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row').nth(1)).toContainText(reference);
  await expect(page.getByRole('row').nth(1)).toContainText('Nov 19, 2026, 11:30 PM');
  await showDay('2026-11-20');
  await expect(page.getByText('No request matches.')).toBeVisible();
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

  await signIn(page, STAFF);
  await page.goto(`${siteUrl}/staff/requests/${reference}`);
  await expect(page.getByText('Unknown: may have reached the service gateway')).toBeVisible();
  // On a phone, 'EQ-SLOW' of its subject, or a phone number's '342-8631', never ends a line at its hyphen.
  const wide = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await splitShortHyphenatedWords(page)).toEqual([]);
  await page.setViewportSize(wide);
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
  const references: string[] = [];
  for (const reading of readings) {
    const answer = await request.post(`${siteUrl}/api/meter-readings`, {
      headers: { origin: siteUrl },
      data: { ...reading, readingDate: day, name: 'Avery Quinn', email: uniqueEmail('staff-meter'), token: HUMAN_TOKEN },
    });
    expect(answer.status()).toBe(200);
    references.push(((await answer.json()) as { reference: string }).reference);
  }
  await signIn(page, STAFF);
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

  // A reading's own page: no empty Phone row (the form asks for none), and the values of its two
  // lists, the request's state and what the visitor sent, start at one edge.
  await page.goto(`${siteUrl}/staff/requests/${references[1]}`);
  const value = (label: string) =>
    page
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator('+ dd');
  await expect(value('Equipment number')).toHaveText('EQ-10452');
  await expect(page.getByRole('term').filter({ hasText: /^Phone$/ })).toHaveCount(0);
  const left = async (label: string) => (await value(label).boundingBox())!.x;
  expect(await left('Name')).toBe(await left('State'));
});

test('on a phone, a staff table scrolls sideways under its whole caption, and no word in it breaks', async ({ page, request }) => {
  const answer = await request.post(`${siteUrl}/api/meter-readings`, {
    headers: { origin: siteUrl },
    data: {
      equipmentNumber: 'EQ-10452',
      mono: 1204950,
      color: 88150,
      readingDate: shopDate('America/Los_Angeles'),
      name: 'Avery Quinn',
      email: uniqueEmail('staff-phone'),
      token: HUMAN_TOKEN,
    },
  });
  expect(answer.status()).toBe(200);
  await signIn(page, CLERK);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('link', { name: 'Meter readings' }).click();
  const name = /^\d+ readings? dated \d{4}-\d{2}, by equipment number$/;
  const region = page.getByRole('region', { name });
  await expect(region.getByRole('table', { name })).toContainText('1204950');
  expect(await region.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeGreaterThan(0);
  const caption = await page.getByText(name).boundingBox();
  expect(caption!.x + caption!.width).toBeLessThanOrEqual(390);
  // A heading may break after a hyphen, as 'Large-Format' does in a sentence; a value never: '2026-11-28' is one day.
  for (const heading of await region.getByRole('columnheader').all()) {
    for (const part of (await heading.innerText()).split(/[\s-]+/).filter(Boolean)) expect(await linesOf(heading, part), part).toBe(1);
  }
  const firstRow = region.getByRole('row').nth(1);
  for (const value of [...(await firstRow.getByRole('rowheader').all()), ...(await firstRow.getByRole('cell').all())]) {
    for (const word of (await value.innerText()).split(/\s+/).filter(Boolean)) expect(await linesOf(value, word), word).toBe(1);
  }
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
  await signIn(page, STAFF);
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
  const cookie = await plantedSession(STAFF);
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

  // Removed from STAFF_EMAILS: a server started without the address ends its sessions as it starts,
  // and refuses (and ends) one on every staff page and every Better Auth endpoint.
  const sessionsOfOther = () => sql('select s.id from staff_sessions s join staff_users u on u.id = s.user_id where u.email = $1', [OTHER]);
  const otherCookie = await plantedSession(OTHER);
  const narrower = await startSite({ cwd: folder, env: staffEnv(STAFF) });
  const narrowerUrl = narrower.url.replace('127.0.0.1', 'localhost');
  expect(await sessionsOfOther()).toEqual([]);
  await expectRefused(otherCookie, 'removed');
  const answer = await request.get(`${narrowerUrl}/staff`, { headers: { cookie: await plantedSession(OTHER) }, maxRedirects: 0 });
  expect(answer.status()).toBe(307);
  expect(await sessionsOfOther()).toEqual([]);
  for (const [method, endpoint] of [
    ['GET', 'get-session'],
    ['GET', 'list-sessions'],
    ['GET', 'passkey/list-user-passkeys'],
    ['GET', 'passkey/generate-register-options'],
    ['POST', 'passkey/delete-passkey'],
    ['POST', 'passkey/update-passkey'],
    ['POST', 'revoke-sessions'],
    ['POST', 'sign-out'],
  ]) {
    const refused = await request.fetch(`${narrowerUrl}/api/staff/auth/${endpoint}`, {
      method,
      headers: { cookie: await plantedSession(OTHER), origin: narrowerUrl },
      data: method === 'POST' ? { id: 'any', name: 'any' } : undefined,
    });
    expect([endpoint, refused.status(), await sessionsOfOther()]).toEqual([endpoint, 401, []]);
  }
  expect(await sql(`select id from staff_events where event = 'session-ended-removed' and staff_email = $1`, [OTHER])).not.toEqual([]);
  await narrower.stop();

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
