import { insertRequest } from '@/lib/store/request-queue';
import { closeRouteStores, loadRoute, newClientAddress, type LoadedRoute } from '@/test/api/route-env';
import { sendJson, startFakeServer, type FakeServer } from '@/test/fakes/http';
import { sampleDelivery } from '@/test/fixtures/requests';
import { ENGINES, STORE_OPEN_TIMEOUT_MS, storeVariables } from '@/test/store-env';

type CronRoute = LoadedRoute<typeof import('./route')>;

const SECRET = 'cron-secret-of-at-least-some-length';

function get(headers: Record<string, string> = {}) {
  return new Request('http://localhost/api/cron/deliver', { headers });
}

let gateway: FakeServer;
beforeAll(async () => {
  gateway = await startFakeServer((_, res) => sendJson(res, 200, { statusCode: 200 }));
});
afterAll(async () => {
  await closeRouteStores();
  await gateway.close();
});

describe('GET /api/cron/deliver without CRON_SECRET', () => {
  it('answers 503: nobody may run passes until the secret is set', async () => {
    const route = await loadRoute(() => import('./route'), { CONTACT_API_URL: `${gateway.url}/prod` });
    const response = await route.GET(get({ authorization: 'Bearer ' }));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, error: 'CRON_SECRET is not set on this server' });
  });
});

describe.each(ENGINES)('GET /api/cron/deliver on %s', (engine) => {
  let route: CronRoute;
  let refused = 0;

  beforeAll(async () => {
    route = await loadRoute(() => import('./route'), {
      CRON_SECRET: SECRET,
      CONTACT_API_URL: `${gateway.url}/prod`,
      ...(await storeVariables(engine)),
    });
    await route.database();
  }, STORE_OPEN_TIMEOUT_MS);
  beforeEach(() => {
    gateway.requests.length = 0;
  });

  it.each([
    ['no Authorization header', {}],
    ['another secret', { authorization: 'Bearer not-the-cron-secret-at-all-no' }],
    ['the secret with a character more', { authorization: `Bearer ${SECRET}x` }],
    ['the secret without the Bearer scheme', { authorization: SECRET }],
    ['the secret as Basic credentials', { authorization: `Basic ${SECRET}` }],
  ])('answers 401 to %s, and runs no pass', async (_, headers) => {
    const db = await route.database();
    refused += 1;
    await insertRequest(db, {
      stage: 'production',
      reference: `R-2611-00${refused}A`,
      delivery: sampleDelivery('unauthorized@customer.test'),
      channel: 'mail',
      state: 'pending',
      now: new Date(),
    });
    const response = await route.GET(get(headers));
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(await response.json()).toEqual({ ok: false, error: 'Unauthorized' });
    expect(gateway.requests).toHaveLength(0);
  });

  it('runs one delivery pass with the secret, and answers what it did', async () => {
    // The requests the refused calls above left pending, and one more.
    const db = await route.database();
    await insertRequest(db, {
      stage: 'production',
      reference: 'R-2611-CR0N',
      delivery: sampleDelivery('cron@customer.test'),
      channel: 'mail',
      state: 'pending',
      now: new Date(),
    });
    const response = await route.GET(get({ authorization: `Bearer ${SECRET}` }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, sent: 6, retrying: 0, failed: 0, unknown: 0, purged: 0, ordersPurged: 0 });
    const emails = gateway.requests.map((r) => (JSON.parse(r.body) as { email: string }).email);
    expect(emails.sort()).toEqual([...Array(5).fill('unauthorized@customer.test'), 'cron@customer.test'].sort());

    const again = await route.GET(get({ authorization: `Bearer ${SECRET}` }));
    expect(await again.json()).toEqual({ ok: true, sent: 0, retrying: 0, failed: 0, unknown: 0, purged: 0, ordersPurged: 0 });
    expect(gateway.requests).toHaveLength(6);
  });

  it.each(['bearer', 'BEARER', 'bEaReR'])(
    'takes the scheme written %s, as RFC 9110 allows any case, and more than one space',
    async (scheme) => {
      expect((await route.GET(get({ authorization: `${scheme} ${SECRET}` }))).status).toBe(200);
      expect((await route.GET(get({ authorization: `${scheme}   ${SECRET}` }))).status).toBe(200);
    },
  );
});

describe('GET /api/cron/deliver to a client guessing the secret', () => {
  it(
    'counts wrong secrets in a budget of its own: once RATE_LIMIT_PER_MINUTE are used, 429 before any secret is compared; the right one never counts',
    async () => {
      const route = await loadRoute(() => import('./route'), {
        CRON_SECRET: SECRET,
        CONTACT_API_URL: `${gateway.url}/prod`,
        RATE_LIMIT_PER_MINUTE: '3',
        ...(await storeVariables('embedded')),
      });
      const from = (client: string, authorization: string) => get({ authorization, 'x-forwarded-for': client });
      const statusesOf = async (client: string, authorizations: string[]) => {
        const statuses = [];
        for (const authorization of authorizations) statuses.push((await route.GET(from(client, authorization))).status);
        return statuses;
      };
      // The windows are minutes of the clock: the calls share one.
      const left = 60_000 - (Date.now() % 60_000);
      if (left < 10_000) await new Promise((resolve) => setTimeout(resolve, left));

      const guesser = newClientAddress();
      expect(
        await statusesOf(guesser, ['Bearer guess-1', 'Bearer guess-2', 'Bearer guess-3', `Bearer ${SECRET}`, 'Bearer guess-4']),
      ).toEqual([401, 401, 401, 429, 429]);
      const refused = await route.GET(from(guesser, 'Bearer guess-5'));
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // The scheduler, with the secret, as often as it likes; and after two wrong guesses, a third is still a 401.
      const scheduler = newClientAddress();
      expect(await statusesOf(scheduler, Array(5).fill(`Bearer ${SECRET}`))).toEqual([200, 200, 200, 200, 200]);
      expect(
        await statusesOf(scheduler, ['Bearer guess-1', 'Bearer guess-2', `Bearer ${SECRET}`, 'Bearer guess-3', `Bearer ${SECRET}`]),
      ).toEqual([401, 401, 200, 401, 429]);
    },
    STORE_OPEN_TIMEOUT_MS,
  );
});
