import { test as base, expect, type APIRequestContext } from '@playwright/test';
import { fakeUpstreams } from './fakes/address';
import { fakePayPalSdk } from './fakes/paypal-sdk';

export { expect, fakeUpstreams };

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
 * own (X-Forwarded-For), so the per-client rate limit counts each test apart; and the site's own
 * Origin on API requests, as its pages send (cross-site posts are refused).
 */
export const test = base.extend<{ captchaToken: string; recaptchaScript: 'serve' | 'block'; paypalSdk: 'serve' | 'fail' }>({
  captchaToken: ['human-token', { option: true }],
  recaptchaScript: ['serve', { option: true }],
  paypalSdk: ['serve', { option: true }],
  extraHTTPHeaders: async ({ baseURL }, use, testInfo) => {
    await use({ 'x-forwarded-for': `e2e-${testInfo.testId}-${testInfo.retry}`, origin: new URL(baseURL!).origin });
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

/** One request a fake upstream received. */
export interface UpstreamRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
  json?: Record<string, unknown>;
}

/** The requests the fakes received on `path`, optionally only those whose JSON has `email`. */
export async function upstreamRequests(request: APIRequestContext, path: string, email?: string): Promise<UpstreamRequest[]> {
  const all = (await (await request.get(`${fakeUpstreams}/__requests`)).json()) as UpstreamRequest[];
  return all.filter((r) => r.path === path && (email === undefined || r.json?.email === email));
}

/** Makes the fake mail gateway fail the next `count` requests for `email` in the given way. */
export async function armGatewayFailure(
  request: APIRequestContext,
  email: string,
  mode: 'status500' | 'slow' | 'garbage' | 'reset' | 'refuse',
  count = 1,
) {
  await request.post(`${fakeUpstreams}/__control/fail`, { data: { match: email, mode, count } });
}

/** A visitor email no other test uses, so a test reads only its own requests at the fakes. */
export function uniqueEmail(tag: string) {
  return `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@customer.test`;
}
