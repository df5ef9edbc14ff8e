import fs from 'node:fs';
import path from 'node:path';
import { machinesWithNewPlotter } from '@/test/content-folder-copy';
import { machineSamples, TEMPLATE_FILE } from '@/test/fixtures/content-samples';
import { canonicalPath, entryPath, entryPlace, entrySlugs, readEntryPlaces } from './entry-pages';
import { getMachine, MACHINES_FOLDER } from './machines';
import { getTemplate, TEMPLATES_FOLDER } from './templates';

/** The file names of a content folder's entries, sorted. */
const slugsOf = (folder: string) =>
  fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.replace(/\.json$/, ''))
    .sort();

const template = TEMPLATE_FILE.replace(/\.json$/, '');

describe("an entry's place by its file name", () => {
  it('has one entry per file of each folder', () => {
    expect([...entrySlugs('machines')].sort()).toEqual(slugsOf(MACHINES_FOLDER));
    expect([...entrySlugs('templates')].sort()).toEqual(slugsOf(TEMPLATES_FOLDER));
  });

  it("gives each machine's place in its category, as its page's parameters", () => {
    for (const { slug, category, index, machine } of machineSamples) {
      const place = entryPlace('machines', slug)!;
      expect(place).toEqual({ cat: category, id: String(index) });
      expect(getMachine(place.cat, place.id)).toEqual(machine);
    }
  });

  it("gives each template's place in the library", () => {
    const { filename } = JSON.parse(fs.readFileSync(path.join(TEMPLATES_FOLDER, TEMPLATE_FILE), 'utf8')) as { filename: string };
    expect(getTemplate(entryPlace('templates', template)!.id)!.filename).toBe(filename);
  });

  it('has none for a file name of no entry', () => {
    expect(entryPlace('machines', 'no-such-machine')).toBeUndefined();
    expect(entryPlace('templates', 'no-such-template')).toBeUndefined();
  });

  it('follows the content: a new machine takes its place (by order, then file name) and moves those after it', () => {
    const copy = readEntryPlaces({ machines: machinesWithNewPlotter(), templates: TEMPLATES_FOLDER }).machines;
    const orderOf = (slug: string) =>
      (JSON.parse(fs.readFileSync(path.join(MACHINES_FOLDER, `${slug}.json`), 'utf8')) as { order: number }).order;
    // The new plotter is a CAD machine of order 1, the first place: after those of order 1 whose file names sort before its own.
    const cad = machineSamples.filter((sample) => sample.category === 'cad');
    const place = cad.filter(({ slug }) => orderOf(slug) === 1 && slug.localeCompare('new-plotter') < 0).length;
    expect(copy.get('new-plotter')).toEqual({ cat: 'cad', id: String(place) });
    for (const { slug, index } of cad) expect(copy.get(slug)).toEqual({ cat: 'cad', id: String(index < place ? index : index + 1) });
  });
});

describe('canonicalPath', () => {
  it("names a machine's and a template's page at its place by the entry's own address", () => {
    for (const { slug, route } of machineSamples) expect(canonicalPath(route)).toBe(`/equipment/machine/${slug}`);
    expect(canonicalPath(`/library/template/${entryPlace('templates', template)!.id}`)).toBe(`/library/file/${template}`);
    expect(entryPath('templates', template)).toBe(`/library/file/${template}`);
  });

  it('gives one address per entry, and leaves every other path its own', () => {
    const addresses = machineSamples.map(({ route }) => canonicalPath(route));
    expect(new Set(addresses).size).toBe(machineSamples.length);
    for (const other of ['/', '/about', '/equipment/wide', '/equipment/wide/999', '/library/template/999']) {
      expect(canonicalPath(other)).toBe(other);
    }
  });
});
