import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { addDays } from 'date-fns';
import { checkContent, contentProblems } from '../lib/content/content-check';
import { splitProblems } from '../lib/content/content-problems';
import { HOME_FILE, readHome } from '../lib/content/home';
import { MACHINES_FOLDER, readMachines } from '../lib/content/machines';
import { mainSections, MENUS_FILE, type MenuLink } from '../lib/content/menus';
import { pageBlock, PAGES_FOLDER, readPage } from '../lib/content/pages';
import type { HomeFile } from '../lib/content/schemas/home-file';
import { noticeDays, type NoticeFile } from '../lib/content/schemas/notice-file';
import type { PageFile } from '../lib/content/schemas/page';
import { richTextPlain } from '../lib/content/schemas/rich-text';
import { shopFact, siteConfig } from '../lib/content/site';
import { readTemplates, TEMPLATES_FOLDER } from '../lib/content/templates';
import { shopDate } from '../lib/format/shop-date';
import { categoryPath, machinePath, pageKey, templatePath } from '../lib/http/routes';
import { machineSamples, placeAfterAll, templateSamples } from '../test/fixtures/content-samples';
import { expect, test } from './support/fixtures';
import { pageTitle } from './support/request-page-words';
import { editableCopyOfSite, projectRoot, startSite, stopAll, type SiteServer } from './support/servers';
import { literal } from './support/text-pattern';

/**
 * The content editor as staff use it (docs/editing.md), in a real browser against `npm run dev`'s
 * local storage in a copy of the project: what they change lands in the content files, passes the
 * content check, and a build of that tree shows it: a changed machine, a new machine with a photo,
 * a new template, notices.
 */

test.describe.configure({ mode: 'serial' });
// The editor is another server than the site's: no Origin of the site on its requests.
test.use({ extraHTTPHeaders: {} });

let copy: string;
let editor: SiteServer;

/**
 * How long a save may take to reach its file (ms): under `next dev` a save may compile the
 * editor's API route first, and an upload carries a 1 MB photo: half a minute and more on 2 busy cores.
 */
const SAVE_TIMEOUT_MS = 60_000;

test.beforeAll(async ({ browser }) => {
  // A copy of the project, `next dev` in it, its first compile of the editor: minutes on 2 busy cores.
  test.setTimeout(480_000);
  copy = editableCopyOfSite();
  editor = await startSite({ cwd: copy, mode: 'dev', env: () => ({ EMBEDDED_DB_DIR: 'memory://', NEXT_TELEMETRY_DISABLED: '1' }) });
  // The editor's page and its API compiled here, once, so no test spends its own time on it.
  const page = await browser.newPage({ extraHTTPHeaders: {} });
  await page.goto(`${editor.url}/keystatic/collection/machines/item/${machineSamples[0].slug}`);
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(machineSamples[0].machine.name, { timeout: 300_000 });
  await page.close();
});

/**
 * Opens an address of the editor and waits for Keystatic's tree of the content (local storage:
 * GET /api/keystatic/tree), which it reads the files of a whole folder for: until the tree has
 * arrived, pressing Create or Save does nothing at all (Keystatic's `useUpsertItem` returns
 * early), and on a busy machine it arrives after the form is filled in.
 */
async function openEditor(page: Page, address: string) {
  const tree = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/keystatic/tree' && response.ok(), {
    timeout: 120_000,
  });
  await page.goto(`${editor.url}${address}`);
  await tree;
}

/**
 * Presses the entry's Save or Create button and waits for Keystatic's save request (local
 * storage: POST /api/keystatic/update) to answer 200, so a failure says whether the form sent
 * nothing or the server refused it. A press that sends nothing within 10 s is made again (at most
 * three in all), in case it landed while the editor was still settling. A save once sent is
 * never sent twice.
 */
async function save(page: Page, button: RegExp) {
  const isSave = (request: { method(): string; url(): string }) =>
    request.method() === 'POST' && new URL(request.url()).pathname === '/api/keystatic/update';
  for (let press = 1; ; press += 1) {
    const sent = page.waitForRequest(isSave, { timeout: 10_000 });
    await page.getByRole('button', { name: button }).click();
    const request = await sent.catch((error: unknown) => {
      if (press < 3) return undefined;
      throw error;
    });
    if (!request) continue;
    // Resolves once the server has answered (null when the request failed without an answer).
    expect((await request.response())?.status(), 'the save request').toBe(200);
    return;
  }
}

test.afterAll(async () => {
  await stopAll();
  rmSync(copy, { recursive: true, force: true });
});

/** A content file of the copy, parsed. */
function contentFile(folder: 'machines' | 'templates', slug: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(copy, 'data', 'content', folder, `${slug}.json`), 'utf8'));
}

/** The copy's content, as the content check takes it. */
function copyContent() {
  const content = path.join(copy, 'data', 'content');
  return {
    machines: path.join(content, 'machines'),
    templates: path.join(content, 'templates'),
    notice: path.join(content, 'notice.json'),
    shop: path.join(content, 'shop.json'),
    home: path.join(content, 'home.json'),
    pages: path.join(content, 'pages'),
    publicDir: path.join(copy, 'public'),
  };
}

/** The machine renamed and moved: the first of the repository's content (test/fixtures/content-samples.ts), and its new name. */
const renamed = machineSamples[0];
const RENAMED = `${renamed.machine.name} (2026 model)`;
/**
 * Places after every machine's and template's of the repository, so what is given one ends its
 * list: the new machine's, the renamed one's after it (they may share a category), the new template's.
 */
const NEW_MACHINE_PLACE = placeAfterAll(MACHINES_FOLDER);
const RENAMED_PLACE = NEW_MACHINE_PLACE + 1;
const NEW_TEMPLATE_PLACE = placeAfterAll(TEMPLATES_FOLDER);

test("an entry's page has one main landmark, a Preview link that says so, and no Google Fonts request", async ({ page }) => {
  test.setTimeout(180_000);
  // Keystatic links Inter's stylesheet from Google Fonts; the editor keeps it from loading (app/keystatic/KeystaticAdmin.tsx).
  const googleFonts: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('fonts.googleapis.com')) googleFonts.push(message.text());
  });
  page.on('request', (request) => {
    if (request.url().startsWith('https://fonts.googleapis.com/')) googleFonts.push(request.url());
  });
  await openEditor(page, `/keystatic/collection/machines/item/${renamed.slug}`);
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(renamed.machine.name, { timeout: 120_000 });
  // The site's `main` around the editor; Keystatic's own `main` is no landmark.
  await expect(page.getByRole('main')).toHaveCount(1);
  // Named, and its word shown beside its icon (app/keystatic/editor.module.css).
  const preview = page.locator('a[href^="/api/content-preview"]');
  await expect(preview).toHaveAccessibleName(/Preview/);
  await expect(preview.getByText('Preview', { exact: true })).toBeVisible();
  expect(googleFonts).toEqual([]);
});

test("a machine's name and place change in its file, and nothing else does", async ({ page }) => {
  test.setTimeout(180_000);
  const before = contentFile('machines', renamed.slug);
  await openEditor(page, `/keystatic/collection/machines/item/${renamed.slug}`);
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await expect(name).toHaveValue(renamed.machine.name, { timeout: 120_000 });
  await name.fill(RENAMED);
  await page.getByRole('textbox', { name: 'Place in the grid', exact: true }).fill(String(RENAMED_PLACE));
  await save(page, /^Save$/);
  // Polled as text: the file may be read while it is being written.
  await expect
    .poll(() => readFileSync(path.join(copy, 'data', 'content', 'machines', `${renamed.slug}.json`), 'utf8'), { timeout: SAVE_TIMEOUT_MS })
    .toContain(`"name": ${JSON.stringify(RENAMED)}`);
  expect(contentFile('machines', renamed.slug)).toEqual({ ...before, name: RENAMED, order: RENAMED_PLACE });
  // Last of its category now: its place moved it.
  expect(readMachines(path.join(copy, 'data', 'content', 'machines'))[renamed.category].at(-1)!.name).toBe(RENAMED);
});

/** The new machine's photo: a JPEG the test takes of a page it draws, kept in the copy's var/ (outside the site). */
let PHOTO: string;
const LATEX = 'hp-latex-630-w-printer';
const LATEX_PHOTO_ALT = 'The Latex 630 W printing a white-ink window graphic.';

test('a new machine with an uploaded photo is a new file, its photo kept in public/, and its preview link leads to its page', async ({
  page,
}) => {
  test.setTimeout(180_000);
  PHOTO = path.join(copy, 'var', 'camera-photo.jpg');
  mkdirSync(path.dirname(PHOTO), { recursive: true });
  await page.setViewportSize({ width: 1200, height: 800 });
  await page.setContent('<body style="margin:0;height:100vh;background:linear-gradient(120deg,#0b4a6f,#f08c00)">');
  await page.screenshot({ path: PHOTO, type: 'jpeg', quality: 80 });
  await openEditor(page, `/keystatic/collection/machines/create`);
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await expect(name).toBeVisible({ timeout: 120_000 });
  await name.fill('HP Latex 630 W Printer');
  await expect(page.getByRole('textbox', { name: 'File name', exact: true })).toHaveValue(LATEX);
  await page.getByRole('button', { name: /Category$/ }).click();
  await page.getByRole('option', { name: 'Wide Format Graphics' }).click();
  await page.getByRole('textbox', { name: 'Place in the grid', exact: true }).fill(String(NEW_MACHINE_PLACE));
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('A 64-inch latex printer with white ink for window graphics.');
  await page
    .getByRole('group', { name: /^Features/ })
    .getByRole('button', { name: 'Add', exact: true })
    .click();
  const feature = page.getByRole('dialog', { name: 'Add item' });
  await feature.getByRole('textbox', { name: 'Feature' }).fill('White ink');
  await feature.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(feature).toBeHidden();
  await page.getByRole('textbox', { name: 'Artwork', exact: true }).fill('/images/machines/latex-printer.svg');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('group', { name: 'Photo' }).getByRole('button', { name: 'Choose file' }).click();
  await (await chooser).setFiles(PHOTO);
  await page.getByRole('textbox', { name: 'What the photo shows', exact: true }).fill(LATEX_PHOTO_ALT);
  await save(page, /^Create$/);

  const photo = path.join(copy, 'public', 'images', 'machines', LATEX, `photo.jpg`);
  await expect
    .poll(() => existsSync(path.join(copy, 'data', 'content', 'machines', `${LATEX}.json`)), { timeout: SAVE_TIMEOUT_MS })
    .toBe(true);
  expect(contentFile('machines', LATEX)).toEqual({
    name: 'HP Latex 630 W Printer',
    category: 'graphics',
    order: NEW_MACHINE_PLACE,
    // Rich text, as the editor writes Markdoc: ended by a line break.
    description: 'A 64-inch latex printer with white ink for window graphics.\n',
    features: ['White ink'],
    image_url: '/images/machines/latex-printer.svg',
    photo: `/images/machines/${LATEX}/photo.jpg`,
    photo_alt: LATEX_PHOTO_ALT,
    specifications: [],
  });
  await expect.poll(() => existsSync(photo)).toBe(true);
  expect(readFileSync(photo).equals(readFileSync(PHOTO))).toBe(true);
  expect(() => checkContent(copyContent())).not.toThrow();

  // The entry's Preview opens its page, from the working tree, in a new tab.
  await openEditor(page, `/keystatic/collection/machines/item/${LATEX}`);
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('HP Latex 630 W Printer', { timeout: 60_000 });
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = await opened;
  // Its address by file name (lib/content/entry-pages.ts), the page of its place in its category.
  await expect(preview).toHaveURL(new RegExp(`/equipment/machine/${LATEX}$`), { timeout: 60_000 });
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('HP Latex 630 W Printer', { timeout: 60_000 });
  await expect(preview.getByRole('img', { name: LATEX_PHOTO_ALT })).toBeVisible();
  await preview.close();
});

/** The new template's design, uploaded: one of the repository's templates' SVG files. */
const DESIGN_FILE = path.join(projectRoot, 'public', templateSamples[0].filename);
/** Where the editor keeps it: in the new template's folder of public/templates/, under the field's name (lib/content/schemas/template.ts). */
const DESIGN = '/templates/wet-floor/filename.svg';

test('a new template, with a price per size, is a new file that passes the content check', async ({ page }) => {
  test.setTimeout(180_000);
  await openEditor(page, `/keystatic/collection/templates/create`);
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  await expect(title).toBeVisible({ timeout: 120_000 });
  await title.fill('Wet Floor');
  await expect(page.getByRole('textbox', { name: 'File name', exact: true })).toHaveValue('wet-floor');
  await page.getByRole('textbox', { name: 'Place in the library', exact: true }).fill(String(NEW_TEMPLATE_PLACE));
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('group', { name: 'Design' }).getByRole('button', { name: 'Choose file' }).click();
  await (await chooser).setFiles(DESIGN_FILE);
  for (const [size, price] of [
    ['8.5x11', '6'],
    ['17x22', '12.5'],
  ]) {
    await page
      .getByRole('group', { name: /^Prices per size/ })
      .getByRole('button', { name: 'Add', exact: true })
      .click();
    const item = page.getByRole('dialog', { name: 'Add item' });
    await item.getByRole('textbox', { name: 'Size (inches)' }).fill(size);
    await item.getByRole('textbox', { name: 'Price (USD)' }).fill(price);
    await item.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(item).toBeHidden();
  }
  await save(page, /^Create$/);
  await expect
    .poll(() => existsSync(path.join(copy, 'data', 'content', 'templates', 'wet-floor.json')), { timeout: SAVE_TIMEOUT_MS })
    .toBe(true);
  expect(contentFile('templates', 'wet-floor')).toEqual({
    description: 'Wet Floor',
    order: NEW_TEMPLATE_PLACE,
    filename: DESIGN,
    prices: [
      { size: '8.5x11', price: 6 },
      { size: '17x22', price: 12.5 },
    ],
  });
  await expect.poll(() => existsSync(path.join(copy, 'public', DESIGN))).toBe(true);
  expect(readFileSync(path.join(copy, 'public', DESIGN)).equals(readFileSync(DESIGN_FILE))).toBe(true);
  const folders = copyContent();
  expect(() => checkContent(folders)).not.toThrow();
  expect(readTemplates(folders.templates).at(-1)).toEqual({
    description: 'Wet Floor',
    filename: DESIGN,
    sizes: ['8.5x11', '17x22'],
    price: [6, 12.5],
  });
});

/**
 * Saves a screenshot of the editor for docs/editing.md when DOCS_SCREENSHOTS=1
 * (`DOCS_SCREENSHOTS=1 npx playwright test e2e/content-editor-admin.spec.ts`), into
 * docs/images/editing/<name>.png; otherwise does nothing, so a run leaves the docs as they are.
 */
async function docsScreenshot(page: Page, name: string) {
  if (process.env.DOCS_SCREENSHOTS !== '1') return;
  await page.screenshot({ path: path.join(projectRoot, 'docs', 'images', 'editing', `${name}.png`) });
}

/** The page whose words a marketing person changes in the test, its first text section, and what they change. */
const SIGNS = '/services/print/signs';
const signsSection = pageBlock(readPage(SIGNS), 'section', SIGNS);
const ADDED_SENTENCE = 'Yard signs are ready the next working day.';
const SEARCH_TITLE = 'Signs and Banners Printed Next Day';

test("a sentence of Signs and Banners and the page's search title change in its file, and its page shows them", async ({ page }) => {
  test.setTimeout(180_000);
  const file = path.join(copy, PAGES_FOLDER, `${pageKey(SIGNS)}.json`);
  const before = JSON.parse(readFileSync(file, 'utf8')) as PageFile;
  await openEditor(page, `/keystatic/singleton/page-${pageKey(SIGNS)}`);
  const searchTitle = page.getByRole('textbox', { name: 'Search title', exact: true });
  await expect(searchTitle).toBeVisible({ timeout: 120_000 });
  await searchTitle.fill(SEARCH_TITLE);
  await docsScreenshot(page, 'page-entry');
  await page.getByRole('grid', { name: 'Blocks' }).getByRole('row', { name: signsSection.heading }).click();
  const section = page.getByRole('dialog', { name: 'Edit Text section' });
  const text = section.getByRole('textbox', { name: 'Text', exact: true });
  await expect(text).toContainText(richTextPlain(signsSection.body, shopFact).slice(0, 40));
  // The end of the text, as a person would click after its last word, then a sentence more.
  await text.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(` ${ADDED_SENTENCE}`);
  await docsScreenshot(page, 'text-section');
  await section.getByRole('button', { name: 'Done' }).click();
  await expect(section).toBeHidden();
  await save(page, /^Save$/);
  await expect.poll(() => readFileSync(file, 'utf8'), { timeout: SAVE_TIMEOUT_MS }).toContain(ADDED_SENTENCE);

  // The page's file: the search title, the section's text with the sentence, nothing else (the
  // repository's files are written as the editor writes them: docs/editing.md).
  const after = JSON.parse(readFileSync(file, 'utf8')) as PageFile;
  const index = before.blocks.findIndex((block) => block.discriminant === 'section');
  expect(after.seo_title).toBe(SEARCH_TITLE);
  expect(richTextPlain((after.blocks[index].value as { body: string }).body, shopFact)).toBe(
    `${richTextPlain(signsSection.body, shopFact)} ${ADDED_SENTENCE}`,
  );
  expect({ ...after.blocks[index].value, body: '' }).toEqual({ ...before.blocks[index].value, body: '' });
  expect({ ...after, seo_title: before.seo_title, blocks: after.blocks.toSpliced(index, 1) }).toEqual({
    ...before,
    blocks: before.blocks.toSpliced(index, 1),
  });
  expect(() => checkContent(copyContent())).not.toThrow();

  // `next dev` shows the edit on the next load of the page.
  await page.goto(`${editor.url}${SIGNS}`);
  await expect(page.getByRole('main')).toContainText(ADDED_SENTENCE, { timeout: 60_000 });
  await expect(page).toHaveTitle(new RegExp(literal(SEARCH_TITLE)));
  await docsScreenshot(page, 'page-after-edit');
});

/** The menu entry a marketing person renames: the last of the main sections, and its new label. */
const renamedSection = mainSections.at(-1)!;
const NEW_LABEL = 'Talk to Us';

test('a menu label changes in the menus file, and the header and footer show it', async ({ page }) => {
  test.setTimeout(180_000);
  const file = path.join(copy, MENUS_FILE);
  const before = JSON.parse(readFileSync(file, 'utf8')) as { main: MenuLink[] };
  await openEditor(page, `/keystatic/singleton/menus`);
  await page
    .getByRole('grid', { name: 'Main sections' })
    .getByRole('row', { name: `${renamedSection.label} (${renamedSection.href})` })
    .click({ timeout: 120_000 });
  const item = page.getByRole('dialog', { name: 'Edit item' });
  await item.getByRole('textbox', { name: 'Label', exact: true }).fill(NEW_LABEL);
  await docsScreenshot(page, 'menu-label');
  await item.getByRole('button', { name: 'Done' }).click();
  await expect(item).toBeHidden();
  await save(page, /^Save$/);
  await expect.poll(() => readFileSync(file, 'utf8'), { timeout: SAVE_TIMEOUT_MS }).toContain(NEW_LABEL);
  expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
    ...before,
    main: before.main.map((link) => (link.href === renamedSection.href ? { ...link, label: NEW_LABEL } : link)),
  });
  expect(() => checkContent(copyContent())).not.toThrow();

  await page.goto(`${editor.url}/`);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: NEW_LABEL, exact: true })).toHaveAttribute(
    'href',
    renamedSection.href,
    { timeout: 60_000 },
  );
});

/** The brand whose logo is replaced by an upload: the first slide of the repository's Home page. */
const brand = readHome().brands[0];
/** The uploaded logo: a plain SVG, as a marketing person would export it. */
const NEW_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 80" width="240" height="80"><rect width="240" height="80" fill="#fff"/><text x="120" y="52" font-family="Arial, sans-serif" font-size="36" text-anchor="middle" fill="#0b5394">${brand.name} 2027</text></svg>\n`;

test("a brand's logo uploaded in the editor is kept in public/, named by the Home page's file, and shown by its carousel", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const upload = path.join(copy, 'var', 'new-logo.svg');
  mkdirSync(path.dirname(upload), { recursive: true });
  writeFileSync(upload, NEW_LOGO);
  const file = path.join(copy, HOME_FILE);
  await openEditor(page, `/keystatic/singleton/home`);
  await page.getByRole('grid', { name: 'Brand slides' }).getByRole('row', { name: brand.name, exact: true }).click({ timeout: 120_000 });
  const item = page.getByRole('dialog', { name: 'Edit item' });
  const chooser = page.waitForEvent('filechooser');
  await item.getByRole('group', { name: 'Logo' }).getByRole('button', { name: 'Choose file' }).click();
  await (await chooser).setFiles(upload);
  await docsScreenshot(page, 'brand-logo');
  await item.getByRole('button', { name: 'Done' }).click();
  await expect(item).toBeHidden();
  await save(page, /^Save$/);
  // The editor names an upload by its place in the list: the new logo may take the old one's file.
  const logoFile = () => path.join(copy, 'public', (JSON.parse(readFileSync(file, 'utf8')) as HomeFile).brands[0].logo);
  await expect.poll(() => (existsSync(logoFile()) ? readFileSync(logoFile(), 'utf8') : ''), { timeout: SAVE_TIMEOUT_MS }).toBe(NEW_LOGO);
  const logo = (JSON.parse(readFileSync(file, 'utf8')) as HomeFile).brands[0].logo;
  expect(() => checkContent(copyContent())).not.toThrow();

  await page.goto(`${editor.url}/`);
  await expect(page.getByRole('img', { name: brand.name, exact: true })).toHaveAttribute('src', logo, { timeout: 60_000 });
  expect(await (await page.request.get(`${editor.url}${logo}`)).text()).toBe(NEW_LOGO);
});

/** `next build` in the copy. */
function buildCopy() {
  const build = spawnSync(process.execPath, [path.join(copy, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
    cwd: copy,
    env: { ...process.env, NODE_ENV: 'production', SKIP_BUILD_TYPECHECK: '1' },
    encoding: 'utf8',
  });
  expect(build.status, build.stdout + build.stderr).toBe(0);
}

/** Days of the shop's time zone, as the notice's file writes them, from `now` on. */
function shopDay(daysFromNow: number): string {
  return shopDate(siteConfig.timeZone, addDays(new Date(), daysFromNow));
}

const NOTICE = 'Closed Friday for inventory: orders placed online ship Monday.';
/** A notice of next week: a production build does not show it before its days (a preview would, lib/content/notice.test.ts). */
const NEXT_WEEK_NOTICE = 'Closed next Friday: we move to our new shop.';

/** Adds a notice to the notices' list in the editor: its message, its first and its last day (days from now, the shop's). */
async function addNotice(page: Page, message: string, first: number, last: number) {
  await page
    .getByRole('group', { name: /^Notices/ })
    .getByRole('button', { name: 'Add', exact: true })
    .click();
  const item = page.getByRole('dialog', { name: 'Add item' });
  await item.getByRole('textbox', { name: 'Message' }).fill(message);
  await item.getByLabel(/^First day/).fill(shopDay(first));
  await item.getByLabel(/^Last day/).fill(shopDay(last));
  await item.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(item).toBeHidden();
}

test("a notice for today and tomorrow and one for next week are the notice file's list, in order", async ({ page }) => {
  test.setTimeout(180_000);
  await openEditor(page, `/keystatic/singleton/notice`);
  const notices = page.getByRole('group', { name: /^Notices/ });
  await expect(notices).toBeVisible({ timeout: 120_000 });
  await addNotice(page, NOTICE, 0, 1);
  await addNotice(page, NEXT_WEEK_NOTICE, 7, 8);
  // Each notice of the list is labelled by its days.
  await expect(notices).toContainText(noticeDays({ start: shopDay(7), end: shopDay(8) }));
  // 'Create' while the notices have no file yet, 'Save' once they have one.
  await save(page, /^(Create|Save)$/);
  const file = path.join(copy, 'data', 'content', 'notice.json');
  await expect.poll(() => (existsSync(file) ? readFileSync(file, 'utf8') : ''), { timeout: SAVE_TIMEOUT_MS }).toContain(NEXT_WEEK_NOTICE);
  // The editor writes a message as Markdoc source, which may end with a line break.
  const saved = (JSON.parse(readFileSync(file, 'utf8')) as NoticeFile).notices.map((notice) => ({
    ...notice,
    message: notice.message.trim(),
  }));
  expect(saved).toEqual([
    { message: NOTICE, start: shopDay(0), end: shopDay(1) },
    { message: NEXT_WEEK_NOTICE, start: shopDay(7), end: shopDay(8) },
  ]);
  expect(() => checkContent(copyContent())).not.toThrow();
});

test("a build of the edited tree shows the renamed machine in its new place, the new machine with its photo, the new template, the day's notice, not next week's, and not the notice after its last day, and the edits of a page, a menu and a logo", async ({
  page,
}) => {
  // A build of the copy, served by `next start`: minutes on 2 busy cores.
  test.setTimeout(600_000);
  await editor.stop();
  buildCopy();
  const site = await startSite({ cwd: copy, env: () => ({ EMBEDDED_DB_DIR: 'memory://' }) });

  const grid = readMachines(path.join(copy, 'data', 'content', 'machines'))[renamed.category];
  await page.goto(`${site.url}${machinePath(renamed.category, grid.length - 1)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(RENAMED);
  await page.goto(`${site.url}${categoryPath(renamed.category)}`);
  await expect(page.getByRole('link', { name: /^Read More/ }).last()).toHaveAccessibleName(new RegExp(literal(RENAMED)));

  // The new machine, at the address by file name its preview link opens, with its photo resized by next/image.
  await page.goto(`${site.url}/equipment/machine/${LATEX}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('HP Latex 630 W Printer');
  await expect(page.getByRole('img', { name: LATEX_PHOTO_ALT })).toHaveAttribute(
    'src',
    new RegExp(`^/_next/image\\?url=${literal(encodeURIComponent(`/images/machines/${LATEX}/photo.jpg`))}`),
  );

  await page.goto(`${site.url}/library`);
  // The library shows the last template first.
  const wetFloor = templatePath(templateSamples.length);
  await expect(page.getByRole('link', { name: /^Order Prints/ }).first()).toHaveAttribute('href', wetFloor);
  await page.goto(`${site.url}${wetFloor}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wet Floor');
  await expect(page.getByLabel('Size')).toContainText('17x22 - $12.5');

  // The day's notice, on every page, until the end of its last day; next week's not yet (a production build).
  for (const route of ['/', '/quote', wetFloor]) {
    await page.goto(`${site.url}${route}`);
    await expect(page.getByRole('complementary', { name: 'Notice' })).toHaveText(NOTICE);
  }

  // Signs and Banners' sentence and search title, the renamed menu entry, the uploaded logo.
  await page.goto(`${site.url}${SIGNS}`);
  await expect(page.getByRole('main')).toContainText(ADDED_SENTENCE);
  await expect(page).toHaveTitle(new RegExp(literal(SEARCH_TITLE)));
  await expect(page.getByRole('contentinfo').getByRole('link', { name: NEW_LABEL, exact: true })).toHaveAttribute(
    'href',
    renamedSection.href,
  );
  const logo = (JSON.parse(readFileSync(path.join(copy, HOME_FILE), 'utf8')) as HomeFile).brands[0].logo;
  await page.goto(`${site.url}/`);
  await expect(page.getByRole('img', { name: brand.name, exact: true })).toHaveAttribute('src', logo);
  expect(await (await page.request.get(`${site.url}${logo}`)).text()).toBe(NEW_LOGO);
  await site.stop();

  // Three days later by the server's clock, the same build: a page older than its hour is rendered
  // again on its next visit (app/layout.tsx), now without the notice (next week's is still to come
  // and stays out of a production build); the visit that finds it old
  // still gets it as it was (that the notice's days are the shop's is lib/content/notice.test.ts).
  const later = await startSite({
    cwd: copy,
    env: () => ({
      EMBEDDED_DB_DIR: 'memory://',
      NODE_OPTIONS: `--import ${path.join(projectRoot, 'e2e', 'fakes', 'clock-offset.mjs')}`,
      CLOCK_OFFSET_MS: String(3 * 24 * 60 * 60 * 1000),
    }),
  });
  const notice = page.getByRole('complementary', { name: 'Notice' });
  await expect
    .poll(
      async () => {
        await page.goto(`${later.url}/quote`);
        return notice.count();
      },
      { timeout: 30_000 },
    )
    .toBe(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('/quote'));
});

/** `npm run build` in the copy, as a host runs it: the content check first, then `next build`. */
function npmBuild(env: Record<string, string>) {
  return spawnSync('npm', ['run', 'build'], {
    cwd: copy,
    env: { ...process.env, NODE_ENV: 'production', SKIP_BUILD_TYPECHECK: '1', ...env },
    encoding: 'utf8',
  });
}

test("a preview of content the check refuses is built as the check's list, shown at every address; any other build stops at the check", async ({
  page,
}) => {
  // One build of the report (seconds: it has no page of the site) and one check.
  test.setTimeout(240_000);
  // A shop's phone that is not one, and a template's price in words.
  const shopFile = path.join(copy, 'data', 'content', 'shop.json');
  writeFileSync(shopFile, JSON.stringify({ ...JSON.parse(readFileSync(shopFile, 'utf8')), phone: '555' }, null, 2));
  const templateFile = path.join(copy, TEMPLATES_FOLDER, readdirSync(path.join(copy, TEMPLATES_FOLDER)).sort()[0]);
  const template = JSON.parse(readFileSync(templateFile, 'utf8')) as { prices: { size: string; price: unknown }[] };
  template.prices[0].price = 'twelve dollars';
  writeFileSync(templateFile, JSON.stringify(template, null, 2));
  // The check's lines, with the paths the copy's own build writes (relative to the copy).
  const problems = contentProblems(copyContent()).problems.map((problem) => problem.replace(`${copy}${path.sep}`, ''));
  expect(problems).toEqual([
    expect.stringMatching(new RegExp(`^${literal(path.relative(copy, templateFile))}: prices\\[0\\]\\.price: `)),
    expect.stringMatching(/^data\/content\/shop\.json: phone: /),
  ]);

  const preview = npmBuild({ DEPLOY_ENV: 'preview' });
  expect(preview.status, preview.stdout + preview.stderr).toBe(0);
  for (const problem of problems) expect(preview.stderr).toContain(problem);
  const site = await startSite({ cwd: copy, store: false, env: () => ({ DEPLOY_ENV: 'preview' }) });
  for (const route of ['/', SIGNS, templatePath(0)]) {
    const response = await page.goto(`${site.url}${route}`);
    expect(response?.headers()['x-robots-tag'], route).toBe('noindex');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`This preview shows the content check's 2 problems, not the site`);
    const rows = page.getByRole('table', { name: 'Problems, by file' }).getByRole('row');
    await expect(rows).toHaveText(
      ['File Field and what is wrong', ...splitProblems(problems).map(({ file, message }) => `${file} ${message}`)],
      {
        useInnerText: true,
      },
    );
  }
  await site.stop();

  // A build for the live site stops at the check, before `next build`, naming the same problems.
  const production = npmBuild({});
  expect(production.status).toBe(1);
  for (const problem of problems) expect(production.stderr).toContain(problem);
  expect(production.stdout + production.stderr).not.toContain('Creating an optimized production build');
});
