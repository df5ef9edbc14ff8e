import { gzipSync } from 'node:zlib';

/**
 * HTML budgets (docs/requirements.md#speed, rule 8), for e2e/every-page.spec.ts: the gzip bytes of a
 * page's HTML document as the server sends it, its embedded RSC payload (the `self.__next_f`
 * scripts React reads to hydrate) included. Every visitor downloads and parses it before anything
 * else, and the browser's hydration work grows with it. Bytes, not timings: they do not depend on
 * how fast this machine is. Counted as `zlib.gzipSync` of the body (zlib's default level 6, as
 * `next start` compresses), like the JavaScript budgets (scripts/js-budgets.mjs).
 */

/**
 * What a page's HTML may weigh: 18 KB gzip. The page's CSS is inlined into it (next.config.ts,
 * docs/decisions.md) and comes twice, as a style element and in the RSC payload that client
 * navigations read (what pages weighed: docs/audit.md#figures-the-other-docs-rest-on).
 */
export const HTML_BUDGET_BYTES = 18 * 1024;

/**
 * Pages with more content of their own, and their budgets in gzip bytes: the home page (hero,
 * carousel, every service and their CSS).
 */
export const largerHtmlBudgets = {
  '/': 22 * 1024,
};

/**
 * The HTML budget of a route.
 * @param {string} route a path such as '/quote' (no query string)
 * @returns {number} the most gzip bytes its HTML document may weigh
 */
export function htmlBudgetFor(route) {
  return largerHtmlBudgets[route] ?? HTML_BUDGET_BYTES;
}

/**
 * What an HTML document weighs.
 * @param {string} html the document as the server sent it
 * @returns {{ gzip: number, raw: number, payload: number }} gzip bytes of the whole document; its
 *   raw UTF-8 bytes; and the raw bytes of its inline RSC payload scripts
 */
export function htmlBytes(html) {
  const payload = (html.match(/<script>\(?self\.__next_f[\s\S]*?<\/script>/g) ?? []).join('');
  return { gzip: gzipSync(html).length, raw: Buffer.byteLength(html), payload: Buffer.byteLength(payload) };
}
