/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { contentFolderWith, machinesWithNewPlotter } from '@/test/content-folder-copy';
import {
  categoryKeys,
  findMachinePlace,
  getMachine,
  getMachinesByCategory,
  has3dDemo,
  isMachineCategory,
  MACHINES_FOLDER,
  readMachines,
  type Machine,
} from './machines';

const machines = getMachinesByCategory();

const folderWith = (name: string, change: (entry: Record<string, unknown>) => void) => contentFolderWith(MACHINES_FOLDER, name, change);

const T850 = 'hp-designjet-t850-36-in-mfp.json';

describe(MACHINES_FOLDER, () => {
  it.each([
    ['mfp', 5],
    ['wide', 5],
    ['graphics', 5],
    ['cad', 5],
    ['scanners', 4],
  ] as const)('has at least %s: %i machines', (category, minimum) => {
    expect(machines[category].length).toBeGreaterThanOrEqual(minimum);
  });

  it("orders each category by the files' order, whatever their names", () => {
    const orders = fs
      .readdirSync(MACHINES_FOLDER)
      .map(
        (name) =>
          JSON.parse(fs.readFileSync(path.join(MACHINES_FOLDER, name), 'utf8')) as { name: string; category: string; order: number },
      )
      .filter((machine) => machine.category === 'wide')
      .sort((a, b) => a.order - b.order);
    expect(machines.wide.map((machine) => machine.name)).toEqual(orders.map((machine) => machine.name));
  });

  it('points every image at an existing SVG in public/', () => {
    const images = categoryKeys.flatMap((key) => machines[key].map((m) => m.image_url));
    for (const image of images) {
      expect(image).toMatch(/^\/images\/machines\/[a-z0-9-]+\.svg$/);
      expect(fs.existsSync(path.join(process.cwd(), 'public', image))).toBe(true);
    }
  });

  it('leaves the datasheet out on some machines (no datasheet button)', () => {
    const all = categoryKeys.flatMap((key) => machines[key]);
    expect(all.filter((m) => m.datasheet_url === undefined).length).toBeGreaterThanOrEqual(3);
  });

  // The end-to-end tests rely on these two entries.
  it('gives the first wide-format machine a datasheet, a video and a 3D demo', () => {
    const first = machines.wide[0];
    expect(first.name).toBe('HP DesignJet T850 36-in MFP');
    expect(first.datasheet_url).toMatch(/^https:\/\//);
    expect(first.video_url).toMatch(/^https:\/\//);
    expect(has3dDemo(first)).toBe(true);
  });

  it('gives the first CAD machine no datasheet and no video', () => {
    const first = machines.cad[0];
    expect(Object.hasOwn(first, 'datasheet_url')).toBe(false);
    expect(Object.hasOwn(first, 'video_url')).toBe(false);
  });

  it('moves a machine in its grid when its order changes', () => {
    const folder = folderWith(T850, (machine) => (machine.order = 99));
    expect(readMachines(folder).wide.at(-1)!.name).toBe('HP DesignJet T850 36-in MFP');
  });

  it('adds a machine to its category with a new file', () => {
    expect(readMachines(machinesWithNewPlotter()).cad.map((m) => m.name)).toContain('New Plotter');
  });

  it("finds a machine's page by its file name, and the page shows that machine", () => {
    const place = findMachinePlace(T850.replace(/\.json$/, ''))!;
    expect(getMachine(place.category, String(place.index))!.name).toBe('HP DesignJet T850 36-in MFP');
    expect(findMachinePlace('hp-designjet-t9000')).toBeUndefined();
  });
});

describe('the content check of a machine file', () => {
  const read = (folder: string) => () => readMachines(folder);

  it('refuses a machine without a name, naming the file and the field', () => {
    const folder = folderWith(T850, (machine) => delete machine.name);
    expect(read(folder)).toThrow(`${folder}/${T850}: name:`);
  });

  it('refuses an order that is not a number', () => {
    const folder = folderWith(T850, (machine) => (machine.order = 'first'));
    expect(read(folder)).toThrow(`${folder}/${T850}: order:`);
  });

  it('refuses an unknown category', () => {
    const folder = folderWith(T850, (machine) => (machine.category = 'printers'));
    expect(read(folder)).toThrow(`${folder}/${T850}: category:`);
  });

  it('refuses a feature that is not a string', () => {
    const folder = folderWith(T850, (machine) => (machine.features = ['Fast', 42]));
    expect(read(folder)).toThrow(`${folder}/${T850}: features[1]:`);
  });

  it('refuses a datasheet link that is neither a URL nor a path', () => {
    const folder = folderWith(T850, (machine) => (machine.datasheet_url = 'datasheet.pdf'));
    expect(read(folder)).toThrow(`${folder}/${T850}: datasheet_url:`);
  });

  it('refuses a file that is not JSON', () => {
    const folder = folderWith(T850, () => undefined);
    fs.writeFileSync(path.join(folder, T850), '{ "name": ');
    expect(read(folder)).toThrow(`${folder}/${T850}: not JSON`);
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
