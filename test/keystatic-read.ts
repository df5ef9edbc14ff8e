/**
 * Reads content folders the way the content editor does (Keystatic's reader, with
 * keystatic.config.ts), for test/content-editor.test.ts, which runs it with tsx: Keystatic's
 * packages are ES modules that jest does not load. Prints JSON: the fields of each collection and
 * singleton, its path, the fields of each kind of a page's blocks, and for each project root
 * given, each entry of each collection and each singleton as Keystatic reads it, or the error it
 * reports. A page (a singleton `page-*`) is read only where its file is, and reported as read
 * (`entry: true`), not by its values: Keystatic reads its rich text as Markdoc nodes, where the
 * site's schema has the text. A rich text of a collection's entry (a machine's description) is
 * given as its source, as Markdoc's `format` writes the nodes. And what the editor stores for a
 * file uploaded into each kind of picture field (`uploads`).
 * Usage: tsx test/keystatic-read.ts <project root>...
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createReader } from '@keystatic/core/reader';
import Markdoc, { type Node } from '@markdoc/markdoc';
import config from '../keystatic.config';

type Read = { slug: string; entry?: unknown; error?: string };

/** Whether a singleton of keystatic.config.ts is one of the site's pages. */
const isPage = (name: string) => name.startsWith('page-');

/** An entry with each rich text, which Keystatic reads as `{ node }`, as its source (Markdoc's `format`). */
function withRichTextSource(entry: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!entry) return entry;
  const isRichText = (value: unknown): value is { node: Node } =>
    typeof value === 'object' && value !== null && Object.keys(value).join() === 'node';
  return Object.fromEntries(Object.entries(entry).map(([key, value]) => [key, isRichText(value) ? Markdoc.format(value.node) : value]));
}

async function readRoot(root: string): Promise<Record<string, Read[]>> {
  const reader = createReader(root, config);
  const result: Record<string, Read[]> = {};
  for (const name of ['machines', 'templates'] as const) {
    const collection = reader.collections[name];
    result[name] = await Promise.all(
      (await collection.list()).map(async (slug) => {
        try {
          return { slug, entry: withRichTextSource(await collection.read(slug)) };
        } catch (error) {
          return { slug, error: (error as Error).message };
        }
      }),
    );
  }
  for (const [name, singleton] of Object.entries(config.singletons)) {
    if (isPage(name) && !existsSync(path.join(root, `${singleton.path}.json`))) {
      result[name] = [];
      continue;
    }
    try {
      const entry = await reader.singletons[name as keyof typeof reader.singletons].read();
      result[name] = [{ slug: name, entry: isPage(name) && entry !== null ? true : entry }];
    } catch (error) {
      result[name] = [{ slug: name, error: (error as Error).message }];
    }
  }
  return result;
}

const entries = { ...config.collections, ...config.singletons };
const fields = Object.fromEntries(Object.entries(entries).map(([name, entry]) => [name, Object.keys(entry.schema)]));
const paths = Object.fromEntries(Object.entries(entries).map(([name, entry]) => [name, entry.path]));

/** The blocks field of a page: a list of `{ discriminant, value }`, one object of fields per kind. */
interface BlocksField {
  element: { values: Record<string, { fields: Record<string, unknown> }> };
}

/** Each page's kinds of blocks, each with its fields in order. */
const blocks = Object.fromEntries(
  Object.entries(config.singletons)
    .filter(([name]) => isPage(name))
    .map(([name, singleton]) => {
      const { values } = (singleton.schema as unknown as { blocks: BlocksField }).blocks.element;
      return [name, Object.fromEntries(Object.entries(values).map(([kind, value]) => [kind, Object.keys(value.fields)]))];
    }),
);

/** A picture field of keystatic.config.ts (`fields.image`): what it stores for an upload. */
interface UploadField {
  serialize(
    value: { data: Uint8Array; filename: string; extension: string },
    args: { suggestedFilenamePrefix: string; slug: string | undefined },
  ): { value: string };
}

/**
 * What the editor stores for a file uploaded into a picture field: the field's own `serialize`,
 * given the name the editor's form gives an upload (its place in the entry, as Keystatic's
 * getPropPathPortion writes it, e.g. 'brands/0/logo'), the entry's slug in a collection, and the
 * extension the file came with.
 */
const upload = (field: unknown, place: string, slug: string | undefined, extension: string) =>
  (field as UploadField).serialize(
    { data: new Uint8Array(), filename: `upload.${extension}`, extension },
    { suggestedFilenamePrefix: place, slug },
  ).value;

type Fields = { fields: Record<string, unknown> };
// A page whose route draws a gallery (lib/content/schemas/page.ts PAGE_OWN_BLOCKS): the editor offers each page its own blocks only.
const [, pageSingleton] = Object.entries(config.singletons).find(([name]) => isPage(name) && name.endsWith('-services-scans-art'))!;
const pageKinds = (pageSingleton.schema as unknown as { blocks: BlocksField }).blocks.element.values;
/** An upload into a brand's logo, a template's design, and a page's picture (its path says which page) and gallery picture. */
const uploads = {
  logo: upload((config.singletons.home.schema.brands.element as unknown as Fields).fields.logo, 'brands/0/logo', undefined, 'SVG'),
  design: upload(config.collections.templates.schema.filename, 'filename', 'face-mask-required', 'svg'),
  page: {
    path: pageSingleton.path,
    photo: upload(pageKinds.image.fields.src, 'blocks/1/value/src', undefined, 'JPG'),
    drawing: upload(
      (pageKinds.gallery.fields.pictures as { element: Fields }).element.fields.src,
      'blocks/1/value/pictures/0/src',
      undefined,
      'svg',
    ),
  },
};

void Promise.all(process.argv.slice(2).map(readRoot)).then((roots) =>
  process.stdout.write(JSON.stringify({ fields, paths, blocks, uploads, roots })),
);
