/** @jest-environment node */
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { OutboxEntry } from '@/lib/delivery/outbox';
import { readServerEnv, type ServerEnv } from '@/lib/env';
import type { OrderRequest } from '@/lib/schemas/order';
import { sendJson, startFakeServer, type FakeServer } from '@/test/fakes/http';
import { completeOrder, DECLINED_ERROR, PAYPAL_UNCONFIGURED_ERROR, paypalStatusLine, placeOrder, UNKNOWN_ORDER_ERROR } from './checkout';
import { readOrderRecord } from './store';

/**
 * The order flow end to end on the server: pricing, PayPal (a loopback fake of Orders v2), the
 * server's record, and delivery to the sales mailbox through the outbox.
 */

const order: OrderRequest = {
  templateId: 3,
  style: 'Window Cling',
  material: 'Foam Board',
  size: '17x22',
  quantity: 3,
  instructions: 'Round the corners',
};

let fake: FakeServer;
let outbox: string;
let env: ServerEnv;
let nextOrder = 0;
/** Orders the fake created, by id: the create body. Quantity 402 is declined at capture. */
let created: Map<string, { purchase_units: { amount: { value: string }; items: { quantity: string }[] }[] }>;

beforeEach(async () => {
  created = new Map();
  fake = await startFakeServer((request, response) => {
    if (request.url === '/v1/oauth2/token') return sendJson(response, 200, { access_token: 'token', expires_in: 32400 });
    if (request.url === '/v2/checkout/orders') {
      const id = `ORDER${String(++nextOrder).padStart(12, '0')}`;
      created.set(id, JSON.parse(request.body));
      return sendJson(response, 201, { id, status: 'CREATED' });
    }
    const id = request.url.split('/')[4];
    const unit = created.get(id)!.purchase_units[0];
    if (unit.items[0].quantity === '402') {
      return sendJson(response, 422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INSTRUMENT_DECLINED' }] });
    }
    sendJson(response, 201, {
      id,
      status: 'COMPLETED',
      payer: { name: { given_name: 'Robin', surname: 'Buyer' }, email_address: 'robin@paypal.test' },
      purchase_units: [{ payments: { captures: [{ id: `CAP-${id}`, status: 'COMPLETED', amount: { currency_code: 'USD', value: unit.amount.value } }] } }],
    });
  });
  outbox = await mkdtemp(path.join(tmpdir(), 'orders-'));
  env = readServerEnv({
    PAYPAL_CLIENT_ID: 'client-id',
    PAYPAL_CLIENT_SECRET: 'client-secret',
    PAYPAL_API_BASE: fake.url,
    OUTBOX_DIR: outbox,
    UPSTREAM_TIMEOUT_MS: '2000',
  });
});

afterEach(async () => {
  await fake.close();
});

const captureCalls = () => fake.requests.filter((r) => r.url.endsWith('/capture'));

async function deliveries(): Promise<OutboxEntry[]> {
  const files = (await readdir(outbox)).filter((name) => name.endsWith('.json'));
  return Promise.all(files.map(async (name) => JSON.parse(await readFile(path.join(outbox, name), 'utf8')) as OutboxEntry));
}

describe('placeOrder', () => {
  it('creates the PayPal order at the server price and keeps a record of it', async () => {
    const { orderId, amount, currency } = await placeOrder(order, env);
    expect({ amount, currency }).toEqual({ amount: '30.00', currency: 'USD' });
    expect(created.get(orderId)!.purchase_units[0].amount.value).toBe('30.00');
    expect(await readOrderRecord(outbox, orderId)).toMatchObject({
      orderId,
      order,
      templateDescription: 'Face Mask Required',
      description: 'Face Mask Required sign: Window Cling, Foam Board, 17x22, quantity 3',
      unitAmount: '10.00',
      amount: '30.00',
      currency: 'USD',
    });
  });

  it('answers 503 with a clear error when PayPal is not configured, and calls nobody', async () => {
    const unconfigured = readServerEnv({ OUTBOX_DIR: outbox });
    await expect(placeOrder(order, unconfigured)).rejects.toMatchObject({ status: 503, message: PAYPAL_UNCONFIGURED_ERROR });
    await expect(completeOrder('ORDER000000000001', unconfigured)).rejects.toMatchObject({ status: 503 });
    expect(fake.requests).toHaveLength(0);
  });
});

describe('paypalStatusLine', () => {
  it('says at start where orders go, or that online payment is off and why', () => {
    expect(paypalStatusLine(env)).toBe(`PayPal: orders are created and captured at ${fake.url}`);
    expect(paypalStatusLine(readServerEnv({ PAYPAL_CLIENT_ID: 'client-id' }))).toMatch(/PAYPAL_CLIENT_SECRET are not set, online payment answers 503/);
  });
});

describe('completeOrder', () => {
  it('captures the order and delivers what to print to the sales mailbox, from the server record', async () => {
    const { orderId } = await placeOrder(order, env);
    await expect(completeOrder(orderId, env)).resolves.toEqual({ status: 'COMPLETED', captureId: `CAP-${orderId}` });

    const [entry] = await deliveries();
    expect(entry.delivery).toMatchObject({
      kind: 'order',
      mailbox: 'sales',
      emailSubject: 'Paid sign order: Face Mask Required',
      name: 'Robin Buyer',
      email: 'robin@paypal.test',
      subject: 'Face Mask Required sign: Window Cling, Foam Board, 17x22, quantity 3',
    });
    expect(entry.delivery.desc).toBe(
      [
        'Template: Face Mask Required (template 3, /library/template/3)',
        'Style: Window Cling',
        'Material: Foam Board',
        'Size: 17x22',
        'Quantity: 3',
        'Unit price: 10.00 USD',
        'Amount: 30.00 USD',
        'Paid: 30.00 USD (capture COMPLETED)',
        `PayPal order: ${orderId}`,
        `PayPal capture: CAP-${orderId}`,
        'Extra instructions:',
        'Round the corners',
      ].join('\n'),
    );
    expect((await readOrderRecord(outbox, orderId))?.capture).toMatchObject({ id: `CAP-${orderId}`, status: 'COMPLETED' });
  });

  it('captures and notifies once, however often and however fast the capture is asked for', async () => {
    const { orderId } = await placeOrder(order, env);
    const answers = await Promise.all([completeOrder(orderId, env), completeOrder(orderId, env)]);
    const again = await completeOrder(orderId, env);
    expect(new Set([...answers, again].map((answer) => answer.captureId))).toEqual(new Set([`CAP-${orderId}`]));
    expect(captureCalls()).toHaveLength(1);
    expect(await deliveries()).toHaveLength(1);
  });

  it('refuses an order this server did not create (404) without asking PayPal to capture it', async () => {
    await expect(completeOrder('ELSEWHERE00000001', env)).rejects.toMatchObject({ status: 404, message: UNKNOWN_ORDER_ERROR });
    expect(captureCalls()).toHaveLength(0);
  });

  it('answers 402 for a declined payment, delivers nothing and lets the buyer try again', async () => {
    const { orderId } = await placeOrder({ ...order, quantity: 402 }, env);
    await expect(completeOrder(orderId, env)).rejects.toMatchObject({ status: 402, message: DECLINED_ERROR });
    expect(await deliveries()).toHaveLength(0);
    expect((await readOrderRecord(outbox, orderId))?.capture).toBeUndefined();
  });

  it('still answers paid when the notification fails: the order waits in the outbox with the error', async () => {
    const gateway = await startFakeServer((_, response) => sendJson(response, 500, { message: 'down' }));
    const withGateway = { ...env, CONTACT_API_URL: `${gateway.url}/prod` };
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { orderId } = await placeOrder(order, withGateway);
      await expect(completeOrder(orderId, withGateway)).resolves.toMatchObject({ status: 'COMPLETED' });
      const [entry] = await deliveries();
      expect(entry).toMatchObject({ status: 'pending', delivery: { kind: 'order', mailbox: 'sales' } });
      expect(entry.error).toMatch(/mail gateway/);
      expect(spy).toHaveBeenCalledWith(expect.stringContaining(`Order ${orderId} is paid but its notification failed`));
    } finally {
      spy.mockRestore();
      await gateway.close();
    }
  });
});
