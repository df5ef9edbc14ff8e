/** @jest-environment node */
import { contentFolderWith } from '@/test/content-folder-copy';
import { getTemplate, getTemplates, readTemplates, templateImage, TEMPLATES_FOLDER } from './templates';

const templates = getTemplates();

const folderWith = (name: string, change: (entry: Record<string, unknown>) => void) => contentFolderWith(TEMPLATES_FOLDER, name, change);

const MASK = 'face-mask-required.json';

describe(TEMPLATES_FOLDER, () => {
  it('holds the 14 templates of docs/requirements.md#template-library in order', () => {
    expect(templates.map((t) => t.filename)).toEqual([
      'body-temperature-check.svg',
      'do-not-enter-if-sick.svg',
      'employee-temperature-check.svg',
      'face-mask-required.svg',
      'hand-sanitizer-station.svg',
      'mask-required.svg',
      'new-hours.svg',
      'open-curbside.svg',
      'social-distancing.svg',
      'social-distancing-floor.svg',
      'takeout-curbside.svg',
      'takeout-only.svg',
      'temp-screening.svg',
      'we-will-deliver.svg',
    ]);
  });

  it('gives each template its own description (docs/requirements.md#template-library; the old site repeated one)', () => {
    expect(new Set(templates.map((t) => t.description)).size).toBe(templates.length);
  });

  it('prices 8.5x11, 17x22 and 34x44 at 5, 10 and 20', () => {
    for (const t of templates) {
      expect(Object.fromEntries(t.sizes.map((size, i) => [size, t.price[i]]))).toEqual({
        '8.5x11': 5,
        '17x22': 10,
        '34x44': 20,
      });
    }
  });

  it('adds a template with a new file, at its order', () => {
    const folder = folderWith('new-sign.json', (template) =>
      Object.assign(template, { description: 'Wet Floor', order: 2, filename: 'new-hours.svg', prices: [{ size: '8.5x11', price: 4.5 }] }),
    );
    // Order 2 is also Do Not Enter If Sick's: the two keep the order of their file names.
    expect(readTemplates(folder).slice(0, 3)).toEqual([
      templates[0],
      templates[1],
      { description: 'Wet Floor', filename: 'new-hours.svg', sizes: ['8.5x11'], price: [4.5] },
    ]);
  });
});

describe('the content check of a template file', () => {
  const read = (folder: string) => () => readTemplates(folder);

  it('refuses a template without a description, naming the file and the field', () => {
    const folder = folderWith(MASK, (template) => delete template.description);
    expect(read(folder)).toThrow(`${folder}/${MASK}: description:`);
  });

  it('refuses a price that is not a number', () => {
    const folder = folderWith(MASK, (template) => (template.prices = [{ size: '8.5x11', price: '5' }]));
    expect(read(folder)).toThrow(`${folder}/${MASK}: prices[0].price:`);
  });

  it('refuses a size that does not read like 8.5x11', () => {
    const folder = folderWith(MASK, (template) => (template.prices = [{ size: 'large', price: 5 }]));
    expect(read(folder)).toThrow(`${folder}/${MASK}: prices[0].size:`);
  });

  it('refuses a file name that is not a plain .svg name', () => {
    const folder = folderWith(MASK, (template) => (template.filename = '../face-mask-required.svg'));
    expect(read(folder)).toThrow(`${folder}/${MASK}: filename:`);
  });
});

describe('getTemplate', () => {
  it('returns the first and last templates by zero-based index', () => {
    expect(getTemplate('0')).toBe(templates[0]);
    expect(getTemplate('13')).toBe(templates[13]);
  });

  it.each(['14', '-1', 'a', '01', '', '1e1'])('returns undefined for %j', (id) => {
    expect(getTemplate(id)).toBeUndefined();
  });
});

describe('templateImage', () => {
  it('is the sign design under /templates', () => {
    expect(templateImage(templates[3])).toBe('/templates/face-mask-required.svg');
  });
});
