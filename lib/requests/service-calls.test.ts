import { eq } from 'drizzle-orm';
import sandboxJson from '@/data/sandbox/equipment.json';
import { HttpError } from '@/lib/api/http';
import { readServerEnv, type ServerEnv } from '@/lib/config/server';
import { parseDataFile } from '@/lib/content/parse';
import type { ServiceCallRequest } from '@/lib/forms/service-call';
import { sandboxEquipmentFileSchema } from '@/lib/requests/sandbox-equipment';
import { database, type Database } from '@/lib/store/db';
import { requests } from '@/lib/store/schema';
import { UpstreamError } from '@/lib/upstream/fetch';
import { mailGatewayForSuite, sendJson, startFakeServer, type FakeServer } from '@/test/fakes/http';
import { REFERENCE_PATTERN, sampleGatewayRecord } from '@/test/fixtures/requests';
import { captureLog } from '@/test/log-capture';
import { closeStores, ENGINES, STORE_OPEN_TIMEOUT_MS, storeEnv } from '@/test/store-env';
import { lookupEquipment, placeServiceCall, serviceCallsStatusLine } from './service-calls';

const request: ServiceCallRequest = {
  equipmentId: 50102,
  lookup: { by: 'customer', number: 'DEMO-ACCT-1' },
  name: 'Dana Whitfield',
  phone: '(206) 342-8631',
  email: 'dana@example.com',
  message: 'Prints show streaks across the page.',
  token: 'tok',
};

/** The shop's mail gateway: what reaches a mailbox. */
const mailGateway = mailGatewayForSuite();
const mails = mailGateway.mails;
afterAll(closeStores);

async function stored(db: Database, reference: string) {
  return (await db.select().from(requests).where(eq(requests.reference, reference)))[0];
}

describe('configuration', () => {
  it('needs SCGW_URL and SCGW_API_KEY together, naming the missing one', () => {
    expect(() => readServerEnv({ SCGW_URL: 'http://127.0.0.1:1' })).toThrow(/SCGW_API_KEY: SCGW_URL and SCGW_API_KEY go together/);
    expect(() => readServerEnv({ SCGW_API_KEY: 'key' })).toThrow(/SCGW_URL and SCGW_API_KEY go together/);
    expect(() => readServerEnv({ SCGW_URL: 'http://127.0.0.1:1', SCGW_API_KEY: 'key' })).not.toThrow();
  });

  it('says at start which backend serves service calls, never the key', () => {
    expect(serviceCallsStatusLine(readServerEnv({}))).toMatch(/^Service calls: sandbox/);
    expect(serviceCallsStatusLine(readServerEnv({ SITE_URL: 'https://shop.example.com' }))).toMatch(
      /^Service calls: mail \(no service gateway\): .* taken as typed/,
    );
    const line = serviceCallsStatusLine(readServerEnv({ SCGW_URL: 'http://127.0.0.1:1', SCGW_API_KEY: 'secret-key' }));
    expect(line).toMatch(/service gateway/);
    expect(line).not.toContain('secret-key');
  });
});

describe('the sandbox data', () => {
  const env = readServerEnv({});

  it('data/sandbox/equipment.json parses, with an account that has several machines', () => {
    const records = parseDataFile('data/sandbox/equipment.json', sandboxEquipmentFileSchema, sandboxJson);
    const accounts = records.map((record) => record.CustomerNumber);
    expect(accounts.some((account) => accounts.indexOf(account) !== accounts.lastIndexOf(account))).toBe(true);
  });

  it('refuses a record without an account, and a repeated equipment number', () => {
    const [first] = sandboxJson;
    const parse = (data: unknown) => () => parseDataFile('data/sandbox/equipment.json', sandboxEquipmentFileSchema, data);
    expect(parse([{ ...first, CustomerNumber: undefined }])).toThrow('data/sandbox/equipment.json: [0].CustomerNumber:');
    expect(parse([first, { ...first, EquipmentID: 9, EquipmentNumber: first.EquipmentNumber.toLowerCase() }])).toThrow(
      '[1].EquipmentNumber: duplicate EquipmentNumber',
    );
  });

  it('finds a machine by equipment number, in any case, and an account’s machines', async () => {
    expect(await lookupEquipment('equipment', 'demo-1001', env)).toEqual([
      {
        id: 50101,
        number: 'DEMO-1001',
        model: 'HP DesignJet T1700 44-in',
        description: 'Wide format CAD plotter, dual roll',
        location: 'Plan room, 2nd floor',
      },
    ]);
    expect((await lookupEquipment('customer', 'DEMO-ACCT-1', env)).map((m) => m.number)).toEqual(['DEMO-1001', 'DEMO-1002', 'DEMO-1003']);
    expect(await lookupEquipment('equipment', 'NOPE-1', env)).toEqual([]);
    expect(await lookupEquipment('equipment', 'DEMO-ACCT-1', env)).toEqual([]);
  });
});

describe.each(ENGINES)('placeServiceCall on %s', (engine) => {
  describe('in the sandbox (no SCGW_URL, no SCGW_API_KEY)', () => {
    let env: ServerEnv;
    let db: Database;
    beforeAll(async () => {
      env = await storeEnv(engine, { CONTACT_API_URL: mailGateway.url() });
      db = await database(env);
    }, STORE_OPEN_TIMEOUT_MS);

    it('commits the call and mails it to the service mailbox, with the gateway body and the reference in its text', async () => {
      const receipt = await placeServiceCall(request, env);
      expect(receipt).toMatchObject({
        outcome: 'sent',
        reference: expect.stringMatching(REFERENCE_PATTERN),
        equipment: { number: 'DEMO-1002' },
      });
      const [mail] = mails();
      expect(mail).toMatchObject({
        contact_email: 'service',
        email_subject: `Service Call [${receipt.reference}]`,
        name: 'Dana Whitfield',
        email: 'dana@example.com',
        phone: '(206) 342-8631',
        subject: 'HP PageWide XL 4200 MFP (equipment number DEMO-1002)',
      });
      const lines = mail.desc.split('\n');
      expect(lines[0]).toBe(`Reference: ${receipt.reference}`);
      expect(lines).toEqual(
        expect.arrayContaining([
          'Equipment ID: 50102',
          'Caller: Dana Whitfield, (206) 342-8631, dana@example.com',
          'Prints show streaks across the page.',
        ]),
      );
      expect(mail.desc).not.toContain('TEST');
      expect(await stored(db, receipt.reference)).toMatchObject({
        kind: 'service-call',
        channel: 'mail',
        state: 'sent',
        sentWith: 'gateway',
      });
    });

    it('keeps a test request in the store only, labelled as one', async () => {
      const receipt = await placeServiceCall({ ...request, test: true }, env);
      expect(receipt.outcome).toBe('held');
      expect(mails()).toHaveLength(0);
      const row = await stored(db, receipt.reference);
      expect(row).toMatchObject({ channel: 'hold', state: 'held', attempts: 0 });
      expect(row.delivery?.emailSubject).toBe('TEST - Service Call (repairbeta)');
      expect(row.delivery?.desc.split('\n')[0]).toBe('TEST REQUEST from /repairbeta: no service call was created.');
    });

    it('refuses a machine the lookup does not return, and keeps nothing', async () => {
      const before = (await db.select().from(requests)).length;
      for (const equipmentId of [50201, 'anything', 99999]) {
        const error = await placeServiceCall({ ...request, equipmentId }, env).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(HttpError);
        expect(error).toMatchObject({ status: 400, fieldErrors: { equipmentId: ['Please look up your machine again and choose it'] } });
      }
      expect(await db.select().from(requests)).toHaveLength(before);
      expect(mails()).toHaveLength(0);
    });

    it('refuses a call that names no machine', async () => {
      const error = await placeServiceCall({ ...request, equipmentId: undefined }, env).catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 400, fieldErrors: { equipmentId: ['Please look up your machine again and choose it'] } });
    });
  });

  describe('in mail mode (an https SITE_URL and no gateway)', () => {
    let env: ServerEnv;
    let db: Database;
    beforeAll(async () => {
      env = await storeEnv(engine, { CONTACT_API_URL: mailGateway.url(), SITE_URL: 'https://shop.example.com' });
      db = await database(env);
    }, STORE_OPEN_TIMEOUT_MS);

    it('looks nothing up, not even in the demo sandbox', async () => {
      await expect(lookupEquipment('equipment', 'DEMO-1001', env)).rejects.toMatchObject({ status: 404 });
    });

    it.each([
      ['equipment', 'EQ-77812', 'Equipment Number: EQ-77812 (as typed; not looked up)', 'equipment number EQ-77812'],
      ['customer', 'ACCT-3391', 'Customer Number: ACCT-3391 (as typed; not looked up)', 'customer number ACCT-3391'],
    ] as const)('mails a call by %s number to the service mailbox with the number as typed', async (by, number, line, subject) => {
      const receipt = await placeServiceCall({ ...request, equipmentId: undefined, lookup: { by, number } }, env);
      expect(receipt).toMatchObject({ outcome: 'sent', equipment: undefined });
      const [mail] = mails();
      expect(mail).toMatchObject({ contact_email: 'service', email_subject: `Service Call [${receipt.reference}]`, subject });
      expect(mail.desc.split('\n')).toEqual([
        `Reference: ${receipt.reference}`,
        line,
        'Caller: Dana Whitfield, (206) 342-8631, dana@example.com',
        'Description of the Problem:',
        'Prints show streaks across the page.',
      ]);
      expect(await stored(db, receipt.reference)).toMatchObject({
        kind: 'service-call',
        channel: 'mail',
        state: 'sent',
        serviceRequest: null,
      });
    });

    it('ignores an equipment id a browser sends anyway', async () => {
      const receipt = await placeServiceCall({ ...request, equipmentId: 50102, lookup: { by: 'equipment', number: 'DEMO-1002' } }, env);
      expect(mails()[0].desc).toContain('Equipment Number: DEMO-1002 (as typed; not looked up)');
      expect(mails()[0].desc).not.toContain('Equipment ID');
      expect(receipt.outcome).toBe('sent');
    });
  });

  describe('with the gateway', () => {
    let gateway: FakeServer;
    let env: ServerEnv;
    let db: Database;
    const gatewayRequest: ServiceCallRequest = { ...request, equipmentId: 501, lookup: { by: 'equipment', number: 'EQ-501' } };
    const posts = () => gateway.requests.filter((r) => r.method === 'POST');

    beforeAll(async () => {
      gateway = await startFakeServer();
      env = await storeEnv(engine, {
        SCGW_URL: gateway.url,
        SCGW_API_KEY: 'secret-key',
        CONTACT_API_URL: mailGateway.url(),
        UPSTREAM_TIMEOUT_MS: '1000',
      });
      db = await database(env);
    }, STORE_OPEN_TIMEOUT_MS);
    afterAll(() => gateway.close());
    /** What the calls log (the gateway's acceptance, a failed attempt), asserted where it matters. */
    const log = captureLog();
    beforeEach(() => {
      gateway.requests.length = 0;
    });
    afterEach(() => {
      // Nothing logged names the gateway's key or the caller.
      for (const secret of ['secret-key', 'Dana Whitfield', '342-8631', 'dana@example.com']) expect(log.text()).not.toContain(secret);
    });

    /** The gateway answers lookups with the machine, and service requests with this status (or never). */
    function answer(serviceRequestStatus: number | 'never') {
      gateway.setHandler((req, res) => {
        if (req.method === 'GET') return sendJson(res, 200, { result: [sampleGatewayRecord] });
        if (serviceRequestStatus !== 'never') return sendJson(res, serviceRequestStatus, { result: {} });
        const never = setTimeout(() => sendJson(res, 200, {}), 30_000);
        res.on('close', () => clearTimeout(never));
      });
    }

    it('confirms the machine with a fresh lookup, commits the call, then creates it there, not by mail', async () => {
      answer(200);
      const receipt = await placeServiceCall(gatewayRequest, env);
      expect(receipt).toMatchObject({ outcome: 'sent', reference: expect.stringMatching(REFERENCE_PATTERN), equipment: { id: 501 } });
      expect(gateway.requests.map((r) => `${r.method} ${new URL(r.url, 'http://f').pathname}`)).toEqual([
        'GET /scgw/api/v1/equipment/number',
        'POST /scgw/api/v1/service/request',
      ]);
      expect(log.entries().map((entry) => entry.level)).toEqual(['info']);
      const body = {
        equipmentId: 501,
        callerName: 'Dana Whitfield, (206) 342-8631, dana@example.com',
        callDescription: 'Prints show streaks across the page.',
      };
      expect(JSON.parse(posts()[0].body)).toEqual(body);
      expect(mails()).toHaveLength(0);
      expect(await stored(db, receipt.reference)).toMatchObject({
        channel: 'service-gateway',
        state: 'sent',
        sentWith: 'service gateway',
        serviceRequest: body,
      });
    });

    it('sends the id the gateway gave, whatever type the browser sent it as', async () => {
      answer(200);
      await placeServiceCall({ ...gatewayRequest, equipmentId: '501' }, env);
      expect(JSON.parse(posts()[0].body).equipmentId).toBe(501);
    });

    it('never sends a test request to the gateway or a mailbox: it is kept, labelled', async () => {
      answer(200);
      const receipt = await placeServiceCall({ ...gatewayRequest, test: true }, env);
      expect(receipt.outcome).toBe('held');
      expect(posts()).toHaveLength(0);
      expect(mails()).toHaveLength(0);
      expect((await stored(db, receipt.reference)).delivery?.emailSubject).toBe('TEST - Service Call (repairbeta)');
    });

    it('keeps the call pending with the error (never the key) when the gateway refuses it, to be retried', async () => {
      answer(503);
      const receipt = await placeServiceCall(gatewayRequest, env);
      expect(receipt.outcome).toBe('queued');
      const row = await stored(db, receipt.reference);
      expect(row).toMatchObject({ state: 'pending', attempts: 1, lastError: 'service gateway: answered 503' });
      expect(JSON.stringify(row)).not.toContain('secret-key');
      expect(log.entries()).toContainEqual(
        expect.objectContaining({
          level: 'warn',
          reference: receipt.reference,
          kind: 'service-call',
          msg: expect.stringMatching(
            new RegExp(`^Request ${receipt.reference} not delivered \\(service gateway: answered 503\\); next attempt at `),
          ),
        }),
      );
    });

    it('marks the call unknown when the gateway got it but never answered: a person checks it', async () => {
      answer('never');
      const receipt = await placeServiceCall(gatewayRequest, env);
      expect(receipt.outcome).toBe('unknown');
      expect(posts()).toHaveLength(1);
      expect(await stored(db, receipt.reference)).toMatchObject({
        state: 'unknown',
        lastError: 'service gateway: no answer within 1000 ms',
      });
      expect(log.entries()).toContainEqual(
        expect.objectContaining({
          level: 'error',
          reference: receipt.reference,
          kind: 'service-call',
          msg: `Request ${receipt.reference}: the service gateway may have received it (service gateway: no answer within 1000 ms); not sent again, check it by hand`,
        }),
      );
    });

    it('throws the lookup failure and keeps nothing when the fresh lookup fails', async () => {
      gateway.setHandler((_, res) => sendJson(res, 500, { message: 'down' }));
      const before = (await db.select().from(requests)).length;
      const error = await placeServiceCall(gatewayRequest, env).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UpstreamError);
      expect(error).toMatchObject({ upstream: 'service gateway', status: 500 });
      expect(posts()).toHaveLength(0);
      expect(await db.select().from(requests)).toHaveLength(before);
    });
  });
});
