import fs from 'node:fs';
import path from 'node:path';
import { contentFolderWith, machinesWithNewPlotter } from '@/test/content-folder-copy';
import { MACHINE_FILE, machineSamples } from '@/test/fixtures/content-samples';
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

/** The machine whose file the tests below change, as the content has it. */
const sample = machineSamples[0];

describe(MACHINES_FOLDER, () => {
  /** The machines' files as written, by file name. */
  const files = fs
    .readdirSync(MACHINES_FOLDER)
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({
      file,
      ...(JSON.parse(fs.readFileSync(path.join(MACHINES_FOLDER, file), 'utf8')) as { name: string; category: string; order: number }),
    }));

  it('shows each file as one machine, in its category', () => {
    expect(categoryKeys.reduce((count, key) => count + machines[key].length, 0)).toBe(files.length);
    for (const key of categoryKeys) {
      expect(machines[key].map((machine) => machine.name).sort()).toEqual(
        files
          .filter((file) => file.category === key)
          .map((file) => file.name)
          .sort(),
      );
    }
  });

  it("orders each category by the files' order, then by their names", () => {
    for (const key of categoryKeys) {
      const inOrder = files.filter((file) => file.category === key).sort((a, b) => a.order - b.order || a.file.localeCompare(b.file));
      expect(machines[key].map((machine) => machine.name)).toEqual(inOrder.map((file) => file.name));
    }
  });

  it('points every image at an existing SVG in public/', () => {
    const images = categoryKeys.flatMap((key) => machines[key].map((m) => m.image_url));
    for (const image of images) {
      expect(image).toMatch(/^\/images\/machines\/[a-z0-9-]+\.svg$/);
      expect(fs.existsSync(path.join(process.cwd(), 'public', image))).toBe(true);
    }
  });

  it('moves a machine in its grid when its order changes', () => {
    const folder = folderWith(MACHINE_FILE, (machine) => (machine.order = 1 + Math.max(...files.map((file) => file.order))));
    expect(readMachines(folder)[sample.category].at(-1)!.name).toBe(sample.machine.name);
  });

  it('adds a machine to its category with a new file', () => {
    expect(readMachines(machinesWithNewPlotter()).cad.map((m) => m.name)).toContain('New Plotter');
  });

  it("finds a machine's page by its file name, and the page shows that machine", () => {
    for (const { slug, machine } of machineSamples) {
      const place = findMachinePlace(slug)!;
      expect(getMachine(place.category, String(place.index))).toEqual(machine);
    }
    expect(findMachinePlace('no-such-machine')).toBeUndefined();
  });
});

describe('the content check of a machine file', () => {
  const read = (folder: string) => () => readMachines(folder);

  it('refuses a machine without a name, naming the file and the field', () => {
    const folder = folderWith(MACHINE_FILE, (machine) => delete machine.name);
    expect(read(folder)).toThrow(`${folder}/${MACHINE_FILE}: name:`);
  });

  it('refuses an order that is not a number', () => {
    const folder = folderWith(MACHINE_FILE, (machine) => (machine.order = 'first'));
    expect(read(folder)).toThrow(`${folder}/${MACHINE_FILE}: order:`);
  });

  it('refuses an unknown category', () => {
    const folder = folderWith(MACHINE_FILE, (machine) => (machine.category = 'printers'));
    expect(read(folder)).toThrow(`${folder}/${MACHINE_FILE}: category:`);
  });

  it('refuses a feature that is not a string', () => {
    const folder = folderWith(MACHINE_FILE, (machine) => (machine.features = ['Fast', 42]));
    expect(read(folder)).toThrow(`${folder}/${MACHINE_FILE}: features[1]:`);
  });

  // Rules the content editor cannot keep (test/content-editor.test.ts): it saves an empty rich text, and takes Markdown typed by hand.
  it.each([
    ['a machine without a description', undefined],
    ['an empty description', ''],
    ['a description with a heading', '# Big news\n\nPrints plans.'],
    ['a description with HTML', 'Prints <b>plans</b>.'],
  ])('refuses %s', (_, description) => {
    // JSON leaves an undefined value out: no description at all.
    const folder = folderWith(MACHINE_FILE, (machine) => (machine.description = description));
    expect(read(folder)).toThrow(`${folder}/${MACHINE_FILE}: description:`);
  });

  it('takes a description of paragraphs and a list, bold and a shop fact', () => {
    const description = 'Prints **plans**.\n\nCall {% shop value="service_phone" /%} for:\n\n- toner\n- repairs';
    const folder = folderWith(MACHINE_FILE, (machine) => (machine.description = description));
    expect(readMachines(folder)[sample.category].find((machine) => machine.name === sample.machine.name)!.description).toBe(description);
  });

  it('refuses a datasheet link that is neither a URL nor a path', () => {
    const folder = folderWith(MACHINE_FILE, (machine) => (machine.datasheet_url = 'datasheet.pdf'));
    expect(read(folder)).toThrow(`${folder}/${MACHINE_FILE}: datasheet_url:`);
  });

  it('refuses a file that is not JSON', () => {
    const folder = folderWith(MACHINE_FILE, () => undefined);
    fs.writeFileSync(path.join(folder, MACHINE_FILE), '{ "name": ');
    expect(read(folder)).toThrow(`${folder}/${MACHINE_FILE}: not JSON`);
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
  const base: Machine = sample.machine;

  it('needs both the series and the model', () => {
    expect(has3dDemo({ ...base, hp_3dseries: 'designjet-t-series', hp_3dmodel: 't230' })).toBe(true);
    expect(has3dDemo({ ...base, hp_3dseries: 'designjet-t-series', hp_3dmodel: undefined })).toBe(false);
    expect(has3dDemo({ ...base, hp_3dseries: undefined, hp_3dmodel: 't230' })).toBe(false);
  });
});
