import { siteConfig } from '../content/site';
import { noindexRoutes } from '../http/routes';
import { pageMetadata } from './metadata';

describe('pageMetadata', () => {
  const page = { title: 'Leasing', description: 'Lease printers on 36, 48 or 60 month contracts.', path: '/lease' };

  it('gives the title, the description and the canonical path', () => {
    const metadata = pageMetadata(page);
    expect(metadata.title).toBe(page.title);
    expect(metadata.description).toBe(page.description);
    expect(metadata.alternates?.canonical).toBe('/lease');
  });

  it('gives Open Graph tags for the same page, named after the shop', () => {
    expect(pageMetadata(page).openGraph).toEqual({
      title: page.title,
      description: page.description,
      url: '/lease',
      siteName: siteConfig.name,
      type: 'website',
      locale: 'en_US',
    });
  });

  it('keeps an absolute title as it is, and uses it for Open Graph too', () => {
    const metadata = pageMetadata({ ...page, title: { absolute: 'The shop | Home' }, path: '/' });
    expect(metadata.title).toEqual({ absolute: 'The shop | Home' });
    expect(metadata.openGraph?.title).toBe('The shop | Home');
  });

  it('keeps the noindex routes out of search, and no other page', () => {
    for (const path of noindexRoutes) expect(pageMetadata({ ...page, path }).robots).toEqual({ index: false });
    expect(pageMetadata(page).robots).toBeUndefined();
    expect(pageMetadata({ ...page, path: '/equipment/wide/0' }).robots).toBeUndefined();
  });
});
