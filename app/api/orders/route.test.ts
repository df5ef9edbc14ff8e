import { PAYPAL_UNCONFIGURED_ERROR, UNKNOWN_ORDER_ERROR } from '@/lib/requests/orders';
import { closeRouteStores, loadRoute, newClientAddress } from '@/test/api/route-env';
import { sendJson, startFakeServer, type FakeServer } from '@/test/fakes/http';
import { ORDER_SIZE_PRICE, orderTemplate, SAMPLE_ORDER, usd } from '@/test/fixtures/content-samples';
import { REFERENCE_PATTERN } from '@/test/fixtures/requests';
import { ENGINES, STORE_OPEN_TIMEOUT_MS, storeVariables } from '@/test/store-env';

/**
 * The order routes: bad input is refused with 400 first; without PayPal configured a valid request
 * learns that payment is unavailable (503); with it, an order is created, captured once and its
 * notification's reference answered.
 */

/** A POST as the template page sends it: JSON, from the site's own origin, one client each. */
function post(body: unknown) {
  return new Request('http://localhost/api/orders', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost', 'x-forwarded-for': newClientAddress() },
    body: JSON.stringify(body),
  });
}

function captureContext(id: string) {
  return { params: Promise.resolve({ id }) };
}

/** Both order routes under one configuration. */
function loadOrderRoutes(variables: Record<string, string>) {
  return loadRoute(
    async () => ({ create: (await import('./route')).POST, capture: (await import('./[id]/capture/route')).POST }),
    variables,
  );
}

/** An order of three prints of the repository's templates (test/fixtures/content-samples.ts), and what it costs. */
const valid = SAMPLE_ORDER;
const AMOUNT = usd(ORDER_SIZE_PRICE, 3);

let paypal: FakeServer;
let gateway: FakeServer;
beforeAll(async () => {
  // PayPal's Orders v2: every order is created, and captured (COMPLETED) for what it costs.
  paypal = await startFakeServer((request, response) => {
    if (request.url === '/v1/oauth2/token') return sendJson(response, 200, { access_token: 'token', expires_in: 32400 });
    if (request.url === '/v2/checkout/orders')
      return sendJson(response, 201, { id: `ORDER${String(paypal.requests.length).padStart(12, '0')}`, status: 'CREATED' });
    const id = request.url.split('/')[4];
    sendJson(response, 201, {
      id,
      status: 'COMPLETED',
      payer: { name: { given_name: 'Robin', surname: 'Buyer' }, email_address: 'robin@paypal.test' },
      purchase_units: [
        { payments: { captures: [{ id: `CAP-${id}`, status: 'COMPLETED', amount: { currency_code: 'USD', value: AMOUNT } }] } },
      ],
    });
  });
  gateway = await startFakeServer((_, res) => sendJson(res, 200, { statusCode: 200 }));
});
afterAll(async () => {
  await closeRouteStores();
  await paypal.close();
  await gateway.close();
});

// No store case here (the store only counts the rate limit), so one engine is enough.
describe('without PayPal configured', () => {
  let routes: Awaited<ReturnType<typeof loadOrderRoutes>>;
  beforeAll(async () => {
    routes = await loadOrderRoutes(await storeVariables('postgres'));
    await routes.database();
  }, STORE_OPEN_TIMEOUT_MS);

  it('POST /api/orders answers 400 with the field errors before it looks at the configuration', async () => {
    const response = await routes.create(post({ ...valid, quantity: 0, size: '24x36' }));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.ok).toBe(false);
    expect(Object.keys(body.fieldErrors).sort()).toEqual(['quantity', 'size']);
  });

  it('POST /api/orders answers 503 with a clear error for a valid order', async () => {
    const response = await routes.create(post(valid));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, error: PAYPAL_UNCONFIGURED_ERROR });
  });

  it('POST /api/orders/{id}/capture answers 400 for what is not a PayPal order id, before it looks at the configuration', async () => {
    const response = await routes.capture(post({}), captureContext('..%2F..%2Fetc'));
    expect(response.status).toBe(400);
  });

  it('POST /api/orders/{id}/capture answers 503 for an order id', async () => {
    const response = await routes.capture(post({}), captureContext('5O190127TN364715T'));
    expect(response.status).toBe(503);
    expect((await response.json()).error).toBe(PAYPAL_UNCONFIGURED_ERROR);
  });
});

describe.each(ENGINES)('on %s', (engine) => {
  describe('with PayPal', () => {
    let routes: Awaited<ReturnType<typeof loadOrderRoutes>>;
    beforeAll(async () => {
      routes = await loadOrderRoutes({
        PAYPAL_CLIENT_ID: 'client',
        PAYPAL_CLIENT_SECRET: 'secret',
        PAYPAL_API_BASE: paypal.url,
        CONTACT_API_URL: `${gateway.url}/prod`,
        ...(await storeVariables(engine)),
      });
      await routes.database();
    }, STORE_OPEN_TIMEOUT_MS);

    it('creates the order at the server price, then captures it once and answers the notification reference', async () => {
      const created = await routes.create(post({ ...valid, amount: '0.01' }));
      expect(created.status).toBe(200);
      const { id, amount, currency, ok } = await created.json();
      expect({ ok, amount, currency }).toEqual({ ok: true, amount: AMOUNT, currency: 'USD' });

      const first = await routes.capture(post({}), captureContext(id));
      expect(first.status).toBe(200);
      const answer = await first.json();
      expect(answer).toEqual({
        ok: true,
        status: 'COMPLETED',
        captureId: `CAP-${id}`,
        reference: expect.stringMatching(REFERENCE_PATTERN),
      });
      const again = await routes.capture(post({}), captureContext(id));
      expect(await again.json()).toEqual(answer);

      expect(paypal.requests.filter((r) => r.url === `/v2/checkout/orders/${id}/capture`)).toHaveLength(1);
      const mails = gateway.requests
        .map((r) => JSON.parse(r.body) as Record<string, string>)
        .filter((mail) => mail.desc.includes(`PayPal order: ${id}`));
      expect(mails.map((mail) => mail.email_subject)).toEqual([`Paid sign order: ${orderTemplate.description} [${answer.reference}]`]);
    });

    it('answers 404 to the capture of an order this server did not create, without asking PayPal', async () => {
      const before = paypal.requests.length;
      const response = await routes.capture(post({}), captureContext('ELSEWHERE00000001'));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ ok: false, error: UNKNOWN_ORDER_ERROR });
      expect(paypal.requests).toHaveLength(before);
    });
  });
});
