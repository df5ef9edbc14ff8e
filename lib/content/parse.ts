// Relative, not '@/': next.config.ts loads this file (lib/content/content-check.ts), and its loader does not resolve the alias.
import { z } from 'zod';
import { staticPageRoutes } from '../http/routes';

/** Formats a zod issue path as it reads in the JSON file, e.g. `features[0]` or `prices[1].price`. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${String(key)}`)).join('');
}

/**
 * Validates the content of a data file against its schema.
 * @param file the file's path as shown in the error, e.g. 'data/content/machines/hp-designjet-t850-36-in-mfp.json'
 * @returns the parsed, typed data
 * @throws Error listing each bad entry and field, e.g. 'data/bidsets.json: [2].name: ...',
 *   so a bad edit fails `next build` with a message that points at the line to fix.
 */
export function parseDataFile<S extends z.ZodType>(file: string, schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `${file}: ${formatPath(issue.path) || '(root)'}: ${issue.message}`);
  throw new Error(`Invalid data file ${file}\n${lines.join('\n')}`);
}

/** A link of the site's content to one of its pages: a path of the route table, or the build fails naming the entry. */
export const pagePathSchema = z.enum(staticPageRoutes, { error: 'must be a page of the route table (lib/http/routes.ts)' });
