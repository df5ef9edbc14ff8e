import 'server-only';
import { z } from 'zod';
import { fetchJson, UpstreamError } from './fetch';

/**
 * PayPal's REST API, Orders v2 (docs/requirements.md#outside-services, rule 5, and
 * #sign-orders): OAuth2 client-credentials tokens, order creation and capture. Owns the
 * paths, the secret, the request ids and the reading of answers; callers get our own types.
 */

const UPSTREAM = 'PayPal';

/** Where PayPal is and who we are to it (lib/config/server.ts: PAYPAL_API_BASE, PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET). */
export interface PayPalSettings {
  apiBase: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
}

/** A token is renewed this long before PayPal says it expires (at most half its life), so none lapses in flight. */
const TOKEN_RENEW_MARGIN_MS = 60_000;

interface AccessToken {
  value: string;
  /** Date.now() after which it is renewed. */
  renewAt: number;
}

/** Tokens of this process by API base and client id, and the token requests under way. */
const tokens = new Map<string, AccessToken>();
const tokenRequests = new Map<string, Promise<AccessToken>>();

const tokenAnswerSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });

function endpoint(settings: PayPalSettings, path: string): string {
  return `${settings.apiBase.replace(/\/$/, '')}${path}`;
}

async function requestToken(settings: PayPalSettings): Promise<AccessToken> {
  const credentials = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64');
  const { status, body } = await fetchJson(
    UPSTREAM,
    endpoint(settings, '/v1/oauth2/token'),
    {
      method: 'POST',
      headers: {
        authorization: `Basic ${credentials}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    },
    settings.timeoutMs,
  );
  if (status !== 200) throw new UpstreamError(UPSTREAM, `token request answered ${status}`, false, status);
  const answer = tokenAnswerSchema.safeParse(body);
  if (!answer.success) throw new UpstreamError(UPSTREAM, 'token answer without access_token and expires_in', false, status);
  const lifeMs = answer.data.expires_in * 1000;
  return { value: answer.data.access_token, renewAt: Date.now() + lifeMs - Math.min(TOKEN_RENEW_MARGIN_MS, lifeMs / 2) };
}

/**
 * An access token, reused until shortly before it expires; concurrent callers share one request.
 * @param renew true to drop the cached token (PayPal refused it)
 */
async function accessToken(settings: PayPalSettings, renew = false): Promise<string> {
  const key = `${settings.apiBase} ${settings.clientId}`;
  const cached = tokens.get(key);
  if (!renew && cached && cached.renewAt > Date.now()) return cached.value;
  let pending = tokenRequests.get(key);
  if (!pending) {
    pending = requestToken(settings).finally(() => tokenRequests.delete(key));
    tokenRequests.set(key, pending);
  }
  const token = await pending;
  tokens.set(key, token);
  return token.value;
}

/**
 * POSTs to the Orders API with a bearer token and a PayPal-Request-Id. A call that PayPal did not
 * answer (network failure, timeout) or answered 5xx is sent once more with the same request id,
 * so PayPal replays its first answer instead of acting twice; a 401 is retried with a new token.
 */
async function postOrders(settings: PayPalSettings, path: string, requestId: string, body?: unknown) {
  const send = async (renewToken = false) =>
    fetchJson(
      UPSTREAM,
      endpoint(settings, path),
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${await accessToken(settings, renewToken)}`,
          'content-type': 'application/json',
          accept: 'application/json',
          'paypal-request-id': requestId,
          prefer: 'return=representation',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
      settings.timeoutMs,
    );
  let answer;
  try {
    answer = await send();
  } catch (error) {
    if (error instanceof UpstreamError && error.status === undefined) return send();
    throw error;
  }
  if (answer.status === 401) return send(true);
  if (answer.status >= 500) return send();
  return answer;
}

const errorAnswerSchema = z.object({
  name: z.string().optional(),
  details: z.array(z.object({ issue: z.string() })).optional(),
});

/** PayPal's error name and first issue, for logs: 'UNPROCESSABLE_ENTITY INSTRUMENT_DECLINED'. */
function errorIssue(body: unknown): { name?: string; issue?: string } {
  const parsed = errorAnswerSchema.safeParse(body);
  return parsed.success ? { name: parsed.data.name, issue: parsed.data.details?.[0]?.issue } : {};
}

function refused(what: string, status: number, body: unknown): UpstreamError {
  const { name, issue } = errorIssue(body);
  const reason = [name, issue].filter(Boolean).join(' ');
  return new UpstreamError(UPSTREAM, `${what} answered ${status}${reason ? ` ${reason}` : ''}`, false, status);
}

/** One sign order as PayPal gets it: one purchase unit with one item line. */
export interface PayPalOrderInput {
  /** Names template, style, material, size and quantity (PayPal keeps 127 characters). */
  description: string;
  /** Item name, e.g. 'Face Mask Required sign, 17x22'. */
  itemName: string;
  /** Our reference, e.g. 'template-3/17x22' (at most 127 characters). */
  sku: string;
  /** The visitor's extra instructions, shown to the buyer on PayPal's review page ('' for none). */
  itemDescription: string;
  /** Price of one item, e.g. '10.00'. */
  unitAmount: string;
  quantity: number;
  /** unitAmount times quantity, e.g. '30.00'. */
  amount: string;
  /** ISO 4217, e.g. 'USD'. */
  currency: string;
}

/** The request body of `POST /v2/checkout/orders` for an order (intent CAPTURE, item breakdown). */
export function orderRequestBody(order: PayPalOrderInput) {
  const money = (value: string) => ({ currency_code: order.currency, value });
  return {
    intent: 'CAPTURE',
    purchase_units: [
      {
        description: order.description.slice(0, 127),
        amount: { ...money(order.amount), breakdown: { item_total: money(order.amount) } },
        items: [
          {
            name: order.itemName.slice(0, 127),
            sku: order.sku.slice(0, 127),
            ...(order.itemDescription ? { description: order.itemDescription.slice(0, 2048) } : {}),
            quantity: String(order.quantity),
            unit_amount: money(order.unitAmount),
            category: 'PHYSICAL_GOODS',
          },
        ],
      },
    ],
  };
}

const createdAnswerSchema = z.object({ id: z.string().min(1), status: z.string() });

/**
 * Creates an order with PayPal (`POST /v2/checkout/orders`).
 * @param requestId PayPal-Request-Id: one per order the visitor asks for; a retry reuses it
 * @returns PayPal's order id and status ('CREATED')
 * @throws UpstreamError when PayPal is unreachable, times out (timedOut) or refuses the order
 */
export async function createPayPalOrder(
  settings: PayPalSettings,
  order: PayPalOrderInput,
  requestId: string,
): Promise<{ id: string; status: string }> {
  const { status, body } = await postOrders(settings, '/v2/checkout/orders', requestId, orderRequestBody(order));
  if (status !== 200 && status !== 201) throw refused('create order', status, body);
  const created = createdAnswerSchema.safeParse(body);
  if (!created.success) throw new UpstreamError(UPSTREAM, 'create order answered without an order id', false, status);
  return created.data;
}

/** The PayPal-Request-Id of the capture of an order: derived from the order, so every retry reuses it. */
export function captureRequestId(orderId: string): string {
  return `capture-${orderId}`;
}

/** PayPal declined the buyer's payment method: nothing was captured, the buyer may pay another way. */
export class PayPalDeclinedError extends Error {
  constructor(readonly issue: string) {
    super(`PayPal declined the payment (${issue})`);
  }
}

/** Capture issues (422) and capture statuses that mean the buyer's money was refused, not that we erred. */
const DECLINED = new Set(['INSTRUMENT_DECLINED', 'TRANSACTION_REFUSED', 'PAYER_CANNOT_PAY', 'DECLINED', 'FAILED']);

const moneySchema = z.object({ currency_code: z.string(), value: z.string() });

const capturedAnswerSchema = z.object({
  id: z.string(),
  status: z.string(),
  payer: z
    .object({
      name: z.object({ given_name: z.string().optional(), surname: z.string().optional() }).optional(),
      email_address: z.string().optional(),
    })
    .optional(),
  purchase_units: z
    .array(
      z.object({
        shipping: z
          .object({
            name: z.object({ full_name: z.string().optional() }).optional(),
            address: z.record(z.string(), z.string()).optional(),
          })
          .optional(),
        payments: z.object({
          captures: z.array(z.object({ id: z.string(), status: z.string(), amount: moneySchema })).min(1),
        }),
      }),
    )
    .min(1),
});

/** A captured order, as we keep it. */
export interface PayPalCapture {
  orderId: string;
  /** The capture's id and status ('COMPLETED', or 'PENDING' while PayPal holds the funds). */
  captureId: string;
  status: string;
  amount: { currency: string; value: string };
  payer: { name: string; email: string };
  /** Where PayPal's buyer wants the signs, when PayPal collected an address: one line per part. */
  shipTo: string[];
}

/**
 * Captures an approved order (`POST /v2/checkout/orders/{id}/capture`) with a PayPal-Request-Id
 * derived from the order id (captureRequestId), so a retried capture is never charged twice.
 * @throws PayPalDeclinedError when PayPal declines the payment (422 INSTRUMENT_DECLINED and the
 *   like, or a capture with status DECLINED or FAILED)
 * @throws UpstreamError when PayPal is unreachable, times out or refuses the capture otherwise
 */
export async function capturePayPalOrder(settings: PayPalSettings, orderId: string): Promise<PayPalCapture> {
  const { status, body } = await postOrders(
    settings,
    `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`,
    captureRequestId(orderId),
  );
  const { issue } = errorIssue(body);
  if (status === 422 && issue && DECLINED.has(issue)) throw new PayPalDeclinedError(issue);
  if (status !== 200 && status !== 201) throw refused('capture', status, body);
  const parsed = capturedAnswerSchema.safeParse(body);
  if (!parsed.success) throw new UpstreamError(UPSTREAM, 'capture answered without a capture', false, status);
  const {
    payer,
    purchase_units: [unit],
  } = parsed.data;
  const [capture] = unit.payments.captures;
  if (DECLINED.has(capture.status)) throw new PayPalDeclinedError(capture.status);
  const address = unit.shipping?.address ?? {};
  return {
    orderId: parsed.data.id,
    captureId: capture.id,
    status: capture.status,
    amount: { currency: capture.amount.currency_code, value: capture.amount.value },
    payer: {
      name: [payer?.name?.given_name, payer?.name?.surname].filter(Boolean).join(' '),
      email: payer?.email_address ?? '',
    },
    shipTo: [
      unit.shipping?.name?.full_name,
      address.address_line_1,
      address.address_line_2,
      [address.admin_area_2, address.admin_area_1, address.postal_code].filter(Boolean).join(' '),
      address.country_code,
    ].filter((line): line is string => Boolean(line)),
  };
}
