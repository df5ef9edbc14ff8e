import fs from 'node:fs';
import path from 'node:path';
import { contentFolderWith } from '@/test/content-folder-copy';
import { TEMPLATE_FILE } from '@/test/fixtures/content-samples';
import { getTemplate, getTemplates, readTemplates, templateImage, TEMPLATES_FOLDER } from './templates';

const templates = getTemplates();

const folderWith = (name: string, change: (entry: Record<string, unknown>) => void) => contentFolderWith(TEMPLATES_FOLDER, name, change);

/** The templates' files as written, by file name. */
const files = fs
  .readdirSync(TEMPLATES_FOLDER)
  .filter((file) => file.endsWith('.json'))
  .map((file) => ({
    file,
    ...(JSON.parse(fs.readFileSync(path.join(TEMPLATES_FOLDER, file), 'utf8')) as { order: number; filename: string }),
  }));

describe(TEMPLATES_FOLDER, () => {
  it('holds one template per file, in the order of their files, then of their names (docs/requirements.md#template-library, rule 1)', () => {
    const inOrder = [...files].sort((a, b) => a.order - b.order || a.file.localeCompare(b.file));
    expect(templates.map((t) => t.filename)).toEqual(inOrder.map((file) => file.filename));
  });

  it('gives each template its own description (docs/requirements.md#template-library; the old site repeated one)', () => {
    expect(new Set(templates.map((t) => t.description)).size).toBe(templates.length);
  });

  it('prices each size of a template once, at a positive price', () => {
    for (const t of templates) {
      expect(t.price).toHaveLength(t.sizes.length);
      expect(new Set(t.sizes).size).toBe(t.sizes.length);
      for (const price of t.price) expect(price).toBeGreaterThan(0);
    }
  });

  it('adds a template with a new file, at its order, after the templates of the same order', () => {
    const { order } = files.find((file) => file.filename === templates[0].filename)!;
    // Its file's name sorts after the others', so it comes after every template of its order.
    const folder = folderWith('zz-wet-floor.json', (template) =>
      Object.assign(template, {
        description: 'Wet Floor',
        order,
        filename: templates[0].filename,
        prices: [{ size: '8.5x11', price: 4.5 }],
      }),
    );
    const place = files.filter((file) => file.order <= order).length;
    expect(readTemplates(folder)).toEqual([
      ...templates.slice(0, place),
      { description: 'Wet Floor', filename: templates[0].filename, sizes: ['8.5x11'], price: [4.5] },
      ...templates.slice(place),
    ]);
  });
});

describe('the content check of a template file', () => {
  const read = (folder: string) => () => readTemplates(folder);

  it('refuses a template without a description, naming the file and the field', () => {
    const folder = folderWith(TEMPLATE_FILE, (template) => delete template.description);
    expect(read(folder)).toThrow(`${folder}/${TEMPLATE_FILE}: description:`);
  });

  it('refuses a price that is not a number', () => {
    const folder = folderWith(TEMPLATE_FILE, (template) => (template.prices = [{ size: '8.5x11', price: '5' }]));
    expect(read(folder)).toThrow(`${folder}/${TEMPLATE_FILE}: prices[0].price:`);
  });

  it('refuses a size that does not read like 8.5x11', () => {
    const folder = folderWith(TEMPLATE_FILE, (template) => (template.prices = [{ size: 'large', price: 5 }]));
    expect(read(folder)).toThrow(`${folder}/${TEMPLATE_FILE}: prices[0].size:`);
  });

  it.each(['/templates/face-mask-required/../../secret.svg', '/templates/face-mask-required/filename.png', 'face-mask-required.svg'])(
    'refuses a design that is not an SVG of a folder of /templates/: %s',
    (design) => {
      const folder = folderWith(TEMPLATE_FILE, (template) => (template.filename = design));
      expect(read(folder)).toThrow(`${folder}/${TEMPLATE_FILE}: filename:`);
    },
  );
});

describe('getTemplate', () => {
  const last = templates.length - 1;

  it('returns the first and last templates by zero-based index', () => {
    expect(getTemplate('0')).toBe(templates[0]);
    expect(getTemplate(String(last))).toBe(templates[last]);
  });

  it.each([String(templates.length), '-1', 'a', '01', '', '1e1'])('returns undefined for %j', (id) => {
    expect(getTemplate(id)).toBeUndefined();
  });
});

describe('templateImage', () => {
  it('is the sign design under /templates, a file of public/', () => {
    for (const t of templates) {
      expect(templateImage(t)).toBe(t.filename);
      expect(templateImage(t)).toMatch(/^\/templates\//);
      expect(fs.existsSync(path.join('public', templateImage(t)))).toBe(true);
    }
  });
});
