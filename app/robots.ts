import type { MetadataRoute } from 'next';
import { isPreview } from '@/lib/config/deployment';
import { siteConfig } from '@/lib/content/site';

/**
 * `/robots.txt`: every page may be crawled, the route handlers under `/api/` may not (they answer
 * forms, not visitors), nor the content editor (staff only, docs/editing.md) nor the staff pages (docs/operations.md#the-staff-side), and the sitemap is named with its absolute URL. Pages that must stay out of
 * search say so themselves (`robots: { index: false }`, see `noindexRoutes`), since a crawler
 * barred from a page cannot read that. A preview disallows everything (docs/requirements.md#previews).
 */
export default function robots(): MetadataRoute.Robots {
  if (isPreview()) return { rules: { userAgent: '*', disallow: '/' } };
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/keystatic', '/staff'] },
    sitemap: `${siteConfig.url}/sitemap.xml`,
  };
}
