/** @jest-environment node */
import { insertRequest } from '@/lib/store/requests';
import { closeRouteStores, loadRoute, type LoadedRoute } from '@/test/api/route-env';
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
      reference: 'R-2611-CR0N',
      delivery: sampleDelivery('cron@customer.test'),
      channel: 'mail',
      state: 'pending',
      now: new Date(),
    });
    const response = await route.GET(get({ authorization: `Bearer ${SECRET}` }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, sent: 6, retrying: 0, failed: 0, unknown: 0, purged: 0 });
    const emails = gateway.requests.map((r) => (JSON.parse(r.body) as { email: string }).email);
    expect(emails.sort()).toEqual([...Array(5).fill('unauthorized@customer.test'), 'cron@customer.test'].sort());

    const again = await route.GET(get({ authorization: `Bearer ${SECRET}` }));
    expect(await again.json()).toEqual({ ok: true, sent: 0, retrying: 0, failed: 0, unknown: 0, purged: 0 });
    expect(gateway.requests).toHaveLength(6);
  });
});
