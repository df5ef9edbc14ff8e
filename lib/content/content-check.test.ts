import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAGE_OWN_BLOCKS, pageFileSchema } from '@/lib/content/schemas/page';
import { pagePictureFolder } from '@/lib/content/schemas/picture';
import { templateDesignFolder } from '@/lib/content/schemas/template';
import { contentFolderWith } from '@/test/content-folder-copy';
import { MACHINE_FILE, machineSamples, TEMPLATE_FILE } from '@/test/fixtures/content-samples';
import { checkContent, CONTENT_FOLDERS, contentProblems } from './content-check';
import { HOME_FILE } from './home';
import { MACHINES_FOLDER } from './machines';
import { NOTICE_FILE } from './notice';
import { PAGE_PLACEHOLDERS } from './page-words';
import { PAGES_FOLDER } from './pages';
import { TEMPLATES_FOLDER } from './templates';

/** The design of TEMPLATE_FILE where the content editor would keep it, but missing. */
const MISSING_DESIGN = `${templateDesignFolder(TEMPLATE_FILE.replace(/\.json$/, ''))}no-such-sign.svg`;

describe('checkContent', () => {
  it("passes the repository's content", () => {
    expect(() => checkContent()).not.toThrow();
  });

  it('refuses a machine whose artwork does not exist, naming the file, the field and the missing file', () => {
    const machines = contentFolderWith(MACHINES_FOLDER, MACHINE_FILE, (machine) => {
      machine.image_url = '/images/machines/no-such-machine.svg';
    });
    expect(() => checkContent({ ...CONTENT_FOLDERS, machines })).toThrow(
      `${machines}/${MACHINE_FILE}: image_url: no file public/images/machines/no-such-machine.svg`,
    );
  });

  it('refuses a template whose design does not exist', () => {
    const templates = contentFolderWith(TEMPLATES_FOLDER, TEMPLATE_FILE, (template) => {
      template.filename = MISSING_DESIGN;
    });
    expect(() => checkContent({ ...CONTENT_FOLDERS, templates })).toThrow(
      `${templates}/${TEMPLATE_FILE}: filename: no file public${MISSING_DESIGN}`,
    );
  });

  it('refuses a template whose price is not a number, naming the field', () => {
    const templates = contentFolderWith(TEMPLATES_FOLDER, TEMPLATE_FILE, (template) => {
      template.prices = [{ size: '8.5x11', price: 'five' }];
    });
    expect(() => checkContent({ ...CONTENT_FOLDERS, templates })).toThrow(`${templates}/${TEMPLATE_FILE}: prices[0].price:`);
  });

  it('refuses a Home page that features a machine that does not exist, naming it', () => {
    const content = contentFolderWith(path.dirname(HOME_FILE), path.basename(HOME_FILE), (home) => {
      home.featured = [machineSamples[0].slug, 'hp-designjet-t9000'];
    });
    const home = path.join(content, path.basename(HOME_FILE));
    expect(() => checkContent({ ...CONTENT_FOLDERS, home })).toThrow(
      `${home}: featured[1]: no machine ${MACHINES_FOLDER}/hp-designjet-t9000.json`,
    );
  });

  it("refuses a link that leads nowhere in a machine's description or a notice, naming the file and the field", () => {
    const machines = contentFolderWith(MACHINES_FOLDER, MACHINE_FILE, (machine) => {
      machine.description = 'Ask us for [a demo](/demo-day) or [a quote](/quote).';
    });
    const content = contentFolderWith(path.dirname(NOTICE_FILE), path.basename(NOTICE_FILE), (file) => {
      file.notices = [
        { message: 'Closed Friday: [see our hours](/about).', start: '2026-12-24', end: '2026-12-26' },
        { message: 'New [plotters](/plotters) in stock.', start: '2026-12-24', end: '2026-12-26' },
      ];
    });
    const notice = path.join(content, path.basename(NOTICE_FILE));
    expect(contentProblems({ ...CONTENT_FOLDERS, machines, notice }).problems).toEqual([
      `${machines}/${MACHINE_FILE}: description: the link /demo-day leads to no page of the site`,
      `${notice}: notices[1].message: the link /plotters leads to no page of the site`,
    ]);
  });

  it('refuses a brand slide whose logo does not exist', () => {
    const content = contentFolderWith(path.dirname(HOME_FILE), path.basename(HOME_FILE), (home) => {
      home.brands = [{ name: 'Roland', logo: '/images/brands/roland.svg' }];
    });
    const home = path.join(content, path.basename(HOME_FILE));
    expect(() => checkContent({ ...CONTENT_FOLDERS, home })).toThrow(`${home}: brands[0].logo: no file public/images/brands/roland.svg`);
  });

  it('refuses a machine whose photo does not exist, naming the file, the field and the missing file', () => {
    const machines = contentFolderWith(MACHINES_FOLDER, MACHINE_FILE, (machine) => {
      Object.assign(machine, { photo: '/images/machines/no-such-machine/photo.jpg', photo_alt: 'The machine' });
    });
    expect(() => checkContent({ ...CONTENT_FOLDERS, machines })).toThrow(
      `${machines}/${MACHINE_FILE}: photo: no file public/images/machines/no-such-machine/photo.jpg`,
    );
  });

  it('refuses a photo without what it shows, and one that is not a JPEG, PNG or WebP', () => {
    const withoutAlt = contentFolderWith(MACHINES_FOLDER, MACHINE_FILE, (machine) => {
      machine.photo = '/images/machines/no-such-machine/photo.jpg';
      delete machine.photo_alt;
    });
    expect(() => checkContent({ ...CONTENT_FOLDERS, machines: withoutAlt })).toThrow(
      `${withoutAlt}/${MACHINE_FILE}: photo_alt: a photo needs its description`,
    );
    const gif = contentFolderWith(MACHINES_FOLDER, MACHINE_FILE, (machine) => {
      Object.assign(machine, { photo: '/images/machines/no-such-machine/photo.gif', photo_alt: 'The machine' });
    });
    expect(() => checkContent({ ...CONTENT_FOLDERS, machines: gif })).toThrow(`${gif}/${MACHINE_FILE}: photo: must be a JPEG, PNG or WebP`);
  });

  it('refuses a photo over 10 MB, and takes one of 10 MB', () => {
    const folder = path.join('public', 'images', 'machines', 'content-check-large-photo');
    fs.mkdirSync(folder, { recursive: true });
    try {
      const machines = contentFolderWith(MACHINES_FOLDER, MACHINE_FILE, (machine) => {
        Object.assign(machine, { photo: '/images/machines/content-check-large-photo/photo.jpg', photo_alt: 'The machine' });
      });
      fs.writeFileSync(path.join(folder, 'photo.jpg'), '');
      fs.truncateSync(path.join(folder, 'photo.jpg'), 10 * 1024 * 1024);
      expect(() => checkContent({ ...CONTENT_FOLDERS, machines })).not.toThrow();
      fs.truncateSync(path.join(folder, 'photo.jpg'), 10 * 1024 * 1024 + 60 * 1024);
      expect(() => checkContent({ ...CONTENT_FOLDERS, machines })).toThrow(
        `${machines}/${MACHINE_FILE}: photo: 10.1 MB, over the 10 MB a photo may have`,
      );
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('names every problem of every file, one line each, not only the first', () => {
    const machines = contentFolderWith(MACHINES_FOLDER, MACHINE_FILE, (machine) => {
      machine.image_url = '/images/machines/no-such-machine.svg';
      machine.features = [];
    });
    const templates = contentFolderWith(TEMPLATES_FOLDER, TEMPLATE_FILE, (template) => {
      template.filename = MISSING_DESIGN;
    });
    const { problems } = contentProblems({ ...CONTENT_FOLDERS, machines, templates });
    expect(problems).toEqual([
      expect.stringMatching(new RegExp(`^${machines}/${MACHINE_FILE}: features: `)),
      `${templates}/${TEMPLATE_FILE}: filename: no file public${MISSING_DESIGN}`,
    ]);
    expect(() => checkContent({ ...CONTENT_FOLDERS, machines, templates })).toThrow(
      `Invalid content: 2 problems (docs/editing.md)\n${problems.join('\n')}`,
    );
  });

  it("counts what it read, and names the readers' own folders", () => {
    const jsonFiles = (folder: string) => fs.readdirSync(folder).filter((name) => name.endsWith('.json')).length;
    expect(contentProblems()).toEqual({
      problems: [],
      count: { machines: jsonFiles(MACHINES_FOLDER), templates: jsonFiles(TEMPLATES_FOLDER), pages: jsonFiles(PAGES_FOLDER) },
    });
    expect(CONTENT_FOLDERS).toMatchObject({ machines: MACHINES_FOLDER, templates: TEMPLATES_FOLDER, pages: PAGES_FOLDER });
  });
});

/** A page's file of the repository, e.g. 'about.json': the first, whichever pages there are. */
const PAGE_FILE = fs
  .readdirSync(PAGES_FOLDER)
  .filter((name) => name.endsWith('.json'))
  .sort()[0];

/** The folder of public/ where the content editor keeps PAGE_FILE's pictures. */
const PAGE_PICTURES = pagePictureFolder(PAGE_FILE.replace(/\.json$/, ''));

/**
 * The pages' folder copied with PAGE_FILE changed: `change` gets its blocks (and the page), and
 * may add one at the end.
 * @returns the copy's folder, and the problems the check finds in it
 */
function pageWith(change: (page: { seo_title?: string; blocks: Record<string, unknown>[] }) => void) {
  const pages = contentFolderWith(PAGES_FOLDER, PAGE_FILE, (page) => change(page as { blocks: Record<string, unknown>[] }));
  return { pages, problems: contentProblems({ ...CONTENT_FOLDERS, pages }).problems };
}

/** A text section at the end of the page, with `body`. */
const sectionWith = (body: string) => ({ discriminant: 'section', value: { heading: 'Checked', body } });

describe("checkContent on a page's content", () => {
  it('refuses a link to a path of the site that leads to no page, naming the file and the field', () => {
    let field = '';
    const { pages, problems } = pageWith(({ blocks }) => {
      field = `blocks[${blocks.length}].value.body`;
      blocks.push(sectionWith('See [our work](/nowhere) and [the quote form](/quote).'));
    });
    expect(problems).toEqual([`${pages}/${PAGE_FILE}: ${field}: the link /nowhere leads to no page of the site`]);
    expect(() => checkContent({ ...CONTENT_FOLDERS, pages })).toThrow(problems[0]);
  });

  it("refuses a block its page's route does not draw, and takes one it does (PAGE_OWN_BLOCKS)", () => {
    const page = PAGE_FILE.replace(/\.json$/, '');
    expect(PAGE_OWN_BLOCKS[page] ?? []).not.toContain('note');
    let index = 0;
    const { pages, problems } = pageWith(({ blocks }) => {
      index = blocks.length;
      blocks.push({ discriminant: 'note', value: { body: 'Closed today.' } });
    });
    expect(problems).toEqual([
      `${pages}/${PAGE_FILE}: blocks[${index}]: this page cannot have a note block (its route does not draw one: PAGE_OWN_BLOCKS)`,
    ]);
    expect(pageWith(({ blocks }) => blocks.push(sectionWith('A common block.'))).problems).toEqual([]);
  });

  it("takes a link to a machine's or a template's address by file name when there is such a file", () => {
    const machine = machineSamples[0].slug;
    const template = TEMPLATE_FILE.replace(/\.json$/, '');
    let field = '';
    const { pages, problems } = pageWith(({ blocks }) => {
      field = `blocks[${blocks.length}].value.body`;
      blocks.push(
        sectionWith(`[A](/equipment/machine/${machine}), [B](/library/file/${template}), [C](/equipment/machine/no-such-machine)`),
      );
    });
    expect(problems).toEqual([`${pages}/${PAGE_FILE}: ${field}: the link /equipment/machine/no-such-machine leads to no page of the site`]);
  });

  it('refuses a placeholder the page does not fill in, naming the file, the field and the words it does', () => {
    expect(PAGE_PLACEHOLDERS[PAGE_FILE.replace(/\.json$/, '')]).toBeUndefined();
    let field = '';
    const { pages, problems } = pageWith(({ blocks }) => {
      field = `blocks[${blocks.length}].value.body`;
      blocks.push(sectionWith('Ask about the {machine}.'));
    });
    expect(problems).toEqual([`${pages}/${PAGE_FILE}: ${field}: {machine} is not a word this page fills in (it fills in none)`]);

    const machinePage = 'equipment-machine.json';
    const misspelt = contentFolderWith(PAGES_FOLDER, machinePage, (page) => {
      (page as { seo_title: string }).seo_title = 'The {machin}';
    });
    expect(contentProblems({ ...CONTENT_FOLDERS, pages: misspelt }).problems).toEqual([
      `${misspelt}/${machinePage}: seo_title: {machin} is not a word this page fills in (it fills in ${PAGE_PLACEHOLDERS[
        'equipment-machine'
      ]
        .map((name) => `{${name}}`)
        .join(', ')})`,
    ]);
  });

  it('refuses a page whose first block is not its title (hero)', () => {
    const { pages, problems } = pageWith(({ blocks }) => {
      blocks.unshift(sectionWith('First.'));
    });
    expect(problems).toContain(`${pages}/${PAGE_FILE}: blocks: the first block is the page’s title (hero)`);
  });

  it.each([
    ['HTML', '<b>Bold</b> words', 'HTML is not allowed here'],
    ['a heading', '## Our work\n\nWords.', 'a heading is not allowed here'],
  ])('refuses a rich text with %s (lib/content/schemas/rich-text.ts), naming the field', (_, body, message) => {
    let field = '';
    const { pages, problems } = pageWith(({ blocks }) => {
      field = `blocks[${blocks.length}].value.body`;
      blocks.push(sectionWith(body));
    });
    expect(problems).toEqual([expect.stringContaining(`${pages}/${PAGE_FILE}: ${field}: ${message}`)]);
  });

  it('takes a search title of its most characters, and refuses one more', () => {
    const most = pageFileSchema.shape.seo_title.unwrap().maxLength!;
    expect(pageWith((page) => (page.seo_title = 'x'.repeat(most))).problems).toEqual([]);
    const { pages, problems } = pageWith((page) => (page.seo_title = 'x'.repeat(most + 1)));
    expect(problems).toEqual([`${pages}/${PAGE_FILE}: seo_title: a search title has at most ${most} characters`]);
  });

  it('refuses a picture that is not in public/, naming the file, the field and the missing file', () => {
    let field = '';
    const { pages, problems } = pageWith(({ blocks }) => {
      field = `blocks[${blocks.length}].value.src`;
      blocks.push({ discriminant: 'image', value: { src: `${PAGE_PICTURES}no-such-picture.jpg`, alt: 'A picture' } });
    });
    expect(problems).toEqual([`${pages}/${PAGE_FILE}: ${field}: no file public${PAGE_PICTURES}no-such-picture.jpg`]);
  });
});

describe('checkContent on uploaded pictures', () => {
  /** A copy of public/, where each test adds its pictures (lib/content/picture-check.ts reads them). */
  let publicDir: string;
  beforeAll(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-check-public-'));
    fs.cpSync('public', publicDir, { recursive: true });
  });
  afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }));

  /** Writes a picture into the copy of public/, at its address. */
  function addPicture(address: string, contents: string | Buffer): void {
    fs.mkdirSync(path.dirname(path.join(publicDir, address)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, address), contents);
  }

  /** An SVG drawing a square, with `inside` and the root's `attributes`. */
  const svg = (inside: string, attributes = '') =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${attributes}><rect width="10" height="10" fill="#123"/>${inside}</svg>`;

  /** What the check says of the Home page with one brand, its logo uploaded in the editor with `contents`. */
  function logoProblems(contents: string | Buffer) {
    // Not the repository's first logo's file (brands/0/), which the other tests' Home page names.
    const logo = `/images/brands/roland/logo.svg`;
    addPicture(logo, contents);
    const content = contentFolderWith(path.dirname(HOME_FILE), path.basename(HOME_FILE), (home) => {
      home.brands = [{ name: 'Roland', logo }];
    });
    const home = path.join(content, path.basename(HOME_FILE));
    return {
      prefix: `${home}: brands[0].logo: public${logo}`,
      problems: contentProblems({ ...CONTENT_FOLDERS, home, publicDir }).problems,
    };
  }

  it.each([
    ['a <script>', svg('<script>alert(1)</script>'), 'has a <script>: a picture may not run code'],
    [
      'an outside reference',
      svg('<image href="https://example.com/x.png" width="10" height="10"/>'),
      'refers to https://example.com/x.png outside the file (href of <image>)',
    ],
    ['an onload= attribute', svg('', ' onload="alert(1)"'), 'has an event handler attribute onload (on <svg>): a picture may not run code'],
    ['a javascript: link', svg('<a href="javascript:alert(1)"><circle r="2"/></a>'), 'links to javascript: (href of <a>)'],
    ['a foreignObject', svg('<foreignObject><p xmlns="http://www.w3.org/1999/xhtml">Hi</p></foreignObject>'), 'has a <foreignObject>'],
  ])('refuses an SVG logo with %s, naming the file, the field and what is wrong', (_, contents, message) => {
    const { prefix, problems } = logoProblems(contents);
    expect(problems).toEqual([expect.stringContaining(`${prefix} ${message}`)]);
  });

  it('takes a clean SVG logo: its own gradient, and a picture it carries', () => {
    const gradient = '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>';
    const clean = svg(
      `${gradient}<rect width="5" height="5" fill="url(#g)"/><image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>`,
    );
    expect(logoProblems(clean).problems).toEqual([]);
  });

  it('refuses a logo that is not an SVG, and one that is missing', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const { prefix, problems } = logoProblems(png);
    expect(problems).toEqual([`${prefix} is not an SVG`]);
    const content = contentFolderWith(path.dirname(HOME_FILE), path.basename(HOME_FILE), (home) => {
      home.brands = [{ name: 'Roland', logo: '/images/brands/brands/0/gone.svg' }];
    });
    const home = path.join(content, path.basename(HOME_FILE));
    expect(contentProblems({ ...CONTENT_FOLDERS, home, publicDir }).problems).toEqual([
      `${home}: brands[0].logo: no file public/images/brands/brands/0/gone.svg`,
    ]);
  });

  it('refuses a PNG page picture over 10 MB, and takes one of 10 MB', () => {
    const src = `${PAGE_PICTURES}blocks/9/value/src.png`;
    const png = (bytes: number) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(bytes - 8)]);
    let field = '';
    const pages = contentFolderWith(PAGES_FOLDER, PAGE_FILE, (page) => {
      const blocks = page.blocks as unknown[];
      field = `blocks[${blocks.length}].value.src`;
      blocks.push({ discriminant: 'image', value: { src, alt: 'The shop front' } });
    });
    addPicture(src, png(10 * 1024 * 1024));
    expect(contentProblems({ ...CONTENT_FOLDERS, pages, publicDir }).problems).toEqual([]);
    addPicture(src, png(10 * 1024 * 1024 + 60 * 1024));
    expect(contentProblems({ ...CONTENT_FOLDERS, pages, publicDir }).problems).toEqual([
      `${pages}/${PAGE_FILE}: ${field}: public${src} is 10.1 MB, over the 10 MB a photo may have`,
    ]);
  });

  it("refuses a page's picture outside the page's folder, and a picture other than its name says", () => {
    addPicture('/images/elsewhere/drawing.svg', svg(''));
    addPicture(`${PAGE_PICTURES}photo.jpg`, svg(''));
    let at = 0;
    const pages = contentFolderWith(PAGES_FOLDER, PAGE_FILE, (page) => {
      const blocks = page.blocks as unknown[];
      at = blocks.length;
      blocks.push(
        {
          discriminant: 'gallery',
          value: { heading: 'Drawings', pictures: [{ src: '/images/elsewhere/drawing.svg', alt: 'A drawing', caption: 'A drawing' }] },
        },
        { discriminant: 'image', value: { src: `${PAGE_PICTURES}photo.jpg`, alt: 'A photo' } },
      );
    });
    // A gallery is not one of this page's blocks: refused for that too, which is not what this test is about.
    expect(
      contentProblems({ ...CONTENT_FOLDERS, pages, publicDir }).problems.filter((problem) => !problem.includes('cannot have')),
    ).toEqual([
      `${pages}/${PAGE_FILE}: blocks[${at}].value.pictures[0].src: /images/elsewhere/drawing.svg is not in public${PAGE_PICTURES}, where the content editor keeps it: move it there or upload it anew`,
      `${pages}/${PAGE_FILE}: blocks[${at + 1}].value.src: public${PAGE_PICTURES}photo.jpg is an SVG, not a JPEG as its name says`,
    ]);
  });

  it("refuses a template's design outside the template's folder", () => {
    const design = `${templateDesignFolder('another-template')}filename.svg`;
    addPicture(design, svg(''));
    const templates = contentFolderWith(TEMPLATES_FOLDER, TEMPLATE_FILE, (template) => {
      template.filename = design;
    });
    expect(contentProblems({ ...CONTENT_FOLDERS, templates, publicDir }).problems).toEqual([
      `${templates}/${TEMPLATE_FILE}: filename: ${design} is not in public${templateDesignFolder(TEMPLATE_FILE.replace(/\.json$/, ''))}, where the content editor keeps it: move it there or upload it anew`,
    ]);
  });
});
