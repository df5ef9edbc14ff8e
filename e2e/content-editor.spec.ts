import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

/**
 * The content editor (docs/editing.md) runs under `npm run dev` or with the GitHub settings; a
 * production server without them, as this one, has none: its pages and its API answer the site's
 * 404, and a save sent to it changes no file (lib/content-editor.ts).
 */

/** Every content file with its text, to compare before and after. */
function contentFiles(): Record<string, string> {
  const root = path.join(process.cwd(), 'data', 'content');
  return Object.fromEntries(
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file, readFileSync(path.join(root, file), 'utf8')]),
  );
}

test('/keystatic, /api/keystatic/* and the preview link answer 404, out of search engines', async ({ request }) => {
  for (const route of [
    '/keystatic',
    '/keystatic/collection/machines',
    '/api/keystatic/tree',
    '/api/keystatic/github/login',
    '/api/content-preview?branch=content/x&entry=machines/hp-designjet-t850-36-in-mfp',
  ]) {
    const response = await request.get(route, { maxRedirects: 0 });
    expect(response.status(), route).toBe(404);
    expect(response.headers()['x-robots-tag'], route).toContain('noindex');
  }
});

test('a save sent to the editor API is refused and changes no file', async ({ request }) => {
  const before = contentFiles();
  const response = await request.post('/api/keystatic/update', {
    headers: { 'no-cors': '1', 'content-type': 'application/json' },
    data: { additions: [{ path: 'data/content/machines/intruder.json', contents: Buffer.from('{}').toString('base64') }], deletions: [] },
  });
  expect(response.status()).toBe(404);
  expect(contentFiles()).toEqual(before);
});

test("/keystatic shows the site's 404 page", async ({ page }) => {
  const response = await page.goto('/keystatic');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  await expect(page.getByRole('link', { name: 'Contact Support' })).toBeVisible();
});

test("a machine's and a template's address by file name, which the editor's preview link takes, redirect to their pages", async ({
  page,
}) => {
  await page.goto('/equipment/machine/hp-designjet-t850-36-in-mfp');
  await expect(page).toHaveURL(/\/equipment\/wide\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('HP DesignJet T850 36-in MFP');
  await page.goto('/library/file/face-mask-required');
  await expect(page).toHaveURL(/\/library\/template\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Face Mask Required');
  expect((await page.request.get('/equipment/machine/no-such-machine', { maxRedirects: 0 })).status()).toBe(404);
});
