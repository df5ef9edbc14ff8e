// A loopback stand-in for PayPal's REST API (OAuth2 token, Orders v2 create and capture) under
// /paypal, as the site under test is configured (PAYPAL_API_BASE). It checks what PayPal checks
// that matters here (credentials, bearer token, amounts that add up) and answers in PayPal's
// shapes. What it does depends on the order itself, never on a global mode:
// - an order whose item quantity is DECLINED_QUANTITY is declined at capture (422 INSTRUMENT_DECLINED);
// - an order whose item quantity is FAILING_QUANTITY makes create answer 500.
// GET /__paypal/orders/{id} tells a test what the fake received for one order.
import { randomBytes } from 'node:crypto';
import { json } from './respond.mjs';

export const CLIENT_ID = 'e2e-paypal-client-id';
export const CLIENT_SECRET = 'e2e-paypal-client-secret';
export const DECLINED_QUANTITY = 402;
export const FAILING_QUANTITY = 499;
const ACCESS_TOKEN = 'e2e-paypal-access-token';

/** id -> { request, requestId, captureRequestIds, capture? }: the orders this fake created. */
const orders = new Map();
/** PayPal-Request-Id -> order id: a repeated create answers the order it made the first time. */
const createdByRequestId = new Map();

function orderId() {
  return randomBytes(12)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, 17)
    .padEnd(17, '7');
}

function authenticated(req, res) {
  if (req.headers.authorization === `Bearer ${ACCESS_TOKEN}`) return true;
  json(res, 401, {
    name: 'AUTHENTICATION_FAILURE',
    message: 'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
  });
  return false;
}

function unprocessable(res, issue, description) {
  json(res, 422, {
    name: 'UNPROCESSABLE_ENTITY',
    details: [{ issue, description }],
    message: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
    debug_id: randomBytes(6).toString('hex'),
  });
}

const cents = (money) => Math.round(Number(money?.value) * 100);

/** Why PayPal would refuse a create order body, or undefined when it would take it. */
function invalidOrder(body) {
  const unit = body?.purchase_units?.[0];
  if (body?.intent !== 'CAPTURE' || body.purchase_units.length !== 1 || !unit?.amount) return 'MALFORMED_REQUEST_JSON';
  const items = unit.items ?? [];
  const itemSum = items.reduce((sum, item) => sum + cents(item.unit_amount) * Number(item.quantity), 0);
  if (cents(unit.amount.breakdown?.item_total) !== itemSum) return 'ITEM_TOTAL_MISMATCH';
  if (cents(unit.amount) !== cents(unit.amount.breakdown.item_total)) return 'AMOUNT_MISMATCH';
  return undefined;
}

export const routes = {
  'POST /paypal/v1/oauth2/token': (req, res, _body, text) => {
    const expected = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`;
    if (req.headers.authorization !== expected)
      return json(res, 401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
    if (new URLSearchParams(text).get('grant_type') !== 'client_credentials') return json(res, 400, { error: 'unsupported_grant_type' });
    json(res, 200, {
      scope: 'https://uri.paypal.com/services/payments/payment',
      access_token: ACCESS_TOKEN,
      token_type: 'Bearer',
      app_id: 'APP-E2E',
      expires_in: 32400,
      nonce: randomBytes(8).toString('hex'),
    });
  },

  'POST /paypal/v2/checkout/orders': (req, res, body) => {
    if (!authenticated(req, res)) return;
    const requestId = req.headers['paypal-request-id'];
    const known = createdByRequestId.get(requestId);
    if (known) return json(res, 201, { id: known, status: 'CREATED' });
    const invalid = invalidOrder(body);
    if (invalid) return unprocessable(res, invalid, `The order is not valid: ${invalid}.`);
    if (Number(body.purchase_units[0].items?.[0]?.quantity) === FAILING_QUANTITY) {
      return json(res, 500, { name: 'INTERNAL_SERVER_ERROR', message: 'An internal server error has occurred.' });
    }
    const id = orderId();
    orders.set(id, { request: body, requestId, captureRequestIds: [] });
    if (requestId) createdByRequestId.set(requestId, id);
    json(res, 201, {
      id,
      status: 'CREATED',
      links: [{ href: `https://www.sandbox.paypal.com/checkoutnow?token=${id}`, rel: 'approve', method: 'GET' }],
    });
  },

  'POST /paypal/v2/checkout/orders/:id/capture': (req, res, _body, _text, _url, params) => {
    if (!authenticated(req, res)) return;
    const order = orders.get(params.id);
    if (!order) return json(res, 404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
    const requestId = req.headers['paypal-request-id'];
    order.captureRequestIds.push(requestId);
    if (order.capture) {
      if (order.capture.requestId === requestId) return json(res, 201, order.capture.answer);
      return unprocessable(res, 'ORDER_ALREADY_CAPTURED', 'Order already captured.');
    }
    const unit = order.request.purchase_units[0];
    if (Number(unit.items?.[0]?.quantity) === DECLINED_QUANTITY) {
      return unprocessable(res, 'INSTRUMENT_DECLINED', 'The instrument presented was either declined by the processor or bank.');
    }
    const answer = {
      id: params.id,
      status: 'COMPLETED',
      payer: { name: { given_name: 'Robin', surname: 'Buyer' }, email_address: 'robin.buyer@paypal.test', payer_id: 'E2EPAYER' },
      purchase_units: [
        {
          reference_id: 'default',
          description: unit.description,
          amount: unit.amount,
          items: unit.items,
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
          payments: {
            captures: [
              {
                id: `CAP${orderId().slice(3)}`,
                status: 'COMPLETED',
                amount: { currency_code: unit.amount.currency_code, value: unit.amount.value },
                final_capture: true,
                create_time: new Date().toISOString(),
              },
            ],
          },
        },
      ],
    };
    order.capture = { requestId, answer };
    json(res, 201, answer);
  },

  'GET /__paypal/orders/:id': (_req, res, _body, _text, _url, params) => {
    const order = orders.get(params.id);
    if (!order) return json(res, 404, { message: 'No such order' });
    json(res, 200, order);
  },
};
