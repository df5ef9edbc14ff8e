import { gzipSync } from 'node:zlib';

/**
 * JavaScript budgets (docs/requirements.md#speed, rule 2), in one place for the budget test
 * (e2e/every-page.spec.ts) and the audit script, which both drive a Playwright page.
 * Bytes, not timings: they do not depend on how fast this machine is.
 *
 * How a route's bytes are counted (`scriptBytes`): every script the page loads from the site's own
 * origin until the network is idle, each counted as `zlib.gzipSync` of its decoded body (zlib's
 * default level 6, as `next start` compresses). Always gzipping the body ourselves, rather than
 * reading `content-length`, gives the same number whether or not the server compressed the
 * response. Third-party scripts (reCAPTCHA, PayPal's SDK, vendor embeds) are not ours to budget
 * and are left out; so is whatever a page loads only once the visitor interacts with it.
 */

/** The framework baseline (Next 16 + React 19, a page with no client component): 132 KB gzip. */
export const BASELINE_BYTES = 132 * 1024;

/** What a page with neither a form nor a carousel may add to the baseline: 5 KB gzip. */
export const PLAIN_EXTRA_BYTES = 5 * 1024;

/** What a page with a form or a carousel may add to the baseline: 60 KB gzip. */
export const INTERACTIVE_EXTRA_BYTES = 60 * 1024;

/**
 * The pages with a form or a carousel, as paths; a `[param]` segment matches any one segment.
 * The budget test checks that every other page has neither, so this list cannot drift.
 */
export const interactiveRoutes = [
  '/',
  '/about',
  '/bidsets',
  '/callme',
  '/covid',
  '/design',
  '/hp',
  '/hpshow',
  '/lease',
  '/library/template/[id]',
  '/meter',
  '/pickup',
  '/quicksupply',
  '/quote',
  '/repair/servicecall',
  '/repairbeta',
  '/services/bid/plancenter',
  '/services/print/engineering',
  '/services/print/smallformat',
  '/support',
];

/** CSS selector of what makes a page interactive: a form, or a carousel (components/carousel). */
export const INTERACTIVE_SELECTOR = 'form, [aria-roledescription="carousel"]';

/**
 * Whether a path is one of `interactiveRoutes`.
 * @param {string} route a path such as '/library/template/3' (no query string)
 * @returns {boolean}
 */
export function isInteractiveRoute(route) {
  const segments = route.split('/');
  return interactiveRoutes.some((pattern) => {
    const parts = pattern.split('/');
    return parts.length === segments.length && parts.every((part, i) => /^\[.+\]$/.test(part) || part === segments[i]);
  });
}

/**
 * The JavaScript budget of a route.
 * @param {string} route a path such as '/quote'
 * @returns {{ kind: 'plain' | 'interactive', bytes: number }} `bytes`: the most gzip bytes of
 *   same-origin script the route may load (baseline + 60 KB with a form or carousel, else + 5 KB)
 */
export function budgetFor(route) {
  return isInteractiveRoute(route)
    ? { kind: 'interactive', bytes: BASELINE_BYTES + INTERACTIVE_EXTRA_BYTES }
    : { kind: 'plain', bytes: BASELINE_BYTES + PLAIN_EXTRA_BYTES };
}

/**
 * Loads `url` in `page` and measures the JavaScript it loaded: waits for the load event and then
 * for the network to be idle, and sums the gzip size (see the top of this file) of every
 * same-origin script response, each URL once.
 * @param {import('playwright-core').Page} page a fresh page (a cached script still counts: it
 *   is what a first visit downloads)
 * @param {string} url absolute, or relative to the page's baseURL
 * @returns {Promise<{ total: number, scripts: { url: string, bytes: number }[] }>} bytes in gzip
 *   bytes, scripts largest first
 */
export async function scriptBytes(page, url) {
  /** @type {Map<string, import('playwright-core').Response>} */
  const responses = new Map();
  /** @param {import('playwright-core').Response} response */
  const onResponse = (response) => {
    if (response.request().resourceType() === 'script' && !responses.has(response.url())) responses.set(response.url(), response);
  };
  page.on('response', onResponse);
  let origin;
  try {
    const response = await page.goto(url, { waitUntil: 'load' });
    origin = new URL(response?.url() ?? page.url()).origin;
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('response', onResponse);
  }
  const scripts = [];
  for (const [scriptUrl, response] of responses) {
    if (new URL(scriptUrl).origin === origin) scripts.push({ url: scriptUrl, bytes: gzipSync(await response.body()).length });
  }
  scripts.sort((a, b) => b.bytes - a.bytes);
  return { total: scripts.reduce((sum, script) => sum + script.bytes, 0), scripts };
}
