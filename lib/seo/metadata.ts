import type { Metadata } from 'next';
import { pageBlock, readPage } from '../content/pages';
import type { PageFile } from '../content/schemas/page';
import { richTextPlain } from '../content/schemas/rich-text';
import { shopFact, siteConfig } from '../content/site';
import { isNoindexRoute } from '../http/routes';

/** What `pageMetadata` needs to know about a page. */
export interface PageMetadataInput {
  /**
   * The page's own title; the root layout's template adds the company name. The home page passes
   * `{ absolute }`, since the template applies to child segments only.
   */
  title: string | { absolute: string };
  /** One or two sentences, unique across the site (search snippets). */
  description: string;
  /** The page's canonical path, the first path of its row in the route table (lib/http/routes.ts). */
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

/**
 * The metadata of a page whose words are content (lib/content/pages.ts): its search title, else its
 * title (hero); its search description, else the hero's sentence as plain text
 * (docs/requirements.md#seo, rule 1).
 * @param route the page's canonical path, e.g. '/services/print/signs'
 * @param options.absolute the title as it is, without the layout's template (the home page)
 * @throws Error naming the page's file when it is missing or wrong
 */
export function contentPageMetadata(route: string, options: { absolute?: boolean } = {}): Metadata {
  return pageContentMetadata(readPage(route), route, route, options);
}

/**
 * The metadata of a page from content already read, as `contentPageMetadata` makes it: for the
 * page of one machine or one template, whose shared content file has its placeholders filled
 * (lib/content/page-words.ts).
 * @param page the page's content
 * @param route the content file's route, for errors (lib/content/pages.ts `pageBlock`)
 * @param path the page's canonical path, e.g. '/equipment/wide/0'
 */
export function pageContentMetadata(page: PageFile, route: string, path: string, options: { absolute?: boolean } = {}): Metadata {
  const hero = pageBlock(page, 'hero', route);
  // The search title and description may name the shop's facts too ("since {% shop value="founded" /%}").
  const title = richTextPlain(page.seo_title, shopFact) || hero.title;
  return pageMetadata({
    title: options.absolute ? { absolute: title } : title,
    description: richTextPlain(page.seo_description || hero.lead, shopFact),
    path,
  });
}
