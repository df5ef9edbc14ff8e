import type { ServerResponse } from 'node:http';
import { sendJson, startFakeServer, type FakeServer, type RecordedRequest } from '@/test/fakes/http';
import { UpstreamError } from './fetch';
import {
  capturePayPalOrder,
  captureRequestId,
  createPayPalOrder,
  PayPalDeclinedError,
  type PayPalOrderInput,
  type PayPalSettings,
} from './paypal';

/**
 * The PayPal client against a loopback fake of PayPal's REST API (OAuth2 token, Orders v2), in
 * PayPal's documented shapes. Each test has its own fake, so the token cache starts empty.
 */

const order: PayPalOrderInput = {
  description: 'Face Mask Required sign: Window Cling, Foam Board, 17x22, quantity 3',
  itemName: 'Face Mask Required sign, 17x22',
  sku: 'template-3/17x22',
  itemDescription: 'Round the corners',
  unitAmount: '10.00',
  quantity: 3,
  amount: '30.00',
  currency: 'USD',
};

const ORDER_ID = '5O190127TN364715T';

function captured(status = 'COMPLETED') {
  return {
    id: ORDER_ID,
    status: 'COMPLETED',
    payer: { name: { given_name: 'Robin', surname: 'Buyer' }, email_address: 'robin@paypal.test' },
    purchase_units: [
      {
        reference_id: 'default',
        shipping: {
          name: { full_name: 'Robin Buyer' },
          address: {
            address_line_1: '410 NW 10th Ave',
            admin_area_2: 'Portland',
            admin_area_1: 'OR',
            postal_code: '97209',
            country_code: 'US',
          },
        },
        payments: { captures: [{ id: '3C679366HH908993F', status, amount: { currency_code: 'USD', value: '30.00' } }] },
      },
    ],
  };
}

type Route = (request: RecordedRequest, response: ServerResponse) => void;

/** A fake PayPal: the token endpoint plus one handler for the Orders API. */
function paypal(orders: Route, tokenLifeSeconds = 32400): Route {
  let tokens = 0;
  return (request, response) => {
    if (request.url === '/v1/oauth2/token') {
      tokens += 1;
      return sendJson(response, 200, { access_token: `token-${tokens}`, token_type: 'Bearer', expires_in: tokenLifeSeconds });
    }
    return orders(request, response);
  };
}

const created: Route = (_, response) => sendJson(response, 201, { id: ORDER_ID, status: 'CREATED', links: [] });

let fake: FakeServer;
let settings: PayPalSettings;

async function start(handler: Route, timeoutMs = 2000) {
  fake = await startFakeServer(handler);
  settings = { apiBase: `${fake.url}/`, clientId: 'client-id', clientSecret: 'client-secret', timeoutMs };
}

const tokenRequests = () => fake.requests.filter((r) => r.url === '/v1/oauth2/token');
const orderRequests = () => fake.requests.filter((r) => r.url.startsWith('/v2/'));

afterEach(async () => {
  jest.restoreAllMocks();
  await fake.close();
});

describe('access tokens', () => {
  it('asks for a token with client credentials and HTTP basic auth', async () => {
    await start(paypal(created));
    await createPayPalOrder(settings, order, 'order-1');
    const [token] = tokenRequests();
    expect(token.method).toBe('POST');
    expect(token.headers.authorization).toBe(`Basic ${Buffer.from('client-id:client-secret').toString('base64')}`);
    expect(token.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(token.body).toBe('grant_type=client_credentials');
    expect(orderRequests()[0].headers.authorization).toBe('Bearer token-1');
  });

  it('reuses one token for every call until shortly before it expires, then fetches a new one', async () => {
    await start(
      paypal(
        (request, response) => (request.url.endsWith('/capture') ? sendJson(response, 201, captured()) : created(request, response)),
        3600,
      ),
    );
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now);
    await Promise.all([createPayPalOrder(settings, order, 'order-1'), createPayPalOrder(settings, order, 'order-2')]);
    await capturePayPalOrder(settings, ORDER_ID);
    expect(tokenRequests()).toHaveLength(1);

    clock.mockReturnValue(now + 3500 * 1000);
    await createPayPalOrder(settings, order, 'order-3');
    expect(tokenRequests()).toHaveLength(1);

    clock.mockReturnValue(now + 3560 * 1000);
    await createPayPalOrder(settings, order, 'order-4');
    expect(tokenRequests()).toHaveLength(2);
    expect(orderRequests().map((r) => r.headers.authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-1',
      'Bearer token-1',
      'Bearer token-1',
      'Bearer token-2',
    ]);
  });

  it('fetches a new token when PayPal refuses the cached one', async () => {
    await start(
      paypal((request, response) =>
        request.headers.authorization === 'Bearer token-1'
          ? sendJson(response, 401, { name: 'AUTHENTICATION_FAILURE' })
          : created(request, response),
      ),
    );
    await expect(createPayPalOrder(settings, order, 'order-1')).resolves.toEqual({ id: ORDER_ID, status: 'CREATED' });
    expect(tokenRequests()).toHaveLength(2);
  });

  it('fails with an upstream error when PayPal refuses the credentials', async () => {
    await start((_, response) => sendJson(response, 401, { error: 'invalid_client' }));
    await expect(createPayPalOrder(settings, order, 'order-1')).rejects.toMatchObject({ upstream: 'PayPal', status: 401 });
    expect(orderRequests()).toHaveLength(0);
  });
});

describe('create order', () => {
  it('posts intent CAPTURE with one purchase unit: description, amount with its item breakdown, and the item', async () => {
    await start(paypal(created));
    await expect(createPayPalOrder(settings, order, 'order-1')).resolves.toEqual({ id: ORDER_ID, status: 'CREATED' });
    const [request] = orderRequests();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v2/checkout/orders');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['paypal-request-id']).toBe('order-1');
    expect(JSON.parse(request.body)).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        {
          description: 'Face Mask Required sign: Window Cling, Foam Board, 17x22, quantity 3',
          amount: { currency_code: 'USD', value: '30.00', breakdown: { item_total: { currency_code: 'USD', value: '30.00' } } },
          items: [
            {
              name: 'Face Mask Required sign, 17x22',
              sku: 'template-3/17x22',
              description: 'Round the corners',
              quantity: '3',
              unit_amount: { currency_code: 'USD', value: '10.00' },
              category: 'PHYSICAL_GOODS',
            },
          ],
        },
      ],
    });
  });

  it('leaves out an empty item description and keeps the description within 127 characters', async () => {
    await start(paypal(created));
    await createPayPalOrder(settings, { ...order, itemDescription: '', description: 'x'.repeat(200) }, 'order-1');
    const [unit] = JSON.parse(orderRequests()[0].body).purchase_units;
    expect(unit.description).toHaveLength(127);
    expect(unit.items[0]).not.toHaveProperty('description');
  });

  it('sends a create that PayPal answered 5xx once more with the same PayPal-Request-Id', async () => {
    let calls = 0;
    await start(
      paypal((request, response) =>
        ++calls === 1 ? sendJson(response, 503, { name: 'SERVICE_UNAVAILABLE' }) : created(request, response),
      ),
    );
    await expect(createPayPalOrder(settings, order, 'order-retry')).resolves.toMatchObject({ id: ORDER_ID });
    expect(orderRequests().map((r) => r.headers['paypal-request-id'])).toEqual(['order-retry', 'order-retry']);
  });

  it('sends a create that got no answer in time once more with the same id, then gives up as timed out', async () => {
    await start(
      paypal(() => undefined),
      300,
    );
    const error = await createPayPalOrder(settings, order, 'order-slow').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ upstream: 'PayPal', timedOut: true });
    expect(orderRequests().map((r) => r.headers['paypal-request-id'])).toEqual(['order-slow', 'order-slow']);
  });

  it('reports a refused order as an upstream error with PayPal status and issue', async () => {
    await start(
      paypal((_, response) => sendJson(response, 422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ITEM_TOTAL_MISMATCH' }] })),
    );
    await expect(createPayPalOrder(settings, order, 'order-1')).rejects.toMatchObject({
      status: 422,
      message: 'create order answered 422 UNPROCESSABLE_ENTITY ITEM_TOTAL_MISMATCH',
    });
    expect(orderRequests()).toHaveLength(1);
  });

  it('reports an answer that is not JSON as an upstream error', async () => {
    await start(
      paypal((_, response) => {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end('<html>maintenance</html>');
      }),
    );
    await expect(createPayPalOrder(settings, order, 'order-1')).rejects.toBeInstanceOf(UpstreamError);
  });
});

describe('capture', () => {
  it('captures with a PayPal-Request-Id derived from the order, the same on every retry, and reads the capture', async () => {
    await start(paypal((_, response) => sendJson(response, 201, captured())));
    const first = await capturePayPalOrder(settings, ORDER_ID);
    await capturePayPalOrder(settings, ORDER_ID);
    const requests = orderRequests();
    expect(requests.map((r) => r.url)).toEqual([`/v2/checkout/orders/${ORDER_ID}/capture`, `/v2/checkout/orders/${ORDER_ID}/capture`]);
    expect(requests.map((r) => r.headers['paypal-request-id'])).toEqual([captureRequestId(ORDER_ID), captureRequestId(ORDER_ID)]);
    expect(captureRequestId(ORDER_ID)).toBe(`capture-${ORDER_ID}`);
    expect(first).toEqual({
      orderId: ORDER_ID,
      captureId: '3C679366HH908993F',
      status: 'COMPLETED',
      amount: { currency: 'USD', value: '30.00' },
      payer: { name: 'Robin Buyer', email: 'robin@paypal.test' },
      shipTo: ['Robin Buyer', '410 NW 10th Ave', 'Portland OR 97209', 'US'],
    });
  });

  it('turns a declined instrument (422 INSTRUMENT_DECLINED) into PayPalDeclinedError', async () => {
    await start(
      paypal((_, response) =>
        sendJson(response, 422, {
          name: 'UNPROCESSABLE_ENTITY',
          details: [
            { issue: 'INSTRUMENT_DECLINED', description: 'The instrument presented was either declined by the processor or bank.' },
          ],
        }),
      ),
    );
    const error = await capturePayPalOrder(settings, ORDER_ID).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PayPalDeclinedError);
    expect(error).toMatchObject({ issue: 'INSTRUMENT_DECLINED' });
  });

  it('turns a capture answered with status DECLINED into PayPalDeclinedError', async () => {
    await start(paypal((_, response) => sendJson(response, 201, captured('DECLINED'))));
    await expect(capturePayPalOrder(settings, ORDER_ID)).rejects.toBeInstanceOf(PayPalDeclinedError);
  });

  it('takes a pending capture (PayPal holds the funds) as captured', async () => {
    await start(paypal((_, response) => sendJson(response, 201, captured('PENDING'))));
    await expect(capturePayPalOrder(settings, ORDER_ID)).resolves.toMatchObject({ status: 'PENDING' });
  });

  it('reports other refusals as upstream errors, not declines', async () => {
    await start(
      paypal((_, response) => sendJson(response, 422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] })),
    );
    const error = await capturePayPalOrder(settings, ORDER_ID).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ status: 422, message: 'capture answered 422 UNPROCESSABLE_ENTITY ORDER_NOT_APPROVED' });
  });

  it('reports a capture answer without a capture as an upstream error', async () => {
    await start(paypal((_, response) => sendJson(response, 201, { id: ORDER_ID, status: 'COMPLETED' })));
    await expect(capturePayPalOrder(settings, ORDER_ID)).rejects.toBeInstanceOf(UpstreamError);
  });
});
