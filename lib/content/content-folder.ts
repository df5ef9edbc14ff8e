import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { isDevelopment } from '../config/deployment';
import { parseDataFile } from './parse';

/** One entry of a content folder: its slug (the file's name without `.json`), its file and its checked data. */
export interface ContentEntry<T> {
  slug: string;
  /** The file as named in errors: the folder as given, then the file's name. */
  file: string;
  data: T;
}

/**
 * Reads every `*.json` file of a content folder, one entry per file as the content editor writes
 * them (docs/editing.md), and checks each against `schema`. Entries come sorted by their `order`,
 * then by slug, so two entries given the same place keep a stable one.
 * @param folder the folder, relative to the project root, e.g. 'data/content/machines'
 * @returns the entries, sorted
 * @throws Error naming the file, and for each bad field its path and what is wrong, e.g.
 *   'data/content/machines/hp-t850.json: features[0]: ...', so a bad edit fails `next build` and
 *   `npm test`; a file that is not JSON is named the same way
 */
export function readContentFolder<S extends z.ZodType<{ order: number }>>(folder: string, schema: S): ContentEntry<z.output<S>>[] {
  // Not traced by Turbopack (it would take in the whole project): next.config.ts ships data/content.
  const directory = path.resolve(/*turbopackIgnore: true*/ process.cwd(), folder);
  const entries = readdirSync(directory)
    .filter((name) => name.endsWith('.json'))
    .map((name) => {
      const file = `${folder}/${name}`;
      return { slug: name.slice(0, -'.json'.length), file, data: readContentFile(file, path.join(directory, name), schema) };
    });
  return entries.sort((a, b) => a.data.order - b.data.order || a.slug.localeCompare(b.slug));
}

/**
 * Reads a singleton's file (one file, not a folder: the shop, the Home page, the notice;
 * docs/editing.md) and checks it against `schema`.
 * @param file relative to the project root, as named in errors (tests give a copy)
 * @param options.optional answer undefined when there is no such file, rather than throw
 * @throws Error naming the file and the field of a bad entry (lib/content/parse.ts), or that it is missing
 */
export function readContentSingleton<S extends z.ZodType>(file: string, schema: S): z.output<S>;
export function readContentSingleton<S extends z.ZodType>(file: string, schema: S, options: { optional: true }): z.output<S> | undefined;
export function readContentSingleton<S extends z.ZodType>(file: string, schema: S, options?: { optional: true }): z.output<S> | undefined {
  // Not traced by Turbopack (it would take in the whole project): next.config.ts ships data/content.
  const absolute = path.resolve(/*turbopackIgnore: true*/ process.cwd(), file);
  if (options?.optional && !existsSync(absolute)) return undefined;
  return readContentFile(file, absolute, schema);
}

/**
 * Reads one content file and checks it against `schema`.
 * @param file the file as named in errors
 * @param absolute where it is
 * @throws Error naming the file, and the field that is wrong, or that it is not JSON
 */
export function readContentFile<S extends z.ZodType>(file: string, absolute: string, schema: S): z.output<S> {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(/*turbopackIgnore: true*/ absolute, 'utf8'));
  } catch (error) {
    throw new Error(`Invalid data file ${file}\n${file}: not JSON: ${(error as Error).message}`);
  }
  return parseDataFile(file, schema, json);
}

/**
 * The content the pages show, from `read`: read once, when the module loads (a build, a server);
 * under `next dev`, on each call, so a save in the content editor shows on the next page load
 * (docs/editing.md).
 * @throws what `read` throws, first when the module loads
 */
export function editedContent<T>(read: () => T): () => T {
  const once = read();
  return () => (isDevelopment() ? read() : once);
}
