import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Markdoc from '@markdoc/markdoc';
import type { z } from 'zod';
import { HOME_FILE } from '@/lib/content/home';
import { MACHINES_FOLDER } from '@/lib/content/machines';
import { MENUS_FILE, menusFileSchema } from '@/lib/content/menus';
import { NOTICE_FILE } from '@/lib/content/notice';
import { PAGES_FOLDER } from '@/lib/content/pages';
import { homeFileSchema } from '@/lib/content/schemas/home-file';
import { machineFileSchema } from '@/lib/content/schemas/machine';
import { noticeFileSchema } from '@/lib/content/schemas/notice-file';
import { pageBlockSchema, pageFileSchema, pageHasBlockKind } from '@/lib/content/schemas/page';
import { pagePictureFolder } from '@/lib/content/schemas/picture';
import { shopFileSchema } from '@/lib/content/schemas/shop-file';
import { templateDesignFolder, templateFileSchema } from '@/lib/content/schemas/template';
import { serviceCatalogFileSchema } from '@/lib/content/service-catalog';
import { SHOP_FILE } from '@/lib/content/shop';
import { TEMPLATES_FOLDER } from '@/lib/content/templates';

/**
 * The content editor's fields (keystatic.config.ts) and the zod schemas that check content
 * (lib/content/schemas/) describe the same files (docs/editing.md): the same keys in
 * the same order (the order the editor writes them in), the same folders, and the same verdict on
 * each file, the repository's and changed copies of them; for the pages (the singletons `page-*`),
 * the same kinds of blocks with the same fields too. Keystatic reads through
 * test/keystatic-read.ts (its packages are ES modules, which jest does not load).
 */

type Entry = Record<string, unknown>;
type Collection = 'machines' | 'templates';
type Singleton = 'notice' | 'shop' | 'home' | 'menus' | 'service-catalog';

/** Each collection: its folder, its schema, the entry the changes below change, and its rich-text fields. */
const collections: Record<Collection, { folder: string; schema: z.ZodObject; sample: string; richText: string[] }> = {
  machines: { folder: MACHINES_FOLDER, schema: machineFileSchema, sample: 'hp-designjet-t850-36-in-mfp', richText: ['description'] },
  templates: { folder: TEMPLATES_FOLDER, schema: templateFileSchema, sample: 'face-mask-required', richText: [] },
};

/**
 * Changes made to one entry, each a file the editor and the schema must judge alike. Left out are
 * the rules only the schemas have (lib/content/schemas/machine.ts says which): the editor cannot require a
 * rich text, nor keep a heading out of one typed by hand (lib/content/machines.test.ts checks those),
 * nor hold an upload to a picture's format (lib/content/templates.test.ts checks a design's).
 */
const changes: [Collection, string, (entry: Entry) => void][] = [
  ['machines', 'no name', (m) => delete m.name],
  ['machines', 'an empty name', (m) => (m.name = '')],
  ['machines', 'an unknown category', (m) => (m.category = 'printers')],
  ['machines', 'a place of 0', (m) => (m.order = 0)],
  ['machines', 'a place of 1.5', (m) => (m.order = 1.5)],
  ['machines', 'a place that is not a number', (m) => (m.order = 'first')],
  [
    'machines',
    'a description of two paragraphs and a list',
    (m) => (m.description = 'Prints plans.\n\nScans them:\n\n- to email\n- to USB'),
  ],
  ['machines', 'a description naming a shop fact', (m) => (m.description = 'Call {% shop value="service_phone" /%} for service.')],
  ['machines', 'no features', (m) => (m.features = [])],
  ['machines', 'an empty feature', (m) => (m.features = ['Fast', ''])],
  ['machines', 'artwork that is not an SVG of /images/machines/', (m) => (m.image_url = '/images/photo.jpg')],
  ['machines', 'a datasheet that is not a link', (m) => (m.datasheet_url = 'datasheet.pdf')],
  ['machines', 'a datasheet on the site', (m) => (m.datasheet_url = '/files/t850.pdf')],
  ['machines', 'no video', (m) => delete m.video_url],
  [
    'machines',
    'a photo and what it shows',
    (m) => Object.assign(m, { photo: '/images/machines/hp-designjet-t850-36-in-mfp/photo.jpg', photo_alt: 'The T850 in an office' }),
  ],
  ['machines', 'specifications', (m) => (m.specifications = [{ name: 'Max. print width', value: '36 in' }])],
  ['machines', 'a specification without a value', (m) => (m.specifications = [{ name: 'Max. print width', value: '' }])],
  ['templates', 'no title', (t) => delete t.description],
  ['templates', 'a price that is not a number', (t) => (t.prices = [{ size: '8.5x11', price: '5' }])],
  ['templates', 'a price of 0', (t) => (t.prices = [{ size: '8.5x11', price: 0 }])],
  ['templates', 'a price in cents', (t) => (t.prices = [{ size: '8.5x11', price: 4.5 }])],
  ['templates', 'a size that does not read like 8.5x11', (t) => (t.prices = [{ size: 'large', price: 5 }])],
  ['templates', 'no prices', (t) => (t.prices = [])],
  ['templates', 'no design', (t) => delete t.filename],
];

/**
 * A project root with copies of both content folders and the shop's and the Home page's files,
 * and one file changed: an entry of a collection, a singleton (the notice written anew), or the
 * page PAGE_FILE (alone in its folder).
 */
function rootWith(entry: Collection | Singleton | 'page', change: (entry: Entry) => void): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-editor-'));
  for (const { folder } of Object.values(collections)) fs.cpSync(folder, path.join(root, folder), { recursive: true });
  for (const file of [SHOP_FILE, HOME_FILE]) fs.cpSync(file, path.join(root, file));
  const file =
    entry === 'page'
      ? path.join(PAGES_FOLDER, PAGE_FILE)
      : entry in singletons
        ? singletons[entry as Singleton].file
        : path.join(collections[entry as Collection].folder, `${collections[entry as Collection].sample}.json`);
  const data = entry === 'notice' ? structuredClone(holidayNotices) : (JSON.parse(fs.readFileSync(file, 'utf8')) as Entry);
  change(data);
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), JSON.stringify(data, null, 2));
  return root;
}

/**
 * What Keystatic's reader made of each entry of each root: the entry, or its error (a page: true
 * once read, test/keystatic-read.ts). Keyed by collection or singleton, the pages' `page-*` too.
 */
interface KeystaticView {
  fields: Record<string, string[]>;
  paths: Record<string, string>;
  /** Each page's kinds of blocks, each with its fields. */
  blocks: Record<string, Record<string, string[]>>;
  /** What the editor stores for an upload into a brand's logo, a template's design, and a page's pictures (of the page at `path`). */
  uploads: { logo: string; design: string; page: { path: string; photo: string; drawing: string } };
  roots: Record<string, { slug: string; entry?: Entry | true | null; error?: string }[]>[];
}

/** The notices the notice's cases change: the repository's file may have none. */
const holidayNotices: Entry = {
  notices: [
    { message: 'Closed December 24-26 for the holidays.', start: '2026-12-24', end: '2026-12-26' },
    { message: 'Closed **January 1**.', start: '2027-01-01', end: '2027-01-01' },
  ],
};
/** The first of a notice file's notices. */
const firstNotice = (file: Entry) => (file.notices as Entry[])[0];

/**
 * The singletons, and files of each the editor and the schema must judge alike. Left out are the
 * rules only the schemas have (lib/content/schemas/notice-file.ts, shop-file.ts say which), as the editor's fields
 * cannot express them; and a logo's format (an SVG, by its name), as the editor takes any upload.
 */
const singletons: Record<Singleton, { file: string; schema: z.ZodType & { shape: object }; cases: [string, (entry: Entry) => void][] }> = {
  notice: {
    file: NOTICE_FILE,
    schema: noticeFileSchema,
    cases: [
      ['two notices and their days', () => undefined],
      ['no notices', (n) => (n.notices = [])],
      [
        'a message with a link and a shop fact',
        (n) => (firstNotice(n).message = 'Call {% shop value="phone" /%} or [ask online](/quote).'),
      ],
      ['a notice of one day', (n) => (firstNotice(n).end = firstNotice(n).start)],
      ['a notice without its first day', (n) => delete firstNotice(n).start],
      ['a day written otherwise', (n) => (firstNotice(n).start = '12/24/2026')],
    ],
  },
  shop: {
    file: SHOP_FILE,
    schema: shopFileSchema,
    cases: [
      ["the repository's shop", () => undefined],
      ['no name', (s) => delete s.name],
      ['no main phone', (s) => delete s.phone],
      ['no street', (s) => (s.street = '')],
      ['a state written out', (s) => (s.region = 'Oregon')],
      ['a ZIP code of 4 digits', (s) => (s.postal_code = '9721')],
      ['a ZIP+4 code', (s) => (s.postal_code = '97214-0001')],
      ['hours written otherwise', (s) => ((s.hours as Entry).monday = '8am-5pm')],
      ['no founding year', (s) => delete s.founded],
      ['founded in 1799', (s) => (s.founded = 1799)],
      ['founded next year', (s) => (s.founded = new Date().getFullYear() + 1)],
      ['Saturday hours', (s) => ((s.hours as Entry).saturday = '09:00-13:00')],
      ['Friday closed', (s) => delete (s.hours as Entry).friday],
    ],
  },
  home: {
    file: HOME_FILE,
    schema: homeFileSchema,
    cases: [
      ["the repository's Home page", () => undefined],
      ['no featured machine', (h) => (h.featured = [])],
      ['four featured machines', (h) => (h.featured = [...(h.featured as string[]), 'hp-latex-115-printer'])],
      ['a brand without a name', (h) => (h.brands = [{ logo: '/images/brands/hp.svg' }])],
      ['a logo uploaded in the editor', (h) => (h.brands = [{ name: 'HP', logo: '/images/brands/brands/0/logo.svg' }])],
      ['a brand without its logo', (h) => (h.brands = [{ name: 'HP' }])],
      ['no brands', (h) => (h.brands = [])],
    ],
  },
  menus: {
    file: MENUS_FILE,
    schema: menusFileSchema,
    cases: [
      ["the repository's menus", () => undefined],
      ['no main section', (m) => (m.main = [])],
      ['a link to a page the site does not have', (m) => (m.main = [{ href: '/nowhere', label: 'Nowhere' }])],
      ['a link without its label', (m) => (m.quickRequests = [{ href: '/quote', label: '' }])],
      ['an outside service the site does not have', (m) => (m.services = [{ href: 'outside:fax', label: 'Fax' }])],
      ['no outside service', (m) => (m.services = [])],
    ],
  },
  'service-catalog': {
    file: 'data/content/service-catalog.json',
    schema: serviceCatalogFileSchema,
    cases: [
      ["the repository's catalogue", () => undefined],
      ['no print service', (c) => (c.print = [])],
      ['a service on a page the site does not have', (c) => (c.scan = [{ href: '/scans', title: 'Scans', summary: 'Scans.' }])],
      ['a service without its summary', (c) => (c.plan = [{ href: '/bidsets', title: 'Bidsets', summary: '' }])],
    ],
  },
};

/** The page the changed copies change, e.g. 'about.json': the first of data/content/pages/, whichever there are. */
const PAGE_FILE = fs
  .readdirSync(PAGES_FOLDER)
  .filter((name) => name.endsWith('.json'))
  .sort()[0];
/** The most characters of a search title (lib/content/schemas/page.ts). */
const SEO_TITLE_MAX = pageFileSchema.shape.seo_title.unwrap().maxLength!;

/** A picture block of PAGE_FILE, as the editor stores an upload into it, with `change`. */
function pictureBlock(change: Entry): Entry {
  const src = `${pagePictureFolder(PAGE_FILE.replace(/\.json$/, ''))}blocks/9/value/src.JPG`;
  return { discriminant: 'image', value: { src, alt: 'The shop front', caption: '', width: 1200, height: 800, ...change } };
}

/**
 * Pages the editor and the schema must judge alike. Left out are the rules only the schema has,
 * which the editor's fields cannot express: the first block is the page's title and there is one,
 * what a rich text may hold (lib/content/schemas/rich-text.ts), where a link leads (the content check), a
 * picture's format (by its name's extension: the editor takes any file).
 */
const pageCases: [string, (page: Entry) => void][] = [
  ["the repository's page", () => undefined],
  ['no blocks', (p) => (p.blocks = [])],
  ['no search title or description', (p) => (delete p.seo_title, delete p.seo_description)],
  [`a search title of ${SEO_TITLE_MAX} characters`, (p) => (p.seo_title = 'x'.repeat(SEO_TITLE_MAX))],
  [`a search title of ${SEO_TITLE_MAX + 1} characters`, (p) => (p.seo_title = 'x'.repeat(SEO_TITLE_MAX + 1))],
  ['a search description of 201 characters', (p) => (p.seo_description = 'x'.repeat(201))],
  [
    'a block of a kind there is none of',
    (p) => (p.blocks as Entry[]).push({ discriminant: 'video', value: { src: 'https://example.com' } }),
  ],
  ['a section without its heading', (p) => (p.blocks as Entry[]).push({ discriminant: 'section', value: { heading: '' } })],
  [
    'an anchor with capitals',
    (p) => (p.blocks as Entry[]).push({ discriminant: 'section', value: { heading: 'Work', anchor: 'Our-Work' } }),
  ],
  ['a picture uploaded in the editor', (p) => (p.blocks as Entry[]).push(pictureBlock({}))],
  ['a picture without its file', (p) => (p.blocks as Entry[]).push(pictureBlock({ src: undefined }))],
  ['a picture without what it shows', (p) => (p.blocks as Entry[]).push(pictureBlock({ alt: '' }))],
];

const singletonCases = (Object.entries(singletons) as [Singleton, (typeof singletons)[Singleton]][]).flatMap(([name, { cases }]) =>
  cases.map(([label, change]) => [name, label, change] as const),
);
const changedRoots = changes.map(([collection, , change]) => rootWith(collection, change));
const singletonRoots = singletonCases.map(([name, , change]) => rootWith(name, change));
const pageRoots = pageCases.map(([, change]) => rootWith('page', change));
const roots = [process.cwd(), ...changedRoots, ...singletonRoots, ...pageRoots];
const view = JSON.parse(
  execFileSync(path.join('node_modules', '.bin', 'tsx'), ['test/keystatic-read.ts', ...roots], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  }),
) as KeystaticView;

/**
 * An entry with its rich texts as test/keystatic-read.ts gives what Keystatic read (Keystatic reads
 * Markdoc nodes): their source as Markdoc's `format` writes it.
 */
function withFormattedRichText(entry: Entry, fields: string[]): Entry {
  return { ...entry, ...Object.fromEntries(fields.map((field) => [field, Markdoc.format(Markdoc.parse(String(entry[field])))])) };
}

/** An entry without its empty fields: Keystatic reads a missing text as '' where zod leaves it out, and a list is [] or missing alike. */
function withoutEmpty(entry: Entry): Entry {
  const empty = (value: unknown) => value === '' || value === null || (Array.isArray(value) && value.length === 0);
  return Object.fromEntries(Object.entries(entry).filter(([, value]) => !empty(value)));
}

describe.each(Object.entries(collections) as [Collection, (typeof collections)[Collection]][])('%s', (name, { folder, schema, sample }) => {
  it('has the same fields as its schema, in the same order', () => {
    expect(view.fields[name]).toEqual(Object.keys(schema.shape));
  });

  it('is kept in the folder the site reads', () => {
    expect(view.paths[name]).toBe(`${folder}/*`);
  });

  it('reads every file of the repository as the schema does, and the same values', () => {
    const read = view.roots[0][name];
    expect(read.map((entry) => entry.slug).sort()).toEqual(
      fs
        .readdirSync(folder)
        .map((file) => file.replace(/\.json$/, ''))
        .sort(),
    );
    for (const { slug, entry, error } of read) {
      expect({ slug, error }).toEqual({ slug, error: undefined });
      const file = JSON.parse(fs.readFileSync(path.join(folder, `${slug}.json`), 'utf8'));
      expect(withoutEmpty(entry as Entry)).toEqual(withoutEmpty(withFormattedRichText(schema.parse(file), collections[name].richText)));
    }
  });

  it.each(changes.map((change, index) => [change[1], index + 1, change[0]] as const).filter(([, , collection]) => collection === name))(
    'judges a file with %s as the schema does',
    (_, root) => {
      const file = JSON.parse(fs.readFileSync(path.join(roots[root], folder, `${sample}.json`), 'utf8'));
      const keystatic = view.roots[root][name].find((entry) => entry.slug === sample)!;
      const keystaticAccepts = keystatic.error === undefined && keystatic.entry != null;
      expect({ keystaticAccepts, error: keystatic.error }).toMatchObject({ keystaticAccepts: schema.safeParse(file).success });
    },
  );
});

describe.each(Object.entries(singletons) as [Singleton, (typeof singletons)[Singleton]][])('the %s', (name, { file, schema }) => {
  it('has the same fields as its schema, in the same order, in the file the site reads', () => {
    expect(view.fields[name]).toEqual(Object.keys(schema.shape));
    expect(`${view.paths[name]}.json`).toBe(file);
  });

  it.each(
    singletonCases
      .map(([singleton, label], index) => [label, 1 + changes.length + index, singleton] as const)
      .filter(([, , singleton]) => singleton === name),
  )('judges one with %s as the schema does', (_, root) => {
    const json = JSON.parse(fs.readFileSync(path.join(roots[root], file), 'utf8'));
    const [keystatic] = view.roots[root][name];
    const keystaticAccepts = keystatic.error === undefined && keystatic.entry != null;
    expect({ keystaticAccepts, error: keystatic.error }).toMatchObject({ keystaticAccepts: schema.safeParse(json).success });
  });
});

/** The editor's entry of a page's file, e.g. 'page-about' for data/content/pages/about.json. */
function pageEntry(file: string): string | undefined {
  return Object.keys(view.paths).find((name) => name.startsWith('page-') && `${view.paths[name]}.json` === path.join(PAGES_FOLDER, file));
}

describe('the pages', () => {
  const pageNames = Object.keys(view.fields).filter((name) => name.startsWith('page-'));

  it("each have the same fields as the page's schema, in the same order, in the pages' folder", () => {
    expect(pageNames.length).toBeGreaterThan(0);
    for (const name of pageNames) {
      expect({ name, fields: view.fields[name] }).toEqual({ name, fields: Object.keys(pageFileSchema.shape) });
      expect(view.paths[name]).toMatch(new RegExp(`^${PAGES_FOLDER}/[\\w-]+$`));
    }
  });

  it("each offer the schema's kinds of blocks that the page may have (pageHasBlockKind), each with the same fields in the same order", () => {
    const kinds = pageBlockSchema.options.map(
      (option) => [option.shape.discriminant.value, Object.keys(option.shape.value.shape)] as const,
    );
    for (const name of pageNames) {
      const page = name.replace(/^page-/, '');
      const offered = Object.fromEntries(kinds.filter(([kind]) => pageHasBlockKind(page, kind)));
      expect({ name, blocks: view.blocks[name] }).toEqual({ name, blocks: offered });
    }
  });

  it('have an entry for each file of data/content/pages/, which reads it without error', () => {
    for (const file of fs.readdirSync(PAGES_FOLDER).filter((name) => name.endsWith('.json'))) {
      const name = pageEntry(file);
      expect({ file, name: name !== undefined }).toEqual({ file, name: true });
      expect({ file, read: view.roots[0][name!] }).toEqual({ file, read: [{ slug: name, entry: true }] });
    }
  });

  it.each(pageCases.map(([label], index) => [label, 1 + changes.length + singletonCases.length + index] as const))(
    'judge one with %s as the schema does',
    (_, root) => {
      const json = JSON.parse(fs.readFileSync(path.join(roots[root], PAGES_FOLDER, PAGE_FILE), 'utf8'));
      const [keystatic] = view.roots[root][pageEntry(PAGE_FILE)!];
      const keystaticAccepts = keystatic.error === undefined && keystatic.entry != null;
      expect({ keystaticAccepts, error: keystatic.error }).toMatchObject({ keystaticAccepts: pageFileSchema.safeParse(json).success });
    },
  );
});

describe('a picture uploaded in the editor', () => {
  it('is stored as an address the schemas take, in the folder the site and the content check look in', () => {
    const { logo, design, page } = view.uploads;
    expect(logo).toBe('/images/brands/brands/0/logo.SVG');
    expect(homeFileSchema.shape.brands.element.shape.logo.safeParse(logo).success).toBe(true);
    expect(design).toBe(`${templateDesignFolder('face-mask-required')}filename.svg`);
    expect(templateFileSchema.shape.filename.safeParse(design).success).toBe(true);
    const folder = pagePictureFolder(path.basename(page.path));
    expect([page.photo, page.drawing]).toEqual([`${folder}blocks/1/value/src.JPG`, `${folder}blocks/1/value/pictures/0/src.svg`]);
    const picture = { discriminant: 'image', value: { src: page.photo, alt: 'The shop front' } };
    const gallery = {
      discriminant: 'gallery',
      value: { heading: 'Scans', pictures: [{ src: page.drawing, alt: 'A map', caption: 'A map' }] },
    };
    expect([pageBlockSchema.safeParse(picture).success, pageBlockSchema.safeParse(gallery).success]).toEqual([true, true]);
  });
});

it("compares every entry of the editor with its schema: the collections', the singletons' and the pages'", () => {
  const compared = new Set<string>([...Object.keys(collections), ...Object.keys(singletons)]);
  expect(Object.keys(view.fields).filter((name) => !compared.has(name) && !name.startsWith('page-'))).toEqual([]);
});
