// Loopback stand-ins for the outside services the site talks to, for the end-to-end tests:
// the mail gateway (spec calls 1 and 2, under /prod) and Google's reCAPTCHA siteverify.
// One process, started by playwright.config.ts before the site. Tests run in parallel, so the
// fakes keep no global mode: what they answer depends on the request itself, and failures are
// armed per visitor email through /__control/fail. Every request is recorded for /__requests.
import { createServer } from 'node:http';

const port = Number(process.env.FAKE_UPSTREAMS_PORT ?? 4010);
/** Longer than the site's upstream timeout in the tests (UPSTREAM_TIMEOUT_MS), to force a 504. */
const slowMs = Number(process.env.FAKE_SLOW_MS ?? 6000);

/** @type {{ method: string, path: string, headers: object, body: string, json?: unknown, at: number }[]} */
const recorded = [];
/** email -> { mode, count }: the next `count` gateway requests for that email fail that way. */
const armed = new Map();

function json(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function parse(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Fails a request the way a broken upstream would; returns true when it did. */
function failIfArmed(key, res) {
  const failure = armed.get(key);
  if (!failure || failure.count <= 0) return false;
  failure.count -= 1;
  switch (failure.mode) {
    case 'status500':
      json(res, 500, { message: 'Internal server error' });
      break;
    case 'slow':
      setTimeout(() => json(res, 200, { statusCode: 200, body: 'late' }), slowMs);
      break;
    case 'garbage':
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('<html>Bad gateway</html>');
      break;
    case 'reset':
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"statusCode": 2');
      res.socket?.destroy();
      break;
    default:
      res.socket?.destroy();
  }
  return true;
}

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

  // Google's siteverify: form-encoded secret and response. Tokens name their outcome.
  'POST /siteverify': (req, res, _body, text) => {
    const form = new URLSearchParams(text);
    if (form.get('secret') !== 'e2e-recaptcha-secret') return json(res, 200, { success: false, 'error-codes': ['invalid-input-secret'] });
    const token = form.get('response');
    json(res, 200, {
      success: token !== 'invalid',
      score: token === 'low-score' ? 0.1 : 0.9,
      action: token === 'wrong-action' ? 'login' : 'contact',
      hostname: '127.0.0.1',
      challenge_ts: new Date().toISOString(),
    });
  },
};

createServer(async (req, res) => {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const text = Buffer.concat(chunks).toString('utf8');
  const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
  const body = parse(text);
  if (!url.pathname.startsWith('/__')) {
    recorded.push({ method: req.method, path: url.pathname + url.search, headers: req.headers, body: text, json: body, at: Date.now() });
  }
  const route = routes[`${req.method} ${url.pathname}`];
  if (!route) return json(res, 404, { message: 'Not found' });
  route(req, res, body, text);
}).listen(port, '127.0.0.1', () => console.log(`Fake upstreams on http://127.0.0.1:${port}`));
