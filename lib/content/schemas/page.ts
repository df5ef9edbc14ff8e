// Relative, not '@/': next.config.ts loads the content check, which loads this file.
import { z } from 'zod';
import { contactVariants } from '../../forms/contact-fields';
import { mailboxAliases } from '../../forms/mailbox';
import { richTextProblems, richTextSchema } from './rich-text';

/**
 * A page's content file, `data/content/pages/<page>.json` (docs/editing.md): its title and
 * description for search engines, and its blocks in the order shown. keystatic.config.ts gives the
 * editor the same fields (test/content-editor.test.ts keeps the two alike); the page's route
 * renders the blocks (components/content/PageBlocks.tsx). Texts are plain strings, or Markdoc rich
 * text where people write prose (lib/content/schemas/rich-text.ts).
 */

/** A band's background: white, the site's light surface, or the brand colour of calls to action. */
export const TONES = ['plain', 'alt', 'highlight'] as const;
/** A button's look (components/services/ActionLinks.tsx). */
export const BUTTON_LOOKS = ['primary', 'accent', 'outline'] as const;
/**
 * The outside services a link may name, `outside:upload`, by their keys of `siteConfig.external`
 * (lib/content/site.ts): their addresses are the deployment's settings (lib/config/public.ts, e.g. UPLOAD_URL),
 * not content, so a page links to the upload service of whichever site it is built for.
 */
export const OUTSIDE_LINKS = [
  'upload',
  'plans',
  'account',
  'jobView',
  'printJobs',
  'remoteSupport',
  'designTool',
  'vendorPrinters',
  'vendorManagedPrint',
  'creditApplication',
  'fineartPricing',
] as const;
export type OutsideLink = (typeof OUTSIDE_LINKS)[number];
/** Those services as a link names them: `outside:upload`, ... */
export const OUTSIDE_HREFS = OUTSIDE_LINKS.map((name) => `outside:${name}` as const);
/** What a link may point at: a page of the site (`/...`), another site, a phone, a mailbox or an outside service by name. */
export const HREF_PATTERN = new RegExp(`^(\\/|https?:\\/\\/|tel:|mailto:|outside:(${OUTSIDE_LINKS.join('|')})$)`);
/** What a link that does not match HREF_PATTERN is told. */
export const HREF_MESSAGE = `must start with /, https://, http://, tel: or mailto:, or name an outside service (${OUTSIDE_HREFS.join(', ')})`;

const text = z.string().min(1);
const href = z.string().regex(HREF_PATTERN, HREF_MESSAGE);
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
/**
 * Refuses what is wrong in a line of plain words that may name the shop's facts
 * (`{% shop value="founded" /%}`), checked as rich text read inside a line: a fact alone is one of
 * the line's words (a zero-width space before it), not a block of its own.
 */
function checkFactLine(source: string, context: z.RefinementCtx): void {
  for (const message of richTextProblems(`\u200b${source}`)) context.addIssue({ code: 'custom', message });
}
/** A short plain text that may name the shop's facts, such as a figure or a heading with the founding year; shown as its words. */
const factText = text.superRefine(checkFactLine);

/** A button: its text and where it goes. */
export const buttonSchema = z.object({
  label: text,
  href,
  look: z.enum(BUTTON_LOOKS).default('primary'),
  new_tab: z.boolean().default(false),
});

/**
 * The page's title (its `h1`), the sentence under it and the buttons under that; and the page's
 * name in breadcrumbs, where it is shorter than the title ('Fine Art' for Fine Art Services),
 * left empty: the title.
 */
const heroSchema = z.object({ title: text, lead: optionalRichText, buttons: z.array(buttonSchema).default([]), crumb: optionalText });

/** A figure exactly as written (e.g. '30000+', docs/requirements.md#content-pages, rule 12) and what it counts. */
const statSchema = z.object({ value: factText, label: factText });

/** A band with a heading, prose, an optional bullet list, figures and buttons. */
const sectionSchema = z.object({
  heading: factText,
  anchor,
  tone,
  body: optionalRichText,
  items: z.array(richTextSchema).default([]),
  stats: z.array(statSchema).default([]),
  buttons: z.array(buttonSchema).default([]),
});

/** A band of cards, each with a title, prose and an optional link, and buttons under them. */
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
          .regex(new RegExp(`^$|${HREF_PATTERN.source}`), HREF_MESSAGE)
          .default(''),
      }),
    )
    .min(1),
  /** Under the cards. */
  buttons: z.array(buttonSchema).default([]),
});

/** A row of figures, each with what it counts. */
const statsSchema = z.object({
  label: optionalText,
  stats: z.array(statSchema).min(1),
});

/**
 * A band of cards that turn over (components/services/FlipCard.tsx): the front's title and short
 * line, the back's text and its one link. The back's text is plain, so that link stays the card's
 * only one.
 */
const flipCardsSchema = z.object({
  heading: text,
  anchor,
  tone,
  cards: z.array(z.object({ title: text, teaser: text, text, link_label: text, link_href: href })).min(1),
});

/** Numbered steps, each a title and its prose, and buttons under them. */
const stepsSchema = z.object({
  heading: text,
  anchor,
  tone,
  steps: z.array(z.object({ title: text, text: richTextSchema })).min(1),
  buttons: z.array(buttonSchema).default([]),
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
  /** Uploaded in the editor into the page's folder (lib/content/schemas/picture.ts), with the extension it came with. */
  src: z.string().regex(/^\/images\/pages\/([\w-]+\/)*[\w-]+\.(svg|png|jpe?g|webp)$/i, 'must be a picture of /images/pages/'),
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
 * among the blocks by its name; the page's route says which names it draws. With a heading, the
 * part is a band under it.
 */
const slotSchema = z.object({
  name: z.string().regex(/^[a-z][a-z0-9-]*$/, 'a part’s name is lower-case letters, digits and dashes'),
  heading: optionalText,
  anchor,
  tone,
  /** Above the part, in its band; not shown when the part has nothing to show. */
  intro: optionalRichText,
  /** Under the part, in its band; not shown when the part has nothing to show. */
  note: optionalRichText,
  /** Instead of the part when it has nothing to show (no project out to bid, say); left empty, the band is left out. */
  empty: optionalRichText,
  /**
   * Above the part, only when the visitor's browser runs no scripts: why the part cannot work then
   * and what to do instead (docs/requirements.md#forms-without-javascript: paying for prints).
   */
  without_scripts: optionalRichText,
  /**
   * The part's own words (a table's caption, a card's link), each by the name the page's code asks
   * for it by (lib/content/page-words.ts); `{machine}` and the like stand for what the page fills in.
   */
  labels: z
    .array(z.object({ name: z.string().regex(/^[a-z][a-z0-9-]*$/, 'a name is lower-case letters, digits and dashes'), text }))
    .default([]),
});

/** A row of buttons with no heading of its own (a page's closing links, say). */
const buttonsSchema = z.object({ buttons: z.array(buttonSchema).default([]) });

/** A boxed notice in the page's column, with a thick edge (the notice that /repairbeta is in test mode). */
const noteSchema = z.object({ body: text.pipe(richTextSchema) });

/** One way into a service call: its button's text, the sentence under it, and the heading of what it opens. */
const serviceCallWaySchema = z.object({ label: text, detail: text, heading: text });

/**
 * The first step of a service call (docs/requirements.md#service-calls, rule 1): the question, then
 * a button for each way in, 'ID required' (the equipment lookup) and 'No ID necessary' (the repair
 * form); the page draws each way's form under its heading (components/servicecall/ServiceCallPage.tsx).
 */
const serviceCallSchema = z.object({
  heading: text,
  with_id: serviceCallWaySchema,
  without_id: serviceCallWaySchema,
  /**
   * Above the repair form, which stands in place of the choice when the visitor's browser runs no
   * scripts: the lookup is a script (docs/requirements.md#forms-without-javascript, rule 7).
   */
  without_scripts: optionalRichText,
});

/**
 * A picture of the site's own SVG artwork (components/ui/SvgImage.tsx), under public/images/:
 * uploaded in the editor into the page's folder (lib/content/schemas/picture.ts), where the content check
 * holds it, with the extension it came with.
 */
const svgPicture = z.string().regex(/^\/images\/[\w./-]+\.svg$/i, 'must be an SVG picture of /images/');
/** A picture's box, in CSS px; the picture keeps its own ratio inside it. */
const pictureSide = z.number().int().min(16).max(2400);
/** A link of a button or a card, or a place on the same page (`#quote`); empty for none. */
const optionalLinkOrAnchor = z
  .string()
  .regex(new RegExp(`^$|^#[a-z][a-z0-9-]*$|${HREF_PATTERN.source}`), `${HREF_MESSAGE}, or be a place on the page (#quote)`)
  .default('');

/**
 * A picture with numbered points laid over it (components/content/HotspotImage.tsx), in a band
 * with its heading and introduction; then a band that describes each point, in the same order and
 * numbered alike, each with an optional link (the signage of /covid, docs/requirements.md#content-pages, rule 16).
 */
const hotspotsSchema = z.object({
  heading: text,
  anchor,
  tone,
  intro: optionalRichText,
  src: svgPicture,
  alt: text,
  width: pictureSide.default(1200),
  height: pictureSide.default(800),
  /** What the points are, read to screen readers, e.g. 'Signage in the picture'. */
  label: text,
  list_heading: text,
  list_anchor: anchor,
  list_tone: tone,
  /** The link under each point's description, e.g. 'Get a Quote' to '#quote'; screen readers hear the point's name after it. */
  link_label: optionalText,
  link_href: optionalLinkOrAnchor,
  /** Each point: its name, its description, and where it sits on the picture, in percent of its width and height. */
  spots: z
    .array(
      z.object({
        label: text,
        text: richTextSchema,
        x: z.number().min(0).max(100),
        y: z.number().min(0).max(100),
      }),
    )
    .min(1),
});

/**
 * Slides shown one at a time, each a picture with its title and sentence under it
 * (components/carousel/SlideCarousel.tsx), in a band with a heading; they move on by themselves
 * every `autoplay_ms` until a visitor pauses them (the symposium of /hpshow, docs/requirements.md#content-pages, rule 17).
 */
const slidesSchema = z.object({
  heading: text,
  anchor,
  tone,
  /** What the slides are, read to screen readers, e.g. 'Symposium sessions'. */
  label: text,
  autoplay_ms: z.number().int().min(2000).max(20000).default(4000),
  /** The box every slide's picture is drawn in. */
  width: pictureSide.default(1200),
  height: pictureSide.default(500),
  slides: z
    .array(
      z.object({
        title: text,
        text,
        src: svgPicture,
        /** Left empty when the picture only decorates: the title and sentence carry the slide's words. */
        alt: optionalText,
      }),
    )
    .min(1),
});

/**
 * Logos that move one at a time, two to four in sight by screen width
 * (components/carousel/LogoCarousel.tsx), in a band with a heading and an introduction; they move
 * on by themselves every `autoplay_ms` until a visitor pauses them (the partner and dealer
 * credentials of /hp, docs/requirements.md#content-pages, rule 21).
 */
const logosSchema = z.object({
  heading: text,
  anchor,
  tone,
  intro: optionalRichText,
  /** What the logos are, read to screen readers, e.g. 'HP and Canon credentials'. */
  label: text,
  autoplay_ms: z.number().int().min(2000).max(20000).default(3000),
  /** The box every logo is drawn in. */
  width: pictureSide.default(240),
  height: pictureSide.default(120),
  logos: z
    .array(
      z.object({
        /** Read aloud in place of the logo, e.g. 'Canon Authorized Dealer'. */
        name: text,
        src: svgPicture,
      }),
    )
    .min(1),
});

/**
 * Pictures side by side, each with its caption under it (components/services/FigureGrid.tsx), in a
 * band with a heading and an introduction (the three example scans of /services/scans/art,
 * docs/requirements.md#content-pages, rule 11).
 */
const gallerySchema = z.object({
  heading: text,
  anchor,
  tone,
  intro: optionalRichText,
  pictures: z
    .array(
      z.object({
        src: svgPicture,
        alt: text,
        caption: text,
        width: pictureSide.default(600),
        height: pictureSide.default(400),
      }),
    )
    .min(1),
});

/** One block of a page, as the editor stores it: `{ discriminant, value }`. */
export const pageBlockSchema = z.discriminatedUnion('discriminant', [
  z.object({ discriminant: z.literal('hero'), value: heroSchema }),
  z.object({ discriminant: z.literal('section'), value: sectionSchema }),
  z.object({ discriminant: z.literal('cards'), value: cardsSchema }),
  z.object({ discriminant: z.literal('stats'), value: statsSchema }),
  z.object({ discriminant: z.literal('flip_cards'), value: flipCardsSchema }),
  z.object({ discriminant: z.literal('steps'), value: stepsSchema }),
  z.object({ discriminant: z.literal('accordion'), value: accordionSchema }),
  z.object({ discriminant: z.literal('table'), value: tableSchema }),
  z.object({ discriminant: z.literal('image'), value: imageSchema }),
  z.object({ discriminant: z.literal('cta'), value: ctaSchema }),
  z.object({ discriminant: z.literal('form'), value: formSchema }),
  z.object({ discriminant: z.literal('slot'), value: slotSchema }),
  z.object({ discriminant: z.literal('buttons'), value: buttonsSchema }),
  z.object({ discriminant: z.literal('note'), value: noteSchema }),
  z.object({ discriminant: z.literal('service_call'), value: serviceCallSchema }),
  z.object({ discriminant: z.literal('hotspots'), value: hotspotsSchema }),
  z.object({ discriminant: z.literal('slides'), value: slidesSchema }),
  z.object({ discriminant: z.literal('logos'), value: logosSchema }),
  z.object({ discriminant: z.literal('gallery'), value: gallerySchema }),
]);

export type PageBlock = z.infer<typeof pageBlockSchema>;
export type PageBlockKind = PageBlock['discriminant'];
/** The value of the block of kind `K`. */
export type BlockValue<K extends PageBlockKind> = Extract<PageBlock, { discriminant: K }>['value'];

/**
 * The blocks a page's route draws with components of its own (components/content/PageBlocks.tsx
 * `own`): their client code (a form, a carousel) or styles would otherwise weigh on every page.
 */
export const OWN_BLOCK_KINDS = [
  'form',
  'slides',
  'logos',
  'flip_cards',
  'steps',
  'hotspots',
  'gallery',
  'cards',
  'accordion',
  'table',
  'note',
] as const;
export type OwnBlockKind = (typeof OWN_BLOCK_KINDS)[number];

/**
 * Which of those each page may have, by its content file's name (lib/http/routes.ts `pageKey`): what its
 * route draws. The editor offers a page only these (keystatic.config.ts), the content check refuses
 * others, and test/page-own-blocks.test.ts holds the routes to this table. To give a page a block
 * of this kind, add it here and pass its component in the page's route.
 */
export const PAGE_OWN_BLOCKS: Readonly<Record<string, readonly OwnBlockKind[]>> = {
  home: ['form', 'flip_cards', 'steps'],
  about: ['form', 'cards'],
  bidsets: ['form', 'cards'],
  callme: ['form'],
  covid: ['form', 'hotspots'],
  design: ['form'],
  hp: ['form', 'logos'],
  hpshow: ['form', 'slides', 'table'],
  lease: ['form', 'cards'],
  'library-template': ['form'],
  pickup: ['form'],
  quicksupply: ['form'],
  quote: ['form'],
  repair: ['accordion'],
  'repair-servicecall': ['note'],
  repairbeta: ['note'],
  'services-bid-plancenter': ['form'],
  'services-print-engineering': ['form'],
  'services-print-smallformat': ['form'],
  'services-scans-art': ['gallery'],
  supplies: ['cards'],
  support: ['form'],
};

/** Whether a page (by its content file's name) may have a block of `kind`: every common kind, and its own. */
export function pageHasBlockKind(page: string, kind: string): boolean {
  return !(OWN_BLOCK_KINDS as readonly string[]).includes(kind) || (PAGE_OWN_BLOCKS[page] ?? []).includes(kind as OwnBlockKind);
}

/** A page's content file. */
export const pageFileSchema = z.object({
  /**
   * Left empty: the page's title (hero). Like the description, it may name the shop's facts
   * (`{% shop value="name" /%}`); 80 characters hold the home page's title with the shop's name.
   */
  seo_title: z.string().max(80, 'a search title has at most 80 characters').superRefine(checkFactLine).default(''),
  /** Left empty: the hero's sentence, as plain text. */
  seo_description: z.string().max(200, 'a search description has at most 200 characters').superRefine(checkFactLine).default(''),
  blocks: z
    .array(pageBlockSchema)
    .min(1)
    // Run even when there is no block (zod goes on after .min): that is .min's to say alone.
    .refine((blocks) => blocks.length === 0 || blocks[0].discriminant === 'hero', 'the first block is the page’s title (hero)')
    .refine(
      (blocks) => blocks.length === 0 || blocks.filter((block) => block.discriminant === 'hero').length === 1,
      'a page has one title (hero)',
    ),
});

export type PageFile = z.infer<typeof pageFileSchema>;
