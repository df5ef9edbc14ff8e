/**
 * Reads content folders the way the content editor does (Keystatic's reader, with
 * keystatic.config.ts), for test/content-editor.test.ts, which runs it with tsx: Keystatic's
 * packages are ES modules that jest does not load. Prints JSON: the fields of each collection,
 * and for each project root given, each entry (and each singleton: the notice, the shop, the Home page) as Keystatic reads it, or the error
 * it reports.
 * Usage: tsx test/keystatic-read.ts <project root>...
 */
import { createReader } from '@keystatic/core/reader';
import config from '../keystatic.config';

type Read = { slug: string; entry?: unknown; error?: string };

async function readRoot(root: string): Promise<Record<string, Read[]>> {
  const reader = createReader(root, config);
  const result: Record<string, Read[]> = {};
  for (const name of ['machines', 'templates'] as const) {
    const collection = reader.collections[name];
    result[name] = await Promise.all(
      (await collection.list()).map(async (slug) => {
        try {
          return { slug, entry: await collection.read(slug) };
        } catch (error) {
          return { slug, error: (error as Error).message };
        }
      }),
    );
  }
  for (const name of ['notice', 'shop', 'home'] as const) {
    try {
      result[name] = [{ slug: name, entry: await reader.singletons[name].read() }];
    } catch (error) {
      result[name] = [{ slug: name, error: (error as Error).message }];
    }
  }
  return result;
}

const entries = { ...config.collections, ...config.singletons };
const fields = Object.fromEntries(Object.entries(entries).map(([name, entry]) => [name, Object.keys(entry.schema)]));
const paths = Object.fromEntries(Object.entries(entries).map(([name, entry]) => [name, entry.path]));
void Promise.all(process.argv.slice(2).map(readRoot)).then((roots) => process.stdout.write(JSON.stringify({ fields, paths, roots })));
