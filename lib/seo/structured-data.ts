import { categoryWords } from '../content/categories';
import type { Machine, MachineCategory } from '../content/machines';
import { richTextPlain } from '../content/schemas/rich-text';
import { shopFact, siteConfig } from '../content/site';
import { internationalPhone } from '../format/shop-phone';
import { machinePath } from '../http/routes';

/**
 * Structured data (JSON-LD, schema.org) that tells search engines what the shop is and what it
 * sells (docs/requirements.md#seo, rule 4). Rendered by `components/seo/JsonLd.tsx`.
 */

/** A schema.org object at the top of a JSON-LD script. */
export interface JsonLdObject {
  '@context': 'https://schema.org';
  '@type': string;
  [property: string]: unknown;
}

/** Characters that must not appear raw in a script element, with their JSON escapes. */
const scriptUnsafe: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for an inline `<script type="application/ld+json">`. `JSON.stringify` leaves `<` as is, so
 * a value holding `</script>` would end the element and let HTML follow (Next.js docs, 'JSON-LD'):
 * `<`, `>` and `&` become their `\u` escapes, and so do the line separators U+2028 and U+2029. The
 * result is still JSON, and parses to the same value.
 */
export function serializeJsonLd(data: JsonLdObject): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => scriptUnsafe[char]);
}

/** An absolute URL on this site, from `SITE_URL`, for a path such as '/about'. */
function siteUrl(path: string): string {
  return `${siteConfig.url}${path}`;
}

/**
 * The shop as a schema.org `LocalBusiness`, from the site configuration (lib/content/site.ts): name,
 * address, both phones (main, and service as a contact point), email, the shop's opening hours
 * (Monday to Friday, 8am to 5pm) and the founding year. Shown on `/` and `/about`.
 */
export function localBusinessLd(): JsonLdObject {
  const { name, description, email, phones, address, hours, founded, social } = siteConfig;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': siteUrl('/#business'),
    name,
    description,
    url: siteUrl('/'),
    telephone: internationalPhone(phones.main),
    email,
    contactPoint: [
      { '@type': 'ContactPoint', contactType: 'customer service', telephone: internationalPhone(phones.main), email },
      { '@type': 'ContactPoint', contactType: 'technical support', telephone: internationalPhone(phones.service) },
    ],
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    openingHoursSpecification: hours.week.map(({ days, opens, closes }) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: days,
      opens,
      closes,
    })),
    foundingDate: String(founded),
    sameAs: social.map((link) => link.href),
  };
}

/**
 * A machine as a schema.org `Product` on its detail page: name, description (its words, without
 * markup), image (its photo, else its artwork), the page's URL and the category's title (its
 * page's, lib/content/categories.ts). The brand is the first word of the machine's name: every name in
 * a machine's name in data/content/machines/ starts with its maker ('HP DesignJet …', 'Contex IQ Quattro …').
 * @param machine the machine of the page
 * @param category its category key
 * @param index its zero-based index in the category (the page's `id`)
 */
export function productLd(machine: Machine, category: MachineCategory, index: number | string): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: machine.name,
    description: richTextPlain(machine.description, shopFact),
    brand: { '@type': 'Brand', name: machine.name.split(/\s+/)[0] },
    image: siteUrl(machine.photo ?? machine.image_url),
    url: siteUrl(machinePath(category, index)),
    category: categoryWords(category).title,
  };
}
