/** @jest-environment node */
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sandboxJson from '@/data/sandbox/equipment.json';
import { parseDataFile } from '@/lib/data/parse';
import { sandboxEquipmentFileSchema } from '@/lib/data/sandbox-equipment';
import type { OutboxEntry } from '@/lib/delivery/outbox';
import { readServerEnv } from '@/lib/env';
import { HttpError } from '@/lib/http';
import type { ServiceCallRequest } from '@/lib/schemas/service-call';
import { UpstreamError } from '@/lib/upstream/fetch';
import { sendJson, startFakeServer, type FakeServer } from '@/test/fakes/http';
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

async function outboxEntries(dir: string): Promise<OutboxEntry[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json'));
  return Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), 'utf8')) as OutboxEntry));
}

let outbox: string;
beforeEach(async () => {
  outbox = await mkdtemp(path.join(tmpdir(), 'service-outbox-'));
});

describe('configuration', () => {
  it('needs SCGW_URL and SCGW_API_KEY together, naming the missing one', () => {
    expect(() => readServerEnv({ SCGW_URL: 'http://127.0.0.1:1' })).toThrow(/SCGW_API_KEY: SCGW_URL and SCGW_API_KEY go together/);
    expect(() => readServerEnv({ SCGW_API_KEY: 'key' })).toThrow(/SCGW_URL and SCGW_API_KEY go together/);
    expect(() => readServerEnv({ SCGW_URL: 'http://127.0.0.1:1', SCGW_API_KEY: 'key' })).not.toThrow();
  });

  it('says at start whether service calls reach the gateway or the sandbox, never the key', () => {
    expect(serviceCallsStatusLine(readServerEnv({}))).toMatch(/sandbox/);
    const line = serviceCallsStatusLine(readServerEnv({ SCGW_URL: 'http://127.0.0.1:1', SCGW_API_KEY: 'secret-key' }));
    expect(line).toMatch(/service gateway/);
    expect(line).not.toContain('secret-key');
  });
});

describe('the sandbox (no SCGW_URL, no SCGW_API_KEY)', () => {
  const env = () => readServerEnv({ OUTBOX_DIR: outbox });

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
    expect(await lookupEquipment('equipment', 'demo-1001', env())).toEqual([
      { id: 50101, number: 'DEMO-1001', model: 'HP DesignJet T1700 44-in', description: 'Wide format CAD plotter, dual roll', location: 'Plan room, 2nd floor' },
    ]);
    expect((await lookupEquipment('customer', 'DEMO-ACCT-1', env())).map((m) => m.number)).toEqual(['DEMO-1001', 'DEMO-1002', 'DEMO-1003']);
    expect(await lookupEquipment('equipment', 'NOPE-1', env())).toEqual([]);
    expect(await lookupEquipment('equipment', 'DEMO-ACCT-1', env())).toEqual([]);
  });

  it('writes a service call to the outbox, for the service mailbox, with the gateway body in its text', async () => {
    expect(await placeServiceCall(request, env())).toMatchObject({ sentTo: 'outbox', equipment: { number: 'DEMO-1002' } });
    const [entry] = await outboxEntries(outbox);
    expect(entry.delivery).toMatchObject({
      kind: 'service-call',
      mailbox: 'service',
      emailSubject: 'Service Call',
      name: 'Dana Whitfield',
      email: 'dana@example.com',
      phone: '(206) 342-8631',
      subject: 'HP PageWide XL 4200 MFP (equipment number DEMO-1002)',
    });
    expect(entry.delivery.desc).toContain('Equipment ID: 50102');
    expect(entry.delivery.desc).toContain('Caller: Dana Whitfield, (206) 342-8631, dana@example.com');
    expect(entry.delivery.desc).toContain('Prints show streaks across the page.');
    expect(entry.delivery.desc).not.toContain('TEST');
  });

  it('labels a test request as one', async () => {
    await placeServiceCall({ ...request, test: true }, env());
    const [entry] = await outboxEntries(outbox);
    expect(entry.delivery.emailSubject).toBe('TEST - Service Call (repairbeta)');
    expect(entry.delivery.desc.split('\n')[0]).toBe('TEST REQUEST from /repairbeta: no service call was created.');
  });

  it('refuses a machine the lookup does not return, and writes nothing', async () => {
    for (const equipmentId of [50201, 'anything', 99999]) {
      const error = await placeServiceCall({ ...request, equipmentId }, env()).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status: 400, fieldErrors: { equipmentId: ['Please look up your machine again and choose it'] } });
    }
    expect(await outboxEntries(outbox)).toHaveLength(0);
  });
});

describe('with the gateway', () => {
  let gateway: FakeServer;
  const record = { EquipmentID: 10452, EquipmentNumber: 'EQ-10452', Model: 'HP DesignJet T1700', Description: 'Plotter', Location: 'Plan room', CustomerNumber: 'C-1' };
  const gatewayRequest: ServiceCallRequest = { ...request, equipmentId: 10452, lookup: { by: 'equipment', number: 'EQ-10452' } };
  const env = () => readServerEnv({ SCGW_URL: gateway.url, SCGW_API_KEY: 'secret-key', OUTBOX_DIR: outbox, UPSTREAM_TIMEOUT_MS: '500' });
  const posts = () => gateway.requests.filter((r) => r.method === 'POST');

  beforeAll(async () => {
    gateway = await startFakeServer();
  });
  afterAll(() => gateway.close());
  beforeEach(() => {
    gateway.requests.length = 0;
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  function answer(serviceRequestStatus: number) {
    gateway.setHandler((req, res) =>
      req.method === 'GET' ? sendJson(res, 200, { result: [record] }) : sendJson(res, serviceRequestStatus, { result: {} }),
    );
  }

  it('confirms the machine with a fresh lookup, then creates the call there, not in the outbox', async () => {
    answer(200);
    expect(await placeServiceCall(gatewayRequest, env())).toMatchObject({ sentTo: 'gateway' });
    expect(gateway.requests.map((r) => `${r.method} ${new URL(r.url, 'http://f').pathname}`)).toEqual([
      'GET /scgw/api/v1/equipment/number',
      'POST /scgw/api/v1/service/request',
    ]);
    expect(JSON.parse(posts()[0].body)).toEqual({
      equipmentId: 10452,
      callerName: 'Dana Whitfield, (206) 342-8631, dana@example.com',
      callDescription: 'Prints show streaks across the page.',
    });
    expect(await outboxEntries(outbox)).toHaveLength(0);
  });

  it('sends the id the gateway gave, whatever type the browser sent it as', async () => {
    answer(200);
    await placeServiceCall({ ...gatewayRequest, equipmentId: '10452' }, env());
    expect(JSON.parse(posts()[0].body).equipmentId).toBe(10452);
  });

  it('never sends a test request to the gateway: it goes to the outbox, labelled', async () => {
    answer(200);
    expect(await placeServiceCall({ ...gatewayRequest, test: true }, env())).toMatchObject({ sentTo: 'outbox' });
    expect(posts()).toHaveLength(0);
    const [entry] = await outboxEntries(outbox);
    expect(entry.delivery.emailSubject).toBe('TEST - Service Call (repairbeta)');
  });

  it('keeps the request in the outbox with the error when the gateway fails, then fails', async () => {
    answer(503);
    const error = await placeServiceCall(gatewayRequest, env()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    const [entry] = await outboxEntries(outbox);
    expect(entry.error).toBe('service gateway: answered 503');
    expect(JSON.stringify(entry)).not.toContain('secret-key');
  });
});
