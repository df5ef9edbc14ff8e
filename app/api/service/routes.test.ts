/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { REFERENCE_PATTERN } from '@/lib/delivery/reference';
import { requests } from '@/lib/store/schema';
import { closeRouteStores, loadRoute } from '@/test/api/route-env';
import { sendJson, startFakeServer, type FakeServer } from '@/test/fakes/http';
import { sampleGatewayRecord } from '@/test/fixtures/requests';
import { ENGINES, STORE_OPEN_TIMEOUT_MS, storeVariables } from '@/test/store-env';

const API_KEY = 'route-test-scgw-key';

let gateway: FakeServer;
let client = 0;
let logged: string[];

/**
 * A request from the site's own page (its Origin), from a client of its own, so the rate limit
 * never interferes between tests.
 */
function call(url: string, init: RequestInit = {}) {
  client += 1;
  const headers = new Headers(init.headers);
  headers.set('x-forwarded-for', `client-${client}`);
  headers.set('origin', 'http://site.test');
  return new Request(`http://site.test${url}`, { ...init, headers });
}

function post(body: unknown) {
  return call('/api/service/request', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/** The response's status and JSON, after checking its text never holds the key. */
async function read(response: Response) {
  const text = await response.text();
  expect(text).not.toContain(API_KEY);
  return { status: response.status, body: JSON.parse(text) };
}

/** The three service routes, loaded under one configuration with a store of its own. */
async function loadServiceRoutes(variables: Record<string, string>) {
  return loadRoute(
    async () => ({
      customerRoute: await import('./customer/route'),
      equipmentRoute: await import('./equipment/route'),
      requestRoute: await import('./request/route'),
    }),
    { SCGW_URL: gateway.url, SCGW_API_KEY: API_KEY, UPSTREAM_TIMEOUT_MS: '1000', ...variables },
  );
}

beforeAll(async () => {
  gateway = await startFakeServer();
});
afterAll(async () => {
  await closeRouteStores();
  await gateway.close();
});

beforeEach(() => {
  gateway.requests.length = 0;
  logged = [];
  for (const method of ['error', 'warn', 'info', 'log'] as const) {
    jest.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(' '));
    });
  }
  gateway.setHandler((req, res) => {
    const url = new URL(req.url, 'http://fake');
    if (url.searchParams.get('apikey') !== API_KEY) return sendJson(res, 401, { message: 'no key' });
    const number = url.searchParams.get('equipmentNumber') ?? url.searchParams.get('customerNumber');
    if (number === 'FAIL-500') return sendJson(res, 500, { message: `failed for ${API_KEY}` });
    if (number === 'SLOW-1') {
      const late = setTimeout(() => sendJson(res, 200, { result: [] }), 3000);
      return void res.on('close', () => clearTimeout(late));
    }
    if (req.method === 'POST') return sendJson(res, 200, { result: { ServiceCallID: 'SC-1' } });
    sendJson(res, 200, {
      result: number === sampleGatewayRecord.EquipmentNumber || number === sampleGatewayRecord.CustomerNumber ? [sampleGatewayRecord] : [],
    });
  });
});

afterEach(() => {
  expect(logged.join('\n')).not.toContain(API_KEY);
  jest.restoreAllMocks();
});

describe.each(ENGINES)('on %s', (engine) => {
  let routes: Awaited<ReturnType<typeof loadServiceRoutes>>;
  let customerRoute: typeof routes.customerRoute;
  let equipmentRoute: typeof routes.equipmentRoute;
  let requestRoute: typeof routes.requestRoute;

  beforeAll(async () => {
    routes = await loadServiceRoutes(await storeVariables(engine));
    ({ customerRoute, equipmentRoute, requestRoute } = routes);
    await routes.database();
  }, STORE_OPEN_TIMEOUT_MS);

  describe('GET /api/service/equipment and /api/service/customer', () => {
    it('answer the machines found, through the gateway with the key', async () => {
      const { status, body } = await read(await equipmentRoute.GET(call('/api/service/equipment?number=EQ-501')));
      expect(status).toBe(200);
      expect(body).toEqual({
        ok: true,
        equipment: [{ id: 501, number: 'EQ-501', model: 'HP DesignJet T1700', description: 'CAD plotter', location: 'Plan room' }],
      });
      expect(gateway.requests[0].url).toContain(`apikey=${API_KEY}`);

      const byAccount = await read(await customerRoute.GET(call('/api/service/customer?number=C-9')));
      expect(byAccount.body.equipment).toHaveLength(1);
      expect(new URL(gateway.requests[1].url, 'http://fake').pathname).toBe('/scgw/api/v1/equipment/customer/number');
    });

    it('answer an empty list for an unknown number', async () => {
      expect((await read(await equipmentRoute.GET(call('/api/service/equipment?number=NOPE')))).body).toEqual({ ok: true, equipment: [] });
    });

    it('refuse a number that is not one with 400, before any upstream call', async () => {
      for (const query of ['', '?number=', '?number=EQ%201', `?number=${'9'.repeat(33)}`, '?number=a%26apikey%3Dx']) {
        const { status, body } = await read(await equipmentRoute.GET(call(`/api/service/equipment${query}`)));
        expect(status).toBe(400);
        expect(body).toMatchObject({ ok: false, fieldErrors: { number: ['Use 1 to 32 letters, digits or dashes'] } });
      }
      expect(gateway.requests).toHaveLength(0);
    });

    it('answer 502 when the gateway fails and 504 when it is too slow, never with the key', async () => {
      const failed = await read(await equipmentRoute.GET(call('/api/service/equipment?number=FAIL-500')));
      expect(failed).toEqual({ status: 502, body: { ok: false, error: 'service gateway failed' } });
      const slow = await read(await customerRoute.GET(call('/api/service/customer?number=SLOW-1')));
      expect(slow).toEqual({ status: 504, body: { ok: false, error: 'service gateway timed out' } });
      expect(logged.join('\n')).toContain('Upstream service gateway failed: answered 500');
    });
  });

  describe('POST /api/service/request', () => {
    const valid = {
      equipmentId: 501,
      lookup: { by: 'equipment', number: 'EQ-501' },
      name: 'Dana Whitfield',
      phone: '(206) 342-8631',
      email: 'dana@example.com',
      message: 'Jams on every roll change.',
    };

    it("creates the call with the gateway's body, the key only in the query, and answers its reference", async () => {
      const { status, body } = await read(await requestRoute.POST(post(valid)));
      expect({ status, body }).toEqual({
        status: 200,
        body: { ok: true, reference: expect.stringMatching(REFERENCE_PATTERN), outcome: 'sent' },
      });
      const created = gateway.requests.find((r) => r.method === 'POST')!;
      expect(JSON.parse(created.body)).toEqual({
        equipmentId: 501,
        callerName: 'Dana Whitfield, (206) 342-8631, dana@example.com',
        callDescription: 'Jams on every roll change.',
      });
      expect(created.url).toBe(`/scgw/api/v1/service/request?apikey=${API_KEY}`);
      const [row] = await (await routes.database()).select().from(requests).where(eq(requests.reference, body.reference));
      expect(row).toMatchObject({ channel: 'service-gateway', state: 'sent' });
      expect(JSON.stringify(row)).not.toContain(API_KEY);
    });

    it('refuses bad fields with 400 and reaches nobody', async () => {
      const { status, body } = await read(await requestRoute.POST(post({ ...valid, name: 'Dana', message: 'x'.repeat(256) })));
      expect(status).toBe(400);
      expect(body.fieldErrors).toEqual({ name: ['Please enter your full name'], message: ['Please use at most 255 characters'] });
      expect(gateway.requests).toHaveLength(0);
    });

    it('refuses a machine the lookup does not return with 400, and creates nothing', async () => {
      const { status, body } = await read(await requestRoute.POST(post({ ...valid, equipmentId: 99999 })));
      expect(status).toBe(400);
      expect(body.fieldErrors).toEqual({ equipmentId: ['Please look up your machine again and choose it'] });
      expect(gateway.requests.map((r) => r.method)).toEqual(['GET']);
    });

    it('never sends a test request to the gateway: it is kept, and the page hears it went through', async () => {
      const { status, body } = await read(await requestRoute.POST(post({ ...valid, test: true })));
      expect({ status, body }).toEqual({
        status: 200,
        body: { ok: true, reference: expect.stringMatching(REFERENCE_PATTERN), outcome: 'sent' },
      });
      expect(gateway.requests.map((r) => r.method)).toEqual(['GET']);
      const [row] = await (await routes.database()).select().from(requests).where(eq(requests.reference, body.reference));
      expect(row).toMatchObject({ channel: 'hold', state: 'held' });
    });

    it('answers 415 to a body that is not JSON', async () => {
      const form = await requestRoute.POST(
        call('/api/service/request', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' }),
      );
      expect(form.status).toBe(415);
    });
  });
});
