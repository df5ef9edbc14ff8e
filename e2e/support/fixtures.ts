import { createHash } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { fakeUpstreams } from '../fakes/address';
import { fakePayPalSdk } from '../fakes/paypal-sdk';

export { expect, fakeUpstreams };

/** Attaches the logs of the servers a test file started to each of its tests that fails. */
export function attachLogsOnFailure(servers: () => Record<string, { log: { toString(): string } } | undefined>) {
  test.afterEach(async () => {
    const info = test.info();
    if (info.status === info.expectedStatus) return;
    for (const [name, server] of Object.entries(servers())) {
      if (server) await info.attach(`log of ${name}`, { body: server.log.toString(), contentType: 'text/plain' });
    }
  });
}

/** A stand-in for Google's reCAPTCHA v3 script: ready at once, and every token is `token`. */
function fakeRecaptchaScript(token: string) {
  return `window.grecaptcha = {
    ready: function (cb) { cb(); },
    render: function () { return 0; },
    execute: function () { return Promise.resolve(${JSON.stringify(token)}); }
  };`;
}

/**
 * Every test gets: the fake reCAPTCHA script (its tokens score as `captchaToken` says:
 * 'low-score', 'wrong-action', 'invalid', or anything else for a human); the fake PayPal SDK
 * (e2e/fakes/paypal-sdk.ts; `paypalSdk: 'fail'` makes its request fail); a client address of its
 * own (X-Forwarded-For), so the per-client rate limit counts each test apart (the site trusts one
 * proxy, TRUSTED_PROXY_HOPS=1: the right-most entry, here the only one, is the client); and the
 * site's own Origin on every request, as its pages send on API requests (cross-site posts are
 * refused). That Origin is the main server's: a page of another server needs a test.use() without
 * it, since Chromium refuses to load scripts sent with another origin's (e2e/store.spec.ts).
 */
/**
 * A client address of its own for `seed` (an IPv6 address of the documentation prefix
 * 2001:db8::/32, the same for the same seed): the site counts only an IP address as a client
 * (docs/requirements.md#limits, rule 2), so a test's own rate-limit budget needs one.
 * @param seed e.g. the test's id and retry; Math.random() for a file of its own
 */
export function clientAddressOf(seed: string): string {
  const groups = createHash('sha256').update(seed).digest('hex').slice(0, 24).match(/.{4}/g)!;
  return `2001:db8:${groups.join(':')}`;
}

export const test = base.extend<{ captchaToken: string; recaptchaScript: 'serve' | 'block'; paypalSdk: 'serve' | 'fail' }>({
  captchaToken: ['human-token', { option: true }],
  recaptchaScript: ['serve', { option: true }],
  paypalSdk: ['serve', { option: true }],
  extraHTTPHeaders: async ({ baseURL }, use, testInfo) => {
    await use({ 'x-forwarded-for': clientAddressOf(`${testInfo.testId}-${testInfo.retry}`), origin: new URL(baseURL!).origin });
  },
  page: async ({ page, captchaToken, recaptchaScript, paypalSdk }, use) => {
    await page.route('**/recaptcha/api.js*', (route) =>
      recaptchaScript === 'block'
        ? route.abort('blockedbyclient')
        : route.fulfill({ contentType: 'text/javascript', body: fakeRecaptchaScript(captchaToken) }),
    );
    await page.route(/^https:\/\/www\.(sandbox\.)?paypal\.com\/sdk\/js\?/, (route) =>
      paypalSdk === 'fail' ? route.abort('connectionrefused') : route.fulfill({ contentType: 'text/javascript', body: fakePayPalSdk }),
    );
    await use(page);
  },
});

/** Where the fake mail gateway receives every mail the site sends through it (CONTACT_API_URL of e2e/support/site-under-test.ts, then the gateway's own path). */
export const MAIL_GATEWAY_PATH = '/prod/contactemail/';

/** One request a fake upstream received. */
export interface UpstreamRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
  json?: Record<string, unknown>;
  /** When the fake received it (ms since the epoch). */
  at: number;
}

/**
 * The requests the fakes received on `path`, optionally only those whose JSON has `email`.
 * @param fakes the fakes' address: the shared ones by default, or an instance a test file started
 */
export async function upstreamRequests(
  request: APIRequestContext,
  path: string,
  email?: string,
  fakes = fakeUpstreams,
): Promise<UpstreamRequest[]> {
  const all = (await (await request.get(`${fakes}/__requests`)).json()) as UpstreamRequest[];
  return all.filter((r) => r.path === path && (email === undefined || r.json?.email === email));
}

/** Makes the fake mail gateway (at `fakes`, the shared one by default) fail the next `count` requests for `email` in the given way. */
export async function armGatewayFailure(
  request: APIRequestContext,
  email: string,
  mode: 'status500' | 'slow' | 'garbage' | 'reset' | 'refuse',
  count = 1,
  fakes = fakeUpstreams,
) {
  const armed = await request.post(`${fakes}/__control/fail`, { data: { match: email, mode, count } });
  expect(armed.ok()).toBe(true);
}

/** A request's reference, as the visitor reads it and the shop's mail subject carries it (lib/delivery/reference.ts). */
export const REFERENCE = /R-\d{4}-[0-9A-HJKMNP-TV-Z]{4}/;

/** The reference in a text; fails the test when there is none. */
export function referenceIn(text: string | null | undefined): string {
  const found = REFERENCE.exec(text ?? '');
  expect(found, `a reference in ${JSON.stringify(text)}`).not.toBeNull();
  return found![0];
}

/** A mail subject as the shop receives it: the form's subject, then the reference in brackets. */
export function subjectWithReference(subject: string, reference: string) {
  return `${subject} [${reference}]`;
}

/**
 * Waits, if need be, until a new rate-limit window has room for a burst: the limit counts per
 * fixed minute of the clock (lib/store/rate-limits.ts), so a burst that straddled a minute's end
 * would be counted in two windows.
 * @param burstMs how long the burst may take
 */
export async function awayFromMinuteEnd(burstMs = 10_000) {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < burstMs) await new Promise((resolve) => setTimeout(resolve, left + 250));
}

/** A visitor email no other test uses, so a test reads only its own requests at the fakes. */
export function uniqueEmail(tag: string) {
  return `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@customer.test`;
}

/** A contact request as the site's own form posts it (the default variant, to the help mailbox), from `email`. */
export function contactRequest(email: string, extra: Record<string, unknown> = {}) {
  return {
    variant: 'default',
    contact_email: 'help',
    name: 'Avery Quinn',
    email,
    phone: '(206) 342-8631',
    subject: 'Plan sets',
    when: '',
    message: 'Ten sets of 24x36 plans, collated and stapled.',
    email_subject: 'Website Contact Form',
    token: 'human-token',
    v2: true,
    website: '',
    ...extra,
  };
}

/** What a visitor types into the default contact form, from `email` (the fields of contactRequest). */
export function contactFormValues(email: string): Record<string, string> {
  const request = contactRequest(email);
  return { Name: request.name, Email: email, Phone: request.phone, Subject: request.subject, Message: request.message };
}

/** A form's region of a page, by its heading (e.g. 'Contact Us'). */
export function formRegion(page: Page, heading: string) {
  return page.getByRole('region', { name: heading });
}

/**
 * Turns to a request form as a visitor does, by focusing its first field, and leaves that field
 * again once the form has hydrated: the spam check starts on the focus (or as the form hydrates,
 * for a focus that came earlier), and Send shows once it passes (docs/requirements.md#spam-check,
 * rule 2). Filling a field starts the check too.
 */
export async function startUsing(form: Locator) {
  const first = form.locator('input:not([type="hidden"]):not([tabindex="-1"]), textarea').first();
  await first.focus();
  await hydrated(first);
  await first.blur();
}

/**
 * Waits until React has hydrated `element`: forms hydrate after their page (HydrateAfterPage), and
 * a focus and blur that both come before would reach no handler.
 */
export async function hydrated(element: Locator) {
  // React marks each element it has hydrated with a property of its own.
  await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$')))).toBe(true);
}

/** Fills a form's fields by their labels; returns the form's region. */
export async function fillForm(page: Page, heading: string, values: Record<string, string>) {
  const form = formRegion(page, heading);
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value);
  return form;
}

/**
 * Answers every page the browser asks of an outside host (a frame's view; those hosts are not
 * reachable from the tests) with `body`, and lets every other outside request go on as it would.
 * @returns the addresses of the pages asked for, filled in as the browser asks
 */
export async function fakeOutsidePages(page: Page, body = '<!doctype html><title>Outside view</title>'): Promise<string[]> {
  const asked: string[] = [];
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    asked.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body });
  });
  return asked;
}
