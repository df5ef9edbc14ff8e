import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { siteConfig } from '@/lib/content/site';
import { shopDate } from '@/lib/format/shop-date';
import { SPAM_CHECK_TOKEN_HEADER } from '@/lib/forms/service-call-fields';
import { orders, requests } from '@/lib/store/schema';
import { sendJson, startFakeServer, type FakeHandler, type FakeServer } from '@/test/fakes/http';
import { startFakeSmtp, type FakeSmtp } from '@/test/fakes/smtp';
import { SAMPLE_ORDER } from '@/test/fixtures/content-samples';
import { REFERENCE_PATTERN, sampleGatewayRecord, sampleMeterReading, sampleServiceCall } from '@/test/fixtures/requests';
import { captureLog } from '@/test/log-capture';
import { ENGINES, STORE_OPEN_TIMEOUT_MS, storeVariables } from '@/test/store-env';
import { findByReference } from '@/test/store-helpers';
import { closeRouteStores, loadRoute, postRequest, type LoadedRoute } from './route-env';

/**
 * Fault injection (docs/requirements.md#nothing-lost, #security): each upstream of the handlers
 * refuses, errs, answers garbage, stalls past the timeout (1000 ms here) or resets mid-body.
 * A check the answer depends on (spam check, equipment lookup, PayPal) answers 502 or 504 with
 * JSON and keeps nothing. A delivery that fails after the request was committed answers 202 with
 * the reference: queued to be tried again, or, for a service call the gateway may have received,
 * of unknown outcome. The handler serves the next request, and a store it cannot reach answers
 * 500 with nothing delivered.
 */
jest.setTimeout(30_000);

const SCGW_KEY = 'secret-key-123';
const PAYPAL_SECRET = 'secret-value-456';

const contact = JSON.stringify({
  variant: 'default',
  contact_email: 'sales',
  name: 'Avery Quinn',
  email: 'avery@customer.test',
  phone: '(206) 342-8631',
  subject: 'Toner',
  message: 'Two black toner cartridges for the M635, please.',
  token: 'tok',
});

/** Never answers while the connection is open. */
const stall: FakeHandler = (_, res) => {
  const late = setTimeout(() => sendJson(res, 200, { success: true, score: 1, action: 'contact' }), 5000);
  res.on('close', () => clearTimeout(late));
};

const httpFaults: Record<string, FakeHandler> = {
  status500: (_, res) => sendJson(res, 500, { message: 'Internal server error' }),
  malformed: (_, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('<html>502 Bad Gateway</html>');
  },
  slow: stall,
  reset: (_, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"statusCode": 2');
    res.socket?.destroy();
  },
};
const FAULTS = [...Object.keys(httpFaults), 'refused'];
/** What a failed check the answer depends on answers. */
const checkStatus = (fault: string) => (fault === 'slow' ? 504 : 502);
/** Each fault with the status a failed check answers. */
const CHECK_FAULTS = FAULTS.map((fault) => [fault, checkStatus(fault)] as const);
/** What a failed check logs: which upstream failed, and how when the fault says it. */
const upstreamFailed = (upstream: string, fault: string) => {
  const how: Record<string, string> = {
    status500: '.*answered 500',
    malformed: '.*answered 200 with a body that is not JSON$',
    slow: 'no answer within 1000 ms$',
  };
  return expect.stringMatching(new RegExp(`^Upstream ${upstream} failed: ${how[fault] ?? '.'}`));
};

/**
 * A fake upstream on an address that stays the same, so the site's configuration does too, which
 * a test breaks: it answers one of httpFaults, or goes away (its connections are then refused)
 * until heal() brings it back. Its answers close their connection, so a request after it went
 * away is refused rather than cut on a kept-alive one.
 */
class Upstream {
  private down = false;
  private constructor(
    private fake: FakeServer,
    private readonly healthy: FakeHandler,
  ) {}

  static async start(healthy: FakeHandler): Promise<Upstream> {
    return new Upstream(await startFakeServer(closing(healthy)), healthy);
  }

  get url() {
    return this.fake.url;
  }

  /** The requests received since it last healed. */
  get requests() {
    return this.fake.requests;
  }

  async break(fault: string) {
    if (fault === 'refused') await this.goAway();
    else this.answer(httpFaults[fault]);
  }

  answer(handler: FakeHandler) {
    this.fake.setHandler(closing(handler));
  }

  async goAway() {
    this.down = true;
    await this.fake.close();
  }

  /** Answers well again, and forgets the requests it received. */
  async heal() {
    if (this.down) this.fake = await startFakeServer(closing(this.healthy), Number(new URL(this.fake.url).port));
    else this.fake.setHandler(closing(this.healthy));
    this.down = false;
    this.fake.requests.length = 0;
  }

  close() {
    return this.down ? Promise.resolve() : this.fake.close();
  }
}

function closing(handler: FakeHandler): FakeHandler {
  return (req, res) => {
    res.setHeader('connection', 'close');
    return handler(req, res);
  };
}

/** Everything logged, to check that no secret is, and what is. */
const log = captureLog();
afterEach(() => {
  expect(log.text()).not.toContain(SCGW_KEY);
  expect(log.text()).not.toContain(PAYPAL_SECRET);
});
afterAll(closeRouteStores);

async function site(variables: Record<string, string>) {
  return loadRoute(
    async () => ({
      contact: (await import('@/app/api/contactemail/route')).POST,
      lookup: (await import('@/app/api/service/equipment/route')).GET,
      serviceRequest: (await import('@/app/api/service/request/route')).POST,
      meterReading: (await import('@/app/api/meter-readings/route')).POST,
      createOrder: (await import('@/app/api/orders/route')).POST,
    }),
    variables,
  );
}

describe.each(ENGINES)('on %s', (engine) => {
  describe('with the mail gateway, siteverify, the service gateway and PayPal', () => {
    let gateway: Upstream;
    let verifier: Upstream;
    let scgw: Upstream;
    let paypal: Upstream;
    let handlers: LoadedRoute<Awaited<ReturnType<typeof site>>>;

    beforeAll(async () => {
      gateway = await Upstream.start((_, res) => sendJson(res, 200, { statusCode: 200 }));
      verifier = await Upstream.start((_, res) =>
        sendJson(res, 200, { success: true, score: 0.9, action: 'contact', hostname: 'localhost' }),
      );
      scgw = await Upstream.start((req, res) =>
        sendJson(res, 200, req.method === 'GET' ? { result: [sampleGatewayRecord] } : { result: { ServiceCallID: 'SC-1' } }),
      );
      paypal = await Upstream.start((req, res) =>
        req.url === '/v1/oauth2/token'
          ? sendJson(res, 200, { access_token: 'fault-token', token_type: 'Bearer', expires_in: 32400 })
          : sendJson(res, 201, { id: 'FAULTORDER000001', status: 'CREATED' }),
      );
      handlers = await site({
        CONTACT_API_URL: `${gateway.url}/prod`,
        NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'site',
        RECAPTCHA_SECRET_KEY: 'secret',
        RECAPTCHA_VERIFY_URL: `${verifier.url}/siteverify`,
        SCGW_URL: scgw.url,
        SCGW_API_KEY: SCGW_KEY,
        PAYPAL_CLIENT_ID: 'client',
        PAYPAL_CLIENT_SECRET: PAYPAL_SECRET,
        PAYPAL_API_BASE: paypal.url,
        ...(await storeVariables(engine)),
      });
      await handlers.database();
    }, STORE_OPEN_TIMEOUT_MS);
    afterAll(async () => {
      for (const upstream of [gateway, verifier, scgw, paypal]) await upstream.close();
    });
    afterEach(async () => {
      for (const upstream of [gateway, verifier, scgw, paypal]) await upstream.heal();
    });

    const rowOf = async (reference: string) => (await findByReference(await handlers.database(), reference))!;
    const count = async (table: typeof requests | typeof orders) => (await handlers.database()).$count(table);

    describe('the mail gateway fails', () => {
      it.each(FAULTS)(
        '%s: answers 202 queued with the reference, keeps the request pending with the error, and serves on',
        async (fault) => {
          await gateway.break(fault);
          const response = await handlers.contact(postRequest('/api/contactemail', contact));
          expect(response.status).toBe(202);
          const answer = await response.json();
          expect(answer).toEqual({ ok: true, reference: expect.stringMatching(REFERENCE_PATTERN), outcome: 'queued' });
          const kept = await rowOf(answer.reference);
          expect(kept).toMatchObject({ state: 'pending', attempts: 1, lastError: expect.stringMatching(/^mail gateway: /) });
          expect(kept.delivery).toMatchObject({ email: 'avery@customer.test', mailbox: 'sales' });
          expect(log.messages()).toContainEqual(expect.stringContaining(`Request ${answer.reference} not delivered (mail gateway: `));

          await gateway.heal();
          const next = await handlers.contact(postRequest('/api/contactemail', contact));
          expect(next.status).toBe(200);
          const { reference } = await next.json();
          expect((await rowOf(reference)).state).toBe('sent');
          expect(gateway.requests.map((r) => JSON.parse(r.body).email_subject)).toContain(`Website Contact Form [${reference}]`);
        },
      );
    });

    describe('a meter reading when its upstreams fail', () => {
      const reading = () =>
        JSON.stringify({
          ...sampleMeterReading,
          equipmentNumber: 'EQ-501',
          readingDate: shopDate(siteConfig.timeZone),
          email: `meter-${Math.random()}@customer.test`,
        });

      it.each(FAULTS)('%s at the mail gateway: answers 202 queued with the reference and keeps the reading pending', async (fault) => {
        await gateway.break(fault);
        const response = await handlers.meterReading(postRequest('/api/meter-readings', reading()));
        expect(response.status).toBe(202);
        const answer = await response.json();
        expect(answer).toEqual({ ok: true, reference: expect.stringMatching(REFERENCE_PATTERN), outcome: 'queued' });
        expect(await rowOf(answer.reference)).toMatchObject({
          kind: 'meter-reading',
          state: 'pending',
          lastError: expect.stringMatching(/^mail gateway: /),
        });
      });

      it.each(CHECK_FAULTS)('%s at the lookup: answers %i, never with the key, and keeps and mails nothing', async (fault) => {
        await scgw.break(fault);
        const [sent, kept] = [gateway.requests.length, await count(requests)];
        const response = await handlers.meterReading(postRequest('/api/meter-readings', reading()));
        expect(response.status).toBe(checkStatus(fault));
        expect(await response.text()).not.toContain(SCGW_KEY);
        expect(gateway.requests).toHaveLength(sent);
        expect(await count(requests)).toBe(kept);
        expect(log.messages()).toContainEqual(upstreamFailed('service gateway', fault));
      });
    });

    describe('siteverify fails', () => {
      it.each(CHECK_FAULTS)('%s: answers %i and keeps and delivers nothing (the check never fails open)', async (fault) => {
        await verifier.break(fault);
        const [sent, kept] = [gateway.requests.length, await count(requests)];
        const response = await handlers.contact(postRequest('/api/contactemail', contact));
        expect(response.status).toBe(checkStatus(fault));
        expect(await response.json()).toMatchObject({ ok: false, error: expect.stringMatching(/^siteverify/) });
        expect(gateway.requests).toHaveLength(sent);
        expect(await count(requests)).toBe(kept);
        expect(log.messages()).toContainEqual(upstreamFailed('siteverify', fault));
      });
    });

    describe('the service gateway fails', () => {
      const call = JSON.stringify(sampleServiceCall);
      const created = () => scgw.requests.filter((r) => r.method === 'POST');

      it.each(CHECK_FAULTS)('%s on a lookup: the lookup answers %i, never with the key', async (fault) => {
        await scgw.break(fault);
        const response = await handlers.lookup(
          // From the site's own page: a lookup from nowhere is refused before the gateway is asked.
          new Request('http://localhost/api/service/equipment?number=EQ-501', {
            headers: { [SPAM_CHECK_TOKEN_HEADER]: 'tok', origin: 'http://localhost' },
          }),
        );
        expect(response.status).toBe(checkStatus(fault));
        expect(await response.text()).not.toContain(SCGW_KEY);
        expect(log.messages()).toContainEqual(upstreamFailed('service gateway', fault));
      });

      /**
       * What the visitor hears when the service request fails after the call was committed:
       * queued when the gateway surely did not create it (an error status, or refused), unknown
       * when it may have (it took the request and gave no answer, a cut one, or an unreadable
       * success).
       */
      const outcomes: Record<string, { outcome: 'queued' | 'unknown'; error: RegExp }> = {
        status500: { outcome: 'queued', error: /^service gateway: answered 500$/ },
        malformed: { outcome: 'unknown', error: /^service gateway: answered 200 with a body that is not JSON$/ },
        slow: { outcome: 'unknown', error: /^service gateway: no answer within 1000 ms$/ },
        reset: { outcome: 'unknown', error: /^service gateway: / },
        refused: { outcome: 'queued', error: /^service gateway: ECONNREFUSED$/ },
      };

      it.each(FAULTS)(
        '%s on the service request: answers 202 with the reference, and keeps the call for a retry or a person',
        async (fault) => {
          const expected = outcomes[fault];
          scgw.answer((request, res) => {
            if (request.method === 'GET') {
              // The fresh lookup succeeds; for 'refused', the gateway then goes away before the request.
              if (fault === 'refused') res.on('finish', () => void scgw.goAway());
              return sendJson(res, 200, { result: [sampleGatewayRecord] });
            }
            return httpFaults[fault](request, res);
          });
          const response = await handlers.serviceRequest(postRequest('/api/service/request', call));
          const text = await response.text();
          expect(text).not.toContain(SCGW_KEY);
          expect(response.status).toBe(202);
          const answer = JSON.parse(text);
          expect(answer).toEqual({ ok: true, reference: expect.stringMatching(REFERENCE_PATTERN), outcome: expected.outcome });
          expect(created()).toHaveLength(fault === 'refused' ? 0 : 1);
          const kept = await rowOf(answer.reference);
          expect(kept).toMatchObject({
            channel: 'service-gateway',
            state: expected.outcome === 'queued' ? 'pending' : 'unknown',
            lastError: expect.stringMatching(expected.error),
            serviceRequest: { equipmentId: 501, callDescription: 'The plotter jams at the cutter.' },
          });
          expect(JSON.stringify(kept)).not.toContain(SCGW_KEY);
          expect(log.messages()).toContainEqual(
            expect.stringContaining(
              expected.outcome === 'unknown'
                ? `Request ${answer.reference}: the service gateway may have received it (service gateway: `
                : `Request ${answer.reference} not delivered (service gateway: `,
            ),
          );
        },
      );
    });

    describe('PayPal fails', () => {
      const order = JSON.stringify(SAMPLE_ORDER);
      const token: FakeHandler = (_, res) => sendJson(res, 200, { access_token: 'fault-token', token_type: 'Bearer', expires_in: 32400 });

      // The token steps come first: a token PayPal gave is reused, so later ones never ask for one.
      for (const step of ['token', 'create'] as const) {
        it.each(CHECK_FAULTS)(`%s at ${step}: creating the order answers %i and records no order`, async (fault) => {
          if (fault === 'refused' && step === 'token') {
            await paypal.goAway();
          } else {
            // A connection dropped at once stands for 'refused' once the token was given.
            paypal.answer((request, res) => {
              if (step === 'create' && request.url === '/v1/oauth2/token') return token(request, res);
              if (fault === 'refused') res.socket?.destroy();
              else return httpFaults[fault](request, res);
            });
          }
          const recorded = await count(orders);
          const response = await handlers.createOrder(postRequest('/api/orders', order));
          expect(response.status).toBe(checkStatus(fault));
          const text = await response.text();
          expect(JSON.parse(text)).toMatchObject({ ok: false });
          expect(text).not.toContain(PAYPAL_SECRET);
          expect(await count(orders)).toBe(recorded);
          expect(log.messages()).toContainEqual(upstreamFailed('PayPal', fault));
        });
      }
    });
  });

  describe('with SMTP', () => {
    /**
     * SMTP_URL names this relay, which forwards to a healthy server or to a rejecting one, never
     * greets, greets then hangs up, or is not there at all. `sockets` holds both sides of each
     * connection it has open.
     */
    type Mode = 'healthy' | 'rejects' | 'never greets' | 'hangs up';
    let mode: Mode;
    let relay: Server;
    let port: number;
    let healthy: FakeSmtp;
    let rejecting: SMTPServer;
    let rejectingPort: number;
    const sockets = new Set<Socket>();
    let handlers: LoadedRoute<Awaited<ReturnType<typeof site>>>;

    function listen(): Promise<void> {
      relay = createServer((socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => undefined);
        if (mode === 'never greets') return;
        if (mode === 'hangs up') {
          socket.write('220 smtp.test ESMTP\r\n');
          socket.once('data', () => socket.destroy());
          return;
        }
        const upstream = connect(mode === 'healthy' ? Number(new URL(healthy.url).port) : rejectingPort, '127.0.0.1');
        sockets.add(upstream);
        upstream.on('error', () => undefined);
        // Either side closing closes the other, so no connection to the SMTP servers is left open.
        upstream.on('close', () => {
          sockets.delete(upstream);
          socket.destroy();
        });
        socket.on('close', () => upstream.destroy());
        socket.pipe(upstream).pipe(socket);
      });
      return new Promise((resolve) => relay.listen(port, '127.0.0.1', resolve));
    }

    function stopRelay(): Promise<void> {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => relay.close(() => resolve()));
    }

    beforeAll(async () => {
      healthy = await startFakeSmtp();
      rejecting = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, _session, callback) {
          stream.resume();
          stream.on('end', () => callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 })));
        },
      });
      await new Promise<void>((resolve) => rejecting.listen(0, '127.0.0.1', resolve));
      rejectingPort = (rejecting.server.address() as AddressInfo).port;
      port = 0;
      mode = 'healthy';
      await listen();
      port = (relay.address() as AddressInfo).port;
      handlers = await site({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_DOMAIN: 'shop.test', ...(await storeVariables(engine)) });
      await handlers.database();
    }, STORE_OPEN_TIMEOUT_MS);
    afterAll(async () => {
      if (relay.listening) await stopRelay();
      await healthy.close();
      await new Promise<void>((resolve) => rejecting.close(() => resolve()));
    });

    it.each(['refused', 'rejects', 'never greets', 'hangs up'] as const)(
      'SMTP %s: answers 202 queued, keeps the request with the error; a healthy server then gets the next one',
      async (fault) => {
        if (fault === 'refused') await stopRelay();
        else mode = fault;
        const response = await handlers.contact(postRequest('/api/contactemail', contact));
        expect(response.status).toBe(202);
        const answer = await response.json();
        expect(answer).toMatchObject({ ok: true, outcome: 'queued' });
        expect(await findByReference(await handlers.database(), answer.reference)).toMatchObject({
          state: 'pending',
          lastError: expect.stringMatching(/^SMTP: /),
        });
        expect(log.messages()).toContainEqual(expect.stringContaining(`Request ${answer.reference} not delivered (SMTP: `));

        mode = 'healthy';
        if (fault === 'refused') await listen();
        const before = healthy.messages.length;
        const next = await handlers.contact(postRequest('/api/contactemail', contact));
        expect(next.status).toBe(200);
        const { reference } = await next.json();
        expect(healthy.messages.slice(before).map((mail) => mail.subject)).toEqual([`Website Contact Form [${reference}]`]);
      },
    );
  });

  describe('the store cannot be reached', () => {
    let gateway: FakeServer;
    const folders: string[] = [];
    beforeAll(async () => {
      gateway = await startFakeServer((_, res) => sendJson(res, 200, { statusCode: 200 }));
    });
    afterAll(async () => {
      await gateway.close();
      for (const folder of folders) await rm(folder, { recursive: true, force: true });
    });

    /** A store this engine cannot open: a server that is gone, or a folder another process has open. */
    async function unreachableStore(): Promise<Record<string, string>> {
      if (engine === 'postgres') {
        const gone = await startFakeServer();
        await gone.close();
        return { DATABASE_URL: `postgres://postgres@127.0.0.1:${new URL(gone.url).port}/site` };
      }
      const folder = await mkdtemp(path.join(tmpdir(), 'store-in-use-'));
      folders.push(folder);
      const dir = path.join(folder, 'db');
      // The parent process (jest's) stands for a server that has the folder open.
      await writeFile(`${dir}.pid`, String(process.ppid));
      return { EMBEDDED_DB_DIR: dir };
    }

    it('answers 500, says nothing was sent, and delivers nothing', async () => {
      const broken = await site({ CONTACT_API_URL: `${gateway.url}/prod`, ...(await unreachableStore()) });
      for (const attempt of [1, 2]) {
        const response = await broken.contact(postRequest('/api/contactemail', contact));
        expect({ attempt, status: response.status }).toEqual({ attempt, status: 500 });
        expect(await response.json()).toEqual({ ok: false, error: 'Internal error' });
      }
      expect(gateway.requests).toHaveLength(0);
      expect(log.messages('error')).toContain('Unexpected error in a route handler');
    });
  });
});
