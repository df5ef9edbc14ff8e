/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import machinesJson from '@/data/machines.json';
import {
  categoryKeys,
  getMachine,
  getMachinesByCategory,
  has3dDemo,
  isMachineCategory,
  machinesFileSchema,
  type Machine,
  type MachinesByCategory,
} from './machines';
import { parseDataFile } from './parse';

const file = 'data/machines.json';
const machines = getMachinesByCategory();

/** A copy of the real file with one entry changed, to check that the schema rejects it. */
function withEntry(category: keyof MachinesByCategory, index: number, change: (m: Record<string, unknown>) => void) {
  const copy = structuredClone(machinesJson) as unknown as Record<string, Record<string, unknown>[]>;
  change(copy[category][index]);
  return copy;
}

describe('data/machines.json', () => {
  it('parses against the schema', () => {
    expect(parseDataFile(file, machinesFileSchema, machinesJson)).toEqual(machines);
  });

  it.each([
    ['mfp', 5],
    ['wide', 5],
    ['graphics', 5],
    ['cad', 5],
    ['scanners', 4],
  ] as const)('has at least %s: %i machines', (category, minimum) => {
    expect(machines[category].length).toBeGreaterThanOrEqual(minimum);
  });

  it('points every image at an existing SVG in public/', () => {
    const images = categoryKeys.flatMap((key) => machines[key].map((m) => m.image_url));
    for (const image of images) {
      expect(image).toMatch(/^\/images\/machines\/[a-z0-9-]+\.svg$/);
      expect(fs.existsSync(path.join(process.cwd(), 'public', image))).toBe(true);
    }
  });

  it('leaves the datasheet empty on some machines (no datasheet button)', () => {
    const all = categoryKeys.flatMap((key) => machines[key]);
    expect(all.filter((m) => m.datasheet_url === '').length).toBeGreaterThanOrEqual(3);
  });

  // The end-to-end tests rely on these two entries.
  it('gives the first wide-format machine a datasheet, a video and a 3D demo', () => {
    const first = machines.wide[0];
    expect(first.datasheet_url).toMatch(/^https:\/\//);
    expect(first.video_url).toMatch(/^https:\/\//);
    expect(has3dDemo(first)).toBe(true);
  });

  it('gives the first CAD machine no datasheet and no video key', () => {
    const first = machines.cad[0];
    expect(first.datasheet_url).toBe('');
    expect(Object.hasOwn(first, 'video_url')).toBe(false);
  });
});

describe('machinesFileSchema', () => {
  const parse = (data: unknown) => () => parseDataFile(file, machinesFileSchema, data);

  it('rejects a machine without a name, naming its path', () => {
    expect(parse(withEntry('mfp', 1, (m) => delete m.name))).toThrow(`${file}: mfp[1].name:`);
  });

  it('rejects a feature that is not a string', () => {
    expect(parse(withEntry('cad', 0, (m) => (m.features = ['Fast', 42])))).toThrow(`${file}: cad[0].features[1]:`);
  });

  it('rejects an image_url that is not a path', () => {
    expect(parse(withEntry('wide', 2, (m) => (m.image_url = 'images/machines/x.svg')))).toThrow(`${file}: wide[2].image_url:`);
  });

  it('rejects a datasheet link that is neither empty, a URL nor a path', () => {
    expect(parse(withEntry('scanners', 0, (m) => (m.datasheet_url = 'datasheet.pdf')))).toThrow(`${file}: scanners[0].datasheet_url:`);
  });

  it('rejects a file with a category missing', () => {
    const copy: Record<string, unknown> = structuredClone(machinesJson);
    delete copy.scanners;
    expect(parse(copy)).toThrow(`${file}: scanners:`);
  });
});

describe('getMachine', () => {
  it('returns the machine at a zero-based index', () => {
    expect(getMachine('mfp', '0')).toBe(machines.mfp[0]);
    const last = machines.scanners.length - 1;
    expect(getMachine('scanners', String(last))).toBe(machines.scanners[last]);
  });

  it('returns undefined past the end of the category', () => {
    expect(getMachine('cad', String(machines.cad.length))).toBeUndefined();
  });

  it.each(['-1', 'x', '01', '1.0', '', ' 1'])('returns undefined for the id %j', (id) => {
    expect(getMachine('mfp', id)).toBeUndefined();
  });

  it.each(['printers', 'MFP', 'toString', ''])('returns undefined for the category %j', (category) => {
    expect(getMachine(category, '0')).toBeUndefined();
  });
});

describe('isMachineCategory', () => {
  it('accepts the five category keys only, not inherited object keys', () => {
    expect(categoryKeys.filter(isMachineCategory)).toEqual(['mfp', 'wide', 'graphics', 'cad', 'scanners']);
    expect(['toString', 'constructor', '__proto__', 'Wide'].some(isMachineCategory)).toBe(false);
  });
});

describe('has3dDemo', () => {
  const base: Machine = machines.cad[0];

  it('needs both the series and the model', () => {
    expect(has3dDemo({ ...base, hp_3dseries: 'designjet-t-series', hp_3dmodel: 't230' })).toBe(true);
    expect(has3dDemo({ ...base, hp_3dseries: 'designjet-t-series', hp_3dmodel: undefined })).toBe(false);
    expect(has3dDemo({ ...base, hp_3dseries: undefined, hp_3dmodel: 't230' })).toBe(false);
  });

  it('is set on at least three machines in the data', () => {
    expect(categoryKeys.flatMap((key) => machines[key]).filter(has3dDemo).length).toBeGreaterThanOrEqual(3);
  });
});
