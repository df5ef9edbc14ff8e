// Which routes of a `next build` are prerendered and which run as functions, read from the build's
// own manifests in `.next/`: for scripts/check-vercel.mjs (which names the routes of Vercel's
// output with them) and for a test file that asserts the site's rule after the usual `next build`.
// The rule: every page is prerendered, and only route handlers (the files app/**/route.ts, today the
// /api/* handlers) run as functions; metadata routes (robots.ts, sitemap.ts, icon.svg) are
// prerendered like pages. The request proxy (proxy.ts) runs as a function too, but its matcher
// keeps every route served as a file off it and lets through the redirects it answers
// (proxyOffenders, from Vercel's config.json or from `next build`'s manifests).
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
 * The pages rendered per request by design: the content editor's (staff only, docs/editing.md),
 * which answers 404 where the editor does not run, the staff side's (app/staff/, for a
 * signed-in person), and the answer page of a form sent without JavaScript (app/request/[id]/,
 * one visitor's, read from the store). No page of the site's content is among them.
 */
export const PER_REQUEST_PAGES = [
  '/keystatic/[[...params]]',
  '/request/[id]',
  '/staff',
  '/staff/meter-readings',
  '/staff/orders',
  '/staff/passkeys',
  '/staff/requests/[reference]',
  '/staff/sign-in',
];

/**
 * The routes among `functions` that break the site's rule: any that is not a route handler nor
 * one of PER_REQUEST_PAGES (a page or a metadata route rendered per request, or a route the build
 * does not know).
 * @param {string[]} functions URLs of the routes that run as functions
 * @param {Map<string, RouteKind>} kinds from `routeKinds`
 * @returns {string[]} one line per offending route, such as '/quote (page)'
 */
export function offendingFunctions(functions, kinds) {
  return functions
    .filter((route) => kinds.get(route) !== 'route handler' && !PER_REQUEST_PAGES.includes(route))
    .map((route) => `${route} (${kinds.get(route) ?? 'not a route of the next build'})`);
}

/** The request proxy's function (proxy.ts) in Vercel's Build Output API, by Next.js's former name of the file. */
export const PROXY_FUNCTION = '/_middleware';

/**
 * The regular expressions that send a request to the request proxy in a Build Output API
 * `config.json`: the `src` of each route naming the proxy's function (`middlewarePath`), which
 * Vercel writes from the proxy's `config.matcher`. A proxy that no route names never runs.
 * @param {{ routes?: ({ src?: string, middlewarePath?: string } & Record<string, unknown>)[] }} config the parsed config.json
 * @returns {string[]}
 */
export function outputProxyMatchers(config) {
  return (config.routes ?? [])
    .filter((rule) => rule.middlewarePath === PROXY_FUNCTION && rule.src)
    .map((rule) => /** @type {string} */ (rule.src));
}

/**
 * The same from a `next build`: the matchers `next build` compiled from the proxy's
 * `config.matcher`, from server/functions-config-manifest.json (a proxy on Node.js, Next.js 16's
 * only runtime for proxy.ts) and server/middleware-manifest.json (an edge middleware.ts).
 * @param {string} [distDir] the build folder of `next build`
 * @returns {string[]} regular expressions; none when the build has no proxy
 */
export function buildProxyMatchers(distDir = '.next') {
  /** @param {string} name */
  const optional = (name) => (existsSync(path.join(distDir, 'server', name)) ? readManifest(path.join(distDir, 'server'), name) : {});
  /** @type {{ matchers?: { regexp: string }[] }[]} */
  const entries = [
    optional('functions-config-manifest.json').functions?.[PROXY_FUNCTION],
    ...Object.values(optional('middleware-manifest.json').middleware ?? {}),
  ].filter(Boolean);
  return entries.flatMap((entry) => (entry.matchers ?? []).map((matcher) => matcher.regexp));
}

/**
 * The request paths that must reach the proxy: the sources of the redirects it answers
 * (lib/http/routes.ts, `isProxyRedirect`), a prefix source (`/legacy-upload/:path*`) as the prefix
 * itself and a path under it.
 * @param {readonly string[]} sources redirect sources, as in lib/http/routes.ts `redirectRules`
 * @returns {string[]}
 */
export function proxyPaths(sources) {
  return sources.flatMap((source) => {
    const prefix = source.replace(/\/:path\*$/, '');
    return prefix === source ? [source] : [prefix, `${prefix}/jobs/2019/plans.pdf`];
  });
}

/**
 * The paths that break the proxy's rule (docs/requirements.md#redirects, rule 4): no route served as a file
 * (a prerendered page, metadata route or route handler, a file of public/ or `/_next/static/`)
 * reaches the proxy, so none pays for it; and every path the proxy answers does reach it, else
 * that redirect is lost.
 * @param {readonly string[]} matchers regular expressions, from outputProxyMatchers or buildProxyMatchers
 * @param {{ served: Iterable<[string, string]>, answered: readonly string[] }} paths
 *   `served`: each path served as a file, with what it is ('page', 'static file', …);
 *   `answered`: the paths the proxy answers, as proxyPaths gives them
 * @returns {string[]} one line per offending path, such as '/about (page) reaches the proxy'
 */
export function proxyOffenders(matchers, { served, answered }) {
  const regexps = matchers.map((source) => new RegExp(source));
  /** @param {string} route */
  const reaches = (route) => regexps.some((regexp) => regexp.test(route));
  return [
    ...[...served].filter(([route]) => reaches(route)).map(([route, kind]) => `${route} (${kind}) reaches the proxy`),
    ...answered.filter((route) => !reaches(route)).map((route) => `${route} (a redirect of proxy.ts) does not reach the proxy`),
  ];
}
