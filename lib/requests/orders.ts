import 'server-only';
import { randomUUID } from 'node:crypto';
import { HttpError } from '@/lib/api/http';
import { deploymentStage } from '@/lib/config/deployment';
import { serverEnv, type ServerEnv } from '@/lib/config/server';
import { getTemplates } from '@/lib/content/templates';
import { leaseMs } from '@/lib/delivery/attempt';
import { submitRequest } from '@/lib/delivery/submit';
import { paypalOrderIdSchema, type OrderRequest } from '@/lib/forms/order';
import { templatePath } from '@/lib/http/routes';
import { log } from '@/lib/log';
import { database } from '@/lib/store/db';
import { releaseCapture, saveCapture, saveOrderRecord, takeCapture } from '@/lib/store/order-records';
import { UpstreamError } from '@/lib/upstream/fetch';
import { capturePayPalOrder, createPayPalOrder, PayPalDeclinedError, type PayPalCapture, type PayPalSettings } from '@/lib/upstream/paypal';
import { ORDER_CURRENCY, orderAmount, orderDescription, unitPrice } from './order-pricing';
import type { Delivery, OrderRecord } from './types';

/**
 * Sign orders paid with PayPal (docs/requirements.md#sign-orders): the server prices the
 * order, creates it with PayPal, keeps its own record, and once PayPal captures the payment tells
 * the shop's sales mailbox what to print. The route handlers under app/api/orders stay thin.
 */

export const PAYPAL_UNCONFIGURED_ERROR =
  'Online payment is not available: PayPal is not configured on this server (PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET).';
export const UNKNOWN_ORDER_ERROR = 'This order is unknown here. Please start the payment again.';
export const DECLINED_ERROR = 'PayPal declined the payment.';

/**
 * PayPal settings from the server configuration.
 * @throws HttpError 503 when the client id or secret is missing
 */
export function paypalSettings(env: ServerEnv = serverEnv()): PayPalSettings {
  if (!env.PAYPAL_CLIENT_ID || !env.PAYPAL_CLIENT_SECRET) throw new HttpError(503, PAYPAL_UNCONFIGURED_ERROR);
  return {
    apiBase: env.PAYPAL_API_BASE,
    clientId: env.PAYPAL_CLIENT_ID,
    clientSecret: env.PAYPAL_CLIENT_SECRET,
    timeoutMs: env.UPSTREAM_TIMEOUT_MS,
  };
}

/** The start-up line of the server log that says whether online payment works (instrumentation.ts). */
export function paypalStatusLine(env: ServerEnv = serverEnv()): string {
  return env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET
    ? `PayPal: orders are created and captured at ${env.PAYPAL_API_BASE}`
    : 'PayPal: PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are not set, online payment answers 503 (see .env.example)';
}

/**
 * Creates a PayPal order for a validated request, priced here from data/templates.json (whatever
 * else the browser sent is not read), and records it for the capture.
 * @returns PayPal's order id and the amount charged
 * @throws HttpError 503 when PayPal is not configured; UpstreamError when PayPal fails (502/504)
 */
export async function placeOrder(order: OrderRequest, env: ServerEnv = serverEnv()) {
  const settings = paypalSettings(env);
  const template = getTemplates()[order.templateId];
  const record: Omit<OrderRecord, 'orderId'> = {
    createdAt: new Date().toISOString(),
    order,
    templateDescription: template.description,
    description: orderDescription(template.description, order),
    unitAmount: unitPrice(template, order.size),
    amount: orderAmount(template, order.size, order.quantity),
    currency: ORDER_CURRENCY,
  };
  const created = await createPayPalOrder(
    settings,
    {
      description: record.description,
      itemName: `${template.description} sign, ${order.size}`,
      sku: `template-${order.templateId}/${order.size}`,
      itemDescription: order.instructions,
      unitAmount: record.unitAmount,
      quantity: order.quantity,
      amount: record.amount,
      currency: record.currency,
    },
    `order-${randomUUID()}`,
  );
  const orderId = paypalOrderIdSchema.safeParse(created.id);
  if (!orderId.success) throw new UpstreamError('PayPal', 'create order answered an id that is not an order id');
  await saveOrderRecord(await database(env), deploymentStage(env), { orderId: orderId.data, ...record });
  return { orderId: orderId.data, amount: record.amount, currency: record.currency };
}

/** The notification the sales mailbox gets for a paid order: everything needed to print it. */
export function orderDelivery(record: OrderRecord, capture: PayPalCapture): Delivery {
  const { order } = record;
  const lines = [
    `Template: ${record.templateDescription} (template ${order.templateId}, ${templatePath(order.templateId)})`,
    `Style: ${order.style}`,
    `Material: ${order.material}`,
    `Size: ${order.size}`,
    `Quantity: ${order.quantity}`,
    `Unit price: ${record.unitAmount} ${record.currency}`,
    `Amount: ${record.amount} ${record.currency}`,
    `Paid: ${capture.amount.value} ${capture.amount.currency} (capture ${capture.status})`,
    ...(capture.amount.value !== record.amount || capture.amount.currency !== record.currency
      ? ['Warning: the amount paid differs from the amount of the order; check it in PayPal before printing.']
      : []),
    `PayPal order: ${record.orderId}`,
    `PayPal capture: ${capture.captureId}`,
    ...(capture.shipTo.length ? ['Ship to:', ...capture.shipTo.map((line) => `  ${line}`)] : []),
    'Extra instructions:',
    order.instructions || '(none)',
  ];
  return {
    kind: 'order',
    mailbox: 'sales',
    emailSubject: `Paid sign order: ${record.templateDescription}`,
    name: capture.payer.name,
    email: capture.payer.email,
    phone: '',
    subject: record.description,
    when: '',
    desc: lines.join('\n'),
  };
}

/** How often a capture that finds another one under way looks again (ms). */
const CAPTURE_POLL_MS = 200;

/** What the buyer is told after a capture: PayPal's status and capture id, and our reference. */
export interface CompletedOrder {
  status: string;
  captureId: string;
  /** The reference of the order's notification to the shop, e.g. R-2611-7Q4K. */
  reference: string | null;
}

/**
 * Captures an order this site created and delivers it to the sales mailbox. The order's contents
 * come from the store's record, never from the browser. Any instance may be asked; one capture
 * runs at a time per order (the others wait for it and answer its result), so the buyer is
 * charged and the shop notified once. A capture whose holder died is taken over after the lease:
 * PayPal's request id makes the second capture call answer the first one's result.
 * @returns the capture's status ('COMPLETED' or 'PENDING'), id and the notification's reference
 * @throws HttpError 503 (PayPal not configured), 404 (an order this site, as this stage, did not create),
 *   402 (PayPal declined the payment); UpstreamError when PayPal fails (502/504)
 */
export async function completeOrder(orderId: string, env: ServerEnv = serverEnv()): Promise<CompletedOrder> {
  const settings = paypalSettings(env);
  const db = await database(env);
  const stale = leaseMs(env);
  const giveUpAt = Date.now() + stale;
  for (;;) {
    const turn = await takeCapture(db, deploymentStage(env), orderId, new Date(), stale);
    if (turn.kind === 'unknown') throw new HttpError(404, UNKNOWN_ORDER_ERROR);
    if (turn.kind === 'done') return turn.capture;
    if (turn.kind === 'ours') return captureTaken(orderId, turn.record, settings, env);
    if (Date.now() > giveUpAt) throw new UpstreamError('PayPal', 'another capture of this order did not finish');
    await new Promise((resolve) => setTimeout(resolve, CAPTURE_POLL_MS));
  }
}

async function captureTaken(orderId: string, record: OrderRecord, settings: PayPalSettings, env: ServerEnv): Promise<CompletedOrder> {
  const db = await database(env);
  let capture: PayPalCapture;
  try {
    capture = await capturePayPalOrder(settings, orderId);
  } catch (error) {
    await releaseCapture(db, orderId);
    if (error instanceof PayPalDeclinedError) throw new HttpError(402, DECLINED_ERROR);
    throw error;
  }
  // The money is taken: from here on the buyer hears so. The notification is committed to the
  // store before it is tried, and retried by the worker if it fails; its key makes it one per order.
  const { reference, outcome } = await submitRequest({ delivery: orderDelivery(record, capture), dedupeKey: `order:${orderId}` }, env);
  if (outcome !== 'sent')
    log.error(
      { orderId, reference, kind: 'order' },
      `Order ${orderId} is paid; its notification ${reference} is not delivered yet and will be retried`,
    );
  const done: CompletedOrder = { status: capture.status, captureId: capture.captureId, reference };
  await saveCapture(db, orderId, done, new Date());
  return done;
}
