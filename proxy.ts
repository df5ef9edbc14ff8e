import { NextResponse, type NextRequest } from 'next/server';
import { deploymentStage, isDevelopment } from '@/lib/config/deployment';
import { readSiteEnv } from '@/lib/config/public';
import { findRedirect, isProxyRedirect, redirectRules } from '@/lib/http/routes';
import { contentSecurityPolicy, cspSources } from '@/lib/http/security-headers';

/**
 * The redirects whose targets are read when the server starts, not when the site is built
 * (docs/requirements.md#redirects): the upload service's and job views' paths (307 to
 * UPLOAD_URL, JOB_VIEW_URL, PRINT_JOBS_URL) and the old site's `.html` addresses (308 to their
 * pages). A changed upload URL then needs a restart, not a rebuild. Read from process.env here,
 * at module load, as lib/content/site.ts's build-time `siteConfig` would carry the build's values.
 */
const settings = readSiteEnv(process.env);
const rules = redirectRules({ upload: settings.UPLOAD_URL, jobView: settings.JOB_VIEW_URL, printJobs: settings.PRINT_JOBS_URL }).filter(
  (rule) => isProxyRedirect(rule.source),
);

/**
 * The site-wide policy, on the redirects: next.config.ts sends it only to what is not a page
 * (pages carry their own), and cannot tell these paths from pages.
 */
const sitePolicy = contentSecurityPolicy(cspSources(settings, isDevelopment()));

/** A preview stays out of search engines, its redirects too (docs/requirements.md#previews). */
const noindex = deploymentStage() === 'preview';

/**
 * Answers the redirects of `rules`, keeping the query string as next.config.ts redirects do
 * (after the target's own query, if it has one); a same-site Location is sent relative.
 * Any other path the matcher lets through (`/upload.rsc`, say) goes on unchanged.
 * @returns 307 to an external target, 308 to a page of the site
 */
export function proxy(request: NextRequest): NextResponse {
  if (isStaffPage(request.nextUrl.pathname)) return withPolicy(request, staffContentSecurityPolicy, 'noindex, nofollow');
  if (isFormAnswerPage(request.nextUrl.pathname)) {
    return withPolicy(request, (nonce) => contentSecurityPolicy({ ...cspSources(settings, isDevelopment()), nonce }), 'noindex');
  }
  const rule = findRedirect(request.nextUrl.pathname, rules);
  if (!rule) return NextResponse.next();
  const target = new URL(rule.destination, request.url);
  const query = request.nextUrl.search.slice(1);
  if (query) target.search = target.search ? `${target.search.slice(1)}&${query}` : query;
  const response = NextResponse.redirect(target, rule.permanent ? 308 : 307);
  response.headers.set('Content-Security-Policy', sitePolicy);
  if (noindex) response.headers.set('X-Robots-Tag', 'noindex');
  return response;
}

/** Whether a path is one of the staff side's pages (app/staff/), which the proxy gives a strict policy. */
function isStaffPage(pathname: string): boolean {
  return pathname === '/staff' || pathname.startsWith('/staff/');
}

/**
 * Whether a path is the answer page of a form sent without JavaScript (app/request/[id]/,
 * docs/requirements.md#forms-without-javascript): rendered per request, so its policy names a nonce.
 */
function isFormAnswerPage(pathname: string): boolean {
  return pathname.startsWith('/request/');
}

/**
 * A page rendered per request goes on with a Content-Security-Policy of its own: scripts only with
 * this response's nonce (Next.js reads it from the request's policy and puts it on its own
 * scripts), no inline script, no `eval`. The staff pages (docs/operations.md#the-staff-side) and
 * the answer pages show what visitors typed; should any of it ever reach the page as markup, it
 * cannot run. Neither is cached nor indexed.
 * @param policyFor the page's policy for one response's nonce
 * @param robots the X-Robots-Tag value
 */
function withPolicy(request: NextRequest, policyFor: (nonce: string) => string, robots: string): NextResponse {
  const policy = policyFor(btoa(crypto.randomUUID()));
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  response.headers.set('X-Robots-Tag', robots);
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

/** The staff pages' policy for one response's `nonce`, directives joined by '; '. */
function staffContentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * Only the paths of `rules`, the staff pages and the answer pages reach the proxy: no public page, `/_next/*` or
 * static file pays for it (docs/requirements.md#speed). One entry, not one per path: Next.js builds a RegExp from every
 * entry on every request, twice (docs/decisions.md, 'Redirects'). Next.js reads it when it builds,
 * so it must be a literal; proxy.test.ts checks, through Next.js's own conversion, that it
 * matches exactly the route table's proxy redirects (`proxyRedirectSources`, lib/http/routes.ts), the staff pages,
 * the answer pages, and no other route.
 */
export const config = {
  matcher: [
    '/(staff|staff/.*|request/.*|equipment-service/place-a-service-call\\.html|-?online-services/quick-supply-order\\.html|online-services/(?:place-a-service-call|pickup-request)\\.html|online-services/upload-a-print-job\\.htmlR?|upload|uploadR|plotR|getJobR|getPrintJobsR|legacy-upload(?:/.*)?)',
  ],
};
