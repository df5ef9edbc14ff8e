import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { richTextPlain, SHOP_VALUES } from '../lib/schemas/rich-text';
import { shopFact } from '../lib/site';
import { expect, test } from './fixtures';

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
const FIXED_TEXTS = ['Read More', 'Order Prints', 'Download Datasheet', 'Home', 'Services'];

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

/** The text of a page's `main` outside its forms and scripts, one line per block of text. */
function mainText(html: string): string[] {
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  return main
    .replace(/<(script|style|form|template)[\s\S]*?<\/\1>/g, '')
    .replace(/<\/(p|h[1-6]|li|div|section|tr|td|th|summary|figcaption|dt|dd|caption|a|button)>/g, '\n')
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .split('\n')
    .map(normalized)
    .filter((line) => line && !FIXED_TEXTS.includes(line));
}

const wordCount = (text: string) => text.split(' ').filter((word) => /\w/.test(word)).length;

test('every page of the sitemap shows words that are in the content files, at least 95% of them', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  expect(paths.length).toBeGreaterThan(0);

  let words = 0;
  let found = 0;
  const below: string[] = [];
  for (const pathname of paths) {
    const response = await request.get(pathname);
    expect(response.status(), pathname).toBe(200);
    const lines = mainText(await response.text());
    const missing = lines.filter((line) => !corpus.includes(line));
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
  expect(found / words).toBeGreaterThanOrEqual(REQUIRED_SHARE);
  expect(below, 'pages under 95%').toEqual([]);
});
