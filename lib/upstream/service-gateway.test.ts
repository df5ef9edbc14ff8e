import { sendJson, startFakeServer, type FakeHandler, type FakeServer } from '@/test/fakes/http';
import { captureLog } from '@/test/log-capture';
import { UpstreamError } from './fetch';
import { API_KEY_PARAM, createServiceRequest, findEquipment, type ServiceGatewaySettings } from './service-gateway';

const API_KEY = "k3y/with+odd=chars&more 'quoted'*";
const log = captureLog();

const record = {
  EquipmentID: 10452,
  EquipmentNumber: 'EQ-10452',
  Model: 'HP DesignJet T1700',
  Description: '44-inch CAD plotter',
  Location: 'Plan room',
  CustomerNumber: 'C-2001',
};

/** Like the dealer's gateway: 401 unless the key is in the query, then `answer`. */
function requiringKey(answer: FakeHandler): FakeHandler {
  return (request, response) => {
    const key = new URL(request.url, 'http://fake').searchParams.get(API_KEY_PARAM);
    if (key !== API_KEY) return sendJson(response, 401, { message: 'Invalid or missing API key' });
    return answer(request, response);
  };
}

let gateway: FakeServer;
let settings: ServiceGatewaySettings;

beforeAll(async () => {
  gateway = await startFakeServer();
  settings = { url: `${gateway.url}/`, apiKey: API_KEY, timeoutMs: 500 };
});
afterAll(() => gateway.close());

/** The error a call throws, checked to be an UpstreamError that does not mention the key. */
async function failureOf(call: Promise<unknown>): Promise<UpstreamError> {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  const upstreamError = error as UpstreamError;
  for (const text of [upstreamError.message, String(upstreamError), JSON.stringify(upstreamError)]) {
    expect(text).not.toContain(API_KEY);
    expect(text).not.toContain(encodeURIComponent(API_KEY));
    expect(text).not.toContain(new URLSearchParams({ k: API_KEY }).toString().slice(2));
  }
  return upstreamError;
}

describe('lookups by equipment and customer number', () => {
  it('asks for an equipment number with the key in the query, and maps the result', async () => {
    gateway.setHandler(requiringKey((_, res) => sendJson(res, 200, { result: [record] })));
    const machines = await findEquipment(settings, 'equipment', 'EQ-10452');
    expect(machines).toEqual([
      { id: 10452, number: 'EQ-10452', model: 'HP DesignJet T1700', description: '44-inch CAD plotter', location: 'Plan room' },
    ]);
    const { method, url } = gateway.requests.at(-1)!;
    const sent = new URL(url, 'http://fake');
    expect(method).toBe('GET');
    expect(sent.pathname).toBe('/scgw/api/v1/equipment/number');
    expect(Object.fromEntries(sent.searchParams)).toEqual({ equipmentNumber: 'EQ-10452', [API_KEY_PARAM]: API_KEY });
  });

  it('asks for a customer number at its own path and returns every machine', async () => {
    gateway.setHandler(
      requiringKey((_, res) => sendJson(res, 200, { result: [record, { ...record, EquipmentID: 10453, EquipmentNumber: 'EQ-10453' }] })),
    );
    const machines = await findEquipment(settings, 'customer', 'C-2001');
    expect(machines.map((m) => m.number)).toEqual(['EQ-10452', 'EQ-10453']);
    const sent = new URL(gateway.requests.at(-1)!.url, 'http://fake');
    expect(sent.pathname).toBe('/scgw/api/v1/equipment/customer/number');
    expect(sent.searchParams.get('customerNumber')).toBe('C-2001');
  });

  it('returns none for an empty result', async () => {
    gateway.setHandler(requiringKey((_, res) => sendJson(res, 200, { result: [] })));
    await expect(findEquipment(settings, 'equipment', 'NOPE')).resolves.toEqual([]);
  });

  it('keeps a base path of SCGW_URL', async () => {
    gateway.setHandler(requiringKey((_, res) => sendJson(res, 200, { result: [] })));
    await findEquipment({ ...settings, url: `${gateway.url}/dealer` }, 'equipment', 'EQ-1');
    expect(new URL(gateway.requests.at(-1)!.url, 'http://fake').pathname).toBe('/dealer/scgw/api/v1/equipment/number');
  });

  it('fails on a wrong key without repeating the key', async () => {
    gateway.setHandler(requiringKey((_, res) => sendJson(res, 200, { result: [] })));
    const error = await failureOf(findEquipment({ ...settings, apiKey: 'wrong' }, 'equipment', 'EQ-1'));
    expect(error).toMatchObject({ upstream: 'service gateway', status: 401, message: 'answered 401' });
  });

  it('fails on a 500, a body that is not a result array, garbage, and a timeout', async () => {
    gateway.setHandler(requiringKey((_, res) => sendJson(res, 500, { message: `bad ${API_KEY}` })));
    expect(await failureOf(findEquipment(settings, 'equipment', 'EQ-1'))).toMatchObject({ status: 500, timedOut: false });

    gateway.setHandler(requiringKey((_, res) => sendJson(res, 200, { result: [{ Model: 'no id' }] })));
    expect((await failureOf(findEquipment(settings, 'equipment', 'EQ-1'))).message).toBe('answered an unexpected body to a lookup');

    gateway.setHandler(
      requiringKey((_, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<html>oops</html>');
      }),
    );
    await failureOf(findEquipment(settings, 'equipment', 'EQ-1'));

    gateway.setHandler(
      requiringKey((_, res) => {
        setTimeout(() => sendJson(res, 200, { result: [] }), 1500);
      }),
    );
    expect(await failureOf(findEquipment(settings, 'equipment', 'EQ-1'))).toMatchObject({ timedOut: true });
  });

  it('fails on an unreachable gateway without the key in the message', async () => {
    const closed = await startFakeServer();
    await closed.close();
    await failureOf(findEquipment({ ...settings, url: closed.url }, 'equipment', 'EQ-1'));
  });

  it('takes the key out of any error text, even one that quotes the URL', async () => {
    const fetchSpy = jest.spyOn(global, 'fetch').mockImplementation(async (input) => {
      throw new TypeError(`request to ${String(input)} failed`);
    });
    try {
      const error = await failureOf(findEquipment(settings, 'equipment', 'EQ-1'));
      expect(error.message).toContain(`${API_KEY_PARAM}=[key]`);
    } finally {
      fetchSpy.mockRestore();
    }
  });
});

describe('service requests', () => {
  const body = {
    equipmentId: 10452,
    callerName: 'Dana Whitfield, (206) 342-8631, dana@example.com',
    callDescription: 'Jams on every roll change.',
  };

  it('POSTs equipmentId, callerName and callDescription with the key in the query only', async () => {
    gateway.setHandler(requiringKey((_, res) => sendJson(res, 200, { result: { ServiceCallID: 'SC-1' } })));
    await createServiceRequest(settings, body);
    const sent = gateway.requests.at(-1)!;
    const url = new URL(sent.url, 'http://fake');
    expect(sent.method).toBe('POST');
    expect(url.pathname).toBe('/scgw/api/v1/service/request');
    expect(Object.fromEntries(url.searchParams)).toEqual({ [API_KEY_PARAM]: API_KEY });
    expect(sent.headers['content-type']).toBe('application/json');
    expect(JSON.parse(sent.body)).toEqual(body);
    expect(sent.body).not.toContain(API_KEY);
    expect(log.messages('info')).toEqual(['Service gateway accepted a service request for equipment 10452']);
    expect(log.text()).not.toContain(API_KEY);
  });

  it('fails on an error status, without the key', async () => {
    gateway.setHandler(requiringKey((_, res) => sendJson(res, 503, { message: 'down' })));
    expect(await failureOf(createServiceRequest(settings, body))).toMatchObject({ status: 503 });
  });
});
