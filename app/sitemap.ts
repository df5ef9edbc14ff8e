import type { MetadataRoute } from 'next';
import { siteConfig } from '@/lib/site';
import { indexedPaths } from '@/lib/sitemap';

/**
 * `/sitemap.xml` (issue 6, 'Search'): the absolute URL, from `SITE_URL`, of every indexed page
 * (`indexedPaths`). Pre-rendered at build time, like the pages it lists.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  return indexedPaths().map((path) => ({ url: `${siteConfig.url}${path}` }));
}
