import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { optimize } from 'svgo';

/** The largest SVG file, in bytes, drawn inside a page's HTML; a larger one stays an `img`. */
export const INLINE_SVG_MAX_BYTES = 4096;

const publicFolder = path.join(process.cwd(), 'public');
const cache = new Map<string, string | undefined>();

/**
 * The markup of one of the site's SVG files, to draw inside the page's HTML: the picture then
 * paints with the page's first paint instead of after a request of its own
 * (docs/requirements.md#speed, rule 3). Read when the page is rendered, that is when the site is
 * built, and kept for the other pages that show it. SVGO minifies it, drops its `<title>` (the
 * element around it carries the text alternative), its namespace and its width and height, and
 * prefixes its ids with the file's name, so that two pictures on one page cannot take each
 * other's gradients.
 * @param src the file's path under `publicDir`, e.g. '/images/home/hero.svg'
 * @param publicDir the folder `src` is relative to: the project's `public/` (tests pass another)
 * @returns the `<svg>` element, or undefined when the file is over INLINE_SVG_MAX_BYTES
 * @throws when the file cannot be read, or SVGO cannot parse it
 */
export function inlineSvgMarkup(src: string, publicDir = publicFolder): string | undefined {
  // Joined by hand: Turbopack reads a path.join of a parameter as a pattern over the whole project
  // and traces all of it into the server's files; this way it traces public/ only.
  const file = publicDir + src;
  if (!cache.has(file)) {
    const source = readFileSync(/* turbopackIgnore: true */ file);
    cache.set(
      file,
      source.byteLength > INLINE_SVG_MAX_BYTES
        ? undefined
        : optimize(source.toString('utf8'), {
            path: file,
            multipass: true,
            // removeXMLNS and removeDimensions: an svg inside HTML needs neither its namespace nor
            // its size (the viewBox gives its proportions, the page's CSS its width).
            plugins: ['preset-default', 'removeTitle', 'removeXMLNS', 'removeDimensions', { name: 'prefixIds', params: { delim: '-' } }],
          }).data,
    );
  }
  return cache.get(file);
}
