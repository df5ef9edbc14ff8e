import type { APIRequestContext, Page } from '@playwright/test';
import { siteConfig } from '../lib/content/site';
import { telHref } from '../lib/format/shop-phone';
import { templatePath } from '../lib/http/routes';
import {
  ORDER_SIZE,
  ORDER_SIZE_PRICE,
  ORDER_TEMPLATE_ID,
  orderTemplate,
  SAMPLE_ORDER,
  UNKNOWN_SIZE,
  UNKNOWN_TEMPLATE_ID,
  usd,
} from '../test/fixtures/content-samples';
import { templateWords } from './support/equipment-library-pages';
import {
  expect,
  fakeUpstreams,
  MAIL_GATEWAY_PATH,
  REFERENCE,
  referenceIn,
  subjectWithReference,
  test,
  uniqueEmail,
  upstreamRequests,
} from './support/fixtures';

/** The page of the template these tests buy (test/fixtures/content-samples.ts), and the shop's phone as its messages show it. */
const TEMPLATE_PAGE = templatePath(ORDER_TEMPLATE_ID);
const PHONE = siteConfig.phones.main;
/** Three prints in the size bought: in words, one's price and the amount. */
const DESCRIPTION = `${orderTemplate.description} sign: Window Cling, Foam Board, ${ORDER_SIZE}, quantity 3`;
const UNIT_PRICE = usd(ORDER_SIZE_PRICE);
const AMOUNT = usd(ORDER_SIZE_PRICE, 3);
/** The fake PayPal declines the capture of an order of this quantity, and fails to create one of FAILING (paypal.routes.mjs). */
const DECLINED_QUANTITY = '402';
const FAILING_QUANTITY = '499';

/** What the fake PayPal received for one order (GET /__paypal/orders/{id}). */
interface FakePayPalOrder {
  request: {
    intent: string;
    purchase_units: { description: string; amount: unknown; items: Record<string, unknown>[] }[];
  };
  requestId: string;
  captureRequestIds: string[];
}

async function fakePayPalOrder(request: APIRequestContext, id: string): Promise<FakePayPalOrder> {
  const response = await request.get(`${fakeUpstreams}/__paypal/orders/${id}`);
  expect(response.status()).toBe(200);
  return response.json();
}

function orderForm(page: Page) {
  return page.getByRole('form', { name: `Order prints of ${orderTemplate.description}` });
}

function paymentArea(page: Page) {
  return page.getByRole('group', { name: 'Total and payment' });
}

/**
 * Types a quantity into the order form and waits until the form's summary shows it: typed while the
 * page hydrates, it could merge with the value hydration puts back (the field once read '1499' for
 * '499', and PayPal stayed disabled), so it is typed again until the form holds it.
 */
async function fillQuantity(page: Page, quantity: string) {
  const form = orderForm(page);
  await expect(async () => {
    await form.getByRole('spinbutton', { name: 'Quantity' }).fill(quantity);
    await expect(form.getByRole('status')).toContainText(`quantity ${quantity}`, { timeout: 1_000 });
  }).toPass();
}

/**
 * Scrolls to the payment area (PayPal loads as the visitor nears it), clicks the PayPal button and
 * answers the id of the order our server created.
 */
async function startPayment(page: Page): Promise<string> {
  await paymentArea(page).scrollIntoViewIfNeeded();
  const created = page.waitForResponse((response) => response.url().endsWith('/api/orders') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'PayPal', exact: true }).click();
  const answer = await (await created).json();
  return answer.id;
}

async function approve(page: Page, orderId: string) {
  const dialog = page.getByRole('dialog', { name: 'PayPal checkout' });
  await expect(dialog).toContainText(`PayPal order ${orderId}`);
  await dialog.getByRole('button', { name: 'Approve payment' }).click();
}

test.describe('paying for a sign order', () => {
  test(`${ORDER_SIZE}, quantity 3: the page shows $${AMOUNT}, PayPal charges ${AMOUNT} USD, and sales gets the order`, async ({
    page,
    request,
  }) => {
    const sdkRequest = page.waitForRequest(/^https:\/\/www\.paypal\.com\/sdk\/js\?/);
    await page.goto(TEMPLATE_PAGE);
    const form = orderForm(page);
    await form.getByLabel('Style').selectOption('Window Cling');
    await form.getByLabel('Material').selectOption('Foam Board');
    await form.getByLabel('Size').selectOption(ORDER_SIZE);
    await expect(form.getByRole('status')).toContainText(`Unit price: $${UNIT_PRICE}`);
    await expect(form.getByRole('status')).toContainText(`Total: $${UNIT_PRICE} USD`);
    await form.getByRole('button', { name: 'Increase quantity' }).click();
    await form.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(form.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('3');
    await expect(form.getByRole('status')).toContainText(DESCRIPTION);
    await expect(form.getByRole('status')).toContainText(`Total: $${AMOUNT} USD`);
    const instructions = `Round the corners, please. ${uniqueEmail('order')}`;
    await form.getByLabel('Extra Instructions').fill(instructions);

    const sdkUrl = new URL((await sdkRequest).url());
    expect(sdkUrl.searchParams.get('client-id')).toBe('e2e-paypal-client-id');
    expect(sdkUrl.searchParams.get('currency')).toBe('USD');
    expect(sdkUrl.searchParams.get('intent')).toBe('capture');

    const orderId = await startPayment(page);
    const captured = page.waitForResponse((response) => response.url().endsWith(`/api/orders/${orderId}/capture`));
    await approve(page, orderId);
    await expect(page.getByText('Your purchase was successful!')).toBeVisible();
    const confirmation = page.getByText(/^Our sales team has your order/);
    await expect(confirmation).toHaveText(
      new RegExp(
        `^Our sales team has your order and will be in touch about pickup or delivery\\. Your reference is ${REFERENCE.source}\\.$`,
      ),
    );
    const reference = referenceIn(await confirmation.textContent());
    expect(await (await captured).json()).toEqual({ ok: true, status: 'COMPLETED', captureId: expect.stringMatching(/^CAP/), reference });
    await expect(page.getByRole('button', { name: 'PayPal', exact: true })).toHaveCount(0);

    const paypal = await fakePayPalOrder(request, orderId);
    expect(paypal.request.intent).toBe('CAPTURE');
    expect(paypal.request.purchase_units).toHaveLength(1);
    const [unit] = paypal.request.purchase_units;
    expect(unit.description).toBe(DESCRIPTION);
    expect(unit.amount).toEqual({
      currency_code: 'USD',
      value: AMOUNT,
      breakdown: { item_total: { currency_code: 'USD', value: AMOUNT } },
    });
    expect(unit.items).toEqual([
      {
        name: `${orderTemplate.description} sign, ${ORDER_SIZE}`,
        sku: `template-${ORDER_TEMPLATE_ID}/${ORDER_SIZE}`,
        description: instructions,
        quantity: '3',
        unit_amount: { currency_code: 'USD', value: UNIT_PRICE },
        category: 'PHYSICAL_GOODS',
      },
    ]);
    expect(paypal.requestId).toMatch(/^order-[0-9a-f-]{36}$/);
    expect(paypal.captureRequestIds).toEqual([`capture-${orderId}`]);

    const notices = (await upstreamRequests(request, MAIL_GATEWAY_PATH)).filter((r) => String(r.json?.desc).includes(orderId));
    expect(notices).toHaveLength(1);
    expect(notices[0].json).toMatchObject({
      contact_email: 'sales',
      email_subject: subjectWithReference(`Paid sign order: ${orderTemplate.description}`, reference),
      subject: DESCRIPTION,
      name: 'Robin Buyer',
      email: 'robin.buyer@paypal.test',
    });
    const desc = String(notices[0].json?.desc);
    for (const line of [
      `Reference: ${reference}`,
      `Template: ${orderTemplate.description} (template ${ORDER_TEMPLATE_ID}, ${TEMPLATE_PAGE})`,
      'Style: Window Cling',
      'Material: Foam Board',
      `Size: ${ORDER_SIZE}`,
      'Quantity: 3',
      `Amount: ${AMOUNT} USD`,
      `Paid: ${AMOUNT} USD (capture COMPLETED)`,
      `PayPal order: ${orderId}`,
      `Extra instructions:\n${instructions}`,
    ]) {
      expect(desc).toContain(line);
    }
    expect(desc).toMatch(/PayPal capture: CAP\w+/);
  });

  test('a declined payment says so with the phone number, and the buttons come back', async ({ page, request }) => {
    await page.goto(TEMPLATE_PAGE);
    await fillQuantity(page, DECLINED_QUANTITY);
    const orderId = await startPayment(page);
    await approve(page, orderId);
    const alert = paymentArea(page).getByRole('alert');
    await expect(alert).toContainText('Your payment did not go through. PayPal declined the payment.');
    await expect(alert.getByRole('link', { name: PHONE })).toHaveAttribute('href', telHref(PHONE));
    await expect(page.getByRole('button', { name: 'PayPal', exact: true })).toBeVisible();
    await expect(page.getByText('Your purchase was successful!')).toHaveCount(0);
    expect((await upstreamRequests(request, MAIL_GATEWAY_PATH)).filter((r) => String(r.json?.desc).includes(orderId))).toHaveLength(0);
  });

  test('when PayPal fails to create the order, the visitor is told and may try again; the retry reuses the request id', async ({
    page,
    request,
  }) => {
    await page.goto(TEMPLATE_PAGE);
    const form = orderForm(page);
    await fillQuantity(page, FAILING_QUANTITY);
    const tag = uniqueEmail('failing');
    await form.getByLabel('Extra Instructions').fill(tag);
    await page.getByRole('button', { name: 'PayPal', exact: true }).click();
    const alert = paymentArea(page).getByRole('alert');
    await expect(alert).toContainText('We could not complete the payment with PayPal.');
    await expect(alert).toContainText(PHONE);
    await expect(page.getByRole('button', { name: 'PayPal', exact: true })).toBeVisible();

    const creates = (await upstreamRequests(request, '/paypal/v2/checkout/orders')).filter((r) => r.body.includes(tag));
    expect(creates).toHaveLength(2);
    const ids = creates.map((r) => r.headers['paypal-request-id']);
    expect(ids[0]).toMatch(/^order-/);
    expect(ids[1]).toBe(ids[0]);
  });
});

test.describe('when PayPal cannot be loaded', () => {
  test.use({ paypalSdk: 'fail' });

  test('the payment area says online payment is unavailable, with the phone number and a quote link', async ({ page }) => {
    await page.goto(TEMPLATE_PAGE);
    const area = paymentArea(page);
    // PayPal is loaded as the visitor nears the payment area.
    await area.scrollIntoViewIfNeeded();
    await expect(area).toContainText('Online payment is unavailable right now.');
    await expect(area.getByRole('link', { name: PHONE })).toHaveAttribute('href', telHref(PHONE));
    await expect(area.getByRole('link', { name: 'request a quote' })).toHaveAttribute('href', '/quote');
    await expect(area.getByText('Loading secure payment with PayPal')).toHaveCount(0);
  });
});

test.describe('the orders API', () => {
  const valid = SAMPLE_ORDER;

  test('prices a tampered order on the server: the amount the client sends is ignored', async ({ request }) => {
    const response = await request.post('/api/orders', {
      data: { ...valid, amount: '0.01', price: 0.01, purchase_units: [{ amount: { currency_code: 'USD', value: '0.01' } }] },
    });
    expect(response.status()).toBe(200);
    const answer = await response.json();
    expect(answer).toMatchObject({ ok: true, amount: AMOUNT, currency: 'USD' });
    const paypal = await fakePayPalOrder(request, answer.id);
    expect(paypal.request.purchase_units[0].amount).toMatchObject({ currency_code: 'USD', value: AMOUNT });
    expect(JSON.stringify(paypal.request)).not.toContain('0.01');
  });

  test('refuses what is not an order, field by field, with 400', async ({ request }) => {
    const response = await request.post('/api/orders', {
      data: {
        templateId: UNKNOWN_TEMPLATE_ID,
        style: 'Mural',
        material: 'Canvas',
        size: ORDER_SIZE,
        quantity: 2.5,
        instructions: 'x'.repeat(1001),
      },
    });
    expect(response.status()).toBe(400);
    const { ok, fieldErrors } = await response.json();
    expect(ok).toBe(false);
    expect(Object.keys(fieldErrors).sort()).toEqual(['instructions', 'material', 'quantity', 'style', 'templateId']);

    const wrongSize = await request.post('/api/orders', { data: { ...valid, size: UNKNOWN_SIZE } });
    expect(wrongSize.status()).toBe(400);
    expect((await wrongSize.json()).fieldErrors).toEqual({ size: ['Choose one of the sizes of this template'] });
    for (const quantity of [0, 501]) {
      expect((await request.post('/api/orders', { data: { ...valid, quantity } })).status()).toBe(400);
    }
  });

  test('captures only orders this site created', async ({ request }) => {
    const token = 'Bearer e2e-paypal-access-token';
    const elsewhere = await request.post(`${fakeUpstreams}/paypal/v2/checkout/orders`, {
      headers: { authorization: token },
      data: {
        intent: 'CAPTURE',
        purchase_units: [
          {
            amount: { currency_code: 'USD', value: '0.01', breakdown: { item_total: { currency_code: 'USD', value: '0.01' } } },
            items: [
              {
                name: `${orderTemplate.description} sign, ${ORDER_SIZE}`,
                quantity: '1',
                unit_amount: { currency_code: 'USD', value: '0.01' },
              },
            ],
          },
        ],
      },
    });
    const { id } = await elsewhere.json();
    const capture = await request.post(`/api/orders/${id}/capture`);
    expect(capture.status()).toBe(404);
    expect((await fakePayPalOrder(request, id)).captureRequestIds).toEqual([]);

    expect((await request.post('/api/orders/not-an-order/capture')).status()).toBe(400);
    expect((await request.get('/api/orders')).status()).toBe(405);
  });
});

test('the customization form on a template page reaches help, tagged with the template', async ({ page, request }) => {
  const email = uniqueEmail('custom');
  await page.goto(TEMPLATE_PAGE);
  const region = page.getByRole('region', { name: templateWords.form });
  await region.getByLabel('Name', { exact: true }).fill('Jamie Okafor');
  await region.getByLabel('Email', { exact: true }).fill(email);
  await region.getByLabel('Phone', { exact: true }).fill('(206) 342-8631');
  await region.getByLabel('Subject', { exact: true }).fill('Our logo on the sign');
  await region.getByLabel('Message', { exact: true }).fill('Please add our logo above the text and use our blue.');
  await region.getByRole('button', { name: 'Send' }).click();
  await expect(region.getByRole('status')).toContainText('Thank you!');
  const reference = referenceIn(await region.getByRole('status').textContent());
  const [received] = await upstreamRequests(request, MAIL_GATEWAY_PATH, email);
  expect(received.json).toMatchObject({
    contact_email: 'help',
    email_subject: subjectWithReference(orderTemplate.description, reference),
    subject: 'Our logo on the sign',
  });
});
