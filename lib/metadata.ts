import type { Metadata } from 'next';
import { isNoindexRoute } from './routes';
import { siteConfig } from './site';

/** What `pageMetadata` needs to know about a page. */
export interface PageMetadataInput {
  /**
   * The page's own title; the root layout's template adds the company name. The home page passes
   * `{ absolute }`, since the template applies to child segments only.
   */
  title: string | { absolute: string };
  /** One or two sentences, unique across the site (search snippets). */
  description: string;
  /** The page's canonical path, the first path of its row in the route table (lib/routes.ts). */
  path: string;
}

/**
 * The metadata of a page (docs/requirements.md#seo, rule 1): title, description, canonical URL and Open Graph
 * tags. Paths stay relative: the root layout's `metadataBase` (from `SITE_URL`) makes the canonical
 * and `og:url` absolute. Pages of `noindexRoutes` also get `robots: { index: false }`.
 * @returns the page's `metadata`, or what its `generateMetadata` returns
 */
export function pageMetadata({ title, description, path }: PageMetadataInput): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      title: typeof title === 'string' ? title : title.absolute,
      description,
      url: path,
      siteName: siteConfig.name,
      type: 'website',
      locale: 'en_US',
    },
    ...(isNoindexRoute(path) && { robots: { index: false } }),
  };
}
