// The reference is built in a folder of its own outside the repository (tools/perf/audit.mjs), with
// a hard-linked copy of the site's node_modules. Its root is set here, so Next neither looks for
// a workspace root nor takes the site's instrumentation.ts or proxy.ts from the folders above.
const nextConfig = { turbopack: { root: import.meta.dirname } };

export default nextConfig;
