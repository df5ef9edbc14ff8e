import path from 'node:path';
import type { NextConfig } from 'next';
import { allowHeader, apiRouteMethods } from './lib/api/methods';
import { builtEnv } from './lib/config/build';
import { deploymentStage, isDevelopment, onVercel } from './lib/config/deployment';
import { readSiteEnv } from './lib/config/public';
import { contentProblems, invalidContentError } from './lib/content/content-check';
import { isProxyRedirect, redirectRules } from './lib/http/routes';
import { cspSources, securityHeaders } from './lib/http/security-headers';

// The deployment's settings (lib/config/public.ts), not lib/content/site.ts: that module reads the
// shop's content file, which may be what the content check refuses.
const settings = readSiteEnv(process.env);
// Pages, robots.txt and the sitemap are pre-rendered: a preview is a build of its own.
const stage = deploymentStage();
const { problems } = contentProblems();
// Bad content stops `next build` and `next dev` before anything is built, naming the file and the
// field (docs/editing.md). A preview is built anyway, as the list of problems only, so the person
// who saved reads it on the preview's address.
if (problems.length > 0 && stage !== 'preview') throw invalidContentError(problems);
// The content editor runs under `next dev` or with the GitHub settings (lib/config/content-editor.ts);
// the repository is a public setting, inlined into the editor's screen at build time. A build for
// neither leaves Keystatic out: half of a build's compile, and 2.7 MB of its scripts.
const contentEditorBuilt = isDevelopment() || Boolean(settings.NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO);
// `next start` serves each pre-rendered page with a policy of its own, allowing its own inline
// scripts by hash, which its page cache computes (lib/http/csp-cache-handler.mjs; docs/decisions.md,
// "Pages' scripts by hash"). Not under `next dev`, which has no such cache, nor on Vercel, whose
// regenerated pages bypass it (docs/deploy.md, "Deploy on Vercel"): there pages keep the site-wide policy.
const pagePoliciesByHash = !isDevelopment() && !onVercel();
/**
 * The responses that never come from the page cache, which keep the site-wide policy: route
 * handlers, the build's files, and the files and metadata routes (their last segment has a dot,
 * no page's does: docs/requirements.md#routes). Redirects: the proxy's set it themselves; Next.js
 * answers those of `redirects()` below before any header of `headers()`, with a plain-text body.
 */
const notPages = ['/api/:path*', '/_next/:path*', '/:file(.*\\.[^/]*)'];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  ...(pagePoliciesByHash ? { cacheHandler: path.resolve('lib/http/csp-cache-handler.mjs') } : {}),
  // The content editor in GitHub storage moves a visitor of localhost to 127.0.0.1 (OAuth's
  // loopback rule), where `next dev` would otherwise refuse its scripts to the page.
  allowedDevOrigins: ['127.0.0.1'],
  // The end-to-end run's builds skip the type check that `npm test` has just made (npm run
  // typecheck): a quarter of each build's time on 2 cores. Every other build checks.
  typescript: { ignoreBuildErrors: settings.SKIP_BUILD_TYPECHECK },
  reactStrictMode: true,
  // Photos staff upload (components/ui/Photo.tsx) are served as AVIF where the browser takes it,
  // else WebP: AVIF is about a fifth smaller for the same look, and is encoded once per width.
  // The widths offered run from a phone's narrowest column to a 3x phone's full width: none wider.
  images: { formats: ['image/avif', 'image/webp'], deviceSizes: [640, 828, 1080, 1200], imageSizes: [256, 384] },
  transpilePackages: ['swiper'],
  // Each page's CSS comes inside its HTML: a first visit paints without waiting for a stylesheet
  // request (docs/decisions.md, "The CSS is inlined into each page"). Inlined, a CSS chunk costs no
  // request, so Turbopack's graph chunking is told so (requestCost 0): each page gets the CSS
  // Modules it imports and no others (the default merges them into chunks every page loads).
  experimental: { inlineCss: true, cssChunking: { type: 'graph', requestCost: 0 } },
  // The stage this build was made for, which the server checks at start (instrumentation.ts), and
  // whether it holds the content editor (app/keystatic/, app/api/keystatic/): lib/config/build.ts.
  env: builtEnv({ BUILT_FOR_STAGE: stage, CONTENT_EDITOR_BUILT: contentEditorBuilt ? 'true' : 'false' }),
  // PGlite loads its WebAssembly and data files from its own folder: it runs from node_modules.
  // The other server-only libraries run from there too, so Turbopack does not bundle them: its
  // module ids grow a digit on every page's JavaScript once the whole build holds more than 5,000
  // modules (docs/decisions.md, "Server libraries stay out of the bundle"). drizzle-orm goes with
  // Better Auth's Drizzle adapter, so both use one copy.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'better-auth',
    '@better-auth/passkey',
    'drizzle-orm',
    'nodemailer',
    'svgo',
    'sanitize-html',
  ],
  // The store's SQL migrations are read at run time (lib/store/db.ts), and so is the content by
  // the route handlers that price an order (lib/content/templates.ts): ship both with every function.
  outputFileTracingIncludes: { '/**': ['./drizzle/**/*', './data/content/**/*'] },
  // On Vercel the store is DATABASE_URL (the project folder is read-only): functions leave PGlite
  // out (19 MB of each). An empty module takes its place, since outputFileTracingExcludes never
  // reaches the instrumentation trace (instrumentation.ts opens the store), which Vercel adds to
  // every function.
  ...(onVercel() ? { turbopack: { resolveAlias: { '@electric-sql/pglite': false } } } : {}),
  // Aliases of live pages; the upload service's, the job views' and the old `.html` paths are
  // answered by proxy.ts, which reads their targets at run time (docs/requirements.md#redirects).
  // A machine's and a template's address by file name is a page (lib/content/entry-pages.ts).
  async redirects() {
    return redirectRules({ upload: settings.UPLOAD_URL, jobView: settings.JOB_VIEW_URL, printJobs: settings.PRINT_JOBS_URL }).filter(
      (rule) => !isProxyRedirect(rule.source),
    );
  },
  async headers() {
    const sources = cspSources(settings, isDevelopment());
    const all = securityHeaders(sources);
    const isPolicy = (header: { key: string }) => header.key === 'Content-Security-Policy';
    // Pages get their own policy from the page cache: one header each, never two (both would be enforced).
    const headers = pagePoliciesByHash ? all.filter((header) => !isPolicy(header)) : all;
    const sitePolicy = pagePoliciesByHash ? notPages.map((source) => ({ source, headers: all.filter(isPolicy) })) : [];
    // A preview stays out of search engines, whatever the response (docs/requirements.md#previews).
    if (stage === 'preview') headers.push({ key: 'X-Robots-Tag', value: 'noindex' });
    // A route handler exports only the methods it serves and Next.js answers 405 to the others,
    // without Allow: each route's answers carry it (lib/api/methods.ts).
    const allow = Object.entries(apiRouteMethods).map(([source, methods]) => ({
      source,
      headers: [{ key: 'Allow', value: allowHeader(methods) }],
    }));
    // The content editor: never in search engines; in GitHub storage its screen talks to GitHub.
    // Listed after the site's entry, whose Content-Security-Policy it replaces there.
    const contentEditor = ['/keystatic', '/keystatic/:path*', '/api/keystatic/:path*', '/api/content-preview'].map((source) => ({
      source,
      headers: [
        { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
        ...securityHeaders({ ...sources, github: Boolean(settings.NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO) }).filter(isPolicy),
      ],
    }));
    return [{ source: '/:path*', headers }, ...sitePolicy, ...allow, ...contentEditor];
  },
};

/**
 * A preview of content the check refuses: only the files named `*.report.tsx` are routes
 * (app/layout.report.tsx shows the problems at every address), so no page reads the content and
 * the build succeeds. The pull request's content check stays red, so it cannot be merged.
 */
const contentReportConfig: NextConfig = {
  poweredByHeader: false,
  pageExtensions: ['report.tsx'],
  typescript: nextConfig.typescript,
  env: builtEnv({ CONTENT_PROBLEMS: JSON.stringify(problems) }),
  async headers() {
    const headers = securityHeaders({ frames: [], recaptcha: false, paypal: false, dev: isDevelopment() });
    return [{ source: '/:path*', headers: [...headers, { key: 'X-Robots-Tag', value: 'noindex' }] }];
  },
};

export default problems.length > 0 ? contentReportConfig : nextConfig;
