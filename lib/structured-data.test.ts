/** @jest-environment node */
import { getMachinesByCategory } from './data/machines';
import { siteConfig } from './site';
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

  it('is open Monday to Friday, 8am to 5pm (docs/requirements.md#seo), since 1988', () => {
    expect(business.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '17:00',
      },
    ]);
    expect(business.foundingDate).toBe('1988');
  });
});

describe('productLd', () => {
  const machines = getMachinesByCategory();

  it('describes a machine as a Product on its own page, with absolute URLs', () => {
    const machine = machines.wide[0];
    expect(productLd(machine, 'wide', 0)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: machine.name,
      description: machine.description,
      brand: { '@type': 'Brand', name: 'HP' },
      image: `${siteConfig.url}${machine.image_url}`,
      url: `${siteConfig.url}/equipment/wide/0`,
      category: 'Wide Format Multi Function',
    });
  });

  it('names the maker of each machine as its brand', () => {
    const contex = machines.scanners.findIndex((machine) => machine.name.startsWith('Contex '));
    expect(productLd(machines.scanners[contex], 'scanners', contex).brand).toEqual({ '@type': 'Brand', name: 'Contex' });
  });
});
