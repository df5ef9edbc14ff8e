// Loopback stand-ins for the outside services the site talks to, for the end-to-end tests:
// the mail gateway (verifycaptcha and contactemail under /prod, docs/requirements.md#outside-services,
// rule 1) and Google's reCAPTCHA siteverify here, and every `*.routes.mjs` file beside this one
// (each exports `routes`, a map of 'METHOD /path' to a handler (req, res, json, text, url, params)
// => void, and may use the helpers of respond.mjs).
// A path segment written ':name' in a key matches any one segment, passed as params.name.
// One process, started by playwright.config.ts before the site. Tests run in parallel, so the
// fakes keep no global mode: what they answer depends on the request itself, and failures are
// armed per key (e.g. a visitor email) through /__control/fail. Every request is recorded for
// /__requests.
import { readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { armed, failIfArmed, json, parse } from './respond.mjs';

const port = Number(process.env.FAKE_UPSTREAMS_PORT ?? 4010);
/** @type {{ method: string, path: string, headers: object, body: string, json?: unknown, at: number }[]} */
const recorded = [];

const routes = {
  'GET /__health': (req, res) => json(res, 200, { ok: true }),

  // { match: email, mode: 'status500' | 'slow' | 'garbage' | 'reset' | 'refuse', count }
  'POST /__control/fail': (req, res, body) => {
    armed.set(body.match, { mode: body.mode, count: body.count ?? 1 });
    json(res, 200, { ok: true });
  },

  'GET /__requests': (req, res) => json(res, 200, recorded),

  'POST /prod/contactemail/': (req, res, body) => {
    if (failIfArmed(body?.email, res)) return;
    json(res, 200, { statusCode: 200, body: 'Message sent' });
  },

  'POST /prod/verifycaptcha/': (req, res, body) =>
    json(res, 200, { statusCode: 200, body: { score: body?.token === 'low-score' ? 0.1 : 0.9 } }),

  // Google's siteverify: form-encoded secret and response. Tokens name their outcome (and host).
  'POST /siteverify': (req, res, _body, text) => {
    const form = new URLSearchParams(text);
    if (form.get('secret') !== 'e2e-recaptcha-secret') return json(res, 200, { success: false, 'error-codes': ['invalid-input-secret'] });
    const token = form.get('response');
    json(res, 200, {
      success: token !== 'invalid',
      score: token === 'low-score' ? 0.1 : 0.9,
      action: token === 'wrong-action' ? 'login' : 'contact',
      // A token may name the host it was solved on after an @ (e2e/staff.spec.ts's server is localhost).
      hostname: token?.split('@')[1] ?? '127.0.0.1',
      challenge_ts: new Date().toISOString(),
    });
  },
};

const here = fileURLToPath(new URL('.', import.meta.url));
for (const file of readdirSync(here)
  .filter((name) => name.endsWith('.routes.mjs'))
  .sort()) {
  Object.assign(routes, (await import(new URL(file, import.meta.url).href)).routes);
}

/** The handler of a request: its exact 'METHOD /path' key, else a key with ':name' segments. */
function findRoute(method, pathname) {
  if (routes[`${method} ${pathname}`]) return { handler: routes[`${method} ${pathname}`], params: {} };
  const segments = pathname.split('/');
  for (const [key, handler] of Object.entries(routes)) {
    const [keyMethod, keyPath] = key.split(' ');
    const parts = keyPath.split('/');
    if (keyMethod !== method || !keyPath.includes('/:') || parts.length !== segments.length) continue;
    const params = {};
    const matches = parts.every((part, i) => {
      if (!part.startsWith(':')) return part === segments[i];
      params[part.slice(1)] = decodeURIComponent(segments[i]);
      return segments[i] !== '';
    });
    if (matches) return { handler, params };
  }
  return undefined;
}

const server = createServer(async (req, res) => {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const text = Buffer.concat(chunks).toString('utf8');
  const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
  const body = parse(text);
  if (!url.pathname.startsWith('/__')) {
    recorded.push({ method: req.method, path: url.pathname + url.search, headers: req.headers, body: text, json: body, at: Date.now() });
  }
  const route = findRoute(req.method, url.pathname);
  if (!route) return json(res, 404, { message: 'Not found' });
  route.handler(req, res, body, text, url, route.params);
});
// Kept-alive sockets stay open: a server busy past the timeout would otherwise reuse a socket
// just as it is closed and see ECONNRESET, a failure of the test machine, not of the site.
server.keepAliveTimeout = 0;
server.listen(port, '127.0.0.1', () => console.log(`Fake upstreams on http://127.0.0.1:${port}`));
