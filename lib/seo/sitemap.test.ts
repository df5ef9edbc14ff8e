import fs from 'node:fs';
import type { MetadataRoute } from 'next';
import { machineSamples } from '@/test/fixtures/content-samples';
import { categoryKeys, getMachinesByCategory } from '../content/machines';
import { getTemplates, TEMPLATES_FOLDER } from '../content/templates';
import { aliasRoutes, noindexRoutes, redirectRules, staticPageRoutes, uploadPaths } from '../http/routes';
import { indexedPaths } from './sitemap';

const SITE_URL = 'https://print.example.test';

/** app/sitemap.ts and app/robots.ts as built with `SITE_URL` set, the way the build reads it. */
async function buildWithSiteUrl(siteUrl: string) {
  const saved = process.env.SITE_URL;
  process.env.SITE_URL = siteUrl;
  try {
    let files: { sitemap: () => MetadataRoute.Sitemap; robots: () => MetadataRoute.Robots } | undefined;
    await jest.isolateModulesAsync(async () => {
      files = { sitemap: (await import('@/app/sitemap')).default, robots: (await import('@/app/robots')).default };
    });
    return files!;
  } finally {
    if (saved === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = saved;
  }
}

describe('indexedPaths', () => {
  const paths = indexedPaths();
  const machines = getMachinesByCategory();

  it('lists every canonical fixed page of the route table but the noindex ones', () => {
    const noindex = new Set<string>(noindexRoutes);
    for (const route of staticPageRoutes) expect(paths.includes(route)).toBe(!noindex.has(route));
  });

  it('lists every equipment category, and every machine and template at its address by file name, not at its place', () => {
    for (const cat of categoryKeys) expect(paths).toContain(`/equipment/${cat}`);
    for (const { slug, route } of machineSamples) {
      expect(paths).toContain(`/equipment/machine/${slug}`);
      expect(paths).not.toContain(route);
    }
    const templates = fs.readdirSync(TEMPLATES_FOLDER).filter((name) => name.endsWith('.json'));
    for (const name of templates) expect(paths).toContain(`/library/file/${name.replace(/\.json$/, '')}`);
    expect(paths.filter((path) => path.startsWith('/library/template/'))).toEqual([]);
  });

  it('lists nothing else, and each page once', () => {
    const machineCount = categoryKeys.reduce((sum, cat) => sum + machines[cat].length, 0);
    const expected = staticPageRoutes.length - noindexRoutes.length + categoryKeys.length + machineCount + getTemplates().length;
    expect(paths).toHaveLength(expected);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('leaves out every alias, upload path and redirect', () => {
    const redirected = redirectRules({ upload: 'https://u.test', jobView: 'https://j.test', printJobs: 'https://p.test' });
    for (const source of [...Object.keys(aliasRoutes), ...uploadPaths, ...redirected.map((rule) => rule.source)]) {
      expect(paths).not.toContain(source);
    }
    expect(paths.some((path) => path.startsWith('/legacy-upload'))).toBe(false);
  });
});

describe('app/sitemap.ts and app/robots.ts', () => {
  it('give absolute URLs on the configured SITE_URL, one per indexed page', async () => {
    const { sitemap } = await buildWithSiteUrl(`${SITE_URL}/`);
    expect(sitemap().map((entry) => entry.url)).toEqual(indexedPaths().map((path) => `${SITE_URL}${path}`));
  });

  it('let robots crawl everything but the route handlers, and name the sitemap', async () => {
    const { robots } = await buildWithSiteUrl(SITE_URL);
    const { rules, sitemap } = robots();
    expect(sitemap).toBe(`${SITE_URL}/sitemap.xml`);
    expect(rules).toEqual({ userAgent: '*', allow: '/', disallow: ['/api/', '/keystatic', '/staff'] });
  });
});
