// Relative, not '@/': next.config.ts loads this file, and its loader does not resolve the alias.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { machineFileSchema } from '../schemas/machine';
import { templateFileSchema } from '../schemas/template';
import { readContentFolder } from './content-folder';
import { MACHINES_FOLDER } from './machines';
import { NOTICE_FILE, readNotice } from './notice';
import { readShop, SHOP_FILE } from './shop';
import { TEMPLATES_FOLDER } from './templates';

/** The content folders (and the notice's and the shop's files) to check; tests give copies. */
export interface ContentFolders {
  machines: string;
  templates: string;
  notice: string;
  shop: string;
}

/** The repository's content, as the site reads it. */
export const CONTENT_FOLDERS: ContentFolders = {
  machines: MACHINES_FOLDER,
  templates: TEMPLATES_FOLDER,
  notice: NOTICE_FILE,
  shop: SHOP_FILE,
};

/**
 * Checks that a file an entry names exists under public/.
 * @throws Error 'data/content/machines/x.json: image_url: no file public/images/machines/y.svg'
 */
function assertPublicFile(file: string, field: string, publicPath: string): void {
  if (!existsSync(path.join(process.cwd(), 'public', publicPath))) {
    throw new Error(`Invalid data file ${file}\n${file}: ${field}: no file public${publicPath}`);
  }
}

/**
 * The content check (docs/editing.md): every content file, the notice's and the shop's too, matches its schema and every picture
 * it names exists under public/. next.config.ts runs it, so `next build` and `next dev` refuse bad
 * content before building anything; jest runs it on the repository's content. Not run by the
 * server's route handlers, which read the content but not public/ (a host may serve public/ apart).
 * @throws Error naming the file and the field of the first bad entry
 */
export function checkContent(folders: ContentFolders = CONTENT_FOLDERS): void {
  for (const { file, data } of readContentFolder(folders.machines, machineFileSchema)) assertPublicFile(file, 'image_url', data.image_url);
  for (const { file, data } of readContentFolder(folders.templates, templateFileSchema)) {
    assertPublicFile(file, 'filename', `/templates/${data.filename}`);
  }
  readNotice(folders.notice);
  readShop(folders.shop);
}
