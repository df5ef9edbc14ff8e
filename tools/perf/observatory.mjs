// The Mozilla Observatory's grade of the site's response headers, offline (docs/audit.md, "Security
// headers"): each page is fetched from a production server of this machine and graded by the
// Observatory's own tests and scoring (@mdn/mdn-http-observatory), as if it had been served at
// SITE_URL's https address. Only the redirection from http to https is not graded here: TLS and
// that redirect are the host's (deploy/nginx/printshop.conf's port-80 server; Vercel by itself).
// Writes its section of docs/audit.md. Usage: npm run observatory [-- --reuse] (--reuse: serve the
// existing .next build).
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ALL_TESTS } from '@mdn/mdn-http-observatory/src/constants.js';
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from '@mdn/mdn-http-observatory/src/grader/charts.js';
import { getGradeForScore, getScoreModifier } from '@mdn/mdn-http-observatory/src/grader/grader.js';
import { parseHttpEquivHeaders } from '@mdn/mdn-http-observatory/src/retriever/utils.js';
import { Requests } from '@mdn/mdn-http-observatory/src/types.js';
import { CookieJar } from 'tough-cookie';
import { freePort } from '../../scripts/throwaway-postgres.mjs';
import { markdownTable, writeDocSection } from './audit-doc.mjs';
import { buildSite, runHeader, startServer } from './prod-server.mjs';

// The Observatory is written for Node.js 22, whose Sets have these methods; Node.js 20's do not.
for (const [name, method] of Object.entries({
  union(other) {
    return new Set([...this, ...other]);
  },
  intersection(other) {
    return new Set([...this].filter((item) => other.has(item)));
  },
  difference(other) {
    return new Set([...this].filter((item) => !other.has(item)));
  },
  isSubsetOf(other) {
    return [...this].every((item) => other.has(item));
  },
})) {
  Set.prototype[name] ??= method;
}

// The Observatory's install script downloads Chromium's HSTS preload list, which an install without
// internet (install.mjs passes --ignore-scripts) cannot: an empty list says that no host is
// preloaded, which is true of the shop's, so no grade changes.
const preloadList = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json')),
  'conf',
  'hsts-preload.json',
);
if (!existsSync(preloadList)) writeFileSync(preloadList, '{}');

/**
 * The pages graded: the home page, a machine's page (the sitemap's first), a form page, the staff
 * side (its sign-in page).
 */
async function routes(origin) {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const machine = /<loc>[^<]*?(\/equipment\/machine\/[^<]+)<\/loc>/.exec(sitemap)?.[1];
  if (!machine) throw new Error('the sitemap lists no machine page');
  return ['/', machine, '/quote', '/staff'];
}

/** The test the host answers for, not the site's headers (see the top of this file). */
const HOST_TESTS = new Set(['redirection']);

/**
 * The Observatory's view of one response (src/retriever/retriever.js `retrieve`): its headers (one
 * entry per name, Set-Cookie as a list), its HTML and its cookies, over https at `publicUrl`.
 */
function observed(response, publicUrl, html) {
  const headers = {};
  response.headers.forEach((value, name) => {
    headers[name] = name === 'set-cookie' ? response.headers.getSetCookie() : value;
  });
  const jar = new CookieJar();
  for (const cookie of response.headers.getSetCookie()) jar.setCookieSync(cookie, publicUrl.href);
  const requests = new Requests(publicUrl.hostname);
  requests.responses.auto = { headers, status: response.status, verified: true, httpEquiv: parseHttpEquivHeaders(html, publicUrl.href) };
  requests.responses.https = requests.responses.auto;
  requests.resources.path = html;
  requests.session = { url: publicUrl, jar, redirectHistory: [] };
  return requests;
}

/**
 * The Observatory's score and grade (src/scanner/index.js `scan`): 100, less every penalty, plus
 * the bonuses once the score without them is at least an A.
 */
function grade(results) {
  const modifiers = results.map((result) => getScoreModifier(result.result));
  const penalties = modifiers.filter((modifier) => modifier < 0).reduce((sum, modifier) => sum + modifier, 100);
  const score = penalties >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? modifiers.reduce((sum, modifier) => sum + modifier, 100) : penalties;
  return getGradeForScore(score);
}

const { values } = parseArgs({ options: { reuse: { type: 'boolean', default: false } } });
const siteUrl = new URL(process.env.SITE_URL ?? 'https://www.print-shop.example');
buildSite({ reuse: values.reuse });
const port = await freePort();
const server = await startServer({
  port,
  quiet: true,
  env: { SITE_URL: siteUrl.origin, TRUSTED_PROXY_HOPS: '1', STAFF_EMAILS: 'ops@shop.example', BETTER_AUTH_SECRET: 'o'.repeat(32) },
});
try {
  const rows = [];
  for (const route of await routes(server.url)) {
    const response = await fetch(`${server.url}${route}`, { headers: { host: siteUrl.host } });
    const publicUrl = new URL(response.url.replace(server.url, siteUrl.origin));
    const requests = observed(response, publicUrl, await response.text());
    const results = ALL_TESTS.map((test) => test(requests)).filter((result) => !HOST_TESTS.has(result.constructor.name));
    const { grade: letter, score } = grade(results);
    const failed = results.filter((result) => !result.pass).map((result) => `${result.constructor.name}: ${result.result}`);
    rows.push([`\`${route}\``, letter, String(score), failed.join('; ') || 'none']);
  }
  const table = markdownTable(['page', 'grade', 'score', 'tests failed'], rows);
  console.log(table);
  writeDocSection(
    'observatory',
    [
      '## HTTP Observatory (npm run observatory)',
      '',
      `${runHeader()} Mozilla's HTTP Observatory (\`@mdn/mdn-http-observatory\`), its tests and scoring run offline on the headers and HTML of each page as \`next start\` serves it, graded as if at \`${siteUrl.origin}\`. The redirection from http to https is the host's and is not graded here.`,
      '',
      table,
    ].join('\n'),
  );
  console.log('Wrote docs/audit.md.');
} finally {
  await server.stop();
}
