import { isDevelopment } from '../config/deployment';
import { readSiteEnv } from '../config/public';
import { inlineScriptHashes } from './csp-hashes';
import { contentSecurityPolicy, cspSources, type CspSources } from './security-headers';

/**
 * Where the page policy is registered for the page cache (lib/http/csp-cache-handler.mjs, which
 * reads the same key): Node.js runs that file as it is, so it cannot import this TypeScript;
 * instrumentation.ts, which Next.js compiles, registers the function when the server starts.
 */
export const PAGE_POLICY_KEY = 'printshop.pageContentSecurityPolicy';

/** Turns a page's HTML into its Content-Security-Policy. */
export type PagePolicy = (html: string) => string;

/**
 * A pre-rendered page's Content-Security-Policy: the site's policy (lib/http/security-headers.ts)
 * whose script-src allows, of inline scripts, only the hashes of those the framework wrote into
 * this HTML (lib/http/csp-hashes.ts).
 */
export function pagePolicy(html: string, sources: CspSources): string {
  return contentSecurityPolicy({ ...sources, scriptHashes: inlineScriptHashes(html).hashes });
}

/**
 * Makes the page policy, from the server's settings read as next.config.ts reads them, available to
 * the page cache (lib/http/csp-cache-handler.mjs). Called once when the server starts.
 */
export function registerPagePolicy(
  env: Record<string, string | undefined> = {
    ...process.env,
    // Read literally, so that Next.js writes in the build's values, as it does into the pages'
    // scripts: the policy then allows the third parties the pages were built to load.
    NEXT_PUBLIC_RECAPTCHA_SITE_KEY: process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY,
    NEXT_PUBLIC_PAYPAL_CLIENT_ID: process.env.NEXT_PUBLIC_PAYPAL_CLIENT_ID,
  },
): void {
  const sources = cspSources(readSiteEnv(env), isDevelopment());
  const policy: PagePolicy = (html) => pagePolicy(html, sources);
  (globalThis as Record<symbol, unknown>)[Symbol.for(PAGE_POLICY_KEY)] = policy;
}
