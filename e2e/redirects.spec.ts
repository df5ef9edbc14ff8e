import { aliasRoutes } from '../lib/routes';
import { siteConfig } from '../lib/site';
import { expect, test } from './fixtures';

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

  for (const [alias, heading] of [
    ['/hp/mps', 'HP Managed Print Services'],
    ['/hp/printersandscanners', 'HP Printers and Scanners'],
  ]) {
    test(`${alias} lands on its part of /hp`, async ({ page }) => {
      await page.goto(alias);
      expect(new URL(page.url()).pathname).toBe('/hp');
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeInViewport();
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
    '/equipment/mfp/99',
    '/equipment/mfp/x',
    '/equipment/mfp/-1',
    '/library/template/14',
    '/hp/pagewidemoneyback',
  ]) {
    test(`${path} is the 404 page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
      await expect(page.getByText("We're sorry but the page you're looking for doesn't exist!")).toBeVisible();
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      await expect(main.getByRole('link', { name: /support/i })).toHaveAttribute('href', '/support');
    });
  }
});
