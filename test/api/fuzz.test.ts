import fc from 'fast-check';
import { MAX_JSON_DEPTH } from '@/lib/api/http';
import { siteConfig } from '@/lib/content/site';
import { shopDate } from '@/lib/format/shop-date';
import { contactRequestSchema } from '@/lib/forms/contact';
import { meterReadingSchema } from '@/lib/forms/meter-reading';
import { paypalOrderIdSchema } from '@/lib/forms/order';
import { lookupNumberSchema, serviceCallRequestSchema } from '@/lib/forms/service-call';
import { orderRequestSchema } from '@/lib/requests/order-request';
import { requests } from '@/lib/store/schema';
import { sendJson, startFakeServer, type FakeServer } from '@/test/fakes/http';
import { ORDER_SIZE, ORDER_TEMPLATE_ID } from '@/test/fixtures/content-samples';
import { sampleGatewayRecord, sampleMeterReading, sampleServiceCall } from '@/test/fixtures/requests';
import { captureLog } from '@/test/log-capture';
import { ENGINES, STORE_OPEN_TIMEOUT_MS, storeVariables } from '@/test/store-env';
import { ALLOWED_STATUSES, closeRouteStores, loadRoute, newClientAddress, postRequest, type LoadedRoute } from './route-env';

/**
 * Property tests of the route handlers: whatever arrives, the answer is one of the documented
 * statuses with a JSON body, never a 500 or an unhandled rejection, and only valid requests reach
 * an upstream and the store. FUZZ_RUNS (default 1000) sets the runs per property; a property that
 * keeps or looks up something in the store runs half of them on each engine.
 */
const runs = Number(process.env.FUZZ_RUNS ?? 1000);
const runsPerEngine = Math.ceil(runs / ENGINES.length);
jest.setTimeout(120_000);

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  // Any UTF-16 code unit: lone surrogates, controls, line and paragraph separators, bidi overrides.
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.constantFrom(
    'Ann\r\nBcc: x@evil.test',
    'a\u0000b',
    '\r',
    '\n',
    ' '.repeat(101),
    'é'.repeat(5001),
    '\u202Eevil',
    '😀'.repeat(60),
    '\ud800',
    'Ann\udfff',
    'Ann\u2028Bcc',
    '=?utf-8?b?QmNjOiB4QGV2aWwudGVzdA==?=',
  ),
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
/**
 * Bodies near a valid one: up to three of its fields (or of `moreKeys`) replaced by `values`, up
 * to two dropped, and with `unknownFields` up to two fields it does not have.
 */
function mutationsOf(
  valid: Record<string, unknown>,
  options: { values?: fc.Arbitrary<unknown>; moreKeys?: string[]; unknownFields?: boolean } = {},
) {
  const keys = Object.keys(valid);
  return fc
    .record({
      replace: fc.dictionary(fc.constantFrom(...keys, ...(options.moreKeys ?? [])), options.values ?? anyValue, { maxKeys: 3 }),
      drop: fc.subarray(keys, { maxLength: 2 }),
      extra: fc.dictionary(fc.string({ maxLength: 10 }), anyValue, { maxKeys: options.unknownFields ? 2 : 0 }),
    })
    .map(({ replace, drop, extra }) => {
      const body: Record<string, unknown> = { ...extra, ...valid, ...replace };
      for (const key of drop) delete body[key];
      return body;
    });
}

const mutatedContact = mutationsOf(validContact, { unknownFields: true });

/**
 * Whether a body holds text the store cannot keep, a NUL character or a lone surrogate, in a
 * string or a key: the handlers refuse those (400), whatever the schema says. (The bodies made
 * here nest a few levels at most.)
 */
function unstorable(value: unknown): boolean {
  const bad = (text: string) => text.includes('\u0000') || !text.isWellFormed();
  if (typeof value === 'string') return bad(value);
  if (Array.isArray(value)) return value.some(unstorable);
  if (value && typeof value === 'object') return Object.entries(value).some(([key, item]) => bad(key) || unstorable(item));
  return false;
}

/** What a handler takes: what its schema accepts, without text the store cannot keep. */
const acceptable = (schema: { safeParse(body: unknown): { success: boolean } }, body: unknown) =>
  schema.safeParse(body).success && !unstorable(body);

async function check(response: Response) {
  expect(ALLOWED_STATUSES).toContain(response.status);
  const body = await response.json();
  expect(typeof body.ok).toBe('boolean');
  return body;
}

const rejections: unknown[] = [];
const onRejection = (reason: unknown) => rejections.push(reason);
let gateway: FakeServer;
let scgw: FakeServer;
let paypal: FakeServer;
let orderIds = 0;

beforeAll(async () => {
  process.on('unhandledRejection', onRejection);
  gateway = await startFakeServer((_, res) => sendJson(res, 200, { statusCode: 200 }));
  scgw = await startFakeServer((request, res) =>
    sendJson(res, 200, request.method === 'GET' ? { result: [sampleGatewayRecord] } : { result: { ServiceCallID: 'SC-1' } }),
  );
  paypal = await startFakeServer((request, res) => {
    if (request.url === '/v1/oauth2/token')
      return sendJson(res, 200, { access_token: 'fuzz-token', token_type: 'Bearer', expires_in: 32400 });
    sendJson(res, 201, { id: `FUZZORDER${String(++orderIds).padStart(8, '0')}`, status: 'CREATED' });
  });
});
afterAll(async () => {
  process.off('unhandledRejection', onRejection);
  await closeRouteStores();
  await Promise.all([gateway.close(), scgw.close(), paypal.close()]);
  expect(rejections).toEqual([]);
});

// A service request logs the gateway's acceptance; nothing else may be logged (an error would be a 500).
const log = captureLog();
afterEach(() => expect(log.entries().filter((entry) => entry.level !== 'info')).toEqual([]));

/** The contact, service and order handlers under one configuration, every upstream faked. */
function loadSite(variables: Record<string, string>) {
  return loadRoute(
    async () => ({
      contact: (await import('@/app/api/contactemail/route')).POST,
      serviceRequest: (await import('@/app/api/service/request/route')).POST,
      lookup: (await import('@/app/api/service/equipment/route')).GET,
      meterReading: (await import('@/app/api/meter-readings/route')).POST,
      createOrder: (await import('@/app/api/orders/route')).POST,
      capture: (await import('@/app/api/orders/[id]/capture/route')).POST,
    }),
    {
      CONTACT_API_URL: `${gateway.url}/prod`,
      SCGW_URL: scgw.url,
      SCGW_API_KEY: 'fuzz-key',
      PAYPAL_CLIENT_ID: 'fuzz-client',
      PAYPAL_CLIENT_SECRET: 'fuzz-secret',
      PAYPAL_API_BASE: paypal.url,
      ...variables,
    },
  );
}

describe('POST /api/verifycaptcha', () => {
  it('answers every body with a documented status', async () => {
    const verifier = await startFakeServer((_, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: true, score: 0.9, action: 'contact', hostname: 'localhost' }));
    });
    // A configuration of its own: the spam check on. It keeps nothing (the store only counts
    // the rate limit), so one engine is enough.
    const { POST } = await loadRoute(() => import('@/app/api/verifycaptcha/route'), {
      NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'site',
      RECAPTCHA_SECRET_KEY: 'secret',
      RECAPTCHA_VERIFY_URL: `${verifier.url}/siteverify`,
      ...(await storeVariables('postgres')),
    });
    try {
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
    } finally {
      await verifier.close();
    }
  });
});

describe.each(ENGINES)('on %s', (engine) => {
  let site: LoadedRoute<Awaited<ReturnType<typeof loadSite>>>;
  beforeAll(async () => {
    site = await loadSite(await storeVariables(engine));
    await site.database();
  }, STORE_OPEN_TIMEOUT_MS);

  // Counted by the database: reading every row at every run made the file's time grow with the square of its runs.
  const kept = async () => (await site.database()).$count(requests);

  describe('POST /api/contactemail', () => {
    it('answers every body with a documented status, and keeps and delivers only valid ones', async () => {
      const POST = site.contact;
      const [before, keptBefore] = [gateway.requests.length, await kept()];
      let deliverable = 0;
      await fc.assert(
        fc.asyncProperty(fc.oneof(mutatedContact, fc.jsonValue()), async (body) => {
          const parsed = contactRequestSchema.safeParse(body);
          const accepted = acceptable(contactRequestSchema, body);
          if (accepted && parsed.success && !parsed.data.website) deliverable += 1;
          const answer = await check(await POST(postRequest('/api/contactemail', JSON.stringify(body))));
          expect(answer.ok).toBe(accepted);
        }),
        { numRuns: runsPerEngine },
      );
      // The generator reaches both sides: some requests were valid and delivered, most were not.
      expect(deliverable).toBeGreaterThan(runsPerEngine / 50);
      expect(deliverable).toBeLessThan(runsPerEngine);
      expect(gateway.requests.length - before).toBe(deliverable);
      expect((await kept()) - keptBefore).toBe(deliverable);
    });

    it(`answers a body nested up to 10,000 levels deep: accepted up to ${MAX_JSON_DEPTH} levels, 400 beyond, never a 500`, async () => {
      const POST = site.contact;
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.constantFrom(30, 31, 32, 10_000)),
          fc.boolean(),
          fc.constantFrom('1', '"\\u0000"', '"\\ud800"'),
          async (depth, arrays, innermost) => {
            // A bot's request (the honeypot: answered, delivered to nobody) is the outermost level;
            // `extra`, an unknown field the schema drops, nests `innermost` in arrays or objects.
            // A NUL or a surrogate down there was looked for by recursion, which overflowed.
            const nested = arrays
              ? `${'['.repeat(depth)}${innermost}${']'.repeat(depth)}`
              : `${'{"a":'.repeat(depth)}${innermost}${'}'.repeat(depth)}`;
            const raw = `${JSON.stringify({ ...validContact, website: 'bot' }).slice(0, -1)},"extra":${nested}}`;
            const answer = await check(await POST(postRequest('/api/contactemail', raw)));
            expect(answer.ok).toBe(depth + 1 <= MAX_JSON_DEPTH && innermost === '1');
          },
        ),
        { numRuns: Math.min(runsPerEngine, 200) },
      );
    });

    it('answers whatever client address a request names, up to 10 KB, without a 500', async () => {
      const POST = site.contact;
      const address = fc.oneof(
        fc.ipV4(),
        fc.ipV6(),
        fc.string({ unit: 'grapheme-ascii', maxLength: 10_240 }),
        // One long entry: no comma to split it, as the 500 of a key too long for its index needed.
        fc.string({ unit: fc.constantFrom(...'0123456789abcdef:.'), minLength: 2_000, maxLength: 10_240 }),
        fc.constantFrom(`fe80::1%${'a'.repeat(10_000)}`, `${'9'.repeat(10_000)}.1.1.1`),
      );
      await fc.assert(
        fc.asyncProperty(address, fc.constantFrom('x-forwarded-for', 'x-real-ip'), async (client, header) => {
          const body = JSON.stringify({ ...validContact, website: 'bot' });
          await check(await POST(postRequest('/api/contactemail', body, { [header]: client })));
        }),
        { numRuns: Math.min(runsPerEngine, 200) },
      );
    });

    it('answers raw bodies and odd content types without a 500', async () => {
      const POST = site.contact;
      const [before, keptBefore] = [gateway.requests.length, await kept()];
      await fc.assert(
        fc.asyncProperty(
          fc.string({ maxLength: 40_000 }),
          fc.constantFrom('application/json', 'text/plain', 'application/json; charset=utf-8', ''),
          async (raw, type) => {
            await check(await POST(postRequest('/api/contactemail', raw, { 'content-type': type })));
          },
        ),
        { numRuns: runsPerEngine },
      );
      expect(gateway.requests.length).toBe(before);
      expect(await kept()).toBe(keptBefore);
    });
  });

  describe('service call handlers', () => {
    const validCall = sampleServiceCall;
    const mutatedCall = mutationsOf(validCall, {
      moreKeys: ['test'],
      values: fc.oneof(anyValue, fc.record({ by: anyValue, number: anyValue })),
    });

    it('POST /api/service/request: documented statuses; invalid bodies never reach the gateway', async () => {
      const POST = site.serviceRequest;
      let valid = 0;
      await fc.assert(
        fc.asyncProperty(fc.oneof(mutatedCall, fc.jsonValue()), async (body) => {
          const before = scgw.requests.length;
          const accepted = acceptable(serviceCallRequestSchema, body);
          await check(await POST(postRequest('/api/service/request', JSON.stringify(body))));
          if (accepted) valid += 1;
          else expect(scgw.requests.length).toBe(before);
        }),
        { numRuns: runsPerEngine },
      );
      expect(valid).toBeGreaterThan(0);
    });

    it('GET lookups: documented statuses; invalid numbers never reach the gateway', async () => {
      const GET = site.lookup;
      await fc.assert(
        fc.asyncProperty(fc.oneof(nasty, fc.stringMatching(/^[A-Za-z0-9-]{1,40}$/)), async (number) => {
          const before = scgw.requests.length;
          // URLSearchParams writes a lone surrogate as U+FFFD, as a browser does; encodeURIComponent throws.
          const url = `http://localhost/api/service/equipment?${new URLSearchParams({ number })}`;
          await check(await GET(new Request(url, { headers: { origin: 'http://localhost', 'x-forwarded-for': newClientAddress() } })));
          if (!lookupNumberSchema.safeParse(number).success) expect(scgw.requests.length).toBe(before);
        }),
        { numRuns: runsPerEngine },
      );
    });
  });

  describe('POST /api/meter-readings', () => {
    const today = shopDate(siteConfig.timeZone);
    const validReading = { ...sampleMeterReading, equipmentNumber: 'EQ-501', readingDate: today };
    const mutatedReading = mutationsOf(validReading, { moreKeys: ['scans', 'largeFormat', 'note', 'confirmLower'], unknownFields: true });

    it('answers every body with a documented status (409: a lower reading), and keeps and mails only valid ones', async () => {
      const POST = site.meterReading;
      const schema = meterReadingSchema(today);
      let valid = 0;
      await fc.assert(
        fc.asyncProperty(fc.oneof(mutatedReading, fc.jsonValue()), async (body) => {
          const [mailed, keptBefore] = [gateway.requests.length, await kept()];
          const accepted = acceptable(schema, body);
          const response = await POST(postRequest('/api/meter-readings', JSON.stringify(body)));
          expect([...ALLOWED_STATUSES, 409]).toContain(response.status);
          const answer = await response.json();
          expect(typeof answer.ok).toBe('boolean');
          if (accepted) valid += 1;
          else {
            expect(answer.ok).toBe(false);
            expect(gateway.requests.length).toBe(mailed);
            expect(await kept()).toBe(keptBefore);
          }
        }),
        { numRuns: runsPerEngine },
      );
      expect(valid).toBeGreaterThan(runsPerEngine / 50);
    });
  });

  describe('order handlers', () => {
    const validOrder = {
      templateId: ORDER_TEMPLATE_ID,
      style: 'Poster',
      material: 'Glossy Poster',
      size: ORDER_SIZE,
      quantity: 3,
      instructions: 'Matte finish',
    };
    const mutatedOrder = mutationsOf(validOrder, { moreKeys: ['amount'], values: fc.oneof(anyValue, fc.integer({ min: -5, max: 600 })) });

    it('POST /api/orders: documented statuses; invalid orders never reach PayPal', async () => {
      const POST = site.createOrder;
      let valid = 0;
      await fc.assert(
        fc.asyncProperty(fc.oneof(mutatedOrder, fc.jsonValue()), async (body) => {
          const before = paypal.requests.length;
          const accepted = acceptable(orderRequestSchema, body);
          const answer = await check(await POST(postRequest('/api/orders', JSON.stringify(body))));
          expect(answer.ok).toBe(accepted);
          if (accepted) valid += 1;
          else expect(paypal.requests.length).toBe(before);
        }),
        { numRuns: runsPerEngine },
      );
      expect(valid).toBeGreaterThan(0);
    });

    it('POST /api/orders/{id}/capture: documented statuses (404 for an order this server never made); no PayPal call for those', async () => {
      const POST = site.capture;
      await fc.assert(
        fc.asyncProperty(fc.oneof(nasty, fc.stringMatching(/^[A-Z0-9]{10,36}$/)), async (id) => {
          const before = paypal.requests.length;
          const response = await POST(postRequest(`/api/orders/x/capture`, ''), { params: Promise.resolve({ id }) });
          expect([...ALLOWED_STATUSES, 404]).toContain(response.status);
          expect(typeof (await response.json()).ok).toBe('boolean');
          expect(response.status).toBe(paypalOrderIdSchema.safeParse(id).success ? 404 : 400);
          expect(paypal.requests.length).toBe(before);
        }),
        { numRuns: runsPerEngine },
      );
    });
  });
});
