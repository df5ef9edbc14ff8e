// Relative, not '@/': next.config.ts loads this file, and its loader does not resolve the alias.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { MACHINE_PHOTO_MAX_BYTES, machineFileSchema } from '../schemas/machine';
import { templateFileSchema } from '../schemas/template';
import { readContentFolder } from './content-folder';
import { HOME_FILE, readHome } from './home';
import { MACHINES_FOLDER } from './machines';
import { NOTICE_FILE, readNotice } from './notice';
import { readShop, SHOP_FILE } from './shop';
import { TEMPLATES_FOLDER } from './templates';

/** The content folders and files to check; tests give copies. */
export interface ContentFolders {
  machines: string;
  templates: string;
  notice: string;
  shop: string;
  home: string;
  /** The folder the site serves its files from, where pictures must be. */
  publicDir: string;
}

/** The repository's content, as the site reads it. */
export const CONTENT_FOLDERS: ContentFolders = {
  machines: MACHINES_FOLDER,
  templates: TEMPLATES_FOLDER,
  notice: NOTICE_FILE,
  shop: SHOP_FILE,
  home: HOME_FILE,
  publicDir: 'public',
};

/**
 * Checks that a file an entry names exists under public/.
 * @returns the file's size, in bytes
 * @throws Error 'data/content/machines/x.json: image_url: no file public/images/machines/y.svg'
 */
function assertPublicFile(file: string, field: string, publicPath: string, publicDir: string): number {
  const absolute = path.resolve(/*turbopackIgnore: true*/ process.cwd(), publicDir, `.${publicPath}`);
  if (!existsSync(absolute)) throw new Error(`Invalid data file ${file}\n${file}: ${field}: no file public${publicPath}`);
  return statSync(absolute).size;
}

/**
 * The content check (docs/editing.md): every content file (machines, templates, the notice, the shop, the
 * Home page) matches its schema, every picture it names exists under public/, and every machine the
 * Home page features exists. next.config.ts runs it, so `next build` and `next dev` refuse bad
 * content before building anything; jest runs it on the repository's content. Not run by the
 * server's route handlers, which read the content but not public/ (a host may serve public/ apart).
 * @throws Error naming the file and the field of the first bad entry
 */
export function checkContent(folders: ContentFolders = CONTENT_FOLDERS): void {
  const machines = readContentFolder(folders.machines, machineFileSchema);
  for (const { file, data } of machines) {
    assertPublicFile(file, 'image_url', data.image_url, folders.publicDir);
    if (data.photo) {
      const megabytes = assertPublicFile(file, 'photo', data.photo, folders.publicDir) / 1024 / 1024;
      if (megabytes > MACHINE_PHOTO_MAX_BYTES / 1024 / 1024) {
        throw new Error(
          `Invalid data file ${file}\n${file}: photo: ${megabytes.toFixed(1)} MB, over the ${MACHINE_PHOTO_MAX_BYTES / 1024 / 1024} MB a photo may have`,
        );
      }
    }
  }
  for (const { file, data } of readContentFolder(folders.templates, templateFileSchema)) {
    assertPublicFile(file, 'filename', `/templates/${data.filename}`, folders.publicDir);
  }
  readNotice(folders.notice);
  readShop(folders.shop);
  const home = readHome(folders.home);
  home.featured.forEach((slug, index) => {
    if (!machines.some((machine) => machine.slug === slug)) {
      throw new Error(
        `Invalid data file ${folders.home}\n${folders.home}: featured[${index}]: no machine ${folders.machines}/${slug}.json`,
      );
    }
  });
  home.brands.forEach(({ logo }, index) => assertPublicFile(folders.home, `brands[${index}].logo`, logo, folders.publicDir));
}
