import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_OWN_BLOCKS } from '@/lib/content/schemas/page';
import { pageKey } from '@/lib/http/routes';

/**
 * The blocks a page draws with components of its own (components/content/PageBlocks.tsx `own`) are
 * the ones `PAGE_OWN_BLOCKS` gives it, which the editor offers and the content check allows: a
 * route that passes fewer would fail its build on content the check let through, one that passes
 * more loads what its page never shows.
 */

/** The pages a file that renders `PageBlocks` or `ContentBlocks` draws, where its path does not say (`app/<route>/page.tsx` does). */
const DRAWN_BY: Record<string, string[]> = {
  'app/page.tsx': ['home'],
  'app/library/template/[id]/page.tsx': ['library-template'],
  'components/servicecall/ServiceCallPage.tsx': ['repair-servicecall', 'repairbeta'],
};

/** Every .tsx file under a folder, relative to the project's root. */
function sources(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
    .map((file) => path.join(folder, file));
}

/** The kinds of the `own={{ kind: Component, ... }}` a file passes, sorted; none when it passes none. */
function ownKinds(source: string): string[] {
  const own = /own=\{\{([^}]*)\}\}/.exec(source)?.[1] ?? '';
  return [...own.matchAll(/(\w+):/g)].map((match) => match[1]).sort();
}

/** The page keys a file draws: `DRAWN_BY`'s, or its route's. */
function pagesOf(file: string): string[] {
  if (DRAWN_BY[file]) return DRAWN_BY[file];
  const route = /^app\/(.*)\/page\.tsx$/.exec(file)?.[1];
  return route && !route.includes('[') ? [pageKey(`/${route}`)] : [];
}

const drawing = [...sources('app'), ...sources('components')]
  .map((file) => ({ file, source: readFileSync(file, 'utf8') }))
  .filter(({ source }) => /<(Page|Content)Blocks/.test(source))
  .flatMap(({ file, source }) => pagesOf(file).map((page) => ({ page, file, kinds: ownKinds(source) })));

test('every page that has blocks of its own is drawn by a file found here', () => {
  const drawn = new Set(drawing.map(({ page }) => page));
  expect(Object.keys(PAGE_OWN_BLOCKS).filter((page) => !drawn.has(page))).toEqual([]);
});

test.each(drawing.map(({ page, file, kinds }) => [page, file, kinds] as const))(
  '%s (%s) passes the blocks PAGE_OWN_BLOCKS gives it',
  (page, _, kinds) => {
    expect(kinds).toEqual([...(PAGE_OWN_BLOCKS[page] ?? [])].sort());
  },
);
