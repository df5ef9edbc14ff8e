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
