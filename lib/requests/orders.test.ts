import { eq } from 'drizzle-orm';
import { readServerEnv, type ServerEnv } from '@/lib/config/server';
import { leaseMs } from '@/lib/delivery/attempt';
import { deliveryPass } from '@/lib/delivery/worker';
import type { OrderRequest } from '@/lib/forms/order';
import { database, type Database } from '@/lib/store/db';
import { orders, requests } from '@/lib/store/schema';
import { sendJson, startFakeServer, type FakeServer } from '@/test/fakes/http';
import { ORDER_SIZE, ORDER_SIZE_PRICE, ORDER_TEMPLATE_ID, orderTemplate, usd } from '@/test/fixtures/content-samples';
import { REFERENCE_PATTERN } from '@/test/fixtures/requests';
import { captureLog } from '@/test/log-capture';
import { anotherInstance, closeStores, ENGINES, STORE_OPEN_TIMEOUT_MS, storeEnv } from '@/test/store-env';
import { completeOrder, DECLINED_ERROR, PAYPAL_UNCONFIGURED_ERROR, paypalStatusLine, placeOrder, UNKNOWN_ORDER_ERROR } from './orders';

/**
 * The order flow end to end on the server: pricing, PayPal (a loopback fake of Orders v2), the
 * order's record in the store, and the notification to the sales mailbox through the mail gateway.
 */

const order: OrderRequest = {
  templateId: ORDER_TEMPLATE_ID,
  style: 'Window Cling',
  material: 'Foam Board',
  size: ORDER_SIZE,
  quantity: 3,
  instructions: 'Round the corners',
};
/** The order in words, and what it costs (three of the size's price). */
const DESCRIPTION = `${orderTemplate.description} sign: Window Cling, Foam Board, ${ORDER_SIZE}, quantity 3`;
const AMOUNT = usd(ORDER_SIZE_PRICE, 3);

interface CreatedOrder {
  purchase_units: { amount: { value: string }; items: { quantity: string }[] }[];
}

/**
 * A fake of PayPal's Orders v2. An order of quantity 402 is declined at capture while `declining`
 * holds it; a capture is answered 50 ms late, so that concurrent captures overlap.
 */
async function startFakePayPal() {
  const created = new Map<string, CreatedOrder>();
  const declining = new Set<string>();
  let next = 0;
  const fake = await startFakeServer((request, response) => {
    if (request.url === '/v1/oauth2/token') return sendJson(response, 200, { access_token: 'token', expires_in: 32400 });
    if (request.url === '/v2/checkout/orders') {
      const id = `ORDER${String(++next).padStart(12, '0')}`;
      created.set(id, JSON.parse(request.body) as CreatedOrder);
      if (JSON.parse(request.body).purchase_units[0].items[0].quantity === '402') declining.add(id);
      return sendJson(response, 201, { id, status: 'CREATED' });
    }
    const id = request.url.split('/')[4];
    const unit = created.get(id)!.purchase_units[0];
    if (declining.has(id)) {
      return sendJson(response, 422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INSTRUMENT_DECLINED' }] });
    }
    setTimeout(() => {
      sendJson(response, 201, {
        id,
        status: 'COMPLETED',
        payer: { name: { given_name: 'Robin', surname: 'Buyer' }, email_address: 'robin@paypal.test' },
        purchase_units: [
          {
            payments: { captures: [{ id: `CAP-${id}`, status: 'COMPLETED', amount: { currency_code: 'USD', value: unit.amount.value } }] },
          },
        ],
      });
    }, 50);
  });
  return {
    fake,
    created,
    declining,
    captures: (id?: string) => fake.requests.filter((r) => r.url.endsWith('/capture') && (!id || r.url.includes(id))),
  };
}

let paypal: Awaited<ReturnType<typeof startFakePayPal>>;
let gateway: FakeServer;

beforeAll(async () => {
  paypal = await startFakePayPal();
  gateway = await startFakeServer((_, res) => sendJson(res, 200, { statusCode: 200 }));
});
afterAll(async () => {
  await closeStores();
  await paypal.fake.close();
  await gateway.close();
});

/** The notifications the mail gateway received about an order. */
const notifications = (orderId: string) =>
  gateway.requests
    .map((r) => JSON.parse(r.body) as Record<string, string>)
    .filter((body) => body.desc.includes(`PayPal order: ${orderId}`));

describe('without PayPal configured', () => {
  it('answers 503 with a clear error, and calls nobody', async () => {
    const unconfigured = readServerEnv({ EMBEDDED_DB_DIR: 'memory://' });
    const before = paypal.fake.requests.length;
    await expect(placeOrder(order, unconfigured)).rejects.toMatchObject({ status: 503, message: PAYPAL_UNCONFIGURED_ERROR });
    await expect(completeOrder('ORDER000000000001', unconfigured)).rejects.toMatchObject({ status: 503 });
    expect(paypal.fake.requests).toHaveLength(before);
  });

  it('says at start where orders go, or that online payment is off and why', () => {
    expect(
      paypalStatusLine(readServerEnv({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_API_BASE: 'http://127.0.0.1:9' })),
    ).toBe('PayPal: orders are created and captured at http://127.0.0.1:9');
    expect(paypalStatusLine(readServerEnv({ PAYPAL_CLIENT_ID: 'client-id' }))).toMatch(
      /PAYPAL_CLIENT_SECRET are not set, online payment answers 503/,
    );
  });
});

describe.each(ENGINES)('on %s', (engine) => {
  let env: ServerEnv;
  let db: Database;
  const log = captureLog();

  beforeAll(async () => {
    env = await storeEnv(engine, {
      PAYPAL_CLIENT_ID: 'client-id',
      PAYPAL_CLIENT_SECRET: 'client-secret',
      PAYPAL_API_BASE: paypal.fake.url,
      CONTACT_API_URL: `${gateway.url}/prod`,
      UPSTREAM_TIMEOUT_MS: '2000',
    });
    db = await database(env);
  }, STORE_OPEN_TIMEOUT_MS);

  const stored = async (orderId: string) => (await db.select().from(orders).where(eq(orders.orderId, orderId)))[0];

  describe('placeOrder', () => {
    it('creates the PayPal order at the server price and keeps its record in the store', async () => {
      const { orderId, amount, currency } = await placeOrder(order, env);
      expect({ amount, currency }).toEqual({ amount: AMOUNT, currency: 'USD' });
      expect(paypal.created.get(orderId)!.purchase_units[0].amount.value).toBe(AMOUNT);
      const row = await stored(orderId);
      expect(row.record).toMatchObject({
        orderId,
        order,
        templateDescription: orderTemplate.description,
        description: DESCRIPTION,
        unitAmount: usd(ORDER_SIZE_PRICE),
        amount: AMOUNT,
        currency: 'USD',
      });
      expect(row).toMatchObject({ captureId: null, captureStartedAt: null, reference: null });
      expect(row.createdAt.toISOString()).toBe(row.record.createdAt);
    });
  });

  describe('completeOrder', () => {
    it('captures the order and tells the sales mailbox what to print, from the stored record, with the reference', async () => {
      const { orderId } = await placeOrder(order, env);
      const done = await completeOrder(orderId, env);
      expect(done).toEqual({ status: 'COMPLETED', captureId: `CAP-${orderId}`, reference: expect.stringMatching(REFERENCE_PATTERN) });

      const [mail] = notifications(orderId);
      expect(mail).toMatchObject({
        contact_email: 'sales',
        name: 'Robin Buyer',
        email: 'robin@paypal.test',
        subject: DESCRIPTION,
        email_subject: `Paid sign order: ${orderTemplate.description} [${done.reference}]`,
      });
      expect(mail.desc).toBe(
        [
          `Reference: ${done.reference}`,
          `Template: ${orderTemplate.description} (template ${ORDER_TEMPLATE_ID}, /library/template/${ORDER_TEMPLATE_ID})`,
          'Style: Window Cling',
          'Material: Foam Board',
          `Size: ${ORDER_SIZE}`,
          'Quantity: 3',
          `Unit price: ${usd(ORDER_SIZE_PRICE)} USD`,
          `Amount: ${AMOUNT} USD`,
          `Paid: ${AMOUNT} USD (capture COMPLETED)`,
          `PayPal order: ${orderId}`,
          `PayPal capture: CAP-${orderId}`,
          'Extra instructions:',
          'Round the corners',
        ].join('\n'),
      );
      expect(await stored(orderId)).toMatchObject({ captureId: `CAP-${orderId}`, captureStatus: 'COMPLETED', reference: done.reference });
      const [notification] = await db
        .select()
        .from(requests)
        .where(eq(requests.dedupeKey, `order:${orderId}`));
      expect(notification).toMatchObject({ reference: done.reference, kind: 'order', state: 'sent' });
    });

    it('captures and notifies once when five captures of one order arrive at once at two instances', async () => {
      const { orderId } = await placeOrder(order, env);
      const second = anotherInstance(env);
      await database(second);
      const answers = await Promise.all([0, 1, 2, 3, 4].map((n) => completeOrder(orderId, n % 2 ? second : env)));
      expect(answers[0]).toEqual({ status: 'COMPLETED', captureId: `CAP-${orderId}`, reference: expect.stringMatching(REFERENCE_PATTERN) });
      for (const answer of answers) expect(answer).toEqual(answers[0]);
      expect(paypal.captures(orderId)).toHaveLength(1);
      expect(notifications(orderId)).toHaveLength(1);
      expect(notifications(orderId)[0].email_subject).toContain(`[${answers[0].reference}]`);

      // Asked again later, on either instance: the same answer from the store, nothing more.
      expect(await completeOrder(orderId, second)).toEqual(answers[0]);
      expect(paypal.captures(orderId)).toHaveLength(1);
      expect(notifications(orderId)).toHaveLength(1);
    });

    it('takes over a capture whose holder went silent longer than the lease', async () => {
      const { orderId } = await placeOrder(order, env);
      // Another instance took the capture two lease-lengths ago and died.
      await db
        .update(orders)
        .set({ captureStartedAt: new Date(Date.now() - 2 * leaseMs(env)) })
        .where(eq(orders.orderId, orderId));
      expect(await completeOrder(orderId, env)).toMatchObject({ status: 'COMPLETED', captureId: `CAP-${orderId}` });
      expect(paypal.captures(orderId)).toHaveLength(1);
    });

    it('refuses an order this server did not create (404) without asking PayPal to capture it', async () => {
      await expect(completeOrder('ELSEWHERE00000001', env)).rejects.toMatchObject({ status: 404, message: UNKNOWN_ORDER_ERROR });
      expect(paypal.captures('ELSEWHERE00000001')).toHaveLength(0);
    });

    it('answers 402 for a declined payment, notifies nobody, and lets the buyer try again', async () => {
      const { orderId } = await placeOrder({ ...order, quantity: 402 }, env);
      await expect(completeOrder(orderId, env)).rejects.toMatchObject({ status: 402, message: DECLINED_ERROR });
      expect(notifications(orderId)).toHaveLength(0);
      expect(await stored(orderId)).toMatchObject({ captureId: null, captureStartedAt: null });

      // The buyer picks another card in PayPal and approves again.
      paypal.declining.delete(orderId);
      const done = await completeOrder(orderId, env);
      expect(done).toMatchObject({ status: 'COMPLETED', captureId: `CAP-${orderId}` });
      expect(paypal.captures(orderId)).toHaveLength(2);
      expect(notifications(orderId)).toHaveLength(1);
    });

    it('still answers paid, with the reference, when the notification fails: it is retried until it arrives', async () => {
      gateway.setHandler((_, res) => sendJson(res, 500, { message: 'down' }));
      try {
        const { orderId } = await placeOrder(order, env);
        const done = await completeOrder(orderId, env);
        expect(done).toMatchObject({ status: 'COMPLETED', reference: expect.stringMatching(REFERENCE_PATTERN) });
        const [notification] = await db
          .select()
          .from(requests)
          .where(eq(requests.dedupeKey, `order:${orderId}`));
        expect(notification).toMatchObject({
          reference: done.reference,
          state: 'pending',
          lastError: 'mail gateway: answered 500',
          delivery: { kind: 'order', mailbox: 'sales' },
        });
        expect(log.entries()).toContainEqual(
          expect.objectContaining({
            level: 'error',
            reference: done.reference,
            kind: 'order',
            orderId,
            msg: `Order ${orderId} is paid; its notification ${done.reference} is not delivered yet and will be retried`,
          }),
        );

        gateway.setHandler((_, res) => sendJson(res, 200, { statusCode: 200 }));
        await deliveryPass(env, { now: () => notification.nextAttemptAt });
        expect(notifications(orderId).map((mail) => mail.email_subject)).toEqual([
          `Paid sign order: ${orderTemplate.description} [${done.reference}]`,
          `Paid sign order: ${orderTemplate.description} [${done.reference}]`,
        ]);
        expect(await completeOrder(orderId, env)).toEqual(done);
      } finally {
        gateway.setHandler((_, res) => sendJson(res, 200, { statusCode: 200 }));
      }
    });
  });
});
