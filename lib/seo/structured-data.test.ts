import { machineSamples } from '@/test/fixtures/content-samples';
import { categoryWords } from '../content/categories';
import { richTextPlain } from '../content/schemas/rich-text';
import { readShop } from '../content/shop';
import { shopFact, siteConfig } from '../content/site';
import { localBusinessLd, productLd, serializeJsonLd, type JsonLdObject } from './structured-data';

describe('serializeJsonLd', () => {
  const hostile: JsonLdObject = {
    '@context': 'https://schema.org',
    '@type': 'Thing',
    name: '</script><script>alert("x")</script> & <!-- \u2028',
  };

  it('leaves nothing that could end the script element or open a comment', () => {
    const json = serializeJsonLd(hostile);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
  });

  it('is still JSON, and reads back as the same value', () => {
    expect(JSON.parse(serializeJsonLd(hostile))).toEqual(hostile);
  });
});

describe('localBusinessLd', () => {
  const business = localBusinessLd();

  it('describes the shop as a LocalBusiness at its address', () => {
    expect(business).toMatchObject({ '@context': 'https://schema.org', '@type': 'LocalBusiness', name: siteConfig.name });
    expect(business.url).toBe(`${siteConfig.url}/`);
    expect(business.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: siteConfig.address.street,
      addressLocality: siteConfig.address.city,
      addressRegion: siteConfig.address.region,
      postalCode: siteConfig.address.postalCode,
      addressCountry: 'US',
    });
  });

  it('gives both phone numbers in international form, and the email', () => {
    const digits = (phone: string) => phone.replace(/\D/g, '');
    expect(business.telephone).toBe(`+1${digits(siteConfig.phones.main)}`);
    const phones = (business.contactPoint as { telephone: string }[]).map((point) => point.telephone);
    expect(phones).toEqual([`+1${digits(siteConfig.phones.main)}`, `+1${digits(siteConfig.phones.service)}`]);
    expect(business.email).toBe(siteConfig.email);
  });

  it('is open on the days and hours of the shop file (docs/requirements.md#seo), each open day once, since the founding year', () => {
    const { hours } = readShop();
    const specifications = business.openingHoursSpecification as { '@type': string; dayOfWeek: string[]; opens: string; closes: string }[];
    const days = specifications.flatMap((specification) => specification.dayOfWeek.map((day) => day.toLowerCase()));
    expect(days.sort()).toEqual(Object.keys(hours).sort());
    for (const { '@type': type, dayOfWeek, opens, closes } of specifications) {
      expect(type).toBe('OpeningHoursSpecification');
      for (const day of dayOfWeek) expect(hours[day.toLowerCase() as keyof typeof hours]).toBe(`${opens}-${closes}`);
    }
    expect(business.foundingDate).toBe(String(siteConfig.founded));
  });
});

describe('productLd', () => {
  const { machine, category, index, route } = machineSamples[0];

  it('describes a machine as a Product on its own page, with absolute URLs', () => {
    expect(productLd(machine, category, index)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: machine.name,
      description: richTextPlain(machine.description, shopFact),
      brand: { '@type': 'Brand', name: expect.any(String) },
      image: `${siteConfig.url}${machine.image_url}`,
      url: `${siteConfig.url}${route}`,
      category: categoryWords(category).title,
    });
  });

  it('gives the words of a rich description, without its markup', () => {
    const description = 'Prints **plans**.\n\nCall {% shop value="phone" /%} for:\n\n- toner\n- [repairs](/service)';
    expect(productLd({ ...machine, description }, category, index).description).toBe(
      `Prints plans. Call ${siteConfig.phones.main} for: toner repairs`,
    );
  });

  it.each([
    ['HP DesignJet T850 36-in MFP', 'HP'],
    ['Contex IQ Quattro X 4490', 'Contex'],
  ])('names the maker of %j, the first word of its name, as its brand', (name, maker) => {
    expect(productLd({ ...machine, name }, category, index).brand).toEqual({ '@type': 'Brand', name: maker });
  });
});
