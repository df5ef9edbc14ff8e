// Relative, not '@/': next.config.ts loads this file (lib/content/content-check.ts), and its loader does not resolve the alias.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { optimize, type XastElement } from 'svgo';
import { PHOTO_MAX_BYTES, SVG_MAX_BYTES, type PictureFormat } from './schemas/picture';

/** Each format by name, with its article, as a message names it. */
const FORMAT_NAMES: Record<PictureFormat, string> = { svg: 'an SVG', jpeg: 'a JPEG', png: 'a PNG', webp: 'a WebP' };
/** The format a file's name says, by its extension. */
const EXTENSION_FORMATS: Record<string, PictureFormat> = { '.svg': 'svg', '.jpg': 'jpeg', '.jpeg': 'jpeg', '.png': 'png', '.webp': 'webp' };
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A picture's format by its first bytes (the signatures of JPEG, PNG and WebP files; an SVG is
 * text that opens with a tag, which its parse confirms).
 * @returns undefined for anything else (a GIF, a PDF, a page of HTML may still open with a tag)
 */
function formatOf(bytes: Buffer): PictureFormat | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (/^(\uFEFF)?\s*</.test(bytes.toString('utf8', 0, 512))) return 'svg';
  return undefined;
}

/** 'a JPEG, PNG, WebP or SVG', or 'an SVG': the formats a field takes, as a message names them. */
function formatList(formats: readonly PictureFormat[]): string {
  const names = formats.map((format) => FORMAT_NAMES[format]);
  if (names.length === 1) return names[0];
  const bare = names.map((name) => name.replace(/^an? /, ''));
  return `${names[0].split(' ')[0]} ${bare.slice(0, -1).join(', ')} or ${bare.at(-1)}`;
}

/** What a reference inside an SVG may point at: a part of the same file (`#id`), or a picture it carries itself. */
function isOwnReference(target: string): boolean {
  const value = target.trim();
  return value === '' || value.startsWith('#') || /^data:image\//i.test(value);
}

/** An attribute's or an element's name without its namespace prefix, lower-cased: `xlink:href` is `href`, `svg:script` is `script`. */
const localName = (name: string) => name.slice(name.indexOf(':') + 1).toLowerCase();

/** Every `url(...)` target of a style or an attribute's value. */
function urlTargets(css: string): string[] {
  return [...css.matchAll(/url\(\s*(['"]?)(.*?)\1\s*\)/gi)].map((match) => match[2]);
}

/**
 * What makes an SVG unsafe to show on the site's pages, which draw small ones inside their HTML
 * (components/ui/SvgImage.tsx) and serve every one from the site's own address: code that would
 * run (a script, an event handler attribute, a `javascript:` link), a `foreignObject` (a web
 * page's markup inside the picture), and any reference outside the file (a link, an image, a
 * style sheet or a `url()` to anything but a part of the file or a `data:image/` picture), which
 * would load from another site each time the picture is shown. Parsed by SVGO, as the site's pages
 * parse it (lib/content/inline-svg.ts).
 * @param source the SVG's text
 * @returns one phrase per problem, e.g. 'has a <script>: a picture may not run code'; [] for a safe SVG
 */
export function svgProblems(source: string): string[] {
  const problems = new Set<string>();
  const runsCode = 'a picture may not run code';
  const outside = (target: string, where: string) =>
    problems.add(`refers to ${target} outside the file (${where}): it may refer only to its own parts (#id) and to data:image/ pictures`);
  let root: string | undefined;
  const inspectElement = (node: XastElement) => {
    const element = localName(node.name);
    root ??= element;
    if (element === 'script') problems.add(`has a <${node.name}>: ${runsCode}`);
    if (element === 'foreignobject') problems.add(`has a <${node.name}>: a picture may not hold a web page’s markup`);
    for (const [name, value] of Object.entries(node.attributes)) {
      const attribute = localName(name);
      // Browsers ignore blanks and control characters inside a link's scheme: java\tscript: runs too.
      const squeezed = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      if (squeezed.includes('javascript:')) {
        problems.add(`links to javascript: (${name} of <${node.name}>): ${runsCode}`);
      } else if (attribute === 'href' && !isOwnReference(value)) {
        outside(value, `${name} of <${node.name}>`);
      }
      if (attribute.startsWith('on')) problems.add(`has an event handler attribute ${name} (on <${node.name}>): ${runsCode}`);
      for (const target of urlTargets(value)) if (!isOwnReference(target)) outside(target, `${name} of <${node.name}>`);
      // An animation that sets a link (<set attributeName="href" to="https://…">) links outside the file too.
      if (attribute === 'attributename' && localName(value) === 'href') {
        for (const key of ['to', 'from', 'by', 'values']) {
          const target = node.attributes[key];
          if (target && !target.split(';').every(isOwnReference)) outside(target, `${key} of <${node.name}>`);
        }
      }
    }
    if (element === 'style') {
      const css = node.children.map((child) => (child.type === 'text' || child.type === 'cdata' ? child.value : '')).join('');
      if (/@import/i.test(css)) problems.add('imports a style sheet (@import in <style>) from outside the file');
      for (const target of urlTargets(css)) if (!isOwnReference(target)) outside(target, 'in <style>');
    }
  };
  try {
    optimize(source, {
      plugins: [
        {
          name: 'inspect',
          fn: () => ({
            element: { enter: inspectElement },
            instruction: {
              enter: (node) => {
                if (node.name === 'xml-stylesheet') problems.add('links a style sheet (<?xml-stylesheet?>) from outside the file');
              },
            },
            doctype: {
              enter: (node) => {
                if (/<!ENTITY[^>]*\b(SYSTEM|PUBLIC)\b/i.test(node.data.doctype)) {
                  problems.add('declares an entity of another file (<!ENTITY … SYSTEM>)');
                }
              },
            },
          }),
        },
      ],
    });
  } catch (error) {
    const { reason, line } = error as { reason?: string; line?: number };
    return [`cannot be read as an SVG${line ? ` (line ${line})` : ''}: ${reason ?? (error as Error).message}`];
  }
  if (root !== 'svg') return [root ? `is not an SVG: its first element is <${root}>` : 'is not an SVG: it has no element'];
  return [...problems];
}

/**
 * What is wrong with a picture of public/ that content names, as the content check files it: the
 * file missing, in a format the field does not take or other than its name says (an `.svg` that
 * holds a PNG), over its size (SVG_MAX_BYTES, PHOTO_MAX_BYTES), or an SVG that is not safe to
 * show (svgProblems). An upload in the content editor is kept as staff chose it, so this is where
 * a bad one is refused.
 * @param publicPath the picture's address, e.g. '/images/brands/hp.svg'
 * @param publicDir the folder the site serves its files from, `public` (tests give a copy)
 * @param formats the formats the field takes
 * @returns one message per problem, e.g. 'no file public/images/brands/hp.svg' or
 *   'public/images/brands/hp.svg has a <script>: a picture may not run code'; [] for a good picture
 */
export function pictureProblems(publicPath: string, publicDir: string, formats: readonly PictureFormat[]): string[] {
  const shown = `public${publicPath}`;
  const file = path.resolve(/*turbopackIgnore: true*/ process.cwd(), publicDir, `.${publicPath}`);
  if (!existsSync(file)) return [`no file ${shown}`];
  const bytes = readFileSync(file);
  const format = formatOf(bytes);
  if (!format || !formats.includes(format)) return [`${shown} is not ${formatList(formats)}`];
  const named = EXTENSION_FORMATS[path.extname(publicPath).toLowerCase()];
  const problems: string[] = [];
  if (named && named !== format) problems.push(`${shown} is ${FORMAT_NAMES[format]}, not ${FORMAT_NAMES[named]} as its name says`);
  const most = format === 'svg' ? SVG_MAX_BYTES : PHOTO_MAX_BYTES;
  if (bytes.byteLength > most) {
    const megabytes = (size: number) => size / 1024 / 1024;
    problems.push(
      `${shown} is ${megabytes(bytes.byteLength).toFixed(1)} MB, over the ${megabytes(most)} MB ${format === 'svg' ? 'an SVG' : 'a photo'} may have`,
    );
  }
  if (format === 'svg') problems.push(...svgProblems(bytes.toString('utf8')).map((problem) => `${shown} ${problem}`));
  return problems;
}
