import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { lstatSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { siteConfig } from '../lib/content/site';
import { RETRY_DELAYS_MS } from '../lib/delivery/backoff';
import { ORDER_SIZE_PRICE, orderTemplate, SAMPLE_ORDER, usd } from '../test/fixtures/content-samples';
import {
  armGatewayFailure,
  attachLogsOnFailure,
  awayFromMinuteEnd,
  clientAddressOf,
  contactRequest,
  expect,
  MAIL_GATEWAY_PATH,
  REFERENCE,
  referenceIn,
  subjectWithReference,
  test,
  uniqueEmail,
  upstreamRequests,
  type UpstreamRequest,
} from './support/fixtures';
import {
  copyOfSite,
  createDatabase,
  projectRoot,
  startFakes,
  startSite,
  startSiteGroup,
  userIds,
  withClient,
  type Fakes,
  type SiteGroup,
  type SiteServer,
} from './support/servers';
import { FIRST_RETRY_TAG, groupSiteEnv, siteEnv } from './support/site-under-test';
import { literal } from './support/text-pattern';

/**
 * The store's acceptance tests (docs/requirements.md#the-store, #nothing-lost): production servers from the
 * build playwright.config.ts made, started here with their own loopback fakes
 * (e2e/fakes/upstreams.mjs) on databases of their own on the throwaway PostgreSQL
 * (e2e/support/global-setup.ts): two servers sharing one database; one running as a user who cannot write
 * to the project folder. Each group starts its processes once and stops them in afterAll.
 */

const SERVICE_REQUEST_PATH = '/scgw/api/v1/service/request';
const PHONE = '(206) 342-8631';
/** RATE_LIMIT_PER_MINUTE of e2e/support/site-under-test.ts. */
const LIMIT = 10;
/** How long after a failed delivery it is tried again (lib/delivery/backoff.ts). */
const FIRST_RETRY_MS = RETRY_DELAYS_MS[0];
/** How often a server's delivery worker runs a pass (lib/delivery/worker.ts, WORKER_INTERVAL_MS). */
const WORKER_INTERVAL_MS = 15_000;
/** The tests that wait for a first retry, a minute and more: started before all others (FIRST_RETRY_TAG). */
const FIRST_RETRY = { tag: FIRST_RETRY_TAG };
const EXACT_REFERENCE = new RegExp(`^${REFERENCE.source}$`);
/** A sign order: posters of a template of the content (test/fixtures/content-samples.ts). */
const ORDER = SAMPLE_ORDER;

/** A bot's contact request: the honeypot is filled, so it is counted by the rate limit and dropped. */
const botRequest = () => contactRequest(uniqueEmail('bot'), { website: 'http://spam.test' });

/** POSTs JSON to one of the servers started here, from its own origin (as its pages do). */
function post(request: APIRequestContext, server: SiteServer, route: string, data?: unknown, headers: Record<string, string> = {}) {
  return request.post(`${server.url}${route}`, { data, headers: { origin: server.url, ...headers } });
}

/** The sales notifications a fake mail gateway received for one PayPal order. */
async function orderNotices(request: APIRequestContext, fakes: Fakes, orderId: string): Promise<UpstreamRequest[]> {
  const all = await upstreamRequests(request, MAIL_GATEWAY_PATH, undefined, fakes.url);
  return all.filter(
    (r) => String(r.json?.email_subject).startsWith('Paid sign order') && String(r.json?.desc).includes(`PayPal order: ${orderId}`),
  );
}

/** What a fake PayPal was asked about one order (e2e/fakes/paypal.routes.mjs). */
async function paypalOrder(request: APIRequestContext, fakes: Fakes, orderId: string): Promise<{ captureRequestIds: string[] }> {
  const response = await request.get(`${fakes.url}/__paypal/orders/${orderId}`);
  expect(response.status()).toBe(200);
  return response.json();
}

/** A request as the store keeps it (lib/store/schema.ts), by its reference. */
async function storedRequest(databaseUrl: string, reference: string) {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query('select state, attempts, channel, kind, delivery from requests where reference = $1', [reference]);
    return rows[0] as { state: string; attempts: number; channel: string; kind: string; delivery: Record<string, string> } | undefined;
  });
}

/** How many deliveries a server's own worker reported in its log. */
function workerDeliveries(server: SiteServer): number {
  return server.log.lines
    .map((line) => /^Delivery worker: (\d+) sent/.exec(line.text))
    .reduce((sum, match) => sum + (match ? Number(match[1]) : 0), 0);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test.describe('two production servers on one PostgreSQL database', () => {
  test.describe.configure({ mode: 'serial' });

  let a: SiteServer;
  let b: SiteServer;
  /** A's and B's mail gateway, and their other upstreams (reCAPTCHA, the service gateway, PayPal). */
  let mail: Fakes;
  let others: Fakes;
  let databaseUrl: string;
  let group: SiteGroup | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    group = await startSiteGroup([groupSiteEnv, groupSiteEnv]);
    ({ mail, others, databaseUrl } = group);
    [a, b] = group.sites;
  });

  test.afterAll(async () => {
    await group?.stop();
  });

  attachLogsOnFailure(() => ({ A: a, B: b }));

  test('both use the database', () => {
    for (const server of [a, b]) expect(server.log.toString()).toContain('Store: PostgreSQL at 127.0.0.1');
  });

  test('an order created through A is captured through B, and sales is told once', async ({ request }) => {
    const created = await post(request, a, '/api/orders', ORDER);
    expect(created.status()).toBe(200);
    const { id } = await created.json();

    const captured = await post(request, b, `/api/orders/${id}/capture`);
    expect(captured.status()).toBe(200);
    const answer = await captured.json();
    expect(answer).toEqual({
      ok: true,
      status: 'COMPLETED',
      captureId: expect.stringMatching(/^CAP/),
      reference: expect.stringMatching(EXACT_REFERENCE),
    });

    expect((await paypalOrder(request, others, id)).captureRequestIds).toEqual([`capture-${id}`]);
    const notices = await orderNotices(request, mail, id);
    expect(notices).toHaveLength(1);
    expect(notices[0].json?.email_subject).toBe(subjectWithReference(`Paid sign order: ${orderTemplate.description}`, answer.reference));
    expect(String(notices[0].json?.desc)).toContain(`Amount: ${usd(ORDER_SIZE_PRICE, ORDER.quantity)} USD`);
  });

  test('five captures of one order at once, split over A and B, charge once and tell sales once', async ({ request }) => {
    const created = await post(request, a, '/api/orders', ORDER);
    const { id } = await created.json();

    const answers = await Promise.all([a, b, a, b, a].map((server) => post(request, server, `/api/orders/${id}/capture`)));
    expect(answers.map((answer) => answer.status())).toEqual([200, 200, 200, 200, 200]);
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(bodies[0]).toEqual({
      ok: true,
      status: 'COMPLETED',
      captureId: expect.stringMatching(/^CAP/),
      reference: expect.stringMatching(EXACT_REFERENCE),
    });
    // Every buyer's tab hears the same capture and reference.
    for (const body of bodies) expect(body).toEqual(bodies[0]);

    expect((await paypalOrder(request, others, id)).captureRequestIds).toEqual([`capture-${id}`]);
    const notices = await orderNotices(request, mail, id);
    expect(notices).toHaveLength(1);
    expect(notices[0].json?.email_subject).toBe(subjectWithReference(`Paid sign order: ${orderTemplate.description}`, bodies[0].reference));
  });

  test('the rate limit is shared: posts split over A and B count together, and the next one is refused by either', async ({ request }) => {
    await awayFromMinuteEnd();
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i += 1) statuses.push((await post(request, i % 2 ? b : a, '/api/contactemail', botRequest())).status());
    expect(statuses).toEqual(Array(LIMIT).fill(200));
    for (const server of [a, b]) {
      const refused = await post(request, server, '/api/contactemail', botRequest());
      expect(refused.status()).toBe(429);
      expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
    }
  });

  test(
    'a request whose delivery failed on A is delivered by the worker of A or B at its first retry, exactly once',
    FIRST_RETRY,
    async ({ request }) => {
      test.setTimeout(FIRST_RETRY_MS + WORKER_INTERVAL_MS + 45_000);
      const email = uniqueEmail('retried');
      await armGatewayFailure(request, email, 'status500', 1, mail.url);
      const response = await post(request, a, '/api/contactemail', contactRequest(email));
      expect(response.status()).toBe(202);
      const { reference, outcome } = await response.json();
      expect(outcome).toBe('queued');
      expect(reference).toMatch(EXACT_REFERENCE);
      expect(await upstreamRequests(request, MAIL_GATEWAY_PATH, email, mail.url)).toHaveLength(1);

      await expect
        .poll(async () => (await upstreamRequests(request, MAIL_GATEWAY_PATH, email, mail.url)).length, {
          timeout: FIRST_RETRY_MS + WORKER_INTERVAL_MS + 15_000,
          intervals: [1_000],
        })
        .toBeGreaterThanOrEqual(2);
      // The failed attempt, then one success (the failure was armed once): no second delivery.
      const [failed, delivered, ...more] = await upstreamRequests(request, MAIL_GATEWAY_PATH, email, mail.url);
      expect(more).toHaveLength(0);
      for (const attempt of [failed, delivered]) {
        expect(attempt.json?.email_subject).toBe(subjectWithReference('Website Contact Form', reference));
      }
      const waited = delivered.at - failed.at;
      test.info().annotations.push({ type: 'timing', description: `delivered ${waited} ms after the failed attempt` });
      expect(waited).toBeGreaterThanOrEqual(FIRST_RETRY_MS - 1_000);
      expect(waited).toBeLessThanOrEqual(FIRST_RETRY_MS + WORKER_INTERVAL_MS + 5_000);
      // Recorded as sent, so no worker tries it again; and one of the two servers' workers says it sent it.
      expect(await storedRequest(databaseUrl, reference)).toMatchObject({ state: 'sent', attempts: 2 });
      await expect.poll(() => workerDeliveries(a) + workerDeliveries(b)).toBe(1);
      expect(a.log.toString()).toContain(`Request ${reference} not delivered (mail gateway: answered 500)`);
    },
  );
});

/**
 * The production server of the next group runs as `nobody`, who can read the project but not
 * write to it. Not root, the test cannot change user: it runs the server as the current user in
 * a copy of the project that it made read-only.
 */
const asRoot = process.getuid?.() === 0;

/** What `user` may do in `folder`: read the project and the build, write to it. Checked by a process running as that user. */
function accessAs(folder: string, user: { uid: number; gid: number } | undefined) {
  const probe = `
    const fs = require('node:fs');
    const result = {};
    try {
      fs.readdirSync('.');
      fs.readFileSync('.next/BUILD_ID');
      fs.readFileSync('drizzle/meta/_journal.json');
      fs.readFileSync('node_modules/next/package.json');
      result.read = true;
    } catch (error) {
      result.read = error.code;
    }
    for (const [name, file] of [['project', 'e2e-write-probe'], ['build', '.next/e2e-write-probe'], ['server', '.next/server/e2e-write-probe']]) {
      try {
        fs.writeFileSync(file, 'x');
        fs.unlinkSync(file);
        result[name] = 'written';
      } catch (error) {
        result[name] = error.code;
      }
    }
    console.log(JSON.stringify(result));`;
  const run = spawnSync(process.execPath, ['-e', probe], { cwd: folder, encoding: 'utf8', ...user });
  return JSON.parse(run.stdout || '{}') as Record<string, string | boolean>;
}

/** The entries at the top of the project and under .next/server, with their owners' uids. */
function listing(folder: string): Map<string, number> {
  const entries = new Map<string, number>();
  for (const name of readdirSync(folder)) entries.set(name, lstatSync(path.join(folder, name)).uid);
  const server = path.join(folder, '.next', 'server');
  for (const entry of readdirSync(server, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    entries.set(path.relative(folder, file), lstatSync(file).uid);
  }
  return entries;
}

test.describe('a production server that cannot write to the project folder', () => {
  test.describe.configure({ mode: 'serial' });
  // Not the main server's Origin on every request (e2e/support/fixtures.ts): Chromium refuses to load a
  // page's scripts with another origin's. Requests here name this server's origin themselves.
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': clientAddressOf(String(Math.random())) } });

  let site: SiteServer;
  /** Its mail gateway (stopped and started again below), and its other upstreams. */
  let mail: Fakes;
  let others: Fakes;
  let databaseUrl: string;
  let folder: string;
  const user = asRoot ? userIds('nobody') : undefined;
  const serverUid = user?.uid ?? process.getuid?.() ?? -1;
  // At least 32 characters, or the server refuses to start (docs/requirements.md#nothing-lost, rule 3).
  const cronSecret = `e2e-cron-${randomBytes(16).toString('hex')}`;
  let access: Record<string, string | boolean>;
  let before: Map<string, number>;
  let marker: string;
  const stops: (() => Promise<void>)[] = [];

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    folder = asRoot ? projectRoot : copyOfSite({ readOnly: true });
    access = accessAs(folder, user);
    before = listing(folder);
    marker = path.join(os.tmpdir(), `e2e-marker-${process.pid}-${Date.now()}`);
    writeFileSync(marker, '');
    databaseUrl = await createDatabase();
    [mail, others] = await Promise.all([startFakes(), startFakes()]);
    stops.push(() => mail.stop(), others.stop);
    site = await startSite({
      cwd: folder,
      user,
      env: (url) => ({
        ...siteEnv(url, { mail: mail.url, other: others.url }),
        DATABASE_URL: databaseUrl,
        CRON_SECRET: cronSecret,
        // A service account's home is not a place to write either.
        ...(user ? { HOME: '/nonexistent' } : {}),
      }),
    });
    stops.push(site.stop);
  });

  test.afterAll(async () => {
    await Promise.allSettled(stops.map((stop) => stop()));
    rmSync(marker, { force: true });
    if (folder && folder !== projectRoot) {
      spawnSync('chmod', ['-R', 'u+w', folder]);
      rmSync(folder, { recursive: true, force: true });
    }
  });

  attachLogsOnFailure(() => ({ server: site }));

  test('its user can read the project and the build but write to neither; every form works through it, and it writes no file there', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    expect(access, `what user ${serverUid} may do in ${folder}`).toEqual({
      read: true,
      project: 'EACCES',
      build: 'EACCES',
      server: 'EACCES',
    });
    expect(site.log.toString()).toContain('Store: PostgreSQL at 127.0.0.1');

    await test.step('a contact form, in the browser', async () => {
      const email = uniqueEmail('readonly-contact');
      await page.goto(`${site.url}/quote`);
      const form = page.getByRole('region', { name: 'Request a Quote' });
      const values = {
        Name: 'Taylor Brooks',
        Email: email,
        Phone: PHONE,
        Subject: 'Banner quote',
        Message: 'Three 3x8 ft vinyl banners with grommets.',
      };
      for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value);
      await form.getByRole('button', { name: 'Send' }).click();
      await expect(form.getByRole('status')).toHaveText(
        new RegExp(
          `^Thank you! Your request has been submitted to ${literal(siteConfig.name)}\\. Your reference is ${REFERENCE.source}\\.$`,
        ),
      );
      const reference = referenceIn(await form.getByRole('status').textContent());
      const [received, ...more] = await upstreamRequests(request, MAIL_GATEWAY_PATH, email, mail.url);
      expect(more).toHaveLength(0);
      expect(received.json?.email_subject).toBe(subjectWithReference('Website Contact Form', reference));
      expect(await storedRequest(databaseUrl, reference)).toMatchObject({ state: 'sent', kind: 'contact' });
    });

    await test.step('a service call by equipment number, through the service gateway', async () => {
      const email = uniqueEmail('readonly-service');
      const call = {
        equipmentId: 10452,
        lookup: { by: 'equipment', number: 'EQ-10452' },
        name: 'Morgan Ellis',
        phone: PHONE,
        email,
        message: 'Error 79:04 after every roll change.',
        token: 'human-token',
      };
      const response = await post(request, site, '/api/service/request', call);
      expect(response.status()).toBe(200);
      const { reference, outcome } = await response.json();
      expect(outcome).toBe('sent');
      const calls = ((await (await request.get(`${others.url}/__requests`)).json()) as UpstreamRequest[]).filter(
        (r) => r.path.startsWith(`${SERVICE_REQUEST_PATH}?`) && String(r.json?.callerName).includes(email),
      );
      expect(calls).toHaveLength(1);
      expect(calls[0].json).toEqual({ equipmentId: 10452, callerName: `Morgan Ellis, ${PHONE}, ${email}`, callDescription: call.message });
      expect(await storedRequest(databaseUrl, reference)).toMatchObject({ state: 'sent', channel: 'service-gateway' });

      // Test mode (/repairbeta): kept in the store only, labelled as a test.
      const testCall = await post(request, site, '/api/service/request', { ...call, email: uniqueEmail('readonly-test'), test: true });
      expect(testCall.status()).toBe(200);
      const held = await storedRequest(databaseUrl, (await testCall.json()).reference);
      expect(held).toMatchObject({ state: 'held', channel: 'hold', kind: 'service-call' });
      expect(held?.delivery).toMatchObject({ mailbox: 'service', emailSubject: 'TEST - Service Call (repairbeta)' });
      expect(held?.delivery.desc).toMatch(/^TEST REQUEST from \/repairbeta/);
    });

    await test.step('a sign order, created and captured', async () => {
      const created = await post(request, site, '/api/orders', ORDER);
      expect(created.status()).toBe(200);
      const { id, amount } = await created.json();
      expect(amount).toBe(usd(ORDER_SIZE_PRICE, ORDER.quantity));
      const captured = await post(request, site, `/api/orders/${id}/capture`);
      expect(captured.status()).toBe(200);
      const { reference } = await captured.json();
      expect(reference).toMatch(EXACT_REFERENCE);
      expect(await orderNotices(request, mail, id)).toHaveLength(1);
    });

    await test.step('no file appeared in the project folder', async () => {
      const after = listing(folder);
      // Other processes (the main server, the test runner) may write there; what this server's user owns is its own.
      const added = [...after].filter(([name, uid]) => !before.has(name) && (asRoot ? uid === serverUid : true)).map(([name]) => name);
      expect(added).toEqual([]);
      const written = spawnSync('find', [folder, '-newer', marker, ...(asRoot ? ['-uid', String(serverUid)] : [])], { encoding: 'utf8' });
      expect(written.stdout.split('\n').filter(Boolean)).toEqual([]);
      expect(site.log.toString()).not.toMatch(/EACCES|EROFS|permission denied/i);
    });
  });

  test('the cron route refuses a request without the secret, and runs a pass with it', async ({ request }) => {
    const unauthorized = await request.get(`${site.url}/api/cron/deliver`);
    expect(unauthorized.status()).toBe(401);
    expect(unauthorized.headers()['www-authenticate']).toBe('Bearer');
    for (const authorization of ['Bearer wrong-secret', `Bearer ${cronSecret}x`, cronSecret, `Basic ${cronSecret}`]) {
      expect((await request.get(`${site.url}/api/cron/deliver`, { headers: { authorization } })).status(), authorization).toBe(401);
    }
    const pass = await request.get(`${site.url}/api/cron/deliver`, { headers: { authorization: `Bearer ${cronSecret}` } });
    expect(pass.status()).toBe(200);
    expect(await pass.json()).toEqual({ ok: true, sent: 0, retrying: 0, failed: 0, unknown: 0, purged: 0, ordersPurged: 0 });
    expect((await request.post(`${site.url}/api/cron/deliver`, { headers: { authorization: `Bearer ${cronSecret}` } })).status()).toBe(405);
  });

  test(
    'with its mail gateway down, requests are kept; once it is back, the worker delivers one at its first retry and the cron route another, each once',
    FIRST_RETRY,
    async ({ request }) => {
      test.setTimeout(FIRST_RETRY_MS + 3 * WORKER_INTERVAL_MS + 30_000);
      const { workerStartedAt } = site;
      if (workerStartedAt === undefined) throw new Error(`${site.url} started no delivery worker`);
      /** Where in its worker's 15 s cycle the server is (ms after its last pass). */
      const phase = () => (Date.now() - workerStartedAt) % WORKER_INTERVAL_MS;
      const waitForPhase = async (from: number, to: number) => {
        while (phase() < from || phase() > to) await sleep(50);
      };
      /** Posts a request while the gateway is down: it is kept, and the visitor gets its reference. */
      const postKept = async (email: string) => {
        const response = await post(request, site, '/api/contactemail', contactRequest(email));
        expect(response.status()).toBe(202);
        const answer = await response.json();
        expect(answer).toEqual({ ok: true, reference: expect.stringMatching(EXACT_REFERENCE), outcome: 'queued' });
        return answer.reference as string;
      };

      await mail.kill();
      // The worker runs a pass every 15 s from its start. The first request falls due (a minute
      // after it came in) a few seconds before one of those passes, which delivers it; the second a
      // few seconds after that pass, so the cron route's pass finds it due, ten seconds before the next.
      await waitForPhase(9_000, 11_000);
      const byWorker = { email: uniqueEmail('gateway-down-worker'), postedAt: Date.now(), reference: '' };
      byWorker.reference = await postKept(byWorker.email);
      await waitForPhase(3_500, 5_500);
      const byCron = { email: uniqueEmail('gateway-down-cron'), postedAt: Date.now(), reference: '' };
      byCron.reference = await postKept(byCron.email);
      expect(site.log.toString()).toContain(`Request ${byWorker.reference} not delivered (mail gateway: ECONNREFUSED)`);
      await mail.restart();

      const workerDelivers = async () => {
        await expect
          .poll(async () => (await upstreamRequests(request, MAIL_GATEWAY_PATH, byWorker.email, mail.url)).length, {
            message: 'the worker delivers the first request',
            timeout: FIRST_RETRY_MS + 2 * WORKER_INTERVAL_MS,
            intervals: [250],
          })
          .toBe(1);
      };
      // The second one is due a minute after it came in: the cron route's pass delivers it.
      const cronDelivers = async () => {
        await sleep(byCron.postedAt + FIRST_RETRY_MS - Date.now());
        const passes: { at: number; answeredAt: number; report: Record<string, unknown> }[] = [];
        while (!passes.some((pass) => Number(pass.report.sent) > 0) && Date.now() < byCron.postedAt + FIRST_RETRY_MS + 8_000) {
          const at = Date.now();
          const pass = await request.get(`${site.url}/api/cron/deliver`, { headers: { authorization: `Bearer ${cronSecret}` } });
          expect(pass.status()).toBe(200);
          passes.push({ at, answeredAt: Date.now(), report: await pass.json() });
          await sleep(200);
        }
        return passes;
      };
      const [, passes] = await Promise.all([workerDelivers(), cronDelivers()]);

      const [delivered] = await upstreamRequests(request, MAIL_GATEWAY_PATH, byWorker.email, mail.url);
      const [byRoute] = await upstreamRequests(request, MAIL_GATEWAY_PATH, byCron.email, mail.url);
      test.info().annotations.push({
        type: 'timing',
        description: `worker started at ${new Date(workerStartedAt).toISOString()}; first request posted at phase ${(byWorker.postedAt - workerStartedAt) % WORKER_INTERVAL_MS} ms, delivered ${delivered.at - byWorker.postedAt} ms later; second posted at phase ${(byCron.postedAt - workerStartedAt) % WORKER_INTERVAL_MS} ms, ${passes.length} cron calls`,
      });
      expect(delivered.json?.email_subject).toBe(subjectWithReference('Website Contact Form', byWorker.reference));
      expect(delivered.at - byWorker.postedAt).toBeGreaterThanOrEqual(FIRST_RETRY_MS);
      expect(delivered.at - byWorker.postedAt).toBeLessThanOrEqual(FIRST_RETRY_MS + WORKER_INTERVAL_MS + 5_000);
      await expect.poll(() => workerDeliveries(site), { message: 'the worker says it sent one' }).toBe(1);

      // The cron call that found the second one due delivered it, and only it; the calls before found nothing due.
      const last = passes.at(-1)!;
      expect(last.report).toEqual({ ok: true, sent: 1, retrying: 0, failed: 0, unknown: 0, purged: 0, ordersPurged: 0 });
      for (const pass of passes.slice(0, -1))
        expect(pass.report).toEqual({ ok: true, sent: 0, retrying: 0, failed: 0, unknown: 0, purged: 0, ordersPurged: 0 });
      expect(byRoute.json?.email_subject).toBe(subjectWithReference('Website Contact Form', byCron.reference));
      expect(byRoute.at).toBeGreaterThanOrEqual(last.at);
      expect(byRoute.at).toBeLessThanOrEqual(last.answeredAt);

      // Each is recorded as sent after two attempts (the refused one and the delivery), and sent once.
      for (const { reference, email } of [byWorker, byCron]) {
        expect(await storedRequest(databaseUrl, reference)).toMatchObject({ state: 'sent', attempts: 2 });
        expect(await upstreamRequests(request, MAIL_GATEWAY_PATH, email, mail.url)).toHaveLength(1);
      }
      expect(workerDeliveries(site)).toBe(1);
    },
  );
});

test('the cron route answers 503 on a server without CRON_SECRET', async ({ request }) => {
  const response = await request.get('/api/cron/deliver', { headers: { authorization: 'Bearer anything' } });
  expect(response.status()).toBe(503);
  expect(await response.json()).toEqual({ ok: false, error: 'CRON_SECRET is not set on this server' });
});

test('behind one proxy, a client writing its own X-Forwarded-For entries is still counted by the address the proxy saw', async ({
  request,
}) => {
  await awayFromMinuteEnd();
  const octet = () => 1 + Math.floor(Math.random() * 254);
  const randomAddress = () => `${octet()}.${octet()}.${octet()}.${octet()}`;
  // What the proxy appended: the address it saw (TEST-NET-3), after whatever the client wrote.
  const seenByProxy = `203.0.113.${octet()}`;
  const spoofed = () => ({ 'x-forwarded-for': `${randomAddress()}, ${seenByProxy}` });

  const statuses: number[] = [];
  for (let i = 0; i < LIMIT; i += 1) {
    statuses.push((await request.post('/api/contactemail', { data: botRequest(), headers: spoofed() })).status());
  }
  expect(statuses).toEqual(Array(LIMIT).fill(200));
  const refused = await request.post('/api/contactemail', { data: botRequest(), headers: spoofed() });
  expect(refused.status()).toBe(429);
  // Another client behind the same proxy keeps its own budget.
  const other = await request.post('/api/contactemail', {
    data: botRequest(),
    headers: { 'x-forwarded-for': `${randomAddress()}, 198.51.100.${octet()}` },
  });
  expect(other.status()).toBe(200);
});

test(
  'with the embedded store, the server delivers a kept request at its first retry, once: its worker and its handlers share one store',
  FIRST_RETRY,
  async ({ request }) => {
    test.setTimeout(FIRST_RETRY_MS + WORKER_INTERVAL_MS + 45_000);
    const email = uniqueEmail('embedded-retry');
    await armGatewayFailure(request, email, 'status500', 1);
    const response = await request.post('/api/contactemail', { data: contactRequest(email) });
    expect(response.status()).toBe(202);
    const { reference } = await response.json();
    expect(reference).toMatch(EXACT_REFERENCE);
    await expect
      .poll(async () => (await upstreamRequests(request, MAIL_GATEWAY_PATH, email)).length, {
        timeout: FIRST_RETRY_MS + WORKER_INTERVAL_MS + 15_000,
        intervals: [1_000],
      })
      .toBe(2);
    const [, delivered] = await upstreamRequests(request, MAIL_GATEWAY_PATH, email);
    expect(delivered.json?.email_subject).toBe(subjectWithReference('Website Contact Form', reference));
    // No third attempt: the success was recorded.
    await new Promise((resolve) => setTimeout(resolve, WORKER_INTERVAL_MS + 2_000));
    expect(await upstreamRequests(request, MAIL_GATEWAY_PATH, email)).toHaveLength(2);
  },
);
