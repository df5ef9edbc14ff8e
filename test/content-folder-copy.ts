import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A copy of a content folder in a temporary folder, with one entry's file changed (or written when
 * there is none), to check what the content check says about it.
 * @param source the content folder, e.g. 'data/content/machines'
 * @param name the file to change, e.g. 'face-mask-required.json'
 * @param change changes the entry's data in place
 * @returns the copy's folder
 */
export function contentFolderWith(source: string, name: string, change: (entry: Record<string, unknown>) => void): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `${path.basename(source)}-`));
  fs.cpSync(source, folder, { recursive: true });
  const file = path.join(folder, name);
  const entry = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  change(entry);
  fs.writeFileSync(file, JSON.stringify(entry, null, 2));
  return folder;
}

/**
 * A copy of the machines' folder with one more machine, 'new-plotter.json': a CAD plotter placed
 * first (order 1) in its category, after the machine already there with that place.
 * @returns the copy's folder
 */
export function machinesWithNewPlotter(): string {
  return contentFolderWith('data/content/machines', 'new-plotter.json', (machine) =>
    Object.assign(machine, {
      name: 'New Plotter',
      category: 'cad',
      order: 1,
      description: 'A plotter.',
      features: ['Fast'],
      image_url: '/images/machines/cad-stand.svg',
    }),
  );
}
