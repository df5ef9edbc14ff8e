/** @jest-environment node */
import { PAYPAL_UNCONFIGURED_ERROR } from '@/lib/orders/checkout';
import { POST as capture } from './[id]/capture/route';
import { POST as create } from './route';

/**
 * The order routes with PayPal not configured (no PAYPAL_* in this process): bad input is
 * refused with 400 first, and only a valid request learns that payment is unavailable (503).
 */

beforeAll(() => {
  delete process.env.PAYPAL_CLIENT_ID;
  delete process.env.PAYPAL_CLIENT_SECRET;
});

let client = 0;
/** A POST as the template page sends it: JSON, from the site's own origin, one client each. */
function post(body: unknown) {
  return new Request('http://localhost/api/orders', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost', 'x-forwarded-for': `jest-${++client}` },
    body: JSON.stringify(body),
  });
}

function captureContext(id: string) {
  return { params: Promise.resolve({ id }) };
}

const valid = { templateId: 3, style: 'Poster', material: 'Glossy Poster', size: '17x22', quantity: 3, instructions: '' };

describe('POST /api/orders', () => {
  it('answers 400 with the field errors before it looks at the configuration', async () => {
    const response = await create(post({ ...valid, quantity: 0, size: '24x36' }));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.ok).toBe(false);
    expect(Object.keys(body.fieldErrors).sort()).toEqual(['quantity', 'size']);
  });

  it('answers 503 with a clear error for a valid order when PayPal is not configured', async () => {
    const response = await create(post(valid));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, error: PAYPAL_UNCONFIGURED_ERROR });
  });
});

describe('POST /api/orders/{id}/capture', () => {
  it('answers 400 for what is not a PayPal order id, before it looks at the configuration', async () => {
    const response = await capture(post({}), captureContext('..%2F..%2Fetc'));
    expect(response.status).toBe(400);
  });

  it('answers 503 for an order id when PayPal is not configured', async () => {
    const response = await capture(post({}), captureContext('5O190127TN364715T'));
    expect(response.status).toBe(503);
    expect((await response.json()).error).toBe(PAYPAL_UNCONFIGURED_ERROR);
  });
});
