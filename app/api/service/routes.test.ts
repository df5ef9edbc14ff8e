import { eq } from 'drizzle-orm';
import { requests } from '@/lib/store/schema';
import { closeRouteStores, loadRoute, newClientAddress } from '@/test/api/route-env';
import { sendJson, startFakeServer, type FakeServer } from '@/test/fakes/http';
import { REFERENCE_PATTERN, sampleGatewayRecord } from '@/test/fixtures/requests';
import { captureLog } from '@/test/log-capture';
import { ENGINES, STORE_OPEN_TIMEOUT_MS, storeVariables } from '@/test/store-env';

const API_KEY = 'route-test-scgw-key';

let gateway: FakeServer;
const log = captureLog();

/**
 * A request from the site's own page (its Origin), from a client of its own, so the rate limit
 * never interferes between tests.
 */
function call(url: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('x-forwarded-for', newClientAddress());
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
  expect(log.text()).not.toContain(API_KEY);
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
    it('answer the machines found, through the gateway with the key; with no spam check, without where they stand', async () => {
      const { status, body } = await read(await equipmentRoute.GET(call('/api/service/equipment?number=EQ-501')));
      expect(status).toBe(200);
      expect(body).toEqual({
        ok: true,
        equipment: [{ id: 501, number: 'EQ-501', model: 'HP DesignJet T1700', description: 'CAD plotter' }],
      });
      expect(gateway.requests[0].url).toContain(`apikey=${API_KEY}`);

      const byAccount = await read(await customerRoute.GET(call('/api/service/customer?number=C-9')));
      expect(byAccount.body.equipment).toHaveLength(1);
      expect(new URL(gateway.requests[1].url, 'http://fake').pathname).toBe('/scgw/api/v1/equipment/customer/number');
    });

    it('refuse a request from another site, or from no page at all, with 403, before any upstream call', async () => {
      for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }, { origin: '' }]) {
        const request = call('/api/service/customer?number=C-9');
        for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
        if (headers.origin === '') request.headers.delete('origin');
        const { status, body } = await read(await customerRoute.GET(request));
        expect({ status, body }).toEqual({ status: 403, body: { ok: false, error: 'Cross-site requests are not accepted' } });
      }
      expect(gateway.requests).toHaveLength(0);
      // What a browser sends with our own page's fetch.
      const ours = call('/api/service/customer?number=C-9');
      ours.headers.delete('origin');
      ours.headers.set('sec-fetch-site', 'same-origin');
      expect((await customerRoute.GET(ours)).status).toBe(200);
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
      expect(log.messages('error')).toContain('Upstream service gateway failed: answered 500');
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

describe('where the lookups say where machines stand, and how often they answer', () => {
  const lookup = (route: { GET: (request: Request) => Promise<Response> }, url: string, client?: string) => {
    const request = call(url, { headers: { 'x-captcha-token': 'human' } });
    if (client) request.headers.set('x-forwarded-for', client);
    return route.GET(request);
  };

  it(
    'with a spam-check verifier, the gateway’s machines come with their location',
    async () => {
      const verifier = await startFakeServer((_, res) =>
        sendJson(res, 200, { success: true, score: 0.9, action: 'contact', hostname: 'localhost' }),
      );
      try {
        const { equipmentRoute } = await loadServiceRoutes({
          NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'site',
          RECAPTCHA_SECRET_KEY: 'secret',
          RECAPTCHA_VERIFY_URL: `${verifier.url}/siteverify`,
          ...(await storeVariables('embedded')),
        });
        const { body } = await read(await lookup(equipmentRoute, '/api/service/equipment?number=EQ-501'));
        expect(body.equipment).toEqual([expect.objectContaining({ number: 'EQ-501', location: 'Plan room' })]);
      } finally {
        await verifier.close();
      }
    },
    STORE_OPEN_TIMEOUT_MS,
  );

  it(
    'the sandbox’s made-up machines come with their location, spam check or not',
    async () => {
      const { customerRoute } = await loadRoute(
        async () => ({ customerRoute: await import('./customer/route') }),
        await storeVariables('embedded'),
      );
      const { body } = await read(await lookup(customerRoute, '/api/service/customer?number=DEMO-ACCT-1'));
      expect(body.equipment).toContainEqual(expect.objectContaining({ number: 'DEMO-1001', location: 'Plan room, 2nd floor' }));
    },
    STORE_OPEN_TIMEOUT_MS,
  );

  it(
    'in mail mode both answer that numbers are taken as typed, before the spam check: the gateway is never asked',
    async () => {
      const verifier = await startFakeServer((_, res) => sendJson(res, 200, { success: false }));
      try {
        const { equipmentRoute, customerRoute } = await loadServiceRoutes({
          SERVICE_BACKEND: 'mail',
          NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'site',
          RECAPTCHA_SECRET_KEY: 'secret',
          RECAPTCHA_VERIFY_URL: `${verifier.url}/siteverify`,
          ...(await storeVariables('embedded')),
        });
        const atGateway = gateway.requests.length;
        for (const [route, url] of [
          [equipmentRoute, '/api/service/equipment?number=DEMO-1001'],
          [customerRoute, '/api/service/customer?number=DEMO-ACCT-1'],
        ] as const) {
          const { status, body } = await read(await lookup(route, url));
          expect({ status, body }).toEqual({ status: 200, body: { ok: true, asTyped: true } });
        }
        expect(verifier.requests).toHaveLength(0);
        expect(gateway.requests).toHaveLength(atGateway);
        expect((await read(await lookup(equipmentRoute, '/api/service/equipment?number=EQ%201'))).status).toBe(400);
      } finally {
        await verifier.close();
      }
    },
    STORE_OPEN_TIMEOUT_MS,
  );

  it(
    'a client gets RATE_LIMIT_PER_MINUTE lookups a minute, then 429; another client still gets answers',
    async () => {
      const { customerRoute } = await loadServiceRoutes({ RATE_LIMIT_PER_MINUTE: '2', ...(await storeVariables('embedded')) });
      const client = newClientAddress();
      // The windows are minutes of the clock: the three lookups share one.
      const left = 60_000 - (Date.now() % 60_000);
      if (left < 5000) await new Promise((resolve) => setTimeout(resolve, left));
      const statuses = [];
      for (let n = 0; n < 3; n += 1) statuses.push((await lookup(customerRoute, '/api/service/customer?number=C-9', client)).status);
      expect(statuses).toEqual([200, 200, 429]);
      expect((await lookup(customerRoute, '/api/service/customer?number=C-9')).status).toBe(200);
    },
    STORE_OPEN_TIMEOUT_MS,
  );
});
