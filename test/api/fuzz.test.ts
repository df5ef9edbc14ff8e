/** @jest-environment node */
import fc from 'fast-check';
import { contactRequestSchema } from '@/lib/schemas/contact';
import { orderRequestSchema, paypalOrderIdSchema } from '@/lib/schemas/order';
import { lookupNumberSchema, serviceCallRequestSchema } from '@/lib/schemas/service-call';
import { sendJson, startFakeServer, type FakeServer } from '@/test/fakes/http';
import { ALLOWED_STATUSES, loadRoute, postRequest } from './route-env';

/**
 * Property tests of the route handlers: whatever arrives, the answer is one of the documented
 * statuses with a JSON body, never a 500 or an unhandled rejection, and only valid requests reach
 * an upstream. FUZZ_RUNS (default 1000) sets the runs per property.
 */
const runs = Number(process.env.FUZZ_RUNS ?? 1000);
jest.setTimeout(120_000);

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.constantFrom('Ann\r\nBcc: x@evil.test', 'a\u0000b', '\r', '\n', ' '.repeat(101), 'é'.repeat(5001), '\u202Eevil', '😀'.repeat(60)),
  fc.string({ minLength: 4000, maxLength: 6000 }),
);
const anyValue = fc.oneof(nasty, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string()), fc.object());

const validContact = {
  variant: 'default',
  contact_email: 'help',
  name: 'Avery Quinn',
  email: 'avery@customer.test',
  phone: '(206) 342-8631',
  subject: 'Plan sets',
  when: 'Mornings',
  message: 'Ten sets of 24x36 plans, collated and stapled.',
  email_subject: 'Website Contact Form',
  token: 'tok',
  v2: true,
  website: '',
};

/** A valid request with some fields replaced, dropped, or added. */
const mutatedContact = fc
  .record({
    replace: fc.dictionary(fc.constantFrom(...Object.keys(validContact)), anyValue, { maxKeys: 3 }),
    drop: fc.subarray(Object.keys(validContact), { maxLength: 2 }),
    extra: fc.dictionary(fc.string({ maxLength: 10 }), anyValue, { maxKeys: 2 }),
  })
  .map(({ replace, drop, extra }) => {
    const body: Record<string, unknown> = { ...extra, ...validContact, ...replace };
    for (const key of drop) delete body[key];
    return body;
  });

async function check(response: Response) {
  expect(ALLOWED_STATUSES).toContain(response.status);
  const body = await response.json();
  expect(typeof body.ok).toBe('boolean');
  return body;
}

const rejections: unknown[] = [];
const onRejection = (reason: unknown) => rejections.push(reason);
let gateway: FakeServer;

beforeAll(async () => {
  process.on('unhandledRejection', onRejection);
  gateway = await startFakeServer();
});
afterAll(async () => {
  process.off('unhandledRejection', onRejection);
  await gateway.close();
  expect(rejections).toEqual([]);
});

describe('POST /api/contactemail', () => {
  it('answers every body with a documented status, and delivers only valid ones', async () => {
    const { POST } = await loadRoute(() => import('@/app/api/contactemail/route'), { CONTACT_API_URL: `${gateway.url}/prod` });
    const before = gateway.requests.length;
    let deliverable = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof(mutatedContact, fc.jsonValue()), async (body) => {
        const parsed = contactRequestSchema.safeParse(body);
        if (parsed.success && !parsed.data.website) deliverable += 1;
        const answer = await check(await POST(postRequest('/api/contactemail', JSON.stringify(body))));
        expect(answer.ok).toBe(parsed.success);
      }),
      { numRuns: runs },
    );
    // The generator reaches both sides: some requests were valid and delivered, most were not.
    expect(deliverable).toBeGreaterThan(runs / 50);
    expect(deliverable).toBeLessThan(runs);
    expect(gateway.requests.length - before).toBe(deliverable);
  });

  it('answers raw bodies and odd content types without a 500', async () => {
    const { POST } = await loadRoute(() => import('@/app/api/contactemail/route'), { CONTACT_API_URL: `${gateway.url}/prod` });
    const before = gateway.requests.length;
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 40_000 }), fc.constantFrom('application/json', 'text/plain', 'application/json; charset=utf-8', ''), async (raw, type) => {
        await check(await POST(postRequest('/api/contactemail', raw, { 'content-type': type })));
      }),
      { numRuns: runs },
    );
    expect(gateway.requests.length).toBe(before);
  });
});

describe('POST /api/verifycaptcha', () => {
  it('answers every body with a documented status', async () => {
    const verifier = await startFakeServer((_, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: true, score: 0.9, action: 'contact', hostname: 'localhost' }));
    });
    const { POST } = await loadRoute(() => import('@/app/api/verifycaptcha/route'), {
      NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'site',
      RECAPTCHA_SECRET_KEY: 'secret',
      RECAPTCHA_VERIFY_URL: `${verifier.url}/siteverify`,
    });
    let valid = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.record({ token: anyValue, v2: anyValue }, { requiredKeys: [] }), fc.jsonValue()), async (body) => {
        const answer = await check(await POST(postRequest('/api/verifycaptcha', JSON.stringify(body))));
        if (answer.ok) valid += 1;
      }),
      { numRuns: runs },
    );
    expect(valid).toBeGreaterThan(0);
    expect(verifier.requests).toHaveLength(valid);
    await verifier.close();
  });
});

describe('service call handlers', () => {
  const machine = { EquipmentID: 501, EquipmentNumber: 'EQ-501', Model: 'HP DesignJet T1700', Description: 'CAD plotter', Location: 'Plan room', CustomerNumber: 'C-9' };
  let scgw: FakeServer;
  beforeAll(async () => {
    scgw = await startFakeServer((request, res) =>
      sendJson(res, 200, request.method === 'GET' ? { result: [machine] } : { result: { ServiceCallID: 'SC-1' } }),
    );
  });
  afterAll(() => scgw.close());

  const scgwEnv = () => ({ SCGW_URL: scgw.url, SCGW_API_KEY: 'fuzz-key', OUTBOX_DIR: 'var/fuzz-outbox' });

  const validCall = {
    name: 'Avery Quinn',
    phone: '(206) 342-8631',
    email: 'avery@customer.test',
    message: 'The plotter jams at the cutter.',
    equipmentId: 501,
    lookup: { by: 'equipment', number: 'EQ-501' },
    token: 'tok',
  };
  const mutatedCall = fc
    .record({
      replace: fc.dictionary(fc.constantFrom(...Object.keys(validCall), 'test'), fc.oneof(anyValue, fc.record({ by: anyValue, number: anyValue })), { maxKeys: 3 }),
      drop: fc.subarray(Object.keys(validCall), { maxLength: 2 }),
    })
    .map(({ replace, drop }) => {
      const body: Record<string, unknown> = { ...validCall, ...replace };
      for (const key of drop) delete body[key];
      return body;
    });

  it('POST /api/service/request: documented statuses; invalid bodies never reach the gateway', async () => {
    const { POST } = await loadRoute(() => import('@/app/api/service/request/route'), scgwEnv());
    let valid = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof(mutatedCall, fc.jsonValue()), async (body) => {
        const before = scgw.requests.length;
        const parsed = serviceCallRequestSchema.safeParse(body);
        await check(await POST(postRequest('/api/service/request', JSON.stringify(body))));
        if (parsed.success) valid += 1;
        else expect(scgw.requests.length).toBe(before);
      }),
      { numRuns: runs },
    );
    expect(valid).toBeGreaterThan(0);
  });

  it('GET lookups: documented statuses; invalid numbers never reach the gateway', async () => {
    const { GET } = await loadRoute(() => import('@/app/api/service/equipment/route'), scgwEnv());
    await fc.assert(
      fc.asyncProperty(fc.oneof(nasty, fc.stringMatching(/^[A-Za-z0-9-]{1,40}$/)), async (number) => {
        const before = scgw.requests.length;
        const url = `http://localhost/api/service/equipment?number=${encodeURIComponent(number)}`;
        await check(await GET(new Request(url, { headers: { 'x-forwarded-for': `fuzz-get-${before}-${number.length}` } })));
        if (!lookupNumberSchema.safeParse(number).success) expect(scgw.requests.length).toBe(before);
      }),
      { numRuns: runs },
    );
  });
});

describe('order handlers', () => {
  let paypal: FakeServer;
  beforeAll(async () => {
    paypal = await startFakeServer((request, res) => {
      if (request.url === '/v1/oauth2/token') return sendJson(res, 200, { access_token: 'fuzz-token', token_type: 'Bearer', expires_in: 32400 });
      sendJson(res, 201, { id: 'FUZZORDER0000001', status: 'CREATED' });
    });
  });
  afterAll(() => paypal.close());

  const paypalEnv = () => ({
    PAYPAL_CLIENT_ID: 'fuzz-client',
    PAYPAL_CLIENT_SECRET: 'fuzz-secret',
    PAYPAL_API_BASE: paypal.url,
    OUTBOX_DIR: 'var/fuzz-outbox',
  });
  const validOrder = { templateId: 3, style: 'Poster', material: 'Glossy Poster', size: '17x22', quantity: 3, instructions: 'Matte finish' };
  const mutatedOrder = fc
    .record({
      replace: fc.dictionary(fc.constantFrom(...Object.keys(validOrder), 'amount'), fc.oneof(anyValue, fc.integer({ min: -5, max: 600 })), { maxKeys: 3 }),
      drop: fc.subarray(Object.keys(validOrder), { maxLength: 2 }),
    })
    .map(({ replace, drop }) => {
      const body: Record<string, unknown> = { ...validOrder, ...replace };
      for (const key of drop) delete body[key];
      return body;
    });

  it('POST /api/orders: documented statuses; invalid orders never reach PayPal', async () => {
    const { POST } = await loadRoute(() => import('@/app/api/orders/route'), paypalEnv());
    let valid = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof(mutatedOrder, fc.jsonValue()), async (body) => {
        const before = paypal.requests.length;
        const parsed = orderRequestSchema.safeParse(body);
        const answer = await check(await POST(postRequest('/api/orders', JSON.stringify(body))));
        expect(answer.ok).toBe(parsed.success);
        if (parsed.success) valid += 1;
        else expect(paypal.requests.length).toBe(before);
      }),
      { numRuns: runs },
    );
    expect(valid).toBeGreaterThan(0);
  });

  it('POST /api/orders/{id}/capture: documented statuses (404 for an order this server never made); no PayPal call for those', async () => {
    const { POST } = await loadRoute(() => import('@/app/api/orders/[id]/capture/route'), paypalEnv());
    await fc.assert(
      fc.asyncProperty(fc.oneof(nasty, fc.stringMatching(/^[A-Z0-9]{10,36}$/)), async (id) => {
        const before = paypal.requests.length;
        const response = await POST(postRequest(`/api/orders/x/capture`, ''), { params: Promise.resolve({ id }) });
        expect([...ALLOWED_STATUSES, 404]).toContain(response.status);
        expect(typeof (await response.json()).ok).toBe('boolean');
        expect(response.status).toBe(paypalOrderIdSchema.safeParse(id).success ? 404 : 400);
        expect(paypal.requests.length).toBe(before);
      }),
      { numRuns: runs },
    );
  });
});
