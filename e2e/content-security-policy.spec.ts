import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { inlineScriptHashes } from '../lib/http/csp-hashes';
import { templatePath } from '../lib/http/routes';
import { machineSamples, ORDER_TEMPLATE_ID } from '../test/fixtures/content-samples';
import { expect, startUsing, test } from './support/fixtures';

/**
 * The pre-rendered pages' Content-Security-Policy (docs/decisions.md, "Pages' scripts by hash"):
 * each page allows, of inline scripts, only the hashes of those the framework wrote into it, so
 * markup that reaches a page cannot run a script, while the framework, PayPal and reCAPTCHA do.
 */

/** The build's pre-rendered pages (not its route handlers' files), as `next build` lists them. */
function prerenderedPages(): string[] {
  const manifest = JSON.parse(readFileSync('.next/prerender-manifest.json', 'utf8')) as {
    routes: Record<string, { dataRoute: string | null }>;
  };
  return Object.entries(manifest.routes)
    .filter(([, route]) => route.dataRoute !== null)
    .map(([route]) => route);
}

/** The script-src directive's sources. */
function scriptSources(policy: string): string[] {
  const directive = policy.split(/;\s*/).find((d) => d.startsWith('script-src ')) ?? '';
  return directive.split(/\s+/).slice(1);
}

test.describe('pre-rendered pages: scripts by hash', () => {
  test('every page has one policy, no inline script but its own framework scripts, by hash', async ({ request }) => {
    const pages = prerenderedPages();
    expect(pages.length).toBeGreaterThan(50);
    // An unknown address is answered with the pre-rendered 404 page.
    for (const url of [...pages.filter((page) => page !== '/_not-found'), '/no-such-page']) {
      const response = await request.get(url);
      const policies = response.headersArray().filter((header) => header.name.toLowerCase() === 'content-security-policy');
      expect(policies, url).toHaveLength(1);
      const sources = scriptSources(policies[0].value);
      expect(sources, url).not.toContain("'unsafe-inline'");
      const { hashes, others } = inlineScriptHashes(await response.text());
      expect(hashes.length, url).toBeGreaterThan(0);
      expect(others, `${url}: inline scripts that are not the framework's`).toEqual([]);
      expect(sources, url).toEqual(expect.arrayContaining(hashes.map((hash) => `'${hash}'`)));
    }
  });

  test("the built HTML's framework scripts are the ones the policy allows", async ({ request }) => {
    for (const url of ['/', '/quote', machineSamples[0].route]) {
      const file = path.join('.next/server/app', `${url === '/' ? 'index' : url}.html`);
      const built = inlineScriptHashes(readFileSync(file, 'utf8'));
      expect(built.others, file).toEqual([]);
      const sources = scriptSources((await request.get(url)).headers()['content-security-policy']);
      expect(sources, url).toEqual(expect.arrayContaining(built.hashes.map((hash) => `'${hash}'`)));
    }
  });

  test("route handlers, files and the proxy's redirects keep the site-wide policy, once", async ({ request }) => {
    for (const url of ['/api/contactemail', '/robots.txt', '/icon.svg', '/credit-application.pdf', '/upload']) {
      const response = await request.get(url, { maxRedirects: 0 });
      const policies = response.headersArray().filter((header) => header.name.toLowerCase() === 'content-security-policy');
      expect(policies, url).toHaveLength(1);
      expect(policies[0].value, url).toContain("default-src 'self'");
    }
  });
});

/** Records every `securitypolicyviolation` of the page's documents into `window.__violations`. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { __violations: string[] };
    record.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      record.__violations.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

test.describe('pre-rendered pages in a browser', () => {
  test('run without a violation: the framework hydrates, reCAPTCHA and PayPal load', async ({ page }) => {
    await recordViolations(page);
    for (const url of ['/', '/hpshow', machineSamples[0].route, '/library', '/no-such-page']) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      expect(await violations(page), url).toEqual([]);
    }
    // A form's spam check loads reCAPTCHA's script (the fake of e2e/support/fixtures.ts) once the form is in use.
    await page.goto('/quote');
    await startUsing(page.locator('form[method="post"]'));
    await page.waitForFunction(() => 'grecaptcha' in window);
    expect(await violations(page), '/quote').toEqual([]);
    // A template's order form loads PayPal's as it nears the screen.
    await page.goto(templatePath(ORDER_TEMPLATE_ID));
    await page.getByRole('group', { name: 'Total and payment' }).scrollIntoViewIfNeeded();
    await page.waitForFunction(() => 'paypal' in window);
    await page.waitForLoadState('networkidle');
    expect(await violations(page), 'template').toEqual([]);
  });

  test('markup injected into a page does not run', async ({ page }) => {
    await recordViolations(page);
    // The page as served, with a script added where stored content would show.
    await page.route('**/about', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '</body>',
        '<script>window.__pwned=1</script><img src=x onerror="window.__pwned=2"></body>',
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto('/about');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    const seen = await violations(page);
    expect(seen.filter((violation) => violation.startsWith('script-src-elem inline'))).toHaveLength(1);
    expect(seen.filter((violation) => violation.startsWith('script-src-attr inline'))).toHaveLength(1);
  });
});
