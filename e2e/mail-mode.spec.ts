import { rmSync } from 'node:fs';
import {
  clientAddressOf,
  expect,
  formRegion,
  MAIL_GATEWAY_PATH,
  referenceIn,
  subjectWithReference,
  test,
  uniqueEmail,
  upstreamRequests,
  type UpstreamRequest,
} from './support/fixtures';
import { meterFormHeading } from './support/request-page-words';
import { copyOfSite, createDatabase, startFakes, startSite, stopAll, type Fakes, type SiteServer } from './support/servers';
import { siteEnv } from './support/site-under-test';

/**
 * Service calls and meter readings in mail mode (docs/requirements.md#service-backend): the main
 * build, started from a copy of the project with SERVICE_BACKEND=mail, its own fakes and database.
 * The backend is a setting of the server, not of the build: the pages learn from the first lookup's
 * answer that numbers are taken as typed. Nothing is looked up (not even in the demo sandbox), and
 * the requests go to the service mailbox through the mail gateway's fake.
 */

// The pages here are another server's: no Origin header of the main one's (e2e/support/fixtures.ts).
test.use({ extraHTTPHeaders: { 'x-forwarded-for': clientAddressOf(String(Math.random())) } });

let fakes: Fakes;
let site: SiteServer;
let folder: string;

/** The settings of a mail-mode server: the e2e ones, the service gateway's unset unless given, a database of its own. */
async function mailModeEnv(extra: Record<string, string> = {}) {
  const databaseUrl = await createDatabase();
  return (url: string) => ({
    ...siteEnv(url, { mail: fakes.url, other: fakes.url }),
    SCGW_URL: '',
    SCGW_API_KEY: '',
    SERVICE_BACKEND: 'mail',
    DATABASE_URL: databaseUrl,
    ...extra,
  });
}

/** What reached the service gateway's fake: nothing may, in mail mode. */
const atGateway = async (request: Parameters<typeof upstreamRequests>[0]) =>
  ((await (await request.get(`${fakes.url}/__requests`)).json()) as UpstreamRequest[]).filter((r) => r.path.startsWith('/scgw/'));

// One worker, in order: beforeAll runs in each worker that reaches a file's tests, and each would
// copy the build and start a server of its own.
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fakes = await startFakes();
  folder = copyOfSite();
  site = await startSite({ cwd: folder, env: await mailModeEnv() });
});
test.afterAll(async () => {
  await stopAll();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

test('the start log names mail mode', () => {
  expect(site.log.lines.map((line) => line.text)).toContainEqual(expect.stringMatching(/^Service calls: mail \(no service gateway\)/));
});

test('a service call from a QR label takes the number as typed and reaches the service mailbox', async ({ page, request }) => {
  const email = uniqueEmail('mail-mode-call');
  await page.goto(`${site.url}/repair/servicecall?equipment=EQ-77812`);
  const form = page.locator('form').filter({ has: page.getByLabel('Equipment Number') });
  await expect(form.getByLabel('Equipment Number')).toHaveValue('EQ-77812');
  await expect(form.getByRole('status').first()).toHaveText(
    'Number notedWe send your request with equipment number EQ-77812 as you typed it; our service desk matches it to your machine.',
  );
  await form.getByLabel('Name', { exact: true }).fill('Avery Quinn');
  await form.getByLabel('Phone', { exact: true }).fill('(206) 342-8631');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Message', { exact: true }).fill('The copier jams in tray 2.');
  await form.getByRole('button', { name: 'Send' }).click();
  const thanks = page.getByRole('status').filter({ hasText: 'Thank you!' });
  await expect(thanks).toContainText('Your service call for the machine with equipment number EQ-77812 has been submitted', {
    timeout: 15_000,
  });
  const reference = referenceIn(await thanks.textContent());
  const [mail] = await upstreamRequests(request, MAIL_GATEWAY_PATH, email, fakes.url);
  expect(mail.json).toMatchObject({ contact_email: 'service', email_subject: subjectWithReference('Service Call', reference) });
  expect(String(mail.json?.desc).split('\n')).toEqual([
    `Reference: ${reference}`,
    'Equipment Number: EQ-77812 (as typed; not looked up)',
    `Caller: Avery Quinn, (206) 342-8631, ${email}`,
    'Description of the Problem:',
    'The copier jams in tray 2.',
  ]);
  expect(await atGateway(request)).toEqual([]);
});

test('a meter reading takes the number as typed and reaches the service mailbox', async ({ page, request }) => {
  const email = uniqueEmail('mail-mode-meter');
  await page.goto(`${site.url}/meter?equipment=EQ-77812`);
  const form = formRegion(page, meterFormHeading);
  await expect(form.getByRole('status').first()).toContainText('Number noted');
  await form.getByLabel('Black & White', { exact: true }).fill('4200');
  await form.getByLabel('Name', { exact: true }).fill('Avery Quinn');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByRole('status')).toContainText('Thank you! Your meter reading for equipment number EQ-77812', { timeout: 15_000 });
  const [mail] = await upstreamRequests(request, MAIL_GATEWAY_PATH, email, fakes.url);
  expect(mail.json).toMatchObject({ contact_email: 'service' });
  expect(String(mail.json?.desc)).toContain('Equipment Number: EQ-77812 (as typed; not looked up)');
  expect(await atGateway(request)).toEqual([]);
});

test('the lookup handlers answer that numbers are taken as typed, even without a spam-check token: the demo sandbox is never asked', async ({
  request,
}) => {
  for (const kind of ['equipment', 'customer']) {
    const answer = await request.get(`${site.url}/api/service/${kind}?number=DEMO-1001`, { headers: { origin: site.url } });
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toEqual({ ok: true, asTyped: true });
  }
  expect(await atGateway(request)).toEqual([]);
});

test('the same build started with the service gateway looks machines up: the backend is the server’s setting', async ({ page }) => {
  test.setTimeout(120_000);
  const gatewaySite = await startSite({
    cwd: folder,
    env: await mailModeEnv({ SERVICE_BACKEND: '', SCGW_URL: fakes.url, SCGW_API_KEY: 'e2e-scgw-api-key' }),
  });
  expect(gatewaySite.log.lines.map((line) => line.text)).toContainEqual(expect.stringMatching(/^Service calls: gateway/));
  await page.goto(`${gatewaySite.url}/repair/servicecall?equipment=EQ-10452`);
  const form = page.locator('form').filter({ has: page.getByLabel('Equipment Number') });
  await expect(form.getByRole('status').first()).toContainText('Machine found', { timeout: 15_000 });
});
