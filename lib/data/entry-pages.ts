// Relative, not '@/': next.config.ts loads this file, and its loader does not resolve the alias.
import { machinePath, templatePath } from '../routes';
import { templateFileSchema } from '../schemas/template';
import { readContentFolder } from './content-folder';
import { MACHINES_FOLDER, readMachineCatalog } from './machines';
import { TEMPLATES_FOLDER } from './templates';

/**
 * A content entry's page by its file's name (docs/editing.md, the preview link): machines and
 * templates are shown at their place in a list (`/equipment/{cat}/{id}`, `/library/template/{id}`),
 * which another entry moves, so the content editor links to a fixed address that each build
 * redirects to the page of its own content, e.g. `/equipment/machine/hp-latex-115-printer`.
 */
export const ENTRY_ALIASES = { machines: '/equipment/machine/', templates: '/library/file/' } as const;

/** A collection of the content editor whose entries have a page of their own. */
export type EntryCollection = keyof typeof ENTRY_ALIASES;

/** The folders the pages of entries are read from; tests give copies. */
export interface EntryFolders {
  machines: string;
  templates: string;
}

/**
 * Each entry's page as the content of `folders` places it, by alias: '/equipment/machine/<slug>'
 * -> '/equipment/wide/0'. Read afresh on each call (`next dev` edits the files while it runs).
 * @throws Error naming the file and the field of a bad entry (lib/data/content-folder.ts)
 */
export function entryPages(folders: EntryFolders = { machines: MACHINES_FOLDER, templates: TEMPLATES_FOLDER }): Map<string, string> {
  const pages = new Map<string, string>();
  for (const [slug, { category, index }] of readMachineCatalog(folders.machines).places) {
    pages.set(`${ENTRY_ALIASES.machines}${slug}`, machinePath(category, index));
  }
  readContentFolder(folders.templates, templateFileSchema).forEach(({ slug }, index) => {
    pages.set(`${ENTRY_ALIASES.templates}${slug}`, templatePath(index));
  });
  return pages;
}

/**
 * The redirects of next.config.ts from each entry's alias to its page (307: the place changes as
 * entries come and go), so a preview deployment of a content branch answers the editor's link
 * with the page of that branch's content.
 */
export function entryRedirects(): { source: string; destination: string; permanent: false }[] {
  return [...entryPages()].map(([source, destination]) => ({ source, destination, permanent: false }));
}
