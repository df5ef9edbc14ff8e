import { pageKey } from '../http/routes';
import { PAGES_FOLDER, pageSlot } from './pages';
import type { PageFile } from './schemas/page';

/**
 * The words a page's code takes from its content file (docs/editing.md): the words of a part it
 * draws (a slot block's `labels`), and the placeholders that the pages every machine or every sign
 * template shares (equipment-machine.json, library-template.json) fill with the entry's own words.
 */

/** The pseudo-route of the content file every machine's page shares: data/content/pages/equipment-machine.json. */
export const MACHINE_PAGE = '/equipment/machine';
/** The pseudo-route of the content file every sign template's page shares: data/content/pages/library-template.json. */
export const TEMPLATE_PAGE = '/library/template';

/** A placeholder: a name in braces, `{machine}`. Markdoc's own tags open with `{%`, so never match. */
const PLACEHOLDER = /\{([a-z_]+)\}/g;

/**
 * The placeholders a page's content may hold, by its content file's name (lib/http/routes.ts
 * `pageKey`): what its route fills in. Another page's texts hold none. The content check refuses
 * any other (a misspelt `{machin}`), naming the file and the field, as the build would.
 */
export const PAGE_PLACEHOLDERS: Readonly<Record<string, readonly string[]>> = {
  // app/equipment/[cat]/[id]/page.tsx; a machine not in the data fills in only the category's.
  'equipment-machine': ['machine', 'summary', 'category', 'category_path'],
  // app/library/template/[id]/page.tsx
  'library-template': ['template', 'sizes'],
  // app/privacy/page.tsx: the days and years the server keeps requests and order records by.
  privacy: ['retention_days', 'record_years'],
  // app/equipment/page.tsx: a category's card.
  equipment: ['category', 'count'],
  // app/filesize-dpi/page.tsx: a column's resolution.
  'filesize-dpi': ['dpi'],
};

/**
 * The placeholders of a text, in order, each once.
 * @returns e.g. ['machine'] for 'Buy the {machine}, the {machine}!'
 */
export function placeholdersIn(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(PLACEHOLDER), (match) => match[1]))];
}

/** The content file of a route, as errors name it. */
function fileOf(route: string): string {
  return `${PAGES_FOLDER}/${pageKey(route)}.json`;
}

/**
 * A text with its placeholders filled: `Buy, lease or service the {machine}` with
 * `{ machine: 'HP DesignJet T850' }` is `Buy, lease or service the HP DesignJet T850`.
 * @param values what each placeholder stands for
 * @param route the page whose content the text is, for the error
 * @throws Error naming the page's file and a placeholder it does not fill (a typo, say), so the
 *   build fails rather than show `{machin}` to visitors
 */
export function fillText(text: string, values: Record<string, string>, route: string): string {
  return text.replace(PLACEHOLDER, (_, name: string) => {
    if (!Object.hasOwn(values, name)) {
      const known = Object.keys(values).map((key) => `{${key}}`);
      throw new Error(`${fileOf(route)}: "${text}": {${name}} is none of ${known.join(', ') || 'nothing: this text fills no placeholder'}`);
    }
    return values[name];
  });
}

/** A value of a page's content with every text's placeholders filled (`fillText`). */
function fillValue<T>(value: T, values: Record<string, string>, route: string): T {
  if (typeof value === 'string') return fillText(value, values, route) as T;
  if (Array.isArray(value)) return value.map((item) => fillValue(item, values, route)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillValue(item, values, route)])) as T;
  }
  return value;
}

/**
 * A page's content with its placeholders filled, every text of it (`fillText`): the page of one
 * machine or one template from the content file they share.
 * @param values what each placeholder stands for, e.g. `{ machine: 'HP DesignJet T850', ... }`
 * @throws as `fillText`
 */
export function fillPage(page: PageFile, values: Record<string, string>, route: string): PageFile {
  return fillValue(page, values, route);
}

/**
 * The words of a part a page draws, by the names its code asks for (the slot block's `labels`).
 * @param part the slot's name, e.g. 'machine'
 * @param names the words the part needs
 * @throws Error naming the page's file, the part and the words it lacks
 */
export function slotWords<N extends string>(page: PageFile, part: string, names: readonly N[], route: string): Record<N, string> {
  const { labels } = pageSlot(page, part, route);
  const missing = names.filter((name) => !labels.some((label) => label.name === name));
  if (missing.length > 0) throw new Error(`${fileOf(route)}: the part "${part}" has no words named ${missing.join(', ')}`);
  return Object.fromEntries(names.map((name) => [name, labels.find((label) => label.name === name)!.text])) as Record<N, string>;
}
