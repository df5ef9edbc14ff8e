import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { categoryKeys } from '../lib/content/machines';
import { categoryPath, proxyRedirectSources, staticPageRoutes, templatePath } from '../lib/http/routes';
import {
  buildProxyMatchers,
  nextBuildRoutes,
  offendingFunctions,
  PER_REQUEST_PAGES,
  proxyOffenders,
  proxyPaths,
} from '../scripts/build-output.mjs';
import { machineSamples, templateSamples } from '../test/fixtures/content-samples';
import { expect, test } from './support/fixtures';
import { projectRoot } from './support/servers';

/**
 * The build playwright.config.ts made, read from `next build`'s own manifests
 * (scripts/build-output.mjs): every page is pre-rendered and only the route handlers and the
 * content editor's page run per request, so a host such as Vercel serves pages as files and runs
 * functions for /api/* and /keystatic only.
 * `npm run check:vercel` checks the same in the Vercel CLI's output.
 */
test('every page but the content editor is pre-rendered, and only the route handlers under /api run per request', () => {
  const routes = nextBuildRoutes(path.join(projectRoot, '.next'));
  expect(routes.dynamicPages).toEqual(PER_REQUEST_PAGES);
  expect(offendingFunctions([...routes.dynamicPages, ...routes.routeHandlers, ...routes.dynamicMetadataRoutes], routes.kinds)).toEqual([]);
  expect(routes.routeHandlers.length).toBeGreaterThan(0);
  expect(routes.routeHandlers.filter((route) => !route.startsWith('/api/'))).toEqual([]);
  // The fixed pages, the five equipment categories with their machines, the templates (as the content has them).
  expect(routes.staticPages).toEqual(
    expect.arrayContaining([
      ...staticPageRoutes,
      ...categoryKeys.map(categoryPath),
      ...machineSamples.map((sample) => sample.route),
      ...templateSamples.map((_, index) => templatePath(index)),
    ]),
  );
  expect(routes.staticRoutes).toEqual(expect.arrayContaining(['/robots.txt', '/sitemap.xml']));
  // Every page is rendered again hourly (the site-wide notice, app/layout.tsx; /bidsets's list).
  // (Next.js's own /_global-error page is outside the root layout.)
  expect(routes.revalidatedPages.map((page) => page.route).sort()).toEqual(
    routes.staticPages.filter((page) => page !== '/_global-error').sort(),
  );
  expect(new Set(routes.revalidatedPages.map((page) => page.revalidate))).toEqual(new Set([3600]));
});

/**
 * The proxy's rule on the same build, as `npm run check:vercel` checks it in Vercel's output: the
 * matchers `next build` compiled from proxy.ts's `config.matcher` (the regular expressions Vercel
 * copies into its config.json) reach every redirect proxy.ts answers and no prerendered route.
 */
test("the proxy's matcher reaches the redirects proxy.ts answers and no prerendered route", () => {
  const distDir = path.join(projectRoot, '.next');
  const routes = nextBuildRoutes(distDir);
  const served = [...routes.staticPages, ...routes.staticRoutes].map((route): [string, string] => [
    route,
    routes.kinds.get(route) ?? 'prerendered',
  ]);
  const answered = proxyPaths(proxyRedirectSources);
  const matchers = buildProxyMatchers(distDir);
  expect(matchers).toHaveLength(1);
  expect(proxyOffenders(matchers, { served, answered })).toEqual([]);
});

/**
 * This build has no GitHub settings, so it cannot serve the content editor, and leaves Keystatic
 * out (`CONTENT_EDITOR_BUILT`, docs/decisions.md#the-content-editor-is-keystatic-inside-the-sites-root-layout):
 * none of its scripts for the browser holds it.
 */
test('a build that cannot serve the content editor leaves Keystatic out of its scripts', () => {
  const chunks = path.join(projectRoot, '.next', 'static', 'chunks');
  const scripts = readdirSync(chunks, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((file) => /keystatic/i.test(readFileSync(path.join(chunks, file), 'utf8')))).toEqual([]);
});
