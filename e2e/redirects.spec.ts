import { readMachines } from '../lib/content/machines';
import { pageBlock, readNotFoundPage, readPage } from '../lib/content/pages';
import { richTextPlain } from '../lib/content/schemas/rich-text';
import { shopFact, siteConfig } from '../lib/content/site';
import { readTemplates } from '../lib/content/templates';
import { aliasRoutes, machinePath, templatePath } from '../lib/http/routes';
import { expect, test } from './support/fixtures';

// Redirects are checked without following them: the status and Location a browser would get.
const query = '?ref=qr&id=42';

test.describe('aliases and legacy paths', () => {
  for (const [alias, target] of Object.entries(aliasRoutes)) {
    test(`${alias} answers 308 to ${target}, query kept`, async ({ request }) => {
      const response = await request.get(alias + query, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      const [path, part] = target.split('#');
      expect(response.headers().location).toBe(`${path}${query}${part ? `#${part}` : ''}`);
    });
  }

  for (const alias of ['/hp/mps', '/hp/printersandscanners']) {
    test(`${alias} lands on its part of /hp`, async ({ page }) => {
      // The part's heading as /hp's content file says it (data/content/pages/hp.json): its section of that anchor.
      const anchor = aliasRoutes[alias].split('#')[1];
      const sections = readPage('/hp').blocks.flatMap((block) => (block.discriminant === 'section' ? [block.value] : []));
      const part = sections.find((section) => section.anchor === anchor);
      expect(part, `/hp has a section #${anchor}`).toBeDefined();
      await page.goto(alias);
      expect(new URL(page.url()).pathname).toBe('/hp');
      await expect(page.getByRole('heading', { level: 2, name: richTextPlain(part!.heading, shopFact) })).toBeInViewport();
    });
  }
});

test.describe('letter case (docs/requirements.md#redirects, rule 5)', () => {
  test('an alias answers whatever its case', async ({ request }) => {
    const response = await request.get('/Meter-Reading', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toBe('/meter');
  });

  test("the proxy's paths answer only in their listed case", async ({ request }) => {
    expect((await request.get('/Upload', { maxRedirects: 0 })).status()).toBe(404);
    expect((await request.get('/Online-Services/Pickup-Request.html', { maxRedirects: 0 })).status()).toBe(404);
  });
});

test.describe('upload service paths', () => {
  const uploadPaths = [
    '/upload',
    '/uploadR',
    '/plotR',
    '/legacy-upload',
    '/legacy-upload/jobs/2019/plans.pdf',
    '/online-services/upload-a-print-job.html',
    '/online-services/upload-a-print-job.htmlR',
  ];
  for (const path of uploadPaths) {
    test(`${path} leaves for the configured upload page`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(307);
      expect(response.headers().location).toBe(siteConfig.external.upload);
    });
  }

  test('the upload redirect keeps the query string', async ({ request }) => {
    const response = await request.get(`/upload${query}`, { maxRedirects: 0 });
    expect(response.headers().location).toBe(siteConfig.external.upload + query);
  });
});

test.describe('external job views', () => {
  test('/getJobR leaves for the job view with the query string', async ({ request }) => {
    const response = await request.get('/getJobR?job=A-1001', { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toBe(`${siteConfig.external.jobView}?job=A-1001`);
  });

  test('/getPrintJobsR leaves for the print-jobs view with the query string', async ({ request }) => {
    const response = await request.get('/getPrintJobsR?account=77', { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toBe(`${siteConfig.external.printJobs}?account=77`);
  });
});

test.describe('not found', () => {
  for (const path of [
    '/no-such-page',
    '/equipment/foo',
    // One past the last machine of a category and the last template, as the content has them.
    machinePath('mfp', readMachines().mfp.length),
    '/equipment/mfp/x',
    '/equipment/mfp/-1',
    templatePath(readTemplates().length),
    '/hp/pagewidemoneyback',
  ]) {
    test(`${path} is the 404 page`, async ({ page }) => {
      // Its words are content (data/content/pages/not-found.json); its links go where the spec says.
      const { title, lead, buttons } = pageBlock(readNotFoundPage(), 'hero', '/not-found');
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByText(richTextPlain(lead, shopFact))).toBeVisible();
      expect(buttons.map((button) => button.href)).toEqual(expect.arrayContaining(['/', '/support']));
      const main = page.getByRole('main');
      for (const { label, href } of buttons)
        await expect(main.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    });
  }
});
