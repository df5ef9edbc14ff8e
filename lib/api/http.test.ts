import { DrizzleQueryError } from 'drizzle-orm';
import { z } from 'zod';
import { UpstreamError } from '@/lib/upstream/fetch';
import { captureLog } from '@/test/log-capture';
import {
  clientAddress,
  handleErrors,
  HttpError,
  isFormPost,
  MAX_BODY_BYTES,
  MAX_JSON_DEPTH,
  parseBody,
  readFormBody,
  readJsonBody,
  requireSameOrigin,
  siteOrigins,
  submissionResponse,
} from './http';

const post = (body: BodyInit, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  new Request('http://localhost/api/x', { method: 'POST', body, headers });

async function statusOf(run: () => Promise<unknown>) {
  const response = await handleErrors(post('{}'), async () => {
    await run();
    return Response.json({ ok: true });
  });
  return { status: response.status, body: await response.json() };
}

describe('readJsonBody', () => {
  it('parses a JSON body', async () => {
    expect(await readJsonBody(post('{"a":1}'))).toEqual({ a: 1 });
    expect(await readJsonBody(post('[]', { 'content-type': 'application/json; charset=utf-8' }))).toEqual([]);
  });

  it('answers 415 for another content type', async () => {
    expect(await statusOf(() => readJsonBody(post('a=1', { 'content-type': 'application/x-www-form-urlencoded' })))).toMatchObject({
      status: 415,
    });
    expect(await statusOf(() => readJsonBody(post('{}', { 'content-type': 'text/plain' })))).toMatchObject({ status: 415 });
  });

  it('answers 413 over 32 KiB, declared or not, and takes exactly 32 KiB', async () => {
    const exact = JSON.stringify('x'.repeat(MAX_BODY_BYTES - 2));
    expect(exact).toHaveLength(MAX_BODY_BYTES);
    expect(await readJsonBody(post(exact))).toHaveLength(MAX_BODY_BYTES - 2);
    const over = JSON.stringify('x'.repeat(MAX_BODY_BYTES - 1));
    expect(await statusOf(() => readJsonBody(post(over)))).toMatchObject({ status: 413 });
    const declared = post('{}', { 'content-type': 'application/json', 'content-length': String(MAX_BODY_BYTES + 1) });
    expect(await statusOf(() => readJsonBody(declared))).toMatchObject({ status: 413 });
  });

  it('answers 400 for a NUL character in any string or key (the store cannot hold one), and takes an escaped backslash', async () => {
    const refused = { status: 400, body: { ok: false, error: 'Request body must not contain NUL characters' } };
    expect(await statusOf(() => readJsonBody(post(JSON.stringify({ instructions: 'a\u0000b' }))))).toEqual(refused);
    expect(await statusOf(() => readJsonBody(post(JSON.stringify({ lines: [{ text: '\u0000' }] }))))).toEqual(refused);
    expect(await statusOf(() => readJsonBody(post(JSON.stringify({ 'a\u0000': 1 }))))).toEqual(refused);
    expect(await readJsonBody(post(JSON.stringify({ path: 'C:\\u0000' })))).toEqual({ path: 'C:\\u0000' });
  });

  it('answers 400 for an unpaired surrogate in any string or key (the store cannot hold one), and takes a paired one', async () => {
    const refused = { status: 400, body: { ok: false, error: 'Request body must not contain unpaired surrogates' } };
    for (const raw of [
      '{"name":"\\ud800"}',
      '{"name":"a\\udfffb"}',
      '{"lines":[{"text":"\\udc00\\ud800"}]}',
      '{"\\ud83d":1}',
      '["\\ud83d"]',
    ]) {
      expect(await statusOf(() => readJsonBody(post(raw)))).toEqual(refused);
    }
    expect(await readJsonBody(post('{"name":"\\ud83d\\ude00"}'))).toEqual({ name: '😀' });
    expect(await readJsonBody(post(JSON.stringify({ '😀': '😀' })))).toEqual({ '😀': '😀' });
  });

  it(`takes JSON nested ${MAX_JSON_DEPTH} levels deep and answers 400 one deeper, counting no bracket inside a string`, async () => {
    const nested = (depth: number, open = '[', close = ']') => `${open.repeat(depth)}${close.repeat(depth)}`;
    expect(await readJsonBody(post(nested(MAX_JSON_DEPTH)))).toBeDefined();
    const tooDeep = { status: 400, body: { ok: false, error: 'Request body is nested too deeply' } };
    expect(await statusOf(() => readJsonBody(post(nested(MAX_JSON_DEPTH + 1))))).toEqual(tooDeep);
    const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    expect(await readJsonBody(post(objects(MAX_JSON_DEPTH)))).toBeDefined();
    expect(await statusOf(() => readJsonBody(post(objects(MAX_JSON_DEPTH + 1))))).toEqual(tooDeep);
    // Ten thousand levels: refused, not a stack overflow.
    expect(await statusOf(() => readJsonBody(post(nested(10_000))))).toEqual(tooDeep);
    expect(await statusOf(() => readJsonBody(post('['.repeat(10_000))))).toEqual(tooDeep);
    // Brackets and escaped quotes inside strings are text.
    const text = JSON.stringify({ message: `${'['.repeat(100)} "quoted" \\ ${'{'.repeat(100)}` });
    expect(await readJsonBody(post(text))).toEqual(JSON.parse(text));
  });

  it('answers 400 for a body that is not JSON', async () => {
    expect(await statusOf(() => readJsonBody(post('{"a":')))).toEqual({
      status: 400,
      body: { ok: false, error: 'Request body is not valid JSON' },
    });
    expect(await statusOf(() => readJsonBody(post('')))).toMatchObject({ status: 400 });
  });
});

describe('isFormPost', () => {
  it("is true for a plain HTML form's post (application/x-www-form-urlencoded, with or without a charset, in any case)", () => {
    for (const type of [
      'application/x-www-form-urlencoded',
      'application/x-www-form-urlencoded; charset=UTF-8',
      'application/x-www-form-urlencoded;charset=utf-8',
      'Application/X-WWW-Form-URLEncoded',
    ]) {
      expect(isFormPost(post('a=1', { 'content-type': type }))).toBe(true);
    }
    // What a browser sends for a form: Request sets it for a URLSearchParams body.
    expect(isFormPost(new Request('http://localhost/api/x', { method: 'POST', body: new URLSearchParams({ a: '1' }) }))).toBe(true);
  });

  it('is false for JSON, another form encoding, a look-alike or no content type', () => {
    for (const type of [
      'application/json',
      'application/json; charset=utf-8',
      'multipart/form-data; boundary=x',
      'text/plain',
      'application/x-www-form-urlencodedx',
      'text/application/x-www-form-urlencoded',
    ]) {
      expect(isFormPost(post('a=1', { 'content-type': type }))).toBe(false);
    }
    expect(isFormPost(new Request('http://localhost/api/x', { method: 'POST' }))).toBe(false);
  });
});

describe('readFormBody', () => {
  const form = (body: BodyInit, headers: Record<string, string> = {}) =>
    post(body, { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8', ...headers });

  it('reads each field by name, decoded (+ is a space, %40 is @)', async () => {
    expect(await readFormBody(form('name=Avery+Quinn&email=a%40b.test'))).toEqual({ name: 'Avery Quinn', email: 'a@b.test' });
    expect(await readFormBody(form('message=Line+1%0D%0ALine+2&when=&caf%C3%A9=%E2%82%AC'))).toEqual({
      message: 'Line 1\r\nLine 2',
      when: '',
      café: '€',
    });
    expect(await readFormBody(form(''))).toEqual({});
  });

  it('keeps the first value of a repeated name', async () => {
    expect(await readFormBody(form('name=First&email=a%40b.test&name=Second&name=Third'))).toEqual({ name: 'First', email: 'a@b.test' });
  });

  it('gives a plain object whose prototype no field name changes', async () => {
    const fields = await readFormBody(form('__proto__=x&constructor=y&name=Avery'));
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
    expect(fields).toMatchObject({ constructor: 'y', name: 'Avery' });
  });

  it('answers 415 for JSON or any other content type', async () => {
    const refused = { status: 415, body: { ok: false, error: 'Content-Type must be application/x-www-form-urlencoded' } };
    expect(await statusOf(() => readFormBody(post('{"name":"Avery"}')))).toEqual(refused);
    expect(await statusOf(() => readFormBody(post('name=Avery', { 'content-type': 'multipart/form-data; boundary=x' })))).toEqual(refused);
    expect(await statusOf(() => readFormBody(post('name=Avery', { 'content-type': 'text/plain' })))).toEqual(refused);
  });

  it(`takes exactly ${MAX_BODY_BYTES} bytes and answers 413 one byte over, declared or not`, async () => {
    const exact = `message=${'x'.repeat(MAX_BODY_BYTES - 'message='.length)}`;
    expect(Buffer.byteLength(exact)).toBe(MAX_BODY_BYTES);
    expect((await readFormBody(form(exact))).message).toHaveLength(MAX_BODY_BYTES - 'message='.length);
    const tooLarge = { status: 413, body: { ok: false, error: 'Request body is too large' } };
    expect(await statusOf(() => readFormBody(form(`${exact}x`)))).toEqual(tooLarge);
    // Counted in bytes, not characters: an encoded € is 9 bytes.
    expect(await statusOf(() => readFormBody(form(`${exact.slice(0, -8)}%E2%82%AC`)))).toEqual(tooLarge);
    expect(await statusOf(() => readFormBody(form('name=Avery', { 'content-length': String(MAX_BODY_BYTES + 1) })))).toEqual(tooLarge);
  });

  it('answers 400 for a NUL character in a value or a name (the store cannot hold one)', async () => {
    const refused = { status: 400, body: { ok: false, error: 'Request body must not contain NUL characters' } };
    expect(await statusOf(() => readFormBody(form('name=Avery%00Quinn')))).toEqual(refused);
    expect(await statusOf(() => readFormBody(form('na%00me=Avery')))).toEqual(refused);
  });

  it('reads an encoded lone surrogate (%ED%A0%80, not UTF-8) as U+FFFD, which the store can hold: nothing unpaired gets through', async () => {
    expect(await readFormBody(form('name=a%ED%A0%80b'))).toEqual({ name: 'a\uFFFD\uFFFD\uFFFDb' });
  });
});

describe('parseBody', () => {
  const schema = z.object({ name: z.string().min(5, 'Please enter your full name') });

  it('returns the parsed value', () => {
    expect(parseBody(schema, { name: 'Avery Quinn' })).toEqual({ name: 'Avery Quinn' });
  });

  it('answers 400 with the field errors', async () => {
    expect(await statusOf(async () => parseBody(schema, { name: 'Al' }))).toEqual({
      status: 400,
      body: { ok: false, error: 'Please check the highlighted fields', fieldErrors: { name: ['Please enter your full name'] } },
    });
    expect((await statusOf(async () => parseBody(schema, 'text'))).status).toBe(400);
  });
});

describe('handleErrors', () => {
  const log = captureLog();

  it('maps HttpError to its status and headers', async () => {
    const response = await handleErrors(post('{}'), async () => {
      throw new HttpError(429, 'Too many', undefined, { 'Retry-After': '30' });
    });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('30');
  });

  it('maps an upstream timeout to 504 and other upstream failures to 502, naming no URL', async () => {
    expect(await statusOf(async () => Promise.reject(new UpstreamError('mail gateway', 'no answer', true)))).toEqual({
      status: 504,
      body: { ok: false, error: 'mail gateway timed out' },
    });
    expect(await statusOf(async () => Promise.reject(new UpstreamError('mail gateway', 'answered 500', false, 500)))).toEqual({
      status: 502,
      body: { ok: false, error: 'mail gateway failed' },
    });
    expect((await statusOf(async () => Promise.reject(new TypeError('bug')))).status).toBe(500);
    expect(log.entries()).toEqual([
      expect.objectContaining({ level: 'error', route: '/api/x', msg: 'Upstream mail gateway failed: no answer' }),
      expect.objectContaining({ level: 'error', route: '/api/x', msg: 'Upstream mail gateway failed: answered 500' }),
      expect.objectContaining({
        level: 'error',
        route: '/api/x',
        msg: 'Unexpected error in a route handler',
        err: expect.objectContaining({ type: 'TypeError', message: 'bug' }),
      }),
    ]);
  });

  it('answers 500 to a failed store query and logs its SQL and reason, not the visitor data in its parameters', async () => {
    const failure = new DrizzleQueryError(
      'insert into "requests" ("delivery") values ($1)',
      [{ name: 'Dana Whitfield' }],
      new Error('connection refused'),
    );
    expect(await statusOf(async () => Promise.reject(failure))).toEqual({ status: 500, body: { ok: false, error: 'Internal error' } });
    expect(log.entries()).toEqual([
      expect.objectContaining({
        msg: 'Unexpected error in a route handler',
        err: expect.objectContaining({
          type: 'DrizzleQueryError',
          query: 'insert into "requests" ("delivery") values ($1)',
          cause: expect.objectContaining({ message: 'connection refused' }),
        }),
      }),
    ]);
    expect(log.text()).not.toContain('Dana Whitfield');
  });
});

describe('clientAddress', () => {
  const from = (headers: Record<string, string>) => new Request('http://localhost/', { headers });
  const hops = (n: number) => ({ TRUSTED_PROXY_HOPS: n });

  afterEach(() => {
    delete process.env.VERCEL;
  });

  it('with no trusted proxy, takes the right-most X-Forwarded-For entry (the one next start fills in)', () => {
    expect(clientAddress(from({ 'x-forwarded-for': '203.0.113.7' }), hops(0))).toBe('203.0.113.7');
    expect(clientAddress(from({ 'x-forwarded-for': '10.9.9.9, 203.0.113.7' }), hops(0))).toBe('203.0.113.7');
  });

  it('behind one proxy, takes the address that proxy appended; what the client wrote to its left changes nothing', () => {
    const behindNginx = (forwarded: string) => clientAddress(from({ 'x-forwarded-for': forwarded }), hops(1));
    expect(behindNginx('198.51.100.4')).toBe('198.51.100.4');
    expect(behindNginx('1.1.1.1, 198.51.100.4')).toBe('198.51.100.4');
    expect(behindNginx('2.2.2.2, 3.3.3.3 ,198.51.100.4')).toBe('198.51.100.4');
  });

  it('behind two proxies, takes the second entry from the right: the address the outer proxy saw', () => {
    const behindCdn = (forwarded: string) => clientAddress(from({ 'x-forwarded-for': forwarded }), hops(2));
    // client (wrote 6.6.6.6), CDN appended 198.51.100.4, nginx appended the CDN's 192.0.2.10
    expect(behindCdn('6.6.6.6, 198.51.100.4, 192.0.2.10')).toBe('198.51.100.4');
    expect(behindCdn('7.7.7.7, 8.8.8.8, 198.51.100.4, 192.0.2.10')).toBe('198.51.100.4');
    expect(behindCdn('198.51.100.4, 192.0.2.10')).toBe('198.51.100.4');
  });

  it('is unknown-client when X-Forwarded-For has too few entries or none; X-Real-IP, which any client can write, is not read off Vercel', () => {
    expect(clientAddress(from({ 'x-real-ip': '198.51.100.2' }), hops(0))).toBe('unknown-client');
    expect(clientAddress(from({ 'x-forwarded-for': '192.0.2.10', 'x-real-ip': '198.51.100.2' }), hops(2))).toBe('unknown-client');
    expect(clientAddress(from({ 'x-forwarded-for': ' , ' }), hops(1))).toBe('unknown-client');
    expect(clientAddress(from({}), hops(0))).toBe('unknown-client');
  });

  it('takes an IPv4 or IPv6 address only: anything else a client wrote there is unknown-client, never a key', () => {
    expect(clientAddress(from({ 'x-forwarded-for': '2001:db8::7' }), hops(0))).toBe('2001:db8::7');
    expect(clientAddress(from({ 'x-forwarded-for': '::ffff:203.0.113.7' }), hops(0))).toBe('::ffff:203.0.113.7');
    for (const forged of [
      'client-7',
      'x'.repeat(10_000),
      `${'1'.repeat(5000)}.1.1.1`,
      'fe80::1%eth0',
      `fe80::1%${'a'.repeat(5000)}`,
      '203.0.113.7:443',
      '[2001:db8::7]',
    ]) {
      expect(clientAddress(from({ 'x-forwarded-for': forged }), hops(0))).toBe('unknown-client');
    }
    // Behind a proxy the entry it appended counts, whatever the client wrote to its left.
    expect(clientAddress(from({ 'x-forwarded-for': `${'x'.repeat(10_000)}, 198.51.100.4` }), hops(1))).toBe('198.51.100.4');
  });

  it("on Vercel, takes the platform's X-Real-IP whatever X-Forwarded-For says", () => {
    process.env.VERCEL = '1';
    const request = from({ 'x-forwarded-for': '6.6.6.6, 198.51.100.4', 'x-real-ip': '203.0.113.50' });
    expect(clientAddress(request, hops(0))).toBe('203.0.113.50');
    expect(clientAddress(request, hops(1))).toBe('203.0.113.50');
    expect(clientAddress(from({ 'x-forwarded-for': '6.6.6.6' }), hops(0))).toBe('unknown-client');
    expect(clientAddress(from({ 'x-real-ip': 'x'.repeat(10_000) }), hops(0))).toBe('unknown-client');
  });
});

describe('requireSameOrigin', () => {
  const SITE_URL = 'https://www.printshop.example';

  /** A POST to the server's own address (what next start sees behind a proxy), with these headers. */
  function post(headers: Record<string, string>, url = 'http://127.0.0.1:3000/api/contactemail') {
    return new Request(url, { method: 'POST', headers });
  }

  /** The status requireSameOrigin answers: 200 when it lets the request through. */
  function verdict(request: Request, trustedProxyHops = 0): number {
    try {
      requireSameOrigin(request, SITE_URL, { TRUSTED_PROXY_HOPS: trustedProxyHops });
      return 200;
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      return (error as HttpError).status;
    }
  }

  afterEach(() => {
    delete process.env.VERCEL;
  });

  it("accepts an Origin that is SITE_URL's origin, or the request's own", () => {
    expect(verdict(post({ origin: 'https://www.printshop.example' }))).toBe(200);
    expect(verdict(post({ origin: 'http://127.0.0.1:3000' }))).toBe(200);
  });

  it('refuses another site, another scheme or port of ours, and a request with neither header', () => {
    expect(verdict(post({ origin: 'https://evil.example' }))).toBe(403);
    expect(verdict(post({ origin: 'http://www.printshop.example' }))).toBe(403);
    expect(verdict(post({ origin: 'https://www.printshop.example:8443' }))).toBe(403);
    expect(verdict(post({ origin: 'null' }))).toBe(403);
    expect(verdict(post({}))).toBe(403);
  });

  it('decides by Sec-Fetch-Site when the browser sends it', () => {
    expect(verdict(post({ 'sec-fetch-site': 'same-origin' }))).toBe(200);
    expect(verdict(post({ 'sec-fetch-site': 'cross-site', origin: 'https://www.printshop.example' }))).toBe(403);
    expect(verdict(post({ 'sec-fetch-site': 'same-site' }))).toBe(403);
  });

  it('behind a trusted proxy, accepts the origin the proxy says the browser used', () => {
    const proxied = { origin: 'https://shop.example', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example' };
    expect(verdict(post(proxied), 1)).toBe(200);
    expect(siteOrigins(post(proxied), SITE_URL, { TRUSTED_PROXY_HOPS: 1 })).toEqual(
      new Set(['https://www.printshop.example', 'http://127.0.0.1:3000', 'https://shop.example']),
    );
    // The first of several forwarded values (each proxy may append one); Host when X-Forwarded-Host is missing.
    expect(verdict(post({ ...proxied, 'x-forwarded-host': 'shop.example, internal:3000', 'x-forwarded-proto': 'https,http' }), 2)).toBe(
      200,
    );
    expect(verdict(post({ origin: 'https://shop.example', host: 'shop.example' }), 1)).toBe(200);
    // Still only that origin.
    expect(verdict(post({ ...proxied, origin: 'https://evil.example' }), 1)).toBe(403);
    expect(verdict(post({ ...proxied, origin: 'http://shop.example' }), 1)).toBe(403);
  });

  it('with no trusted proxy, ignores forwarded hosts: a client could write them itself', () => {
    const forged = { origin: 'https://evil.example', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' };
    expect(verdict(post(forged), 0)).toBe(403);
    expect(verdict(post({ origin: 'https://shop.example', 'x-forwarded-host': 'shop.example' }), 0)).toBe(403);
  });

  it("on Vercel, trusts the platform's forwarded host", () => {
    process.env.VERCEL = '1';
    expect(verdict(post({ origin: 'https://shop-git-main.vercel.app', 'x-forwarded-host': 'shop-git-main.vercel.app' }), 0)).toBe(200);
  });
});

describe('submissionResponse', () => {
  it('answers 200 for a request sent (or a test held), 202 for one queued, kept for the shop or of unknown outcome', async () => {
    for (const [outcome, status, said] of [
      ['sent', 200, 'sent'],
      ['held', 200, 'sent'],
      ['queued', 202, 'queued'],
      ['kept', 202, 'kept'],
      ['unknown', 202, 'unknown'],
    ] as const) {
      const response = submissionResponse({ reference: 'R-2611-7Q4K', outcome });
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({ ok: true, reference: 'R-2611-7Q4K', outcome: said });
    }
  });
});
