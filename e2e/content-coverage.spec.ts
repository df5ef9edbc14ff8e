import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { richTextPlain, SHOP_VALUES } from '../lib/content/schemas/rich-text';
import { shopFact } from '../lib/content/site';
import { expect, test } from './support/fixtures';

/**
 * Every word a visitor reads is content the shop edits (docs/editing.md): for every page of the
 * sitemap, the words of its main content outside forms are found in the content files of
 * data/content/, which the content editor shows. Form labels and messages are the spec's and stay
 * in code (forms are left out), and so are the few fixed texts below.
 */

/** The share of a page's words that must be found in the content files. */
const REQUIRED_SHARE = 0.95;

/**
 * Texts the spec fixes, not the shop (docs/requirements.md): the buttons of every machine and
 * template, and the trail's first crumbs.
 */
const FIXED_TEXTS = ['Read More', 'Order Prints', 'Download Datasheet'];

/**
 * The note under every form (components/forms/FormNotice.tsx: docs/requirements.md#privacy-and-terms
 * fixes it), which stands outside the form element.
 */
const FORM_NOTICE = [
  /^How we use what you send:/,
  /This site is protected by reCAPTCHA/,
  /^and Terms of (Sale|Service)( apply)?\.?$/,
  /^apply\.$/,
];

/** Every JSON file under a folder. */
function jsonFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return jsonFiles(file);
    return name.endsWith('.json') ? [file] : [];
  });
}

/** Every string of a JSON value, rich texts also as the words they show. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value, richTextPlain(value, shopFact)];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  if (typeof value === 'number') return [String(value)];
  return [];
}

/** Quotes, dashes and spaces written one way, so a typographic quote matches a plain one. */
function normalized(text: string): string {
  return text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/[–—]/g, '-').replace(/\s+/g, ' ').trim();
}

/** All the words of the content files, and the shop's facts as the pages show them. */
const corpus = normalized(
  [...jsonFiles('data/content').flatMap((file) => strings(JSON.parse(readFileSync(file, 'utf8')))), ...SHOP_VALUES.map(shopFact)].join(
    '\n',
  ),
);

/**
 * The content strings with placeholders that the code fills in (`Buy, lease or service the
 * {machine}`, lib/content/page-words.ts), as patterns a shown line may match.
 */
const templates = jsonFiles('data/content')
  .flatMap((file) => strings(JSON.parse(readFileSync(file, 'utf8'))))
  .filter((text) => /\{[a-z_]+\}/.test(text))
  .map(
    (text) =>
      new RegExp(
        normalized(text)
          .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
          .replace(/\\?\{[a-z_]+\\?\}/g, '.+'),
      ),
  );

/** Whether a shown line is the content's: in the content files, or a template of theirs filled in. */
const inContent = (line: string) => corpus.includes(line) || templates.some((pattern) => pattern.test(line));

const wordCount = (text: string) => text.split(' ').filter((word) => /[a-z]/i.test(word)).length;

// The pages are pre-rendered: their words are in the HTML, and reading them needs no script.
test.use({ javaScriptEnabled: false });

test('every page of the sitemap shows words that are in the content files, at least 95% of them', async ({ page, request }) => {
  // 79 pages, one load each: about a second a page on a busy machine.
  test.setTimeout(300_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  expect(paths.length).toBeGreaterThan(0);

  let words = 0;
  let found = 0;
  const below: string[] = [];
  for (const pathname of paths) {
    await page.goto(pathname, { waitUntil: 'domcontentloaded' });
    // The page's own words: not its forms (their labels and messages are the spec's), not the parts
    // the site draws from other data (`data-part`: a machine grid, the bidsets, computed tables), not
    // the pictures' drawings, nor what a link says to screen readers about a new tab (NewTabLink).
    const text = await page.locator('main').evaluate((main) => {
      const copy = main.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('form, [data-part], svg, script, style, .visually-hidden').forEach((element) => element.remove());
      copy.querySelectorAll('p, h1, h2, h3, h4, li, td, th, caption, summary, figcaption, dt, dd, a, button').forEach((element) => {
        element.append('\n');
      });
      return copy.textContent ?? '';
    });
    const lines = text
      .split('\n')
      .map(normalized)
      .map((line) => FIXED_TEXTS.reduce((rest, fixed) => (rest.startsWith(fixed) ? rest.slice(fixed.length) : rest), line))
      .map((line) => line.replace(/^[\s:.,]+/, ''))
      .filter((line) => wordCount(line) > 0 && !FORM_NOTICE.some((pattern) => pattern.test(line)));
    const missing = lines.filter((line) => !inContent(line));
    const pageWords = lines.reduce((sum, line) => sum + wordCount(line), 0);
    const pageFound = pageWords - missing.reduce((sum, line) => sum + wordCount(line), 0);
    words += pageWords;
    found += pageFound;
    if (pageWords > 0 && pageFound / pageWords < REQUIRED_SHARE) {
      below.push(`${pathname}: ${Math.round((100 * pageFound) / pageWords)}% (not in content: ${missing.slice(0, 5).join(' | ')})`);
    }
  }
  test
    .info()
    .annotations.push({ type: 'content share', description: `${found} of ${words} words (${((100 * found) / words).toFixed(1)}%)` });
  expect(below, 'pages under 95%').toEqual([]);
  expect(found / words).toBeGreaterThanOrEqual(REQUIRED_SHARE);
});
