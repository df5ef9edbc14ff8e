// Relative, not '@/': next.config.ts loads the content check, which loads this file.
import Markdoc, { type Node, type Schema } from '@markdoc/markdoc';
import { z } from 'zod';

/**
 * Rich text, as the content editor writes it (docs/editing.md): Markdoc source (Markdown with the
 * site's `{% shop %}` tag) of paragraphs, lists, bold, italic and links. Nothing else is allowed, so
 * no raw HTML, image, heading or table reaches a page from a text field: the page's blocks say
 * where headings and pictures go (lib/content/schemas/page.ts).
 */

/** The Markdoc nodes a rich text may hold: what the editor's toolbar offers (keystatic.config.ts). */
export const RICH_TEXT_NODES: ReadonlySet<string> = new Set([
  'document',
  'paragraph',
  'inline',
  'text',
  'strong',
  'em',
  'link',
  'list',
  'item',
  'softbreak',
  'hardbreak',
  'tag',
]);

/**
 * The facts of the shop's identity (data/content/shop.json) a text names with
 * `{% shop value="phone" /%}`, so each phone number, address and figure is written in one place
 * (docs/requirements.md#content-pages): the text shows the identity's value at build time.
 */
export const SHOP_VALUES = ['name', 'phone', 'service_phone', 'email', 'address', 'city', 'founded', 'years', 'hours'] as const;
export type ShopValue = (typeof SHOP_VALUES)[number];

/** The Markdoc tags a rich text may hold, with their attributes; rendered by components/content/RichText.tsx. */
export const richTextTags: Record<'shop', Schema> = {
  shop: {
    selfClosing: true,
    inline: true,
    attributes: { value: { type: String, required: true, matches: [...SHOP_VALUES] } },
  },
};

/**
 * Every link target of a rich text, in order.
 * @param source Markdoc source
 * @returns each link's `href` as written, e.g. ['/quote', 'https://example.com']
 */
export function richTextLinks(source: string): string[] {
  const links: string[] = [];
  for (const node of Markdoc.parse(source).walk()) {
    if (node.type === 'link' && typeof node.attributes.href === 'string') links.push(node.attributes.href);
  }
  return links;
}

/**
 * A rich text as plain words (a search description, say): its text, each shop fact by `fact`.
 * @param source Markdoc source
 * @param fact the text of a `{% shop %}` tag (lib/content/site.ts `shopFact`)
 */
export function richTextPlain(source: string, fact: (value: ShopValue) => string): string {
  const words: string[] = [];
  for (const node of Markdoc.parse(source).walk()) {
    if (node.type === 'text' && typeof node.attributes.content === 'string') words.push(node.attributes.content);
    if (node.type === 'tag' && node.tag === 'shop') words.push(fact(node.attributes.value as ShopValue));
    // A line break, a paragraph and a list item part words: 'One.\n\nTwo.' reads 'One. Two.'.
    if (['softbreak', 'hardbreak', 'paragraph', 'item'].includes(node.type)) words.push(' ');
  }
  return words.join('').replace(/\s+/g, ' ').trim();
}

/** An HTML element's tag or a comment, as typed in a text: `<b>`, `</div>`, `<br/>`, `<!--`. */
const HTML_TAG = /<\/?[a-z][a-z0-9-]*(\s[^<>]*)?\/?>|<!--/i;

/** What is wrong with a rich text's source, in plain words; empty when nothing is. */
export function richTextProblems(source: string): string[] {
  const ast: Node = Markdoc.parse(source);
  const problems = new Set<string>();
  for (const node of [ast, ...ast.walk()]) {
    if (node.type === 'error') continue;
    if (!RICH_TEXT_NODES.has(node.type))
      problems.add(`a ${node.type} is not allowed here (only paragraphs, lists, bold, italic and links)`);
    if (node.type === 'tag' && !(node.tag && node.tag in richTextTags)) problems.add(`the tag {% ${node.tag} %} is not known`);
    // Markdoc reads HTML as words: the page would show '<b>' to visitors.
    if (node.type === 'text' && HTML_TAG.test(String(node.attributes.content)))
      problems.add('HTML is not allowed here (bold, italic, lists and links come from the toolbar)');
  }
  for (const error of Markdoc.validate(ast, { tags: richTextTags })) problems.add(error.error.message);
  return [...problems];
}

/** A rich-text field (Markdoc source); refuses what `richTextProblems` names. */
export const richTextSchema = z.string().superRefine((source, context) => {
  for (const message of richTextProblems(source)) context.addIssue({ code: 'custom', message });
});
