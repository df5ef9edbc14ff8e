import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { allowHeader, apiRouteMethods } from '../lib/api/methods';
import { machineSamples } from '../test/fixtures/content-samples';
import { expect, test } from './support/fixtures';

test.describe('security headers', () => {
  for (const url of ['/', machineSamples[0].route, '/no-such-page', '/icon.svg', '/data/Machinesnc.json']) {
    test(`${url} carries them`, async ({ request }) => {
      const response = await request.get(url);
      const headers = response.headers();
      expect(headers['content-security-policy']).toContain("default-src 'self'");
      expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(headers['content-security-policy']).not.toContain('unsafe-eval');
      expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
      expect(headers['x-powered-by']).toBeUndefined();
    });
  }

  test('API answers carry them too', async ({ request }) => {
    const response = await request.post('/api/contactemail', { data: {} });
    expect(response.headers()['content-security-policy']).toContain("object-src 'none'");
  });

  test('the policy names the configured services: reCAPTCHA, PayPal and the framed sites', async ({ request }) => {
    const csp = (await request.get('/')).headers()['content-security-policy'];
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.google\.com\/recaptcha\//);
    expect(csp).toMatch(/script-src [^;]*https:\/\/\*\.paypal\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/upload\.example\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/account\.example\.com/);
  });

  test('pages run under the policy without violations', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    for (const url of ['/', '/quote', '/hpshow', machineSamples[0].route]) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
    }
    expect(violations).toEqual([]);
  });
});

test.describe('cross-site posts', () => {
  const body = { token: 'human-token', v2: true };

  test('a post from another site is refused with 403', async ({ request }) => {
    const response = await request.post('/api/verifycaptcha', { data: body, headers: { origin: 'https://evil.example' } });
    expect(response.status()).toBe(403);
    expect(await response.json()).toMatchObject({ ok: false });
  });

  test('a browser saying cross-site is refused, same-origin passes', async ({ request }) => {
    expect((await request.post('/api/verifycaptcha', { data: body, headers: { 'sec-fetch-site': 'cross-site' } })).status()).toBe(403);
    expect((await request.post('/api/verifycaptcha', { data: body, headers: { 'sec-fetch-site': 'same-origin' } })).status()).toBe(200);
  });

  test('a post with no origin at all is refused', async ({ request }) => {
    expect((await request.post('/api/contactemail', { data: body, headers: { origin: '' } })).status()).toBe(403);
  });
});

// Every method on every route, on the real server: a handler exports only the methods it serves,
// Next.js answers the others it routes with 405 and next.config.ts adds Allow (lib/api/methods.ts);
// the server answers TRACE and the methods Next.js does not route with 405 itself, before Next.js
// (lib/api/unrouted-methods.ts); a method Node.js's parser does not know is its 400. CONNECT (405
// too) is checked in jest on a raw socket (lib/api/unrouted-methods.test.ts): an HTTP client takes
// its answer for a tunnel.
test.describe('every method on every API route', () => {
  const methods = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'PROPFIND', 'PURGE'];
  for (const [route, served] of Object.entries(apiRouteMethods)) {
    const path = route.replace(':id', '1AB23456CD789012E');
    test(`${path}: no 500; 405 with Allow: ${allowHeader(served)} to every method it does not serve`, async ({ request }) => {
      const serves = (method: string) =>
        method === 'OPTIONS' || (served as readonly string[]).includes(method) || (method === 'HEAD' && served.includes('GET'));
      const expected: Record<string, string> = {};
      const actual: Record<string, string> = {};
      for (const method of methods) {
        const answer = await request.fetch(path, { method, maxRedirects: 0 });
        // A bare request to a method the route serves gets its documented answer (400, 401, 403,
        // 503 without CRON_SECRET...), never a 500.
        actual[method] = serves(method)
          ? `served, ${answer.status() === 500 ? '500' : 'not 500'}`
          : `${answer.status()} ${answer.headers().allow}`;
        expected[method] = serves(method) ? 'served, not 500' : `405 ${allowHeader(served)}`;
      }
      expect(actual).toEqual(expected);
      // A method Node.js's HTTP parser does not know never reaches the site: Node.js answers 400.
      expect((await request.fetch(path, { method: 'FOO', maxRedirects: 0 })).status()).toBe(400);
    });
  }
});

test.describe('secrets stay on the server', () => {
  // playwright.config.ts builds the site with these recognisable fake secrets.
  const secrets = ['e2e-recaptcha-secret', 'e2e-scgw-api-key', 'e2e-paypal-client-secret'];

  function filesUnder(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? filesUnder(file) : [file];
    });
  }

  test('no secret is in any browser file or pre-rendered page of the build', () => {
    const shipped = [...filesUnder('.next/static'), ...filesUnder('.next/server/app').filter((file) => /\.(html|rsc|body)$/.test(file))];
    expect(shipped.length).toBeGreaterThan(100);
    const text = shipped.map((file) => readFileSync(file, 'utf8')).join('\n');
    // The scan sees what is there: the public site key is meant to be in the pages.
    expect(text).toContain('e2e-recaptcha-site-key');
    for (const secret of secrets) expect(text).not.toContain(secret);
  });

  test('no secret is in the pages as served', async ({ request }) => {
    for (const url of ['/', '/quote', '/repair/servicecall', '/library/template/0']) {
      const html = await (await request.get(url)).text();
      for (const secret of secrets) expect(html).not.toContain(secret);
    }
  });
});
