import { serializeJsonLd, type JsonLdObject } from '@/lib/seo/structured-data';

/**
 * Structured data for search engines: a `<script type="application/ld+json">` holding `data`,
 * escaped so that no value can close the element (see `serializeJsonLd`). A Server Component: the
 * script is in the pre-rendered HTML, and a browser does not run a script of this type, so the
 * Content-Security-Policy has nothing to allow.
 * @param data a schema.org object, from the builders of lib/seo/structured-data.ts
 */
export function JsonLd({ data }: { data: JsonLdObject }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
