/**
 * The site's route table (the old site's addresses, kept), as data: the canonical paths that render, the
 * aliases that answer 308 to them, and the paths that leave for the external upload service.
 * Used by next.config.ts (redirects), proxy.ts (the redirects read at run time), app/sitemap.ts
 * and the end-to-end tests, so the table is written once. The first path of each row is canonical
 * (docs/requirements.md#routes).
 */

/** Canonical paths of the fixed pages; equipment and template pages come from data. */
export const staticPageRoutes = [
  '/',
  '/bidsets',
  '/einfo',
  '/equipment',
  '/supplies',
  '/services',
  '/services/print/fineart',
  '/services/print/engineering',
  '/services/print/signs',
  '/services/print/business',
  '/services/print/smallformat',
  '/services/print/lamination',
  '/services/scans',
  '/services/scans/art',
  '/services/bid/plancenter',
  '/repair',
  '/repair/servicecall',
  '/repairbeta',
  '/meter',
  '/quicksupply',
  '/pickup',
  '/support',
  '/account',
  '/hpshow',
  '/lease',
  '/quote',
  '/callme',
  '/covid',
  '/design',
  '/about',
  '/hp',
  '/library',
  '/filesize-dpi',
  '/plot',
  '/getJob',
  '/getPrintJobs',
  '/privacy',
  '/terms',
] as const;

export type StaticPageRoute = (typeof staticPageRoutes)[number];

/**
 * The content file's name of a page (data/content/pages/, lib/content/pages.ts): its route without
 * the leading slash, slashes as dashes (`/services/print/signs` → `services-print-signs`); the home
 * page is `home`.
 * @param route a canonical path of `staticPageRoutes`
 */
export function pageKey(route: string): string {
  return route === '/' ? 'home' : route.slice(1).replaceAll('/', '-');
}

/**
 * Canonical pages that search engines should not index (`robots: { index: false }`, left out of
 * the sitemap): the test-mode service call form, and the personal views that a link in an email
 * opens with its own query string (docs/requirements.md#seo): these pages have nothing for a
 * visitor who arrives from search.
 */
export const noindexRoutes = ['/repairbeta', '/getJob', '/getPrintJobs'] as const satisfies readonly StaticPageRoute[];

/** Whether a canonical path is one of `noindexRoutes`. */
export function isNoindexRoute(path: string): boolean {
  return (noindexRoutes as readonly string[]).includes(path);
}

/** Path of an equipment category page, from its key. */
export function categoryPath(category: string): string {
  return `/equipment/${category}`;
}

/** Path of an equipment detail page: category key and the machine's zero-based index. */
export function machinePath(category: string, index: number | string): string {
  return `${categoryPath(category)}/${index}`;
}

/** Path of a template page: the template's zero-based index in the library. */
export function templatePath(index: number | string): string {
  return `/library/template/${index}`;
}

/** Where an alias leads: a canonical page, or a part of one (`/hp#mps`). */
export type AliasTarget = StaticPageRoute | `${StaticPageRoute}#${string}`;

/** Alias -> canonical path (and the part of the page asked for). Answered with 308, query string kept. */
export const aliasRoutes: Record<string, AliasTarget> = {
  '/bidset': '/bidsets',
  '/meter-reading': '/meter',
  '/bid/distribution': '/bidsets',
  '/services/bid/distribution': '/bidsets',
  '/supply': '/supplies',
  '/equipment-service/place-a-service-call.html': '/repair/servicecall',
  '/online-services/place-a-service-call.html': '/repair/servicecall',
  '/service/repair': '/repair/servicecall',
  '/online-services/quick-supply-order.html': '/quicksupply',
  '/-online-services/quick-supply-order.html': '/quicksupply',
  '/online-services/pickup-request.html': '/pickup',
  '/hp/mps': '/hp#mps',
  '/hp/printersandscanners': '/hp#printersandscanners',
  '/library/template': '/library',
};

/** Paths that send the visitor to the external upload page (`/legacy-upload` as a prefix). */
export const uploadPaths = [
  '/upload',
  '/uploadR',
  '/plotR',
  '/legacy-upload/:path*',
  '/online-services/upload-a-print-job.html',
  '/online-services/upload-a-print-job.htmlR',
] as const;

export interface RedirectRule {
  source: string;
  destination: string;
  permanent: boolean;
}

/**
 * Every redirect of the route table, in the shape of next.config.ts `redirects()`.
 * Next.js keeps the query string on all of them. External targets are temporary (307), since
 * they follow configuration; aliases are permanent (308).
 * @param external the configured external URLs (lib/content/site.ts `siteConfig.external`)
 */
export function redirectRules(external: { upload: string; jobView: string; printJobs: string }): RedirectRule[] {
  return [
    ...Object.entries(aliasRoutes).map(([source, destination]) => ({
      source,
      destination,
      permanent: true,
    })),
    ...uploadPaths.map((source) => ({ source, destination: external.upload, permanent: false })),
    { source: '/getJobR', destination: external.jobView, permanent: false },
    { source: '/getPrintJobsR', destination: external.printJobs, permanent: false },
  ];
}

/**
 * Whether a redirect is answered by the request proxy (proxy.ts) at run time instead of by
 * next.config.ts `redirects()`, which are fixed at build time (docs/requirements.md#redirects):
 * the paths that leave for the upload service and the job views, whose targets are settings
 * (a changed UPLOAD_URL then needs a restart, not a rebuild), and the old site's `.html`
 * addresses. Aliases of live pages stay build-time redirects.
 * @param source a rule's source, as in redirectRules (`/legacy-upload/:path*` for the prefix)
 */
export function isProxyRedirect(source: string): boolean {
  return (
    (uploadPaths as readonly string[]).includes(source) ||
    source === '/getJobR' ||
    source === '/getPrintJobsR' ||
    (source in aliasRoutes && source.endsWith('.html'))
  );
}

/**
 * The sources proxy.ts answers, in the order of redirectRules: what its `config.matcher` must
 * reach, and nothing public besides (proxy.test.ts, and the build's compiled matcher in
 * e2e/build-output.spec.ts and `npm run check:vercel`). The targets play no part in which
 * sources they are, so none are given.
 */
export const proxyRedirectSources: readonly string[] = redirectRules({ upload: '', jobView: '', printJobs: '' })
  .map((rule) => rule.source)
  .filter(isProxyRedirect);

/**
 * The rule of redirectRules that a request path falls under, compared as proxy.ts's matcher
 * compares it: exactly, case included (next.config.ts redirects ignore case; the proxy's matcher
 * cannot), and `/:path*` standing for nothing or any subpath.
 * @param pathname the request's path, without query string
 * @returns the rule, or undefined when none applies
 */
export function findRedirect(pathname: string, rules: readonly RedirectRule[]): RedirectRule | undefined {
  return rules.find(({ source }) => {
    if (!source.endsWith('/:path*')) return pathname === source;
    const prefix = source.slice(0, -'/:path*'.length);
    return pathname === prefix || pathname.startsWith(`${prefix}/`);
  });
}
