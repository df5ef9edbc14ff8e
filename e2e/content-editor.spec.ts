import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pageBlock, readNotFoundPage } from '../lib/content/pages';
import { machineSamples, TEMPLATE_FILE } from '../test/fixtures/content-samples';
import { expect, test } from './support/fixtures';

/**
 * The content editor (docs/editing.md) runs under `npm run dev` or with the GitHub settings; a
 * production server without them, as this one, has none: its pages and its API answer the site's
 * 404, and a save sent to it changes no file (lib/config/content-editor.ts).
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
    `/api/content-preview?branch=content/x&entry=machines/${machineSamples[0].slug}`,
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
  const { title, buttons } = pageBlock(readNotFoundPage(), 'hero', '/not-found');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('main').getByRole('link', { name: buttons[buttons.length - 1].label })).toBeVisible();
});

test("a machine's and a template's address by file name, which the editor's preview link opens, are their pages and their canonical address", async ({
  page,
  baseURL,
}) => {
  const canonical = page.locator('link[rel="canonical"]');
  const machine = machineSamples[0];
  const machineAddress = `/equipment/machine/${machine.slug}`;
  expect((await page.request.get(machineAddress, { maxRedirects: 0 })).status()).toBe(200);
  await page.goto(machineAddress);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(machine.machine.name);
  await expect(canonical).toHaveAttribute('href', new URL(machineAddress, baseURL).href);
  // The same page at its place in its category names the address that keeps with the machine.
  await page.goto(machine.route);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(machine.machine.name);
  await expect(canonical).toHaveAttribute('href', new URL(machineAddress, baseURL).href);

  const template = TEMPLATE_FILE.replace(/\.json$/, '');
  const { description } = JSON.parse(readFileSync(path.join('data', 'content', 'templates', TEMPLATE_FILE), 'utf8')) as {
    description: string;
  };
  expect((await page.request.get(`/library/file/${template}`, { maxRedirects: 0 })).status()).toBe(200);
  await page.goto(`/library/file/${template}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(description);
  await expect(canonical).toHaveAttribute('href', new URL(`/library/file/${template}`, baseURL).href);

  for (const unknown of ['/equipment/machine/no-such-machine', '/library/file/no-such-template']) {
    expect((await page.request.get(unknown, { maxRedirects: 0 })).status(), unknown).toBe(404);
  }
});
