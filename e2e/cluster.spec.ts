import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { templatePath } from '../lib/http/routes';
import { startCluster } from '../scripts/cluster.mjs';
import { freePort } from '../scripts/throwaway-postgres.mjs';
import { machineSamples, templateSamples } from '../test/fixtures/content-samples';
import {
  clientAddressOf,
  contactFormValues,
  contactRequest,
  expect,
  fillForm,
  MAIL_GATEWAY_PATH,
  referenceIn,
  subjectWithReference,
  test,
  uniqueEmail,
  upstreamRequests,
  type UpstreamRequest,
} from './support/fixtures';
import { projectRoot, startFakes, stopAll, type Fakes } from './support/servers';
import { siteEnv } from './support/site-under-test';

/**
 * The self-hosted recipe (deploy/, docs/deploy.md#deploy-on-your-own-servers) rehearsed by
 * `npm run cluster`: nginx with deploy/nginx/printshop.conf in front of two `next start` instances
 * of the build playwright.config.ts made, on a throwaway PostgreSQL, with loopback fakes of their
 * own for the outside services.
 */

// One after the other: the first checks that no throwaway folder is left behind, the second makes some.
test.describe.configure({ mode: 'serial' });

// The pages here are the cluster's: no Origin header of the main server's (e2e/support/fixtures.ts).
test.use({ extraHTTPHeaders: { 'x-forwarded-for': clientAddressOf(String(Math.random())) } });

let fakes: Fakes;
test.beforeAll(async () => {
  fakes = await startFakes();
});
test.afterAll(stopAll);

/** Pages made from the content, each cached by nginx on its first visit: the machines', then the templates'. */
const dataPages = [...machineSamples.map((sample) => sample.route), ...templateSamples.map((_, index) => templatePath(index))];

/** The settings of the cluster's instances, given nginx's address. */
const clusterEnv = (url: string) => siteEnv(url, { mail: fakes.url, other: fakes.url });

/**
 * A GET to nginx on `port` with `host` in its Host header (Playwright's request sets its own).
 * @returns the status
 * @throws the socket's error when the connection is closed without an answer
 */
function getWithHost(port: number, path: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers: { host } }, (response) => {
        response.resume();
        resolve(response.statusCode!);
      })
      .on('error', reject);
  });
}

/** The throwaway folders of clusters and PostgreSQL servers now in the temp directory. */
const throwawayFolders = () => readdirSync(os.tmpdir()).filter((name) => /^(printshop-nginx-|pg-throwaway-)/.test(name));

test('npm run cluster serves pages and requests through nginx, and Ctrl-C stops it all and removes its data', async ({ request }) => {
  test.setTimeout(180_000);
  const before = new Set(throwawayFolders());
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // Its own process group, as a terminal's foreground job: Ctrl-C signals the whole group.
  const cluster = spawn('npm', ['run', 'cluster'], {
    cwd: projectRoot,
    env: { ...process.env, ...clusterEnv(url), PORT: String(port), DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  cluster.stdout!.on('data', (chunk) => (output += chunk));
  cluster.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    cluster.once('exit', (code, signal) => resolve({ code, signal })),
  );
  try {
    await expect
      .poll(() => output, { timeout: 120_000, message: 'the cluster says it is ready' })
      .toContain(`Cluster ready: ${url} (nginx)`);

    const first = await request.get(`${url}${dataPages[0]}`);
    expect(first.status()).toBe(200);
    expect(await first.text()).toContain('<h1');
    expect(first.headers()['x-cache-status']).toBe('MISS');
    const second = await request.get(`${url}${dataPages[0]}`);
    expect(second.headers()['x-cache-status']).toBe('HIT');

    const script = /\/_next\/static\/[^"]+\.js/.exec(await second.text())?.[0];
    const file = await request.get(`${url}${script}`);
    expect(file.status()).toBe(200);
    expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    const email = uniqueEmail('cluster');
    const answer = await request.post(`${url}/api/contactemail`, { data: contactRequest(email), headers: { origin: url } });
    expect(answer.status()).toBe(200);
    const { reference, outcome } = await answer.json();
    expect(outcome).toBe('sent');
    const delivered = await upstreamRequests(request, MAIL_GATEWAY_PATH, email, fakes.url);
    expect(delivered.map((r) => r.json?.email_subject)).toEqual([subjectWithReference('Website Contact Form', reference)]);
  } finally {
    if (cluster.exitCode === null) process.kill(-cluster.pid!, 'SIGINT');
  }
  // The script exits 0; npm, which got the Ctrl-C too, then ends by that signal, as a shell's job does.
  expect([
    { code: 0, signal: null },
    { code: null, signal: 'SIGINT' },
  ]).toContainEqual(await exited);
  expect(output).toContain('Cluster stopped, throwaway data removed.');
  await expect(request.get(`${url}/`)).rejects.toThrow();
  expect(throwawayFolders().filter((name) => !before.has(name))).toEqual([]);
});

test('when an instance dies, nginx sends GETs and new POSTs to the other; with none left, cached pages still load and a request is refused with a 502 the form explains', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const cluster = await startCluster({ port, env: clusterEnv(url), quiet: true });
  try {
    expect((await request.get(`${url}/support`)).status()).toBe(200);
    const [first, second] = cluster.instances;
    await first.kill();
    // Pages not in nginx's cache yet, and new requests: the instance left answers them all.
    for (const path of [...dataPages.slice(1, 4), '/about']) {
      expect((await request.get(`${url}${path}`)).status(), path).toBe(200);
    }
    const email = uniqueEmail('failover');
    const answer = await request.post(`${url}/api/contactemail`, { data: contactRequest(email), headers: { origin: url } });
    expect(answer.status()).toBe(200);

    await page.goto(`${url}/support`);
    const visitor = uniqueEmail('no-instance');
    const form = await fillForm(page, 'Contact Us', contactFormValues(visitor));
    // Send shows once the spam check passed.
    await expect(form.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 15_000 });
    await second.kill();
    // No instance left: nginx answers 502, and the page says so.
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/contactemail'));
    await form.getByRole('button', { name: 'Send' }).click();
    expect((await refused).status()).toBe(502);
    await expect(form.getByRole('alert')).toContainText('Your request was not sent. Please try again', { timeout: 15_000 });
    // Pages in nginx's cache are still served.
    const cached = await request.get(`${url}/support`);
    expect([cached.status(), cached.headers()['x-cache-status']]).toEqual([200, 'HIT']);

    await second.start();
    // nginx takes an instance back once it answers again (it may first refuse one request with all marked failed).
    await expect.poll(async () => (await request.get(`${url}${dataPages[4]}`)).status(), { timeout: 30_000 }).toBe(200);
    await form.getByRole('button', { name: 'Retry' }).click();
    await expect(form.getByRole('status')).toContainText('Your reference is', { timeout: 15_000 });
    const reference = referenceIn(await form.getByRole('status').textContent());
    const delivered = await upstreamRequests(request, MAIL_GATEWAY_PATH, visitor, fakes.url);
    expect(delivered.map((r) => r.json?.email_subject)).toEqual([subjectWithReference('Website Contact Form', reference)]);
  } finally {
    await cluster.stop();
  }
});

test("nginx closes the connection on a host name that is not the site's, and passes an instance's own 502 on without trying the other", async ({
  request,
}) => {
  test.setTimeout(180_000);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const cluster = await startCluster({ port, env: clusterEnv(url), quiet: true });
  try {
    expect(await getWithHost(port, '/support', `127.0.0.1:${port}`)).toBe(200);
    // Any other name: no page, no status, the connection closed (nginx's 444).
    await expect(getWithHost(port, '/support', 'www.someone-else.example')).rejects.toMatchObject({ code: 'ECONNRESET' });

    // The service gateway fails this lookup (e2e/fakes/service-gateway.routes.mjs): each instance answers 502 itself.
    const failingLookups = async () =>
      ((await (await request.get(`${fakes.url}/__requests`)).json()) as UpstreamRequest[]).filter(
        (r) => r.path.startsWith('/scgw/api/v1/equipment/number?') && r.path.includes('FAIL-500'),
      ).length;
    const before = await failingLookups();
    for (let n = 0; n < 3; n += 1) {
      const answer = await request.get(`${url}/api/service/equipment?number=FAIL-500`, {
        headers: { 'x-captcha-token': 'human-token', origin: url },
      });
      expect(answer.status()).toBe(502);
      // The site's own answer, not nginx's page for an upstream it gave up on: both instances stay in.
      expect(await answer.json()).toMatchObject({ ok: false });
    }
    // Once per lookup: nginx did not send any of them on to the other instance.
    expect((await failingLookups()) - before).toBe(3);
    expect((await request.get(`${url}${dataPages[4]}`)).status()).toBe(200);
  } finally {
    await cluster.stop();
  }
});
