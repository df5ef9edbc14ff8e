import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods.js';
import Handler from './csp-cache-handler.mjs';
import { inlineScriptHashes } from './csp-hashes';
import { PAGE_POLICY_KEY, registerPagePolicy } from './page-policy';

// Pins the internals of Next.js the page cache builds on (lib/http/csp-cache-handler.mjs): its
// file-system cache class, where it reads a pre-rendered page, and the shape of a page entry. An
// upgrade that changes them fails here.

/** The handler as the server uses it, its entries loosely typed: what they hold is what is checked. */
interface Entry {
  value: { kind: string; html?: string; headers?: Record<string, unknown> };
}
const PagePolicyCache = Handler as unknown as {
  new (context: object): {
    get(key: string, context: object): Promise<Entry | null>;
    set(key: string, data: object, context: object): Promise<void>;
  };
  prototype: object;
};

const flightInit = '(self.__next_f=self.__next_f||[]).push([0])';
const html = `<html><body><p>Hi</p><script>${flightInit}</script><script>alert(1)</script></body></html>`;
const [hash] = inlineScriptHashes(html).hashes;
const pageContext = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };

/** A cache over a build folder holding `page` as `next build` writes it (its HTML, RSC payload and .meta). */
function cacheWithBuiltPage(page: string) {
  const serverDistDir = mkdtempSync(path.join(tmpdir(), 'csp-cache-'));
  mkdirSync(path.join(serverDistDir, 'app'));
  writeFileSync(path.join(serverDistDir, 'app', `${page}.html`), html);
  writeFileSync(path.join(serverDistDir, 'app', `${page}.rsc`), '0:null');
  writeFileSync(path.join(serverDistDir, 'app', `${page}.meta`), JSON.stringify({ status: 200, headers: { 'x-next-cache-tags': 'a' } }));
  return new PagePolicyCache({ fs: nodeFs, serverDistDir, flushToDisk: false, maxMemoryCacheSize: 0, revalidatedTags: [] });
}

function policyOf(value: { headers?: Record<string, unknown> }): string {
  return String(value.headers?.['content-security-policy'] ?? '');
}

describe('csp-cache-handler', () => {
  beforeAll(() => registerPagePolicy({ NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'key' }));
  afterAll(() => delete (globalThis as Record<symbol, unknown>)[Symbol.for(PAGE_POLICY_KEY)]);

  it("is Next.js's file-system cache", () => {
    expect(PagePolicyCache.prototype).toBeInstanceOf(FileSystemCache);
  });

  it('gives a page pre-rendered at build time, read back, its policy with its own scripts by hash', async () => {
    const entry = (await cacheWithBuiltPage('built').get('/built', pageContext))!;
    expect(entry.value).toMatchObject({ kind: 'APP_PAGE', html });
    expect(policyOf(entry.value)).toContain(`script-src 'self' '${hash}' https://www.google.com/recaptcha/`);
    expect(policyOf(entry.value)).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(entry.value.headers?.['x-next-cache-tags']).toBe('a');
  });

  it('gives a page it stores (a re-render) the policy before the page is sent', async () => {
    const value = { kind: 'APP_PAGE', html, rscData: undefined, headers: {}, postponed: undefined, status: 200, segmentData: undefined };
    await cacheWithBuiltPage('other').set('/rendered', value, {
      cacheControl: { revalidate: 60 },
      isRoutePPREnabled: false,
      isFallback: false,
      tags: [],
    });
    expect(policyOf(value)).toContain(`'${hash}'`);
  });

  it('leaves entries that are not pages alone', async () => {
    const value = { kind: 'FETCH', data: { headers: {}, body: '', url: '' }, revalidate: 60 };
    await cacheWithBuiltPage('other').set('fetch-key', value, { fetchCache: true, tags: [] });
    expect(value).not.toHaveProperty('headers');
  });
});
