import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { proxyRedirectSources, staticPageRoutes } from '@/lib/http/routes';
import { config } from '../proxy';
import {
  buildProxyMatchers,
  offendingFunctions,
  outputProxyMatchers,
  PROXY_FUNCTION,
  proxyOffenders,
  proxyPaths,
} from './build-output.mjs';

/** Next.js's own conversion of a proxy's `config.matcher` to the regular expressions it runs (untyped in its .d.ts). */
const { getMiddlewareMatchers } = jest.requireActual<{
  getMiddlewareMatchers: (matcher: readonly string[], nextConfig: object) => { regexp: string }[];
}>('next/dist/build/analysis/get-page-static-info');

/** The regular expressions `next build` (and from it Vercel's config.json) makes of these matchers. */
const compiled = (matcher: readonly string[]) => getMiddlewareMatchers(matcher, {}).map(({ regexp }) => regexp);

/** What a build serves as files, as check:vercel names them: every kind the proxy must leave alone. */
const served: [string, string][] = [
  ...staticPageRoutes.map((route): [string, string] => [route, 'page']),
  ['/equipment/wide', 'page'],
  ['/equipment/wide/0', 'page'],
  ['/library/template/13', 'page'],
  ['/robots.txt', 'metadata route'],
  ['/sitemap.xml', 'metadata route'],
  ['/icon.svg', 'metadata route'],
  ['/data/Machinesnc.json', 'route handler'],
  ['/_next/static/chunks/main.js', 'static file'],
  ['/templates/mask-required/filename.svg', 'static file'],
];
const answered = proxyPaths(proxyRedirectSources);

describe("check:vercel's proxy rule (proxyOffenders)", () => {
  it("passes proxy.ts's matcher: every redirect it answers reaches it, no page or file does", () => {
    expect(answered).toEqual(expect.arrayContaining(['/upload', '/legacy-upload', '/legacy-upload/jobs/2019/plans.pdf', '/getJobR']));
    expect(proxyOffenders(compiled(config.matcher), { served, answered })).toEqual([]);
  });

  it('names each page or file a matcher lets through', () => {
    expect(proxyOffenders(compiled([...config.matcher, '/about']), { served, answered })).toEqual(['/about (page) reaches the proxy']);
    const everything = proxyOffenders(compiled(['/:path*']), { served, answered });
    expect(everything).toEqual(
      expect.arrayContaining([
        '/ (page) reaches the proxy',
        '/equipment/wide/0 (page) reaches the proxy',
        '/robots.txt (metadata route) reaches the proxy',
        '/_next/static/chunks/main.js (static file) reaches the proxy',
      ]),
    );
    expect(everything).toHaveLength(served.length);
  });

  it('names each redirect of proxy.ts the matcher misses, and all of them without a proxy', () => {
    const withoutUpload = config.matcher.map((source) => source.replace('|upload|', '|'));
    expect(proxyOffenders(compiled(withoutUpload), { served, answered })).toEqual([
      '/upload (a redirect of proxy.ts) does not reach the proxy',
    ]);
    const prefixOnly = config.matcher.map((source) => source.replace('legacy-upload(?:/.*)?', 'legacy-upload'));
    expect(proxyOffenders(compiled(prefixOnly), { served, answered })).toEqual([
      '/legacy-upload/jobs/2019/plans.pdf (a redirect of proxy.ts) does not reach the proxy',
    ]);
    expect(proxyOffenders([], { served, answered })).toHaveLength(answered.length);
  });

  it('lets the content editor run per request, and no other page', () => {
    const kinds = new Map([
      ['/keystatic/[[...params]]', 'page' as const],
      ['/quote', 'page' as const],
    ]);
    expect(offendingFunctions(['/keystatic/[[...params]]', '/quote'], kinds)).toEqual(['/quote (page)']);
  });

  it("leaves the proxy's function to that rule: offendingFunctions still names it when it is not filtered out", () => {
    const kinds = new Map([['/api/orders', 'route handler' as const]]);
    expect(offendingFunctions(['/api/orders', PROXY_FUNCTION], kinds)).toEqual([`${PROXY_FUNCTION} (not a route of the next build)`]);
  });
});

describe("the proxy's matchers as a build writes them", () => {
  const [regexp] = compiled(config.matcher);

  it("reads Vercel's config.json: the routes that name the proxy's function", () => {
    const output = {
      routes: [
        { src: '^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))/$', headers: { Location: '/$1' }, status: 308 },
        { src: regexp, middlewarePath: PROXY_FUNCTION, continue: true, override: true },
        { handle: 'filesystem' },
      ],
    };
    expect(outputProxyMatchers(output)).toEqual([regexp]);
    expect(outputProxyMatchers({ routes: [{ handle: 'filesystem' }] })).toEqual([]);
  });

  it("reads next build's manifests: a Node.js proxy, an edge middleware, or none", () => {
    const distDir = mkdtempSync(path.join(os.tmpdir(), 'build-output-'));
    try {
      expect(buildProxyMatchers(distDir)).toEqual([]);
      mkdirSync(path.join(distDir, 'server'));
      const write = (name: string, manifest: object) => writeFileSync(path.join(distDir, 'server', name), JSON.stringify(manifest));
      write('functions-config-manifest.json', {
        version: 1,
        functions: { [PROXY_FUNCTION]: { runtime: 'nodejs', matchers: [{ regexp }] } },
      });
      write('middleware-manifest.json', { version: 3, middleware: {}, sortedMiddleware: [], functions: {} });
      expect(buildProxyMatchers(distDir)).toEqual([regexp]);
      write('functions-config-manifest.json', { version: 1, functions: {} });
      write('middleware-manifest.json', { version: 3, middleware: { '/': { matchers: [{ regexp: '^/edge$' }] } } });
      expect(buildProxyMatchers(distDir)).toEqual(['^/edge$']);
    } finally {
      rmSync(distDir, { recursive: true, force: true });
    }
  });
});
