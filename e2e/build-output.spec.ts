import path from 'node:path';
import { nextBuildRoutes, offendingFunctions } from '../scripts/build-output.mjs';
import { expect, test } from './fixtures';
import { projectRoot } from './servers';

/**
 * The build playwright.config.ts made, read from `next build`'s own manifests
 * (scripts/build-output.mjs): every page is pre-rendered and only the route handlers run per
 * request, so a host such as Vercel serves pages as files and runs functions for /api/* only.
 * `npm run check:vercel` checks the same in the Vercel CLI's output.
 */
test('every page is pre-rendered and only the route handlers under /api run per request', () => {
  const routes = nextBuildRoutes(path.join(projectRoot, '.next'));
  expect(offendingFunctions([...routes.dynamicPages, ...routes.routeHandlers, ...routes.dynamicMetadataRoutes], routes.kinds)).toEqual([]);
  expect(routes.routeHandlers.length).toBeGreaterThan(0);
  expect(routes.routeHandlers.filter((route) => !route.startsWith('/api/'))).toEqual([]);
  // The fixed pages, the five equipment categories with their machines, the templates.
  expect(routes.staticPages).toEqual(
    expect.arrayContaining(['/', '/support', '/equipment/wide', '/equipment/wide/0', '/library/template/13', '/bidsets']),
  );
  expect(routes.staticRoutes).toEqual(expect.arrayContaining(['/robots.txt', '/sitemap.xml']));
  expect(routes.revalidatedPages).toEqual([{ route: '/bidsets', revalidate: 3600 }]);
});
