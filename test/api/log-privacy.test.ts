import { sendJson, startFakeServer, type FakeHandler, type FakeServer } from '@/test/fakes/http';
import { ORDER_SIZE, ORDER_TEMPLATE_ID } from '@/test/fixtures/content-samples';
import { REFERENCE_PATTERN, sampleGatewayRecord, sampleServiceCall } from '@/test/fixtures/requests';
import { captureLog, type LogEntry } from '@/test/log-capture';
import { ENGINES, STORE_OPEN_TIMEOUT_MS, storeVariables, type Engine } from '@/test/store-env';
import { closeRouteStores, loadRoute, postRequest, type LoadedRoute } from './route-env';

/**
 * The log never carries what a visitor typed (docs/requirements.md#privacy-and-terms, rule 5),
 * whatever fails: each failing path of the handlers is driven with distinctive personal values,
 * the outside services echo what they were sent in their error answers, and no line of the log
 * may hold any of it. Every line about a committed request names its reference and kind, and
 * every line of a route handler its route.
 */
jest.setTimeout(30_000);

const NAME = 'Zephyrine Quillfeather';
const EMAIL = 'zq-leak@personal.test';
const PHONE = '(206) 555-0199';
const MESSAGE = 'leak-canary-7391';
const TOKEN = 'leak-token-5521';
const INSTRUCTIONS = 'leak-instructions-8842';
const STREET = '77 Leak Canary Lane';
/** What must never be in the log, in any form a line could hold it. */
const PERSONAL = [NAME, 'Zephyrine', 'Quillfeather', EMAIL, PHONE, '555-0199', MESSAGE, TOKEN, INSTRUCTIONS, STREET];

const contact = JSON.stringify({
  variant: 'default',
  contact_email: 'sales',
  name: NAME,
  email: EMAIL,
  phone: PHONE,
  subject: 'Toner',
  message: MESSAGE,
  token: TOKEN,
});
const serviceCall = JSON.stringify({ ...sampleServiceCall, name: NAME, email: EMAIL, phone: PHONE, message: MESSAGE, token: TOKEN });
const order = JSON.stringify({
  templateId: ORDER_TEMPLATE_ID,
  style: 'Poster',
  material: 'Glossy Poster',
  size: ORDER_SIZE,
  quantity: 3,
  instructions: INSTRUCTIONS,
});

/** An error answer that quotes what it was sent, as PayPal's `details[].value` and many gateways do. */
const echoing =
  (status: number): FakeHandler =>
  (request, res) =>
    sendJson(res, status, {
      name: 'INVALID_REQUEST',
      message: request.body,
      details: [{ issue: 'INVALID_STRING_LENGTH', value: request.body, description: request.body }],
    });

/** Never answers while the connection is open: the request was sent, its outcome is unknown. */
const stalling: FakeHandler = (_, res) => {
  const late = setTimeout(() => sendJson(res, 200, {}), 5000);
  res.on('close', () => clearTimeout(late));
};

const log = captureLog();
afterEach(() => {
  const text = log.text();
  for (const value of PERSONAL) expect(text).not.toContain(value);
});
afterAll(closeRouteStores);

/** Every entry, each naming the route, and the reference and kind of the request when there is one. */
function expectEntries(route: string, request?: { reference: string; kind: string }): LogEntry[] {
  const entries = log.entries();
  expect(entries.length).toBeGreaterThan(0);
  for (const entry of entries) expect(entry).toMatchObject({ route, ...request });
  return entries;
}

/** A URL nothing listens on: its connections are refused. */
async function refusingUrl(): Promise<string> {
  const gone = await startFakeServer();
  await gone.close();
  return gone.url;
}

describe.each(ENGINES)('on %s', (engine: Engine) => {
  let gateway: FakeServer;
  let verifier: FakeServer;
  let scgw: FakeServer;
  let paypal: FakeServer;
  let paypalCapture: FakeHandler;
  let orderIds = 0;

  const healthyGateway: FakeHandler = (_, res) => sendJson(res, 200, { statusCode: 200 });
  const healthyVerifier: FakeHandler = (_, res) =>
    sendJson(res, 200, { success: true, score: 0.9, action: 'contact', hostname: 'localhost' });
  const healthyScgw: FakeHandler = (request, res) =>
    sendJson(res, 200, request.method === 'GET' ? { result: [sampleGatewayRecord] } : { result: { ServiceCallID: 'SC-1' } });
  /** PayPal's capture of an order, with the buyer's name, email and address. */
  const paid: FakeHandler = (request, res) =>
    sendJson(res, 201, {
      id: request.url.split('/')[4],
      status: 'COMPLETED',
      payer: { name: { given_name: 'Zephyrine', surname: 'Quillfeather' }, email_address: EMAIL },
      purchase_units: [
        {
          shipping: { name: { full_name: NAME }, address: { address_line_1: STREET, admin_area_2: 'Seattle', postal_code: '98101' } },
          payments: { captures: [{ id: 'CAP-1', status: 'COMPLETED', amount: { currency_code: 'USD', value: '45.00' } }] },
        },
      ],
    });
  const createPaypal: FakeHandler = (request, res) => {
    if (request.url === '/v1/oauth2/token')
      return sendJson(res, 200, { access_token: 'privacy-token', token_type: 'Bearer', expires_in: 32400 });
    if (request.url.endsWith('/capture')) return paypalCapture(request, res);
    sendJson(res, 201, { id: `PRIVACYORDER${String(++orderIds).padStart(5, '0')}`, status: 'CREATED' });
  };

  async function site(mailGatewayUrl: string) {
    return loadRoute(
      async () => ({
        contact: (await import('@/app/api/contactemail/route')).POST,
        serviceRequest: (await import('@/app/api/service/request/route')).POST,
        createOrder: (await import('@/app/api/orders/route')).POST,
        capture: (await import('@/app/api/orders/[id]/capture/route')).POST,
        handleErrors: (await import('@/lib/api/http')).handleErrors,
        submissionResponse: (await import('@/lib/api/http')).submissionResponse,
        submitRequest: (await import('@/lib/delivery/submit')).submitRequest,
        closeStore: (await import('@/lib/store/db')).closeStore,
      }),
      {
        CONTACT_API_URL: `${mailGatewayUrl}/prod`,
        NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'site',
        RECAPTCHA_SECRET_KEY: 'secret',
        RECAPTCHA_VERIFY_URL: `${verifier.url}/siteverify`,
        SCGW_URL: scgw.url,
        SCGW_API_KEY: 'privacy-key',
        PAYPAL_CLIENT_ID: 'client',
        PAYPAL_CLIENT_SECRET: 'privacy-secret',
        PAYPAL_API_BASE: paypal.url,
        ...(await storeVariables(engine)),
      },
    );
  }
  type Site = LoadedRoute<Awaited<ReturnType<typeof site>>>;

  /** Captures a PayPal order created on `on`, as the buyer's browser would after approving it. */
  async function captureOrder(on: Site) {
    const created = await on.createOrder(postRequest('/api/orders', order));
    expect(created.status).toBe(200);
    const { id } = (await created.json()) as { id: string };
    const context = { params: Promise.resolve({ id }) } as Parameters<Site['capture']>[1];
    return { id, response: await on.capture(postRequest(`/api/orders/${id}/capture`, ''), context) };
  }

  let healthy: Site;
  let mailRefused: Site;

  beforeAll(async () => {
    gateway = await startFakeServer(healthyGateway);
    verifier = await startFakeServer(healthyVerifier);
    scgw = await startFakeServer(healthyScgw);
    paypal = await startFakeServer(createPaypal);
    paypalCapture = paid;
    healthy = await site(gateway.url);
    mailRefused = await site(await refusingUrl());
    await Promise.all([healthy.database(), mailRefused.database()]);
  }, 2 * STORE_OPEN_TIMEOUT_MS);
  afterAll(async () => {
    for (const fake of [gateway, verifier, scgw, paypal]) await fake.close();
  });
  afterEach(() => {
    gateway.setHandler(healthyGateway);
    verifier.setHandler(healthyVerifier);
    scgw.setHandler(healthyScgw);
    paypal.setHandler(createPaypal);
    paypalCapture = paid;
  });

  it('the store refuses a value: 500, and the entry keeps the SQL and the reason, not the values', async () => {
    // PostgreSQL's jsonb refuses a lone surrogate; readJsonBody refuses one first, so this goes below the route.
    const delivery = {
      kind: 'contact',
      mailbox: 'sales',
      emailSubject: 'Website Contact Form',
      name: NAME,
      email: EMAIL,
      phone: PHONE,
      subject: 'Toner',
      when: '',
      desc: `${MESSAGE} \ud800`,
      token: TOKEN,
    } as const;
    const response = await healthy.handleErrors(postRequest('/api/contactemail', contact), async () =>
      healthy.submissionResponse(await healthy.submitRequest({ delivery }, healthy.env)),
    );
    expect(response.status).toBe(500);
    const [entry] = expectEntries('/api/contactemail');
    expect(entry).toMatchObject({
      level: 'error',
      msg: 'Unexpected error in a route handler',
      err: { query: expect.stringMatching(/^insert into "requests"/), cause: { code: '22P02' } },
    });
  });

  it('the store goes down mid-request: 500, and the entry names the committed request', async () => {
    const failing = await site(gateway.url);
    await failing.database();
    // The mail arrives, then the store is gone before the request is marked sent.
    gateway.setHandler(async (request, res) => {
      await failing.closeStore(failing.env);
      healthyGateway(request, res);
    });
    const response = await failing.contact(postRequest('/api/contactemail', contact));
    expect(response.status).toBe(500);
    const [reference] = /R-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(JSON.parse(gateway.requests.at(-1)!.body).email_subject)!;
    const [entry] = expectEntries('/api/contactemail', { reference, kind: 'contact' });
    expect(entry).toMatchObject({ level: 'error', msg: 'Unexpected error in a route handler' });
  });

  it.each([
    ['refuses the connection', () => mailRefused, /not delivered \(mail gateway: ECONNREFUSED\)/],
    ['answers 500, quoting the mail', () => (gateway.setHandler(echoing(500)), healthy), /not delivered \(mail gateway: answered 500\)/],
  ] as const)('the mail gateway %s: 202 queued, and the warning names the request', async (_, on, said) => {
    const response = await on().contact(postRequest('/api/contactemail', contact));
    expect(response.status).toBe(202);
    const { reference } = await response.json();
    expect(reference).toMatch(REFERENCE_PATTERN);
    expect(expectEntries('/api/contactemail', { reference, kind: 'contact' })).toEqual([
      expect.objectContaining({
        level: 'warn',
        msg: expect.stringMatching(said),
        err: expect.objectContaining({ upstream: 'mail gateway' }),
      }),
    ]);
  });

  it('the service gateway takes the call and gives no answer: 202 unknown, and the error names the request', async () => {
    scgw.setHandler((request, res) => (request.method === 'GET' ? healthyScgw(request, res) : stalling(request, res)));
    const response = await healthy.serviceRequest(postRequest('/api/service/request', serviceCall));
    expect(response.status).toBe(202);
    const { reference, outcome } = await response.json();
    expect(outcome).toBe('unknown');
    expect(expectEntries('/api/service/request', { reference, kind: 'service-call' })).toEqual([
      expect.objectContaining({
        level: 'error',
        msg: expect.stringContaining('the service gateway may have received it'),
        err: expect.objectContaining({ timedOut: true }),
      }),
    ]);
  });

  it('PayPal refuses the order, quoting it: 502, and the entry names the route', async () => {
    paypal.setHandler((request, res) => (request.url === '/v1/oauth2/token' ? createPaypal(request, res) : echoing(422)(request, res)));
    const response = await healthy.createOrder(postRequest('/api/orders', order));
    expect(response.status).toBe(502);
    expect(expectEntries('/api/orders')).toEqual([
      expect.objectContaining({
        level: 'error',
        msg: 'Upstream PayPal failed: create order answered 422 INVALID_REQUEST INVALID_STRING_LENGTH',
      }),
    ]);
  });

  it('PayPal fails the capture, quoting it: 502, and the entry names the route', async () => {
    paypalCapture = echoing(500);
    const { id, response } = await captureOrder(healthy);
    expect(response.status).toBe(502);
    expect(expectEntries(`/api/orders/${id}/capture`)).toEqual([
      expect.objectContaining({ level: 'error', msg: expect.stringMatching(/^Upstream PayPal failed: capture answered 500/) }),
    ]);
  });

  it("PayPal captures the payment and the mail gateway is down: the buyer's name, email and address stay out", async () => {
    const { id, response } = await captureOrder(mailRefused);
    expect(response.status).toBe(200);
    const { reference } = await response.json();
    expect(expectEntries(`/api/orders/${id}/capture`, { reference, kind: 'order' })).toEqual([
      expect.objectContaining({
        level: 'warn',
        msg: expect.stringContaining(`Request ${reference} not delivered (mail gateway: ECONNREFUSED)`),
      }),
      expect.objectContaining({ level: 'error', orderId: id, msg: expect.stringContaining(`Order ${id} is paid`) }),
    ]);
  });

  it('the spam check fails, quoting the token: 502, and the entry names the route', async () => {
    verifier.setHandler(echoing(500));
    const response = await healthy.contact(postRequest('/api/contactemail', contact));
    expect(response.status).toBe(502);
    expect(expectEntries('/api/contactemail')).toEqual([
      expect.objectContaining({
        level: 'error',
        msg: 'Upstream siteverify failed: answered 500',
        err: expect.objectContaining({ status: 500 }),
      }),
    ]);
  });
});
