import { rmSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { machineSamples } from '../test/fixtures/content-samples';
import {
  clientAddressOf,
  contactFormValues,
  expect,
  fillForm,
  MAIL_GATEWAY_PATH,
  referenceIn,
  subjectWithReference,
  test,
  uniqueEmail,
  upstreamRequests,
} from './support/fixtures';
import { CPU_SLOWDOWN, layoutShift, LIGHTHOUSE_PHONE, slowDownCpu } from './support/layout-shift';
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
import { PREVIEW_BUILD_DIR, siteEnv, withoutSpamCheck } from './support/site-under-test';

/**
 * A preview deployment (docs/requirements.md#previews): the preview build playwright.config.ts
 * made (DEPLOY_ENV=preview, without a spam-check key), started from a copy of the project with
 * DEPLOY_ENV=preview, its own loopback fakes and PREVIEW_MAILBOX=preview. The forms without a
 * spam check are tested here too: that is the other thing only a build can choose.
 */

// The pages here are another server's: no Origin header of the main one's (e2e/support/fixtures.ts).
test.use({ extraHTTPHeaders: { 'x-forwarded-for': clientAddressOf(String(Math.random())) } });

let fakes: Fakes;
let preview: SiteServer;
let previewDatabase: string;
let folder: string;

/** Staff sign-in set up, with production's secret (lib/staff/preview.ts derives the preview's own). */
const STAFF = { STAFF_EMAILS: 'ops@shop.test', BETTER_AUTH_SECRET: 'e2e-preview-secret-of-at-least-32-characters' };

/** The settings of a preview server, given its address: the e2e settings, the preview's own, a database of its own. */
async function previewEnv(extra: Record<string, string> = {}, databaseUrl?: string) {
  databaseUrl ??= await createDatabase();
  return (url: string) => ({
    ...siteEnv(url, { mail: fakes.url, other: fakes.url }),
    ...withoutSpamCheck,
    DEPLOY_ENV: 'preview',
    PREVIEW_MAILBOX: 'preview',
    DATABASE_URL: databaseUrl,
    ...extra,
  });
}

// One worker, in order: beforeAll runs in each worker that reaches a file's tests, and each would
// copy the build and start a server of its own.
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fakes = await startFakes();
  folder = copyOfSite({ build: path.join(projectRoot, PREVIEW_BUILD_DIR) });
  previewDatabase = await createDatabase();
  preview = await startSite({ cwd: folder, env: await previewEnv(STAFF, previewDatabase) });
});
test.afterAll(async () => {
  await stopAll();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

// Next adds configured headers to every answer but its redirects, which have nothing to index.
test('every answer carries X-Robots-Tag: noindex: pages, the 404 page, files, route handlers', async ({ request }) => {
  for (const [route, status] of [
    ['/', 200],
    [machineSamples[0].route, 200],
    ['/no-such-page', 404],
    ['/credit-application.pdf', 200],
    ['/api/contactemail', 405],
  ] as const) {
    const answer = await request.get(`${preview.url}${route}`, { maxRedirects: 0 });
    expect(answer.status(), route).toBe(status);
    expect(answer.headers()['x-robots-tag'], route).toBe('noindex');
  }
});

test('the production build sends no X-Robots-Tag', async ({ request }) => {
  const answer = await request.get('/');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['x-robots-tag']).toBeUndefined();
});

test('robots.txt disallows everything and names no sitemap; the sitemap lists nothing', async ({ request }) => {
  const robots = await (await request.get(`${preview.url}/robots.txt`)).text();
  expect(robots).toMatch(/^User-Agent: \*\nDisallow: \/\n/);
  expect(robots).not.toContain('Sitemap');
  const sitemap = await (await request.get(`${preview.url}/sitemap.xml`)).text();
  expect(sitemap).toContain('<urlset');
  expect(sitemap).not.toContain('<url>');
});

test('every page shows the Preview banner above the header, in the HTML as served, and stays accessible', async ({ page }) => {
  for (const route of ['/', '/support', '/library/template/0']) {
    await page.goto(`${preview.url}${route}`);
    const banner = page.getByRole('complementary', { name: 'Preview deployment' });
    await expect(banner).toHaveText(/^Preview: a test version of this site\./);
    // The first thing on the page, right above the header.
    const shown = await page.evaluate(() =>
      [...document.body.children]
        .filter((e) => e.getBoundingClientRect().height > 0 && getComputedStyle(e).position === 'static')
        .map((e) => e.tagName),
    );
    expect(shown.slice(0, 2), route).toEqual(['ASIDE', 'HEADER']);
    const [bannerBox, headerBox] = [await banner.boundingBox(), await page.getByRole('banner').boundingBox()];
    expect(headerBox!.y).toBeCloseTo(bannerBox!.y + bannerBox!.height, 0);
  }
  const html = await (await page.request.get(`${preview.url}/about`)).text();
  expect(html).toContain('aria-label="Preview deployment"');
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
});

test('a contact request goes to PREVIEW_MAILBOX with [PREVIEW] in the subject', async ({ page, request }) => {
  const email = uniqueEmail('preview');
  await page.goto(`${preview.url}/quote`);
  const form = await fillForm(page, 'Request a Quote', contactFormValues(email));
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByRole('status')).toContainText('Your reference is', { timeout: 15_000 });
  const reference = referenceIn(await form.getByRole('status').textContent());
  const delivered = await upstreamRequests(request, MAIL_GATEWAY_PATH, email, fakes.url);
  expect(delivered.map((r) => [r.json?.contact_email, r.json?.email_subject])).toEqual([
    ['preview', `[PREVIEW] ${subjectWithReference('Website Contact Form', reference)}`],
  ]);
});

/**
 * Pages whose request form ends in the Send row (docs/requirements.md#contact-form): without a
 * spam-check key, as a small dealer's site may start (a public key is the build's, so this build
 * has none).
 */
const formRoutes = ['/quote', '/pickup', '/lease', '/support', '/callme', '/hpshow', '/meter'];

for (const route of formRoutes) {
  test(`${route} without a spam-check key: Send shows at once and nothing moves on a slow phone (CPU ${CPU_SLOWDOWN}x slower)`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(LIGHTHOUSE_PHONE);
    await slowDownCpu(page);
    await page.goto(`${preview.url}${route}`);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
    await expect(page.getByText('Verifying')).toHaveCount(0);
    await page.mouse.wheel(0, 10_000);
    await expect.poll(() => layoutShift(page), 'layout shift at 412 px').toBe(0);
  });
}

/** Asks a preview at `url` for a staff sign-in link, from a page of that address. */
const askForLink = (request: APIRequestContext, url: string) =>
  request.post(`${url}/api/staff/auth/sign-in/magic-link`, {
    headers: { origin: url },
    data: { email: 'ops@shop.test', callbackURL: '/staff' },
  });

test("staff sign in on a preview only on a store of its own: production's requests in it close the sign-in", async ({ page, request }) => {
  await page.goto(`${preview.url}/staff/sign-in`);
  await expect(page.getByRole('button', { name: 'Email me a sign-in link' })).toBeVisible();
  // The preview pointed at production's database by mistake: it holds a production request.
  await withClient(previewDatabase, (client) =>
    client.query(
      "insert into requests (reference, kind, stage, channel, state, received_at) values ('R-2611-PROD', 'contact', 'production', 'mail', 'sent', now())",
    ),
  );
  try {
    const refused = await askForLink(request, preview.url);
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error).toBe(
      "Staff sign-in on a preview needs a store of its own: this preview's DATABASE_URL holds 1 production request(s). Give the preview its own database.",
    );
    await page.reload();
    await expect(page.getByText('Staff sign-in on a preview needs a store of its own')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Email me a sign-in link' })).toHaveCount(0);
  } finally {
    await withClient(previewDatabase, (client) => client.query("delete from requests where reference = 'R-2611-PROD'"));
  }
  expect((await askForLink(request, preview.url)).status()).toBe(200);
});

test("staff sign in on a preview only at its own address: production's SITE_URL closes the sign-in", async ({ page, request }) => {
  test.setTimeout(120_000);
  const misconfigured = await startSite({ cwd: folder, env: await previewEnv({ ...STAFF, SITE_URL: 'https://www.print-shop.example' }) });
  try {
    const refused = await askForLink(request, misconfigured.url);
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error).toBe(
      `Staff sign-in on a preview works only at the preview's own address: this preview's SITE_URL names www.print-shop.example, not ${new URL(misconfigured.url).host}. Set SITE_URL for the preview to its own address.`,
    );
    await page.goto(`${misconfigured.url}/staff/sign-in`);
    await expect(page.getByText("Staff sign-in on a preview works only at the preview's own address")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Email me a sign-in link' })).toHaveCount(0);
    expect(misconfigured.log.lines.map((line) => line.text)).toContainEqual(
      expect.stringMatching(/^Staff: on .*; a preview signs staff in only when www\.print-shop\.example is its own address/),
    );
  } finally {
    await misconfigured.stop();
  }
});

test('a preview server with the live PayPal API stops at start, naming PAYPAL_API_BASE', async () => {
  test.setTimeout(120_000);
  const start = startSite({ cwd: folder, env: await previewEnv({ PAYPAL_API_BASE: 'https://api-m.paypal.com' }) });
  await expect(start).rejects.toThrow(/the process exited \(1\)[\s\S]*PAYPAL_API_BASE: a preview deployment must use the PayPal sandbox/);
});

test('a production build started as a preview stops at start and says why', async () => {
  test.setTimeout(120_000);
  const start = startSite({ env: await previewEnv() });
  await expect(start).rejects.toThrow(
    /the process exited \(1\)[\s\S]*This build was made for production and the server was started as preview/,
  );
});
