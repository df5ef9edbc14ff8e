// Relative, not '@/': next.config.ts loads this file, and its loader does not resolve the alias.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { aliasRoutes, categoryPath, staticPageRoutes, uploadPaths } from '../routes';
import { categoryKeys, MACHINE_PHOTO_MAX_BYTES, machineFileSchema } from '../schemas/machine';
import type { PageFile } from '../schemas/page';
import { richTextLinks } from '../schemas/rich-text';
import { templateFileSchema } from '../schemas/template';
import { readContentFolder } from './content-folder';
import { HOME_FILE, readHome } from './home';
import { MACHINES_FOLDER } from './machines';
import { NOTICE_FILE, readNotice } from './notice';
import { PAGES_FOLDER, readPages } from './pages';
import { readShop, SHOP_FILE } from './shop';
import { TEMPLATES_FOLDER } from './templates';

/** The content folders and files to check; tests give copies. */
export interface ContentFolders {
  machines: string;
  templates: string;
  notice: string;
  shop: string;
  home: string;
  pages: string;
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
  pages: PAGES_FOLDER,
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
 * Every link of a page's content, with the field it is in: the rich texts' links, the buttons'
 * and the cards' targets.
 * @returns e.g. [{ field: 'blocks[2].value.body', href: '/design' }]
 */
function pageLinks(page: PageFile): { field: string; href: string }[] {
  const links: { field: string; href: string }[] = [];
  const visit = (value: unknown, field: string, key: string) => {
    if (typeof value === 'string') {
      if (key === 'href' || key === 'link_href') {
        if (value) links.push({ field, href: value });
      } else if (value.includes('](')) {
        for (const href of richTextLinks(value)) links.push({ field, href });
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${field}[${index}]`, key));
    } else if (value && typeof value === 'object') {
      for (const [name, item] of Object.entries(value)) visit(item, field ? `${field}.${name}` : name, name);
    }
  };
  visit(page, '', '');
  return links;
}

/**
 * Whether a link of the site's own (`/...`) leads to a page or a file: a page of the route table
 * or one of its aliases, an equipment category, a machine's or a template's page, or a file under
 * public/. Another site, a phone or a mailbox is not checked here.
 */
function isKnownPath(href: string, publicDir: string): boolean {
  const pathname = href.split(/[?#]/)[0] || '/';
  if ((staticPageRoutes as readonly string[]).includes(pathname) || pathname in aliasRoutes) return true;
  if ((uploadPaths as readonly string[]).includes(pathname)) return true;
  if (categoryKeys.some((key) => pathname === categoryPath(key) || pathname.startsWith(`${categoryPath(key)}/`))) return true;
  if (/^\/library\/template\/\d+$/.test(pathname) || /^\/(equipment\/machine|library\/file)\/[a-z0-9-]+$/.test(pathname)) return true;
  return existsSync(path.resolve(/*turbopackIgnore: true*/ process.cwd(), publicDir, `.${pathname}`));
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
  for (const { file, page } of readPages(folders.pages)) {
    for (const { field, href } of pageLinks(page)) {
      if (href.startsWith('/') && !isKnownPath(href, folders.publicDir)) {
        throw new Error(`Invalid data file ${file}\n${file}: ${field}: the link ${href} leads to no page of the site`);
      }
    }
    page.blocks.forEach((block, index) => {
      if (block.discriminant === 'image') assertPublicFile(file, `blocks[${index}].value.src`, block.value.src, folders.publicDir);
    });
  }
}
