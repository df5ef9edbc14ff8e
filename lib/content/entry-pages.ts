import { machinePath, templatePath } from '../http/routes';
import { editedContent, readContentFolder } from './content-folder';
import { MACHINES_FOLDER, readMachineCatalog } from './machines';
import type { MachineCategory } from './schemas/machine';
import { templateFileSchema } from './schemas/template';
import { TEMPLATES_FOLDER } from './templates';

/**
 * A content entry's own address, by its file's name (docs/editing.md): machines and templates are
 * shown at their place in a list (`/equipment/{cat}/{id}`, `/library/template/{id}`), which
 * another entry moves, so each also has a page whose address keeps with it,
 * `/equipment/machine/<file name>` and `/library/file/<file name>`: the page's canonical address
 * and the sitemap's, and the one the content editor's preview link opens.
 */
export const ENTRY_PATHS = { machines: '/equipment/machine/', templates: '/library/file/' } as const;

/** A collection of the content editor whose entries have a page of their own. */
export type EntryCollection = keyof typeof ENTRY_PATHS;

/** Where an entry is shown in its list: the parameters of its page there (`/equipment/{cat}/{id}`, `/library/template/{id}`). */
export interface EntryPlace {
  machines: { cat: MachineCategory; id: string };
  templates: { id: string };
}

/** Each entry's place, by its file's name, per collection. */
export type EntryPlaces = { [C in EntryCollection]: Map<string, EntryPlace[C]> };

/** The folders the entries are read from; tests give copies. */
export interface EntryFolders {
  machines: string;
  templates: string;
}

/**
 * Each entry's place in its list as the content of `folders` orders it, by file name:
 * 'hp-designjet-t850-36-in-mfp' -> { cat: 'wide', id: '0' }. Read afresh on each call.
 * @throws Error naming the file and the field of a bad entry (lib/content/content-folder.ts)
 */
export function readEntryPlaces(folders: EntryFolders = { machines: MACHINES_FOLDER, templates: TEMPLATES_FOLDER }): EntryPlaces {
  const machines = new Map<string, EntryPlace['machines']>();
  for (const [slug, { category, index }] of readMachineCatalog(folders.machines).places) {
    machines.set(slug, { cat: category, id: String(index) });
  }
  const templates = new Map<string, EntryPlace['templates']>();
  readContentFolder(folders.templates, templateFileSchema).forEach(({ slug }, index) => templates.set(slug, { id: String(index) }));
  return { machines, templates };
}

/** The entries' places as the pages show them (editedContent), and each place's entry address. */
const places = editedContent(() => {
  const read = readEntryPlaces();
  const entryByPlace = new Map<string, string>([
    ...[...read.machines].map(([slug, { cat, id }]): [string, string] => [machinePath(cat, id), entryPath('machines', slug)]),
    ...[...read.templates].map(([slug, { id }]): [string, string] => [templatePath(id), entryPath('templates', slug)]),
  ]);
  return { ...read, entryByPlace };
});

/** An entry's own address, e.g. entryPath('machines', 'hp-latex-115-printer') -> '/equipment/machine/hp-latex-115-printer'. */
export function entryPath(collection: EntryCollection, slug: string): string {
  return `${ENTRY_PATHS[collection]}${slug}`;
}

/** The file names of a collection's entries: one page each at its own address (their `generateStaticParams`). */
export function entrySlugs(collection: EntryCollection): string[] {
  return [...places()[collection].keys()];
}

/**
 * Where the entry of a file name is shown in its list: its own address shows the same page.
 * @returns undefined when there is no such entry
 */
export function entryPlace<C extends EntryCollection>(collection: C, slug: string): EntryPlace[C] | undefined {
  return (places()[collection] as Map<string, EntryPlace[C]>).get(slug);
}

/**
 * A page's canonical path (docs/requirements.md#seo): for a machine's or a template's page at its
 * place in a list, the entry's own address, which keeps with the entry when others are reordered
 * or added ('/equipment/wide/0' -> '/equipment/machine/hp-designjet-t850-36-in-mfp'); any other
 * path is its own.
 */
export function canonicalPath(path: string): string {
  return places().entryByPlace.get(path) ?? path;
}
