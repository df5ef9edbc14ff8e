// The page cache of `next start` (next.config.ts `cacheHandler`): Next.js's own file-system cache,
// whose pages also carry their Content-Security-Policy, computed from each page's HTML
// (docs/decisions.md, "Pages' scripts by hash"). Plain JavaScript: Node.js imports it as it is, at
// run time. The policy itself is TypeScript (lib/http/page-policy.ts), registered by
// instrumentation.ts when the server starts. An internal of Next.js: csp-cache-handler.test.ts pins it.
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

/**
 * A CommonJS module compiled from ES modules: its class is `default` of what Node.js imports.
 * @type {typeof fileSystemCache}
 */
const FileSystemCache = /** @type {any} */ (fileSystemCache).default ?? fileSystemCache;

/** The key lib/http/page-policy.ts registers the policy under (PAGE_POLICY_KEY). */
const PAGE_POLICY = Symbol.for('printshop.pageContentSecurityPolicy');
/** Entries already given their policy: the memory cache hands out the same object on each hit. */
const done = new WeakSet();

/**
 * Sets the policy of a page entry (kind APP_PAGE with its HTML) in its headers, once per entry.
 * @param {unknown} value a cache entry's value
 */
function withPagePolicy(value) {
  if (!value || typeof value !== 'object' || value.kind !== 'APP_PAGE' || typeof value.html !== 'string' || done.has(value)) return;
  const policy = globalThis[PAGE_POLICY];
  if (typeof policy !== 'function') {
    // `next build` writes its pages without this cache, and sends nothing read here.
    if (process.env.NEXT_PHASE === 'phase-production-build') return;
    // Never serve a page without a policy: the site-wide one is not sent to pages (next.config.ts).
    throw new Error('The page policy is not registered (lib/http/page-policy.ts, instrumentation.ts)');
  }
  value.headers = { ...value.headers, 'content-security-policy': policy(value.html) };
  done.add(value);
}

/** Next.js's file-system cache, whose pages carry their Content-Security-Policy. */
export default class PagePolicyCache extends FileSystemCache {
  async get(...args) {
    const entry = await super.get(...args);
    withPagePolicy(entry && entry.value);
    return entry;
  }

  async set(key, data, ...rest) {
    // The response being sent is this same object: it leaves with the policy too.
    withPagePolicy(data);
    return super.set(key, data, ...rest);
  }
}
