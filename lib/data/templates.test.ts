/** @jest-environment node */
import templatesJson from '@/data/templates.json';
import { parseDataFile } from './parse';
import { getTemplate, getTemplates, templateImage, templatesFileSchema } from './templates';

const file = 'data/templates.json';
const templates = getTemplates();

describe('data/templates.json', () => {
  it('parses against the schema', () => {
    expect(parseDataFile(file, templatesFileSchema, templatesJson)).toEqual(templates);
  });

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
});

describe('templatesFileSchema', () => {
  const valid = { filename: 'new-hours.svg', description: 'New Hours', sizes: ['8.5x11', '17x22'], price: [5, 10] };
  const parse = (data: unknown) => () => parseDataFile(file, templatesFileSchema, data);

  it('accepts a template with one price per size', () => {
    expect(parse([valid])).not.toThrow();
  });

  it('rejects sizes and prices of different lengths, at [0].price', () => {
    expect(parse([{ ...valid, price: [5] }])).toThrow(`${file}: [0].price:`);
  });

  it('rejects a file name that is not a plain .svg name', () => {
    expect(parse([valid, { ...valid, filename: '../new-hours.svg' }])).toThrow(`${file}: [1].filename:`);
  });

  it('rejects a size that does not read like 8.5x11', () => {
    expect(parse([{ ...valid, sizes: ['8.5x11', 'large'] }])).toThrow(`${file}: [0].sizes[1]:`);
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
