// The reference is built in a folder of its own outside the repository (tools/perf/audit.mjs), with
// a hard-linked copy of the site's node_modules. Its root is set here, so Next neither looks for
// a workspace root nor takes the site's instrumentation.ts or proxy.ts from the folders above.
// Its images are optimised as the site's are (next.config.ts), for the photo page.
const nextConfig = {
  turbopack: { root: import.meta.dirname },
  images: { formats: ['image/avif', 'image/webp'], deviceSizes: [640, 828, 1080, 1200], imageSizes: [256, 384] },
};

export default nextConfig;
