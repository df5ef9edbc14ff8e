// Relative, not '@/': next.config.ts loads this file (lib/content/content-check.ts), and its loader does not resolve the alias.
import { readContentSingleton } from './content-folder';
import { homeFileSchema, type HomeFile } from './schemas/home-file';

/** The Home page's featured machines and brand slides (docs/editing.md). */
export const HOME_FILE = 'data/content/home.json';

/**
 * The Home page's content as its file says it, checked against its schema.
 * @param file relative to the project root (tests give a copy)
 * @throws Error naming the file and the field of a bad entry (lib/content/parse.ts), or that it is missing
 */
export function readHome(file = HOME_FILE): HomeFile {
  return readContentSingleton(file, homeFileSchema);
}
