import { readdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { categoryKeys, MACHINES_FOLDER } from '../lib/content/machines';
import { siteConfig } from '../lib/content/site';
import { TEMPLATES_FOLDER } from '../lib/content/templates';
import { aliasRoutes, noindexRoutes, staticPageRoutes, uploadPaths } from '../lib/http/routes';
import { machineSamples } from '../test/fixtures/content-samples';
import { expect, test } from './support/fixtures';

/**
 * What a search engine reads (docs/requirements.md#seo): the sitemap against the route table,
 * robots.txt, and the JSON-LD. Each page's own tags are checked by every-page.spec.ts.
 */

const noindex = new Set<string>(noindexRoutes);

/** The file names of a content folder's entries, e.g. 'hp-designjet-t850-36-in-mfp'. */
const fileNames = (folder: string) =>
  readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.replace(/\.json$/, ''));

/**
 * Every page the sitemap must list: the route table's fixed pages, less noindex, the equipment
 * categories, and each machine and template at its address by file name, which keeps with it when
 * entries are reordered (lib/content/entry-pages.ts), not at its place in a list.
 */
const indexedPages = [
  ...staticPageRoutes.filter((route) => !noindex.has(route)),
  ...categoryKeys.map((cat) => `/equipment/${cat}`),
  ...fileNames(MACHINES_FOLDER).map((slug) => `/equipment/machine/${slug}`),
  ...fileNames(TEMPLATES_FOLDER).map((slug) => `/library/file/${slug}`),
];

/** The `<loc>` URLs of the sitemap. */
async function sitemapUrls(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
}

test('/sitemap.xml lists every canonical page of the route table and of the data, and no alias', async ({ request, baseURL }) => {
  const listed = await sitemapUrls(request);
  const absolute = (path: string) => new URL(path, baseURL).href;

  expect([...listed].sort()).toEqual(indexedPages.map(absolute).sort());
  for (const path of [...Object.keys(aliasRoutes), ...uploadPaths, ...noindex]) expect(listed).not.toContain(absolute(path));
});

test('every page of the sitemap answers itself, names itself as canonical, with a title and a description no other page has', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const seen = { title: new Map<string, string>(), description: new Map<string, string>() };
  const duplicates: string[] = [];

  for (const url of await sitemapUrls(request)) {
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBe(200);
    const html = await response.text();
    // A canonical link to another address would tell search engines to list that one instead.
    expect(new URL(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '', url).href, `canonical of ${url}`).toBe(url);
    const head = {
      title: /<title>([^<]+)<\/title>/.exec(html)?.[1],
      description: /<meta name="description" content="([^"]+)"/.exec(html)?.[1],
    };
    for (const key of ['title', 'description'] as const) {
      const value = head[key];
      expect(value, `${key} of ${url}`).toBeTruthy();
      const other = seen[key].get(value!);
      if (other) duplicates.push(`${url} has the ${key} of ${other}`);
      seen[key].set(value!, url);
    }
  }
  expect(duplicates).toEqual([]);
});

test('/robots.txt lets crawlers in, keeps them off the API and the content editor, and names the sitemap', async ({ request, baseURL }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const robots = await response.text();
  expect(robots).toMatch(/^User-Agent: \*$/im);
  expect(robots).toMatch(/^Disallow: \/api\/$/im);
  expect(robots).toMatch(/^Disallow: \/keystatic$/im);
  expect(robots).not.toMatch(/^Disallow: \/$/im);
  expect(robots).toMatch(new RegExp(`^Sitemap: ${new URL('/sitemap.xml', baseURL).href}$`, 'im'));
});

/**
 * The JSON-LD objects of a page, after loading it with a watch on the console: the inline data
 * script must not trip the Content-Security-Policy.
 */
async function structuredData(page: Page, path: string): Promise<Record<string, unknown>[]> {
  const cspErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
  });
  await page.goto(path);
  await page.waitForLoadState('load');
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(cspErrors).toEqual([]);
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

for (const path of ['/', '/about']) {
  test(`${path} describes the shop as a LocalBusiness, with the address, phones and hours the page shows`, async ({ page, baseURL }) => {
    const business = (await structuredData(page, path)).filter((data) => data['@type'] === 'LocalBusiness');
    expect(business).toHaveLength(1);
    const { name, url, telephone, contactPoint, address, openingHoursSpecification } = business[0] as {
      name: string;
      url: string;
      telephone: string;
      contactPoint: { telephone: string }[];
      address: Record<string, string>;
      openingHoursSpecification: { dayOfWeek: string[]; opens: string; closes: string }[];
    };

    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', name);
    expect(url).toBe(new URL('/', baseURL).href);

    const footer = page.getByRole('contentinfo');
    const shownAddress = await footer.locator('address').innerText();
    for (const part of ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode'])
      expect(shownAddress, part).toContain(address[part]);

    const shownPhones = await footer.locator('a[href^="tel:"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(shownPhones).toContain(`tel:${telephone}`);
    expect(contactPoint.map((point) => `tel:${point.telephone}`).sort()).toEqual([...shownPhones].sort());

    // The shop's hours (data/content/shop.json), which the header shows in one line, e.g.
    // 'Monday-Friday 8am-5pm' (docs/requirements.md#header, rule 2).
    await expect(page.getByRole('banner')).toContainText(siteConfig.hours.label);
    expect(openingHoursSpecification).toEqual(
      siteConfig.hours.week.map(({ days, opens, closes }) => expect.objectContaining({ dayOfWeek: days, opens, closes })),
    );
  });
}

test('a machine page describes its machine as a Product', async ({ page, baseURL, request }) => {
  const [{ route }] = machineSamples;
  const products = (await structuredData(page, route)).filter((data) => data['@type'] === 'Product');
  expect(products).toHaveLength(1);
  const product = products[0] as {
    name: string;
    description: string;
    brand: { name: string };
    image: string;
    url: string;
    category: string;
  };

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await expect(page.getByRole('main').getByText(product.description)).toBeVisible();
  // The maker: the first word of the machine's name (lib/seo/structured-data.ts).
  expect(`${product.name} `.startsWith(`${product.brand.name} `)).toBe(true);
  expect(product.url).toBe(new URL(route, baseURL).href);
  await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toContainText(product.category);
  expect((await request.get(product.image)).status()).toBe(200);
});
