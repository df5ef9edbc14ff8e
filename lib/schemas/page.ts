// Relative, not '@/': next.config.ts loads the content check, which loads this file.
import { z } from 'zod';
import { contactVariants } from './contact-fields';
import { mailboxAliases } from './mailbox';
import { richTextSchema } from './rich-text';

/**
 * A page's content file, `data/content/pages/<page>.json` (docs/editing.md): its title and
 * description for search engines, and its blocks in the order shown. keystatic.config.ts gives the
 * editor the same fields (test/content-editor.test.ts keeps the two alike); the page's route
 * renders the blocks (components/content/PageBlocks.tsx). Texts are plain strings, or Markdoc rich
 * text where people write prose (lib/schemas/rich-text.ts).
 */

/** A band's background: white, the site's light surface, or the brand colour of calls to action. */
export const TONES = ['plain', 'alt', 'highlight'] as const;
/** A button's look (components/services/ActionLinks.tsx). */
export const BUTTON_LOOKS = ['primary', 'accent', 'outline'] as const;
/** What a link may point at: a page of the site (`/...`), another site, a phone or a mailbox. */
export const HREF_PATTERN = /^(\/|https?:\/\/|tel:|mailto:)/;

const text = z.string().min(1);
const href = z.string().regex(HREF_PATTERN, 'must start with /, https://, http://, tel: or mailto:');
/** An optional in-page anchor (`#id`), e.g. `quote` for /covid#quote. */
const anchor = z
  .string()
  .regex(/^$|^[a-z][a-z0-9-]*$/, 'an anchor is lower-case letters, digits and dashes')
  .default('');
/** A text that may be left out (the editor writes '' for an empty one). */
const optionalText = z.string().default('');
/** Rich text that may be left out. */
const optionalRichText = richTextSchema.default('');
const tone = z.enum(TONES).default('plain');

/** A button: its text and where it goes. */
export const buttonSchema = z.object({
  label: text,
  href,
  look: z.enum(BUTTON_LOOKS).default('primary'),
  new_tab: z.boolean().default(false),
});

/** The page's title (its `h1`) and the sentence under it. */
const heroSchema = z.object({ title: text, lead: optionalRichText });

/** A band with a heading, prose, an optional bullet list and buttons. */
const sectionSchema = z.object({
  heading: text,
  anchor,
  tone,
  body: optionalRichText,
  items: z.array(richTextSchema).default([]),
  buttons: z.array(buttonSchema).default([]),
});

/** A band of cards, each with a title, prose and an optional link. */
const cardsSchema = z.object({
  heading: text,
  anchor,
  tone,
  intro: optionalRichText,
  cards: z
    .array(
      z.object({
        title: text,
        figure: optionalText,
        body: optionalRichText,
        link_label: optionalText,
        link_href: z
          .string()
          .regex(new RegExp(`^$|${HREF_PATTERN.source}`), 'must start with /, https://, http://, tel: or mailto:')
          .default(''),
      }),
    )
    .min(1),
});

/** A row of figures, each with what it counts. */
const statsSchema = z.object({
  label: optionalText,
  stats: z.array(z.object({ value: text, label: text })).min(1),
});

/** Questions that open to their answers. */
const accordionSchema = z.object({
  heading: text,
  anchor,
  tone,
  items: z.array(z.object({ question: text, answer: richTextSchema })).min(1),
});

/** A table: a caption, column headers, and rows whose first cell heads the row. */
const tableSchema = z.object({
  heading: text,
  anchor,
  tone,
  caption: text,
  columns: z.array(text).min(2),
  rows: z.array(z.object({ cells: z.array(z.string()).min(2) })).min(1),
});

/** A picture with what it shows (read to visitors who cannot see it) and a caption. */
const imageSchema = z.object({
  src: z.string().regex(/^\/images\/pages\/[\w./-]+\.(svg|png|jpe?g|webp)$/, 'must be a picture of /images/pages/'),
  alt: text,
  caption: optionalRichText,
  /** The box it is drawn in, in CSS px; the picture keeps its own ratio inside it. */
  width: z.number().int().min(16).max(2400).default(1200),
  height: z.number().int().min(16).max(2400).default(800),
});

/** The closing call to action of a service page: its heading and sentence; the buttons are the site's (quote, upload, call). */
const ctaSchema = z.object({ heading: text, tone, body: richTextSchema });

/** The page's form (docs/requirements.md#contact-form): its variant, the mailbox it reaches, the email's subject and its heading. */
const formSchema = z.object({
  variant: z.enum(contactVariants),
  mailbox: z.enum(mailboxAliases),
  subject: text,
  heading: optionalText,
  anchor,
});

/**
 * A part the page draws itself from other data (the machines' grid, the bidsets' table), placed
 * among the blocks by its name; the page's route says which names it draws.
 */
const slotSchema = z.object({ name: z.string().regex(/^[a-z][a-z0-9-]*$/, 'a part’s name is lower-case letters, digits and dashes') });

/** One block of a page, as the editor stores it: `{ discriminant, value }`. */
export const pageBlockSchema = z.discriminatedUnion('discriminant', [
  z.object({ discriminant: z.literal('hero'), value: heroSchema }),
  z.object({ discriminant: z.literal('section'), value: sectionSchema }),
  z.object({ discriminant: z.literal('cards'), value: cardsSchema }),
  z.object({ discriminant: z.literal('stats'), value: statsSchema }),
  z.object({ discriminant: z.literal('accordion'), value: accordionSchema }),
  z.object({ discriminant: z.literal('table'), value: tableSchema }),
  z.object({ discriminant: z.literal('image'), value: imageSchema }),
  z.object({ discriminant: z.literal('cta'), value: ctaSchema }),
  z.object({ discriminant: z.literal('form'), value: formSchema }),
  z.object({ discriminant: z.literal('slot'), value: slotSchema }),
]);

export type PageBlock = z.infer<typeof pageBlockSchema>;
export type PageBlockKind = PageBlock['discriminant'];
/** The value of the block of kind `K`. */
export type BlockValue<K extends PageBlockKind> = Extract<PageBlock, { discriminant: K }>['value'];

/** A page's content file. */
export const pageFileSchema = z.object({
  /** Left empty: the page's title (hero). */
  seo_title: z.string().max(70, 'a search title has at most 70 characters').default(''),
  /** Left empty: the hero's sentence, as plain text. */
  seo_description: z.string().max(200, 'a search description has at most 200 characters').default(''),
  blocks: z
    .array(pageBlockSchema)
    .min(1)
    .refine((blocks) => blocks[0].discriminant === 'hero', 'the first block is the page’s title (hero)')
    .refine((blocks) => blocks.filter((block) => block.discriminant === 'hero').length === 1, 'a page has one title (hero)'),
});

export type PageFile = z.infer<typeof pageFileSchema>;
