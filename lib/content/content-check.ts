// Relative, not '@/': next.config.ts loads this file, and its loader does not resolve the alias.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { aliasRoutes, categoryPath, staticPageRoutes, uploadPaths } from '../http/routes';
import { readContentFile } from './content-folder';
import { problemCount } from './content-problems';
import { HOME_FILE, readHome } from './home';
import { NOTICE_FILE, readNotice } from './notice';
import { PAGE_PLACEHOLDERS, placeholdersIn } from './page-words';
import { PAGES_FOLDER } from './pages';
import { pictureProblems } from './picture-check';
import { categoryKeys, MACHINE_PHOTO_MAX_BYTES, machineFileSchema } from './schemas/machine';
import { pageFileSchema, pageHasBlockKind, type PageFile } from './schemas/page';
import { DRAWING_FORMATS, PAGE_PICTURE_FORMATS, pagePictureFolder, type PictureFormat } from './schemas/picture';
import { richTextLinks } from './schemas/rich-text';
import { templateDesignFolder, templateFileSchema } from './schemas/template';
import { readShop, SHOP_FILE } from './shop';

/** The content folders and files to check; tests give copies. */
export interface ContentFolders {
  machines: string;
  templates: string;
  notice: string;
  shop: string;
  home: string;
  pages: string;
  /** The folder the site serves its files from, where pictures must be. */
  publicDir: string;
}

/**
 * The repository's content, as the site reads it. The machines' and templates' folders are named
 * here, not imported: lib/content/machines.ts and templates.ts read their folders when they load, and
 * would throw at the first bad file before the check could name them all (content-check.test.ts
 * checks the names are theirs).
 */
export const CONTENT_FOLDERS: ContentFolders = {
  machines: 'data/content/machines',
  templates: 'data/content/templates',
  notice: NOTICE_FILE,
  shop: SHOP_FILE,
  home: HOME_FILE,
  pages: PAGES_FOLDER,
  publicDir: 'public',
};

/**
 * The size of a file of public/ that an entry names, or, when there is none, its problem filed.
 * @returns the file's size in bytes; undefined after filing e.g.
 *   'data/content/machines/x.json: image_url: no file public/images/machines/y.svg'
 */
function publicFileSize(problems: string[], file: string, field: string, publicPath: string, publicDir: string): number | undefined {
  const absolute = path.resolve(/*turbopackIgnore: true*/ process.cwd(), publicDir, `.${publicPath}`);
  if (existsSync(absolute)) return statSync(absolute).size;
  problems.push(`${file}: ${field}: no file public${publicPath}`);
  return undefined;
}

/**
 * Files the problems of a picture an entry names (lib/content/picture-check.ts: missing, in a format
 * the field does not take, too large, an unsafe SVG), and a picture outside the folder the content
 * editor keeps the entry's uploads in, which the editor cannot show and so would drop at a save.
 * @param folder that folder, e.g. '/images/pages/about/'; none where the field's pattern says it
 */
function checkPicture(
  problems: string[],
  { file, field, src }: { file: string; field: string; src: string },
  publicDir: string,
  formats: readonly PictureFormat[],
  folder?: string,
): void {
  if (folder && !src.startsWith(folder)) {
    problems.push(
      `${file}: ${field}: ${src} is not in public${folder}, where the content editor keeps it: move it there or upload it anew`,
    );
  }
  for (const problem of pictureProblems(src, publicDir, formats)) problems.push(`${file}: ${field}: ${problem}`);
}

/**
 * Runs a reader of content and files what it throws as problems, one per line of its message
 * without the heading line ('file: field: what is wrong', lib/content/parse.ts).
 * @returns what the reader returned; undefined when it threw
 */
function collect<T>(problems: string[], read: () => T): T | undefined {
  try {
    return read();
  } catch (error) {
    problems.push(...(error as Error).message.split('\n').filter((line) => !line.startsWith('Invalid data file ')));
    return undefined;
  }
}

/**
 * Every `*.json` file of a content folder, each read against `schema` on its own, so that one bad
 * file does not hide the next.
 * @returns the file names' slugs, and the entries that passed
 */
function readEach<S extends z.ZodType>(
  problems: string[],
  folder: string,
  schema: S,
): { slugs: string[]; entries: { slug: string; file: string; data: z.output<S> }[] } {
  const directory = path.resolve(/*turbopackIgnore: true*/ process.cwd(), folder);
  const slugs = readdirSync(directory)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => name.slice(0, -'.json'.length));
  const entries = slugs.flatMap((slug) => {
    const file = `${folder}/${slug}.json`;
    const data = collect(problems, () => readContentFile(file, path.join(directory, `${slug}.json`), schema));
    return data === undefined ? [] : [{ slug, file, data }];
  });
  return { slugs, entries };
}

/**
 * Every text of a page's content, with its field and its key (a list's item has its list's key).
 * @returns e.g. [{ field: 'blocks[2].value.body', key: 'body', value: 'See [our work](/design).' }]
 */
function pageStrings(page: PageFile): { field: string; key: string; value: string }[] {
  const strings: { field: string; key: string; value: string }[] = [];
  const visit = (value: unknown, field: string, key: string) => {
    if (typeof value === 'string') {
      strings.push({ field, key, value });
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${field}[${index}]`, key));
    } else if (value && typeof value === 'object') {
      for (const [name, item] of Object.entries(value)) visit(item, field ? `${field}.${name}` : name, name);
    }
  };
  visit(page, '', '');
  return strings;
}

/**
 * Every link of a page's content, with the field it is in: the rich texts' links, the buttons'
 * and the cards' targets.
 * @returns e.g. [{ field: 'blocks[2].value.body', href: '/design' }]
 */
function pageLinks(page: PageFile): { field: string; href: string }[] {
  return pageStrings(page).flatMap(({ field, key, value }) => {
    if (key === 'href' || key === 'link_href') return value ? [{ field, href: value }] : [];
    return value.includes('](') ? richTextLinks(value).map((href) => ({ field, href })) : [];
  });
}

/** The file names (slugs) of the machines and templates, whose pages have addresses by them. */
interface EntrySlugs {
  machines: string[];
  templates: string[];
}

/**
 * Whether a link of the site's own (`/...`) leads to a page or a file: a page of the route table
 * or one of its aliases, an equipment category, a machine's or a template's page (by its place,
 * or by its file's name when there is such a file: lib/content/entry-pages.ts), or a file under
 * public/. Another site, a phone or a mailbox is not checked here.
 */
function isKnownPath(href: string, slugs: EntrySlugs, publicDir: string): boolean {
  const pathname = href.split(/[?#]/)[0] || '/';
  if ((staticPageRoutes as readonly string[]).includes(pathname) || pathname in aliasRoutes) return true;
  if ((uploadPaths as readonly string[]).includes(pathname)) return true;
  if (categoryKeys.some((key) => pathname === categoryPath(key) || pathname.startsWith(`${categoryPath(key)}/`))) return true;
  if (/^\/library\/template\/\d+$/.test(pathname)) return true;
  const [, folder, slug] = /^\/(equipment\/machine|library\/file)\/([a-z0-9-]+)$/.exec(pathname) ?? [];
  if (folder) return slugs[folder === 'equipment/machine' ? 'machines' : 'templates'].includes(slug);
  return existsSync(path.resolve(/*turbopackIgnore: true*/ process.cwd(), publicDir, `.${pathname}`));
}

/**
 * Files each link of the site's own (`/...`) of a field that leads to no page or file (isKnownPath).
 * @param hrefs the field's link targets as written; other sites, phones and mailboxes pass
 */
function checkLinks(
  problems: string[],
  { file, field, hrefs }: { file: string; field: string; hrefs: string[] },
  slugs: EntrySlugs,
  publicDir: string,
): void {
  for (const href of hrefs) {
    if (href.startsWith('/') && !isKnownPath(href, slugs, publicDir))
      problems.push(`${file}: ${field}: the link ${href} leads to no page of the site`);
  }
}

/** What the content check read: how many machines, templates and pages. */
export interface ContentCount {
  machines: number;
  templates: number;
  pages: number;
}

/**
 * Every problem of the content (docs/editing.md): a content file (machines, templates, the notice,
 * the shop, the Home page, the pages) that fails its schema, a picture it names missing from
 * public/ (or a machine's photo over its size; a logo, a design or a page's picture in a format
 * its field does not take, too large, an SVG unsafe to show, or outside the folder the content
 * editor keeps it in: checkPicture), a machine the Home page features that does not
 * exist, a link of a page, a machine's description or a notice to a path of the site that leads
 * nowhere. Each file is read on its own,
 * so every bad file is named, not only the first.
 * @returns one line per problem, 'file: field: what is wrong', e.g.
 *   'data/content/pages/about.json: blocks[3].value.body: the link /nowhere leads to no page of the site';
 *   and how many entries were read
 */
export function contentProblems(folders: ContentFolders = CONTENT_FOLDERS): { problems: string[]; count: ContentCount } {
  const problems: string[] = [];
  const machines = readEach(problems, folders.machines, machineFileSchema);
  for (const { file, data } of machines.entries) {
    publicFileSize(problems, file, 'image_url', data.image_url, folders.publicDir);
    const bytes = data.photo && publicFileSize(problems, file, 'photo', data.photo, folders.publicDir);
    if (bytes && bytes > MACHINE_PHOTO_MAX_BYTES) {
      const megabytes = (size: number) => size / 1024 / 1024;
      problems.push(
        `${file}: photo: ${megabytes(bytes).toFixed(1)} MB, over the ${megabytes(MACHINE_PHOTO_MAX_BYTES)} MB a photo may have`,
      );
    }
  }
  const templates = readEach(problems, folders.templates, templateFileSchema);
  for (const { slug, file, data } of templates.entries) {
    checkPicture(problems, { file, field: 'filename', src: data.filename }, folders.publicDir, DRAWING_FORMATS, templateDesignFolder(slug));
  }
  const slugs = { machines: machines.slugs, templates: templates.slugs };
  for (const { file, data } of machines.entries) {
    checkLinks(problems, { file, field: 'description', hrefs: richTextLinks(data.description) }, slugs, folders.publicDir);
  }
  collect(problems, () => readNotice(folders.notice))?.notices.forEach(({ message }, index) =>
    checkLinks(
      problems,
      { file: folders.notice, field: `notices[${index}].message`, hrefs: richTextLinks(message) },
      slugs,
      folders.publicDir,
    ),
  );
  collect(problems, () => readShop(folders.shop));
  const home = collect(problems, () => readHome(folders.home));
  home?.featured.forEach((slug, index) => {
    if (!machines.slugs.includes(slug)) problems.push(`${folders.home}: featured[${index}]: no machine ${folders.machines}/${slug}.json`);
  });
  home?.brands.forEach(({ logo }, index) =>
    checkPicture(problems, { file: folders.home, field: `brands[${index}].logo`, src: logo }, folders.publicDir, DRAWING_FORMATS),
  );
  const pages = existsSync(path.resolve(/*turbopackIgnore: true*/ process.cwd(), folders.pages))
    ? readEach(problems, folders.pages, pageFileSchema).entries
    : [];
  for (const { slug, file, data: page } of pages) {
    page.blocks.forEach(({ discriminant }, index) => {
      if (!pageHasBlockKind(slug, discriminant)) {
        problems.push(
          `${file}: blocks[${index}]: this page cannot have a ${discriminant} block (its route does not draw one: PAGE_OWN_BLOCKS)`,
        );
      }
    });
    for (const { field, href } of pageLinks(page)) checkLinks(problems, { file, field, hrefs: [href] }, slugs, folders.publicDir);
    const filled = PAGE_PLACEHOLDERS[slug] ?? [];
    for (const { field, value } of pageStrings(page)) {
      for (const name of placeholdersIn(value).filter((placeholder) => !filled.includes(placeholder))) {
        const known = filled.length > 0 ? `it fills in ${filled.map((placeholder) => `{${placeholder}}`).join(', ')}` : 'it fills in none';
        problems.push(`${file}: ${field}: {${name}} is not a word this page fills in (${known})`);
      }
    }
    // Every block's picture is a `src` (image, hotspots, slides, logos, gallery); the block's schema says which formats its name may have.
    for (const { field, value: src } of pageStrings(page).filter(({ key }) => key === 'src')) {
      checkPicture(problems, { file, field, src }, folders.publicDir, PAGE_PICTURE_FORMATS, pagePictureFolder(slug));
    }
  }
  return { problems, count: { machines: machines.slugs.length, templates: templates.slugs.length, pages: pages.length } };
}

/**
 * The content check's problems as one error, every problem on a line of its own.
 * @returns e.g. Error('Invalid content: 1 problem (docs/editing.md)\ndata/content/shop.json: phone: …')
 */
export function invalidContentError(problems: string[]): Error {
  return new Error(`Invalid content: ${problemCount(problems.length)} (docs/editing.md)\n${problems.join('\n')}`);
}

/**
 * The content check (docs/editing.md): `contentProblems`, as an error. `npm run check:content`
 * (scripts/check-content.ts) runs it first in `npm run build` and `npm test`, next.config.ts in
 * `next build` and `next dev`, and jest on the repository's content. Not run by the server's route
 * handlers, which read the content but not public/ (a host may serve public/ apart).
 * @returns how many entries it read
 * @throws Error listing every problem, one line each, naming the file and the field
 */
export function checkContent(folders: ContentFolders = CONTENT_FOLDERS): ContentCount {
  const { problems, count } = contentProblems(folders);
  if (problems.length > 0) throw invalidContentError(problems);
  return count;
}
