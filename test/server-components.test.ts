import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every file under `dir` whose name matches `pattern`. */
function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => pattern.test(path.basename(file)))
    .map((file) => path.join(dir, file));
}

/** docs/architecture.md#the-layers: pages are Server Components; `'use client'` belongs to the interactive leaves. */
test('pages and layouts are Server Components; client code stays in the interactive leaves', () => {
  const pages = filesUnder('app', /^(page|layout|template|not-found)\.tsx$/);
  expect(pages).toContain(path.join('app', 'page.tsx'));
  const clientPages = pages.filter((file) => /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8')));
  expect(clientPages).toEqual([]);
});
