/**
 * The site's route table (the old site's addresses, kept), as data: the canonical paths that render, the
 * aliases that answer 308 to them, and the paths that leave for the external upload service.
 * Used by next.config.ts (redirects), app/sitemap.ts and the end-to-end tests, so the table is
 * written once. The first path of each row is canonical (design.md, 'Routes').
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
] as const;

export type StaticPageRoute = (typeof staticPageRoutes)[number];

/**
 * Canonical pages that search engines should not index (`robots: { index: false }`, left out of
 * the sitemap): the test-mode service call form, and the personal views that a link in an email
 * opens with its own query string. The spec and design.md leave indexing open; these pages have
 * nothing for a visitor who arrives from search.
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
 * @param external the configured external URLs (lib/site.ts `siteConfig.external`)
 */
export function redirectRules(external: {
  upload: string;
  jobView: string;
  printJobs: string;
}): RedirectRule[] {
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
