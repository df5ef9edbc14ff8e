// Which routes of a `next build` are prerendered and which run as functions, read from the build's
// own manifests in `.next/`: for scripts/check-vercel.mjs (which names the routes of Vercel's
// output with them) and for a test file that asserts the site's rule after the usual `next build`.
// The rule: every page is prerendered, and only route handlers (the files app/**/route.ts, today the
// /api/* handlers) run as functions; metadata routes (robots.ts, sitemap.ts, icon.svg) are
// prerendered like pages.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** @typedef {'page' | 'route handler' | 'metadata route'} RouteKind */

/** @param {string} distDir @param {string} name */
function readManifest(distDir, name) {
  return JSON.parse(readFileSync(path.join(distDir, name), 'utf8'));
}

/**
 * The app folder of the project whose build is `distDir`: `app` or `src/app` beside it.
 * @param {string} distDir
 */
function appDirOf(distDir) {
  const root = path.dirname(path.resolve(distDir));
  const appDir = path.join(root, 'app');
  return existsSync(appDir) ? appDir : path.join(root, 'src', 'app');
}

/**
 * The kind of every route of the build, by URL: each pattern of `app-path-routes-manifest.json`
 * (`/equipment/[cat]`) and each path prerendered from a pattern (`/equipment/mfp`), so that a
 * route named either way in Vercel's output has a kind.
 * @param {string} [distDir] the build folder of `next build`
 * @returns {Map<string, RouteKind>}
 */
export function routeKinds(distDir = '.next') {
  const appDir = appDirOf(distDir);
  /** @type {Map<string, RouteKind>} */
  const kinds = new Map();
  for (const [appPath, route] of Object.entries(readManifest(distDir, 'app-path-routes-manifest.json'))) {
    if (appPath.endsWith('/page')) {
      kinds.set(route, 'page');
    } else {
      // Metadata routes (robots.ts, sitemap.ts, icon.svg) are built as route handlers too, under
      // the same `…/route` key: only a route file of our own in that folder makes a route handler.
      // The key keeps route groups and slots, so it is the folder's path under app/ (or, for a
      // static metadata file such as app/icon.svg, the file's).
      const folder = path.join(appDir, appPath.slice(0, -'/route'.length));
      const routeFile =
        statSync(folder, { throwIfNoEntry: false })?.isDirectory() &&
        readdirSync(folder).some((name) => /^route\.[cm]?[jt]sx?$/.test(name));
      kinds.set(route, routeFile ? 'route handler' : 'metadata route');
    }
  }
  const { routes } = readManifest(distDir, 'prerender-manifest.json');
  for (const [route, { srcRoute }] of Object.entries(routes)) {
    const kind = kinds.get(srcRoute ?? route);
    if (kind && !kinds.has(route)) kinds.set(route, kind);
  }
  return kinds;
}

/**
 * The routes of a `next build` by how they are served, as `next build` prints them: ○ and ● are
 * prerendered, ƒ runs as a function.
 * @param {string} [distDir] the build folder of `next build`
 * @returns {{
 *   staticPages: string[],
 *   revalidatedPages: { route: string, revalidate: number }[],
 *   dynamicPages: string[],
 *   staticRoutes: string[],
 *   routeHandlers: string[],
 *   dynamicMetadataRoutes: string[],
 *   kinds: Map<string, RouteKind>,
 * }} sorted lists of URLs:
 *   - `staticPages`: pages prerendered at build time, as paths (`/equipment/mfp`, not `/equipment/[cat]`);
 *   - `revalidatedPages`: those of `staticPages` that are prerendered again after `revalidate` seconds (ISR);
 *   - `dynamicPages`: pages rendered per request, as patterns; a pattern with generateStaticParams is
 *     one unless it prerenders every path it serves (`dynamicParams = false`);
 *   - `staticRoutes`: route handlers and metadata routes prerendered at build time;
 *   - `routeHandlers`: route handlers (app/**\/route.ts) that run as functions, as patterns;
 *   - `dynamicMetadataRoutes`: metadata routes that run as functions;
 *   - `kinds`: the kind of every route, as `routeKinds` gives it.
 */
export function nextBuildRoutes(distDir = '.next') {
  const kinds = routeKinds(distDir);
  const { routes, dynamicRoutes } = readManifest(distDir, 'prerender-manifest.json');
  const staticPages = [];
  const revalidatedPages = [];
  const staticRoutes = [];
  /** Paths whose whole response was prerendered. */
  const prerendered = new Set();
  for (const [route, entry] of Object.entries(routes)) {
    // A partial prerender (`compute` 'resuming' or 'blocking') renders the rest per request.
    if (entry.compute && entry.compute !== 'static') continue;
    prerendered.add(route);
    if (kinds.get(route) !== 'page') {
      staticRoutes.push(route);
      continue;
    }
    staticPages.push(route);
    if (typeof entry.initialRevalidateSeconds === 'number') revalidatedPages.push({ route, revalidate: entry.initialRevalidateSeconds });
  }
  // A pattern whose dynamicRoutes entry has `fallback: false` answers 404 to every path it did not
  // prerender; any other fallback (null: render on demand, a string: a fallback shell) renders
  // unknown paths per request.
  const functions = [...kinds.keys()].filter((route) =>
    dynamicRoutes[route] ? dynamicRoutes[route].fallback !== false : !prerendered.has(route),
  );
  /** @param {RouteKind} kind */
  const functionsOf = (kind) => functions.filter((route) => kinds.get(route) === kind).sort();
  return {
    staticPages: staticPages.sort(),
    revalidatedPages: revalidatedPages.sort((a, b) => a.route.localeCompare(b.route)),
    dynamicPages: functionsOf('page'),
    staticRoutes: staticRoutes.sort(),
    routeHandlers: functionsOf('route handler'),
    dynamicMetadataRoutes: functionsOf('metadata route'),
    kinds,
  };
}

/**
 * The routes among `functions` that break the site's rule: any that is not a route handler (a
 * page or a metadata route rendered per request, or a route the build does not know).
 * @param {string[]} functions URLs of the routes that run as functions
 * @param {Map<string, RouteKind>} kinds from `routeKinds`
 * @returns {string[]} one line per offending route, such as '/quote (page)'
 */
export function offendingFunctions(functions, kinds) {
  return functions
    .filter((route) => kinds.get(route) !== 'route handler')
    .map((route) => `${route} (${kinds.get(route) ?? 'not a route of the next build'})`);
}
