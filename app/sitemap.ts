import type { MetadataRoute } from 'next';
import { isPreview } from '@/lib/config/deployment';
import { siteConfig } from '@/lib/content/site';
import { indexedPaths } from '@/lib/seo/sitemap';

/**
 * `/sitemap.xml`: the absolute URL, from `SITE_URL`, of every indexed page (`indexedPaths`);
 * empty in a preview (docs/requirements.md#previews). Pre-rendered at build time, like the pages
 * it lists.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  if (isPreview()) return [];
  return indexedPaths().map((path) => ({ url: `${siteConfig.url}${path}` }));
}
