// Relative, not '@/': next.config.ts loads this file (lib/content/content-check.ts), and its loader does not resolve the alias.
import { pageKey } from '../http/routes';
import { readContentSingleton } from './content-folder';
import { pageFileSchema, type BlockValue, type PageBlockKind, type PageFile } from './schemas/page';

/** The folder of the pages' content files, one per page (docs/editing.md). */
export const PAGES_FOLDER = 'data/content/pages';

/**
 * A page's content, checked against its schema.
 * @param route the page's canonical path, e.g. '/services/print/signs'
 * @param folder the pages' folder (tests give a copy)
 * @throws Error naming the file and the field of a bad entry (lib/content/parse.ts), or that it is missing
 */
export function readPage(route: string, folder = PAGES_FOLDER): PageFile {
  return readContentSingleton(`${folder}/${pageKey(route)}.json`, pageFileSchema);
}

/**
 * The value of a page's first block of one kind, for a page that places it itself (a form beside
 * other parts of the page, say).
 * @throws Error naming the page and the kind when it has none
 */
export function pageBlock<K extends PageBlockKind>(page: PageFile, kind: K, route: string): BlockValue<K> {
  const block = page.blocks.find((candidate) => candidate.discriminant === kind);
  if (!block) throw new Error(`${PAGES_FOLDER}/${pageKey(route)}.json: no ${kind} block`);
  return block.value as BlockValue<K>;
}

/**
 * The `slot` block of a page that places a part by `name`: its heading, which the part may also
 * need (the home page's brand carousel is named by it).
 * @throws Error naming the page and the part when it places no such part
 */
export function pageSlot(page: PageFile, name: string, route: string): BlockValue<'slot'> {
  for (const block of page.blocks) if (block.discriminant === 'slot' && block.value.name === name) return block.value;
  throw new Error(`${PAGES_FOLDER}/${pageKey(route)}.json: no slot block "${name}"`);
}

/** The not-found page's content file: its words, as a page's (docs/requirements.md#not-found). */
export const NOT_FOUND_FILE = `${PAGES_FOLDER}/not-found.json`;

/**
 * The not-found page's content, checked against a page's schema.
 * @param file relative to the project root (tests give a copy)
 * @throws as `readPage`
 */
export function readNotFoundPage(file = NOT_FOUND_FILE): PageFile {
  return readContentSingleton(file, pageFileSchema);
}
