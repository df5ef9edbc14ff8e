import type { NextConfig } from 'next';
import { deploymentStage } from './lib/deployment';
import { redirectRules } from './lib/routes';
import { securityHeaders } from './lib/security-headers';
import { siteConfig } from './lib/site';

const { external } = siteConfig;
// Pages, robots.txt and the sitemap are pre-rendered: a preview is a build of its own.
const stage = deploymentStage();

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  transpilePackages: ['swiper'],
  // The stage this build was made for, which the server checks at start (instrumentation.ts).
  env: { BUILT_FOR_STAGE: stage },
  // PGlite loads its WebAssembly and data files from its own folder: it runs from node_modules.
  serverExternalPackages: ['@electric-sql/pglite'],
  // The store's SQL migrations are read at run time (lib/store/db.ts): ship them with every function.
  outputFileTracingIncludes: { '/**': ['./drizzle/**/*'] },
  // On Vercel the store is DATABASE_URL (the project folder is read-only): functions leave PGlite
  // out (19 MB of each). An empty module takes its place, since outputFileTracingExcludes never
  // reaches the instrumentation trace (instrumentation.ts opens the store), which Vercel adds to
  // every function.
  ...(process.env.VERCEL ? { turbopack: { resolveAlias: { '@electric-sql/pglite': false } } } : {}),
  async redirects() {
    return redirectRules(external);
  },
  async headers() {
    const headers = securityHeaders({
      frames: [external.upload, external.jobView, external.printJobs, external.account, external.demo3d],
      recaptcha: Boolean(siteConfig.recaptchaSiteKey),
      paypal: Boolean(siteConfig.paypalClientId),
      dev: process.env.NODE_ENV === 'development',
    });
    // A preview stays out of search engines, whatever the response (docs/requirements.md#previews).
    if (stage === 'preview') headers.push({ key: 'X-Robots-Tag', value: 'noindex' });
    return [{ source: '/:path*', headers }];
  },
};

export default nextConfig;
