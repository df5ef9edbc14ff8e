import type { Machine } from '../lib/content/machines';
import { siteConfig } from '../lib/content/site';
import { demoMachine, photoMachine, plainMachine, type MachineSample } from '../test/fixtures/content-samples';
import { machineWords } from './support/equipment-library-pages';
import { expect, fakeOutsidePages, test } from './support/fixtures';
import { LIGHTHOUSE_PHONE as phone } from './support/layout-shift';

/**
 * The three kinds of machine page (docs/requirements.md#equipment): with a photo, with a datasheet,
 * a video and a 3D demo, and with none of these. Run against the second content set only
 * (playwright.alt-content.config.ts), which always holds one machine of each kind
 * (test/fixtures/content-alt.ts), so they run whatever the shop's own machines are.
 */

/**
 * A machine the second content set guarantees.
 * @throws Error when the content at hand lacks it: this spec was run outside the second set
 */
function guaranteed(sample: MachineSample | undefined, kind: string): MachineSample {
  if (!sample) throw new Error(`no machine ${kind}: run this spec with npm run test:e2e:alt-content`);
  return sample;
}

/** The vendor's 3D demo of a machine: `{DEMO3D_URL}{series}/{model}` (docs/requirements.md#equipment, rule 5). */
const demo3dAddress = (machine: Machine) => `${siteConfig.external.demo3d}${machine.hp_3dseries}/${machine.hp_3dmodel}`;

test("a machine's photo arrives resized for a phone, as AVIF, first of its page's pictures", async ({ page, request }) => {
  const { route, machine } = guaranteed(photoMachine, 'with a photo');
  await page.setViewportSize(phone);
  const photos: { url: URL; type: string; bytes: number }[] = [];
  page.on('requestfinished', async (finished) => {
    const url = new URL(finished.url());
    if (url.pathname !== '/_next/image') return;
    const response = (await finished.response())!;
    photos.push({ url, type: response.headers()['content-type'], bytes: (await response.body()).length });
  });
  await page.goto(route);
  const photo = page.getByRole('img', { name: machine.photo_alt, exact: true });
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute('fetchpriority', 'high');
  await expect(photo).not.toHaveAttribute('loading', 'lazy');
  if (machine.photo_credit) await expect(page.locator('figcaption')).toContainText(machine.photo_credit);
  await expect.poll(() => photos.length).toBe(1);
  const [{ url, type, bytes }] = photos;
  expect(url.searchParams.get('url')).toBe(machine.photo);
  // 380 CSS px wide on this phone (its width less the margins): the 384 px rendition, not the original.
  expect(url.searchParams.get('w')).toBe('384');
  expect(type).toBe('image/avif');
  const original = await request.get(url.searchParams.get('url')!);
  expect(bytes).toBeLessThan((await original.body()).length);
  // A browser without AVIF gets WebP.
  const webp = await request.get(url.pathname + url.search, { headers: { accept: 'image/webp,*/*' } });
  expect(webp.headers()['content-type']).toBe('image/webp');
});

test('a machine with datasheet, video and series shows all three', async ({ page }) => {
  const { route, machine } = guaranteed(demoMachine, 'with a datasheet, a video and a 3D demo');
  const demo = machineWords(machine.name);
  await page.goto(route);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(machine.name);
  await expect(page.getByRole('link', { name: /Download Datasheet/ })).toHaveAttribute('href', machine.datasheet_url!);
  await expect(page.getByRole('link', { name: demo.video })).toBeVisible();
  await expect(page.getByTitle(demo.demoFrame, { exact: true })).toHaveAttribute('src', demo3dAddress(machine));
});

test("the 3D demo loads the vendor's page only when the visitor opens it", async ({ page }) => {
  const { route, machine } = guaranteed(demoMachine, 'with a datasheet, a video and a 3D demo');
  const demo = machineWords(machine.name);
  const demoRequests = await fakeOutsidePages(page, '<!doctype html><title>3D demo</title><p>Turn me around</p>');
  await page.goto(route);
  const frame = page.getByTitle(demo.demoFrame, { exact: true });
  const summary = page.getByText(demo.demoButton);
  // Where the closed frame would be in view, and two frames later (a lazy frame in view is
  // requested at the next rendering), nothing has been asked of the vendor.
  await summary.scrollIntoViewIfNeeded();
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(frame).toBeHidden();
  expect(demoRequests).toEqual([]);
  await summary.click();
  await expect(frame).toBeVisible();
  await expect(frame.contentFrame().getByText('Turn me around')).toBeVisible();
  expect(demoRequests).toEqual([demo3dAddress(machine)]);
});

test('a machine without datasheet, video or series shows none of them', async ({ page }) => {
  const { route, machine } = guaranteed(plainMachine, 'without a datasheet, a video or a 3D demo');
  await page.goto(route);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(machine.name);
  await expect(page.getByRole('link', { name: /Download Datasheet/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: machineWords(machine.name).video })).toHaveCount(0);
  await expect(page.locator('iframe')).toHaveCount(0);
});
