import { collection, config, fields, singleton, type ComponentSchema, type GenericPreviewProps } from '@keystatic/core';
import { inline } from '@keystatic/core/content-components';
// The name the editor shows at its top: the shop's, as its entry says it (a rename shows after a reload).
import shop from './data/content/shop.json';
import { readSiteSetting } from './lib/config/public';
import { FEATURED_MACHINES } from './lib/content/schemas/home-file';
import { categoryKeys, LINK_PATTERN, MACHINE_ARTWORK_PATTERN, machineCategories } from './lib/content/schemas/machine';
import { NOTICE_MAX_LENGTH, noticeDays } from './lib/content/schemas/notice-file';
import { BUTTON_LOOKS, HREF_PATTERN, OUTSIDE_HREFS, pageHasBlockKind, TONES } from './lib/content/schemas/page';
import { pagePictureFolder } from './lib/content/schemas/picture';
import { SHOP_VALUES } from './lib/content/schemas/rich-text';
import { FOUNDED_RANGE, OPENING_HOURS_PATTERN, STATE_PATTERN, WEEKDAYS, ZIP_PATTERN } from './lib/content/schemas/shop-file';
import { SIGN_SIZE_PATTERN } from './lib/content/schemas/template';
import { contactVariants } from './lib/forms/contact-fields';
import { mailboxAliases } from './lib/forms/mailbox';
import { categoryPath, pageKey, staticPageRoutes } from './lib/http/routes';

/**
 * The content editor's collections (Keystatic, docs/editing.md): the fields staff see, each stored
 * in the content file under the key of lib/content/schemas/ that checks it. The zod schemas stay the one
 * truth of what valid content is; test/content-editor.test.ts fails when the two differ (a field
 * one has and the other not, or a file one accepts and the other refuses).
 *
 * Storage: the working tree under `npm run dev`; with NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO
 * (owner/name), the GitHub repository, every save on a `content/` branch (docs/deploy.md).
 * Where neither applies, the editor's routes answer 404 (lib/config/content-editor.ts).
 */

/** A text field that may stay empty, or else must match `pattern`: Keystatic applies a pattern to '' too. */
function optionalMatching(label: string, pattern: RegExp, message: string, description?: string) {
  return fields.text({ label, description, validation: { pattern: { regex: new RegExp(`^$|${pattern.source}`), message } } });
}

/**
 * The editor's link to an entry's page on the branch's preview: Keystatic fills in {branch} and
 * {slug}; app/api/content-preview/route.ts finds the page and the preview's address.
 */
function previewUrl(entry: string): string {
  return `/api/content-preview?branch={branch}&entry=${entry}`;
}

/**
 * A rich-text field (lib/content/schemas/rich-text.ts): paragraphs, lists, bold, italic and links, and the
 * shop's facts by name (its phone, its years in business), never typed twice.
 */
function richText(label: string, description?: string) {
  return fields.markdoc.inline({
    label,
    description,
    options: {
      heading: false,
      blockquote: false,
      code: false,
      codeBlock: false,
      divider: false,
      image: false,
      table: false,
      strikethrough: false,
    },
    components: {
      shop: inline({
        label: 'Shop fact',
        description: 'The shop’s phone, email, address, hours or years in business, as the Shop entry says.',
        schema: {
          value: fields.select({
            label: 'Fact',
            options: SHOP_VALUES.map((value) => ({ label: shopFactLabels[value], value })),
            defaultValue: 'phone',
          }),
        },
      }),
    },
  });
}

const shopFactLabels: Record<(typeof SHOP_VALUES)[number], string> = {
  name: 'Name',
  phone: 'Main phone',
  service_phone: 'Service phone',
  email: 'Email',
  address: 'Address',
  city: 'City',
  founded: 'Year founded',
  years: 'Years in business',
  hours: 'Opening hours',
};

const toneField = fields.select({
  label: 'Background',
  options: [
    { label: 'White', value: TONES[0] },
    { label: 'Light grey', value: TONES[1] },
    { label: 'Brand colour', value: TONES[2] },
  ],
  defaultValue: 'plain',
});

const anchorField = fields.text({
  label: 'Anchor',
  description: 'Optional: a name for links to this part of the page, e.g. quote for /covid#quote.',
  validation: { pattern: { regex: /^$|^[a-z][a-z0-9-]*$/, message: 'Lower-case letters, digits and dashes' } },
});

/** What a link field tells of the links it takes (lib/content/schemas/page.ts `HREF_PATTERN`). */
const LINK_HINT = `A page of the site (/quote), another site (https://…), tel:, mailto:, or an outside service of the site’s settings: ${OUTSIDE_HREFS.join(', ')}.`;
const LINK_MESSAGE = 'Starts with /, https://, http://, tel: or mailto:, or names an outside service (outside:upload, say)';

/** The heading of a band, its anchor and its background: every block that is a band of its own starts with them. */
const bandFields = {
  heading: fields.text({ label: 'Heading', validation: { length: { min: 1 } } }),
  anchor: anchorField,
  tone: toneField,
};

const linkField = (label: string) =>
  fields.text({ label, description: LINK_HINT, validation: { pattern: { regex: HREF_PATTERN, message: LINK_MESSAGE } } });

const buttonsField = fields.array(
  fields.object({
    label: fields.text({ label: 'Button text', validation: { length: { min: 1 } } }),
    href: linkField('Goes to'),
    look: fields.select({
      label: 'Look',
      options: BUTTON_LOOKS.map((look) => ({ label: look[0].toUpperCase() + look.slice(1), value: look })),
      defaultValue: 'primary',
    }),
    new_tab: fields.checkbox({ label: 'Opens in a new tab' }),
  }),
  { label: 'Buttons', itemLabel: (props) => props.fields.label.value },
);

/** A figure and what it counts; either may name a shop fact, e.g. {% shop value="years" /%}. */
const statField = fields.object({
  value: fields.text({
    label: 'Figure',
    description: 'e.g. 25+, or a shop fact: {% shop value="years" /%}',
    validation: { length: { min: 1 } },
  }),
  label: fields.text({ label: 'What it counts', validation: { length: { min: 1 } } }),
});

/**
 * A picture uploaded into the page's own folder of public/images/pages/ (lib/content/schemas/picture.ts),
 * stored as its address: the editor names an upload by its place in the page, e.g.
 * /images/pages/about/blocks/3/value/src.jpg. Its format, size and safety: the content check.
 */
const pagePictureField = (page: string, description: string, label = 'Picture') =>
  fields.image({
    label,
    description,
    directory: `public${pagePictureFolder(page)}`,
    publicPath: pagePictureFolder(page),
    validation: { isRequired: true },
  });

/**
 * A picture's box, one side, in CSS px (lib/content/schemas/page.ts `pictureSide`: 16 to 2400 px).
 * @param label the field's label, e.g. 'Width (px)'
 * @param defaultValue the side a new block starts with, in px
 */
const pictureSideField = (label: string, defaultValue: number) =>
  fields.integer({ label, defaultValue, validation: { isRequired: true, min: 16, max: 2400 } });

/** What an SVG upload may hold, as its field tells staff (lib/content/picture-check.ts). */
const SVG_RULES = 'An SVG of up to 1 MB, without scripts or links to other sites';

/**
 * How long a carousel shows each slide or logo before it moves on by itself (lib/content/schemas/page.ts
 * `autoplay_ms`: 2 to 20 s).
 * @param item what moves, e.g. 'slide'
 * @param defaultMs the value a new block starts with, in ms
 */
const autoplayField = (item: string, defaultMs: number) =>
  fields.integer({
    label: `Next ${item} after (ms)`,
    description: `The ${item}s move on by themselves until a visitor pauses them; ${defaultMs} is ${defaultMs / 1000} seconds.`,
    defaultValue: defaultMs,
    validation: { isRequired: true, min: 2000, max: 20000 },
  });

/** One way into a service call: its button's text and sentence, and the heading of the form it opens. */
const serviceCallWay = (label: string, form: string) =>
  fields.object(
    {
      label: fields.text({ label: 'Button text', validation: { length: { min: 1 } } }),
      detail: fields.text({ label: 'Sentence under it', validation: { length: { min: 1 } } }),
      heading: fields.text({ label: `Heading of ${form}`, validation: { length: { min: 1 } } }),
    },
    { label },
  );

/**
 * The blocks a page is made of (lib/content/schemas/page.ts), in the editor; their pictures are kept in
 * the page's own folder.
 * @param page the page's file name in data/content/pages/ without `.json`, e.g. 'about'
 */
/**
 * The kinds of block a page may have (lib/content/schemas/page.ts `pageHasBlockKind`): every common kind,
 * and those its route draws itself, so the editor never offers one the build would refuse.
 */
function blocksOfPage<Schemas extends Record<string, ComponentSchema>>(
  page: string,
  blocks: {
    [K in keyof Schemas]: { label: string; itemLabel?: (props: GenericPreviewProps<Schemas[K], unknown>) => string; schema: Schemas[K] };
  },
): typeof blocks {
  return Object.fromEntries(Object.entries(blocks).filter(([kind]) => pageHasBlockKind(page, kind))) as typeof blocks;
}

const pageBlocks = (page: string) =>
  fields.blocks(
    blocksOfPage(page, {
      hero: {
        label: 'Title and lead',
        itemLabel: (props) => `Title: ${props.fields.title.value}`,
        schema: fields.object({
          title: fields.text({ label: 'Title', description: 'The page’s heading.', validation: { length: { min: 1 } } }),
          lead: richText('Lead', 'The sentence under the title.'),
          buttons: buttonsField,
          crumb: fields.text({
            label: 'Name in the breadcrumb',
            description: 'Optional: a shorter name for the trail above the title, e.g. Fine Art. Left empty: the title.',
          }),
        }),
      },
      section: {
        label: 'Text section',
        itemLabel: (props) => props.fields.heading.value,
        schema: fields.object({
          heading: fields.text({
            label: 'Heading',
            description: 'May name a shop fact, e.g. {% shop value="founded" /%}.',
            validation: { length: { min: 1 } },
          }),
          anchor: anchorField,
          tone: toneField,
          body: richText('Text'),
          items: fields.array(richText('Point'), { label: 'Bullet points', itemLabel: () => 'Point' }),
          stats: fields.array(statField, {
            label: 'Figures',
            description: 'Optional: figures under the text.',
            itemLabel: (props) => `${props.fields.value.value} ${props.fields.label.value}`,
          }),
          buttons: buttonsField,
        }),
      },
      cards: {
        label: 'Cards',
        itemLabel: (props) => props.fields.heading.value,
        schema: fields.object({
          ...bandFields,
          intro: richText('Introduction'),
          cards: fields.array(
            fields.object({
              title: fields.text({ label: 'Title', validation: { length: { min: 1 } } }),
              figure: fields.text({ label: 'Figure', description: 'Optional: a large figure under the title, e.g. 90 days.' }),
              body: richText('Text'),
              link_label: fields.text({ label: 'Link text' }),
              link_href: fields.text({
                label: 'Link goes to',
                description: `Optional. ${LINK_HINT}`,
                validation: {
                  pattern: { regex: new RegExp(`^$|${HREF_PATTERN.source}`), message: LINK_MESSAGE },
                },
              }),
            }),
            { label: 'Cards', itemLabel: (props) => props.fields.title.value, validation: { length: { min: 1 } } },
          ),
          buttons: buttonsField,
        }),
      },
      stats: {
        label: 'Figures',
        itemLabel: (props) => props.fields.label.value || 'Figures',
        schema: fields.object({
          label: fields.text({ label: 'What the figures are', description: 'Read to screen readers, e.g. Our company in numbers.' }),
          stats: fields.array(statField, {
            label: 'Figures',
            itemLabel: (props) => `${props.fields.value.value} ${props.fields.label.value}`,
            validation: { length: { min: 1 } },
          }),
        }),
      },
      flip_cards: {
        label: 'Flip cards',
        itemLabel: (props) => props.fields.heading.value,
        schema: fields.object({
          ...bandFields,
          cards: fields.array(
            fields.object({
              title: fields.text({ label: 'Title', description: 'On the front.', validation: { length: { min: 1 } } }),
              teaser: fields.text({
                label: 'Short line',
                description: 'On the front, under the title.',
                validation: { length: { min: 1 } },
              }),
              text: fields.text({ label: 'Text', description: 'On the back.', multiline: true, validation: { length: { min: 1 } } }),
              link_label: fields.text({ label: 'Button text', description: 'On the back.', validation: { length: { min: 1 } } }),
              link_href: linkField('Button goes to'),
            }),
            { label: 'Cards', itemLabel: (props) => props.fields.title.value, validation: { length: { min: 1 } } },
          ),
        }),
      },
      steps: {
        label: 'Numbered steps',
        itemLabel: (props) => props.fields.heading.value,
        schema: fields.object({
          ...bandFields,
          steps: fields.array(
            fields.object({
              title: fields.text({ label: 'Title', validation: { length: { min: 1 } } }),
              text: richText('Text'),
            }),
            { label: 'Steps', itemLabel: (props) => props.fields.title.value, validation: { length: { min: 1 } } },
          ),
          buttons: buttonsField,
        }),
      },
      accordion: {
        label: 'Questions and answers',
        itemLabel: (props) => props.fields.heading.value,
        schema: fields.object({
          ...bandFields,
          items: fields.array(
            fields.object({
              question: fields.text({ label: 'Question', validation: { length: { min: 1 } } }),
              answer: richText('Answer'),
            }),
            { label: 'Questions', itemLabel: (props) => props.fields.question.value, validation: { length: { min: 1 } } },
          ),
        }),
      },
      table: {
        label: 'Table',
        itemLabel: (props) => props.fields.heading.value,
        schema: fields.object({
          ...bandFields,
          caption: fields.text({ label: 'Caption', description: 'What the table shows.', validation: { length: { min: 1 } } }),
          columns: fields.array(fields.text({ label: 'Column', validation: { length: { min: 1 } } }), {
            label: 'Column headings',
            description: 'The first heads the rows’ own column.',
            itemLabel: (props) => props.value,
            validation: { length: { min: 2 } },
          }),
          rows: fields.array(
            fields.object({
              cells: fields.array(fields.text({ label: 'Cell' }), {
                label: 'Cells',
                itemLabel: (props) => props.value,
                validation: { length: { min: 2 } },
              }),
            }),
            { label: 'Rows', itemLabel: (props) => props.fields.cells.elements[0]?.value ?? '', validation: { length: { min: 1 } } },
          ),
        }),
      },
      image: {
        label: 'Picture',
        itemLabel: (props) => props.fields.alt.value,
        schema: fields.object({
          src: pagePictureField(
            page,
            'A JPEG, PNG or WebP photo of up to 10 MB (visitors get it resized for their screen), or an SVG of up to 1 MB without scripts or links to other sites.',
          ),
          alt: fields.text({
            label: 'What the picture shows',
            description: 'Read aloud to visitors who cannot see it.',
            validation: { length: { min: 1 } },
          }),
          caption: richText('Caption'),
          width: pictureSideField('Width (px)', 1200),
          height: pictureSideField('Height (px)', 800),
        }),
      },
      cta: {
        label: 'Call to action (quote, upload, call)',
        itemLabel: (props) => props.fields.heading.value,
        schema: fields.object({
          heading: fields.text({ label: 'Heading', validation: { length: { min: 1 } } }),
          tone: toneField,
          body: richText('Text'),
        }),
      },
      form: {
        label: 'Contact form',
        itemLabel: (props) => `Form: ${props.fields.heading.value || props.fields.variant.value}`,
        schema: fields.object({
          variant: fields.select({
            label: 'Form',
            options: contactVariants.map((variant) => ({ label: variant, value: variant })),
            defaultValue: 'default',
          }),
          mailbox: fields.select({
            label: 'Mailbox',
            options: mailboxAliases.map((alias) => ({ label: alias, value: alias })),
            defaultValue: 'help',
          }),
          subject: fields.text({ label: 'Email subject', defaultValue: 'Website Contact Form', validation: { length: { min: 1 } } }),
          heading: fields.text({ label: 'Heading' }),
          anchor: anchorField,
        }),
      },
      slot: {
        label: 'Part drawn by the site',
        itemLabel: (props) => `Site part: ${props.fields.name.value}`,
        schema: fields.object({
          name: fields.text({
            label: 'Part',
            description: 'A part the page draws from other data (its grid of machines, say). Move it; do not rename it.',
            validation: { pattern: { regex: /^[a-z][a-z0-9-]*$/, message: 'Lower-case letters, digits and dashes' } },
          }),
          heading: fields.text({ label: 'Heading', description: 'Optional: the heading above the part.' }),
          anchor: anchorField,
          tone: toneField,
          intro: richText('Introduction', 'Optional: above the part, when it has something to show.'),
          note: richText('Note', 'Optional: under the part, when it has something to show.'),
          empty: richText('When it is empty', 'Instead of the part when it has nothing to show; left empty, the part is left out.'),
          without_scripts: richText(
            'Without scripts',
            'Optional: above the part, only for visitors whose browser runs no JavaScript: why the part cannot work for them, and what to do instead.',
          ),
          labels: fields.array(
            fields.object({
              name: fields.text({
                label: 'Name',
                description: 'The site asks for these words by this name: do not change it.',
                validation: { pattern: { regex: /^[a-z][a-z0-9-]*$/, message: 'Lower-case letters, digits and dashes' } },
              }),
              text: fields.text({
                label: 'Words',
                description: 'A word in braces, such as {machine}, is filled in by the site (the machine’s name).',
                validation: { length: { min: 1 } },
              }),
            }),
            {
              label: 'Words of the part',
              description: 'What the part says (a caption, a link’s text): change the words, keep the names.',
              itemLabel: (props) => `${props.fields.name.value}: ${props.fields.text.value}`,
            },
          ),
        }),
      },
      buttons: {
        label: 'Buttons',
        itemLabel: (props) => `Buttons: ${props.fields.buttons.elements.map((button) => button.fields.label.value).join(', ')}`,
        schema: fields.object({ buttons: buttonsField }),
      },
      note: {
        label: 'Notice',
        itemLabel: () => 'Notice',
        schema: fields.object({ body: richText('Text', 'A boxed notice, e.g. that the page is in test mode.') }),
      },
      service_call: {
        label: 'Service call: the ways in',
        itemLabel: (props) => props.fields.heading.value,
        schema: fields.object({
          heading: fields.text({ label: 'Question', validation: { length: { min: 1 } } }),
          with_id: serviceCallWay('With an equipment ID', 'the equipment lookup'),
          without_id: serviceCallWay('Without an ID', 'the repair form'),
          without_scripts: richText(
            'Without scripts',
            'Above the repair form, which visitors whose browser runs no JavaScript see instead of the two ways in: the lookup needs it.',
          ),
        }),
      },
      hotspots: {
        label: 'Picture with numbered points',
        itemLabel: (props) => props.fields.heading.value,
        schema: fields.object({
          ...bandFields,
          intro: richText('Introduction'),
          src: pagePictureField(page, `${SVG_RULES}.`),
          alt: fields.text({
            label: 'What the picture shows',
            description: 'Read aloud to visitors who cannot see it.',
            validation: { length: { min: 1 } },
          }),
          width: pictureSideField('Width (px)', 1200),
          height: pictureSideField('Height (px)', 800),
          label: fields.text({
            label: 'What the points are',
            description: 'Read to screen readers, e.g. Signage in the picture.',
            validation: { length: { min: 1 } },
          }),
          list_heading: fields.text({
            label: 'Heading of the descriptions',
            description: 'The band under the picture that describes each point.',
            validation: { length: { min: 1 } },
          }),
          list_anchor: anchorField,
          list_tone: toneField,
          link_label: fields.text({ label: 'Link text', description: 'Optional: a link under each description, e.g. Get a Quote.' }),
          link_href: fields.text({
            label: 'Link goes to',
            description: 'A page, or a place on this page such as #quote.',
            validation: {
              pattern: {
                regex: new RegExp(`^$|^#[a-z][a-z0-9-]*$|${HREF_PATTERN.source}`),
                message: 'Starts with /, #, https://, http://, tel:, mailto: or outside:',
              },
            },
          }),
          spots: fields.array(
            fields.object({
              label: fields.text({ label: 'Name', validation: { length: { min: 1 } } }),
              text: richText('Description'),
              x: fields.number({
                label: 'Across (%)',
                description:
                  'Where the point sits, from the picture’s left edge (0) to its right edge (100). On a screen wider than 640 px its name is centred there: keep it off the picture’s words, clear of the other points and of the edges.',
                validation: { isRequired: true, min: 0, max: 100 },
              }),
              y: fields.number({
                label: 'Down (%)',
                description: 'Where the point sits, from the picture’s top (0) to its bottom (100).',
                validation: { isRequired: true, min: 0, max: 100 },
              }),
            }),
            { label: 'Points', itemLabel: (props) => props.fields.label.value, validation: { length: { min: 1 } } },
          ),
        }),
      },
      slides: {
        label: 'Slides',
        itemLabel: (props) => props.fields.heading.value,
        schema: fields.object({
          ...bandFields,
          label: fields.text({
            label: 'What the slides are',
            description: 'Read to screen readers, e.g. Symposium sessions.',
            validation: { length: { min: 1 } },
          }),
          autoplay_ms: autoplayField('slide', 4000),
          width: pictureSideField('Pictures’ width (px)', 1200),
          height: pictureSideField('Pictures’ height (px)', 500),
          slides: fields.array(
            fields.object({
              title: fields.text({ label: 'Title', validation: { length: { min: 1 } } }),
              text: fields.text({ label: 'Sentence', multiline: true, validation: { length: { min: 1 } } }),
              src: pagePictureField(page, `${SVG_RULES}.`),
              alt: fields.text({
                label: 'What the picture shows',
                description: 'Left empty when the picture only decorates and the title says it all.',
              }),
            }),
            { label: 'Slides', itemLabel: (props) => props.fields.title.value, validation: { length: { min: 1 } } },
          ),
        }),
      },
      logos: {
        label: 'Logos',
        itemLabel: (props) => props.fields.heading.value,
        schema: fields.object({
          ...bandFields,
          intro: richText('Introduction'),
          label: fields.text({
            label: 'What the logos are',
            description: 'Read to screen readers, e.g. HP and Canon credentials.',
            validation: { length: { min: 1 } },
          }),
          autoplay_ms: autoplayField('logo', 3000),
          width: pictureSideField('Logos’ width (px)', 240),
          height: pictureSideField('Logos’ height (px)', 120),
          logos: fields.array(
            fields.object({
              name: fields.text({
                label: 'Name',
                description: 'Read aloud in place of the logo to visitors who cannot see it, e.g. Canon Authorized Dealer.',
                validation: { length: { min: 1 } },
              }),
              src: pagePictureField(page, `${SVG_RULES}.`, 'Logo'),
            }),
            { label: 'Logos', itemLabel: (props) => props.fields.name.value, validation: { length: { min: 1 } } },
          ),
        }),
      },
      gallery: {
        label: 'Pictures side by side',
        itemLabel: (props) => props.fields.heading.value,
        schema: fields.object({
          ...bandFields,
          intro: richText('Introduction'),
          pictures: fields.array(
            fields.object({
              src: pagePictureField(page, `${SVG_RULES}.`),
              alt: fields.text({
                label: 'What the picture shows',
                description: 'Read aloud to visitors who cannot see it.',
                validation: { length: { min: 1 } },
              }),
              caption: fields.text({ label: 'Caption', description: 'Under the picture.', validation: { length: { min: 1 } } }),
              width: pictureSideField('Width (px)', 600),
              height: pictureSideField('Height (px)', 400),
            }),
            { label: 'Pictures', itemLabel: (props) => props.fields.caption.value, validation: { length: { min: 1 } } },
          ),
        }),
      },
    }),
    { label: 'Blocks', description: 'The page from top to bottom; the first block is its title.', validation: { length: { min: 1 } } },
  );

/** A page's fields (lib/content/schemas/page.ts `pageFileSchema`), for the page of data/content/pages/<page>.json. */
const pageSchema = (page: string) => ({
  seo_title: fields.text({
    label: 'Search title',
    description:
      'The title search engines show, up to 80 characters; it may name a shop fact, e.g. {% shop value="name" /%}. Left empty: the page’s title.',
    validation: { length: { max: 80 } },
  }),
  seo_description: fields.text({
    label: 'Search description',
    description:
      'The sentence search engines show, up to 200 characters; it may name a shop fact, e.g. {% shop value="founded" /%}. Left empty: the lead.',
    multiline: true,
    validation: { length: { max: 200 } },
  }),
  blocks: pageBlocks(page),
});

/** One editor entry per page of the site (data/content/pages/<page>.json). */
const pageSingletons = Object.fromEntries(
  staticPageRoutes.map((route) => [
    `page-${pageKey(route)}`,
    singleton({
      label: `Page ${route}`,
      path: `data/content/pages/${pageKey(route)}`,
      format: { data: 'json' },
      previewUrl: `/api/content-preview?branch={branch}&entry=page-${pageKey(route)}`,
      schema: pageSchema(pageKey(route)),
    }),
  ]),
);

/** A link of a menu (lib/content/menus.ts `menuLinkSchema`): a page of the route table and its label. */
const menuLinks = (label: string, description: string) =>
  fields.array(
    fields.object({
      href: fields.select({
        label: 'Page',
        options: staticPageRoutes.map((route) => ({ label: route, value: route })),
        defaultValue: '/',
      }),
      label: fields.text({ label: 'Label', validation: { length: { min: 1 } } }),
    }),
    {
      label,
      description,
      itemLabel: (props) => `${props.fields.label.value} (${props.fields.href.value})`,
      validation: { length: { min: 1 } },
    },
  );

/**
 * The service pages of one group of the services catalogue (lib/content/service-catalog.ts), each
 * a card of /services: the page it links to, its title and its summary.
 */
function serviceLinksField(label: string, description: string) {
  return fields.array(
    fields.object({
      href: fields.select({
        label: 'Page',
        options: staticPageRoutes.map((route) => ({ label: route, value: route })),
        defaultValue: '/services',
      }),
      title: fields.text({ label: 'Title', validation: { length: { min: 1 } } }),
      summary: fields.text({ label: 'Summary', multiline: true, validation: { length: { min: 1 } } }),
    }),
    { label, description, itemLabel: (props) => props.fields.title.value, validation: { length: { min: 1 } } },
  );
}

// A literal, not readSiteEnv(process.env): Next inlines NEXT_PUBLIC_* into this browser bundle only where spelled out.
const githubRepo = readSiteSetting('NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO', process.env.NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO) as
  `${string}/${string}` | undefined;

export default config({
  storage: githubRepo ? { kind: 'github', repo: githubRepo, branchPrefix: 'content/' } : { kind: 'local' },
  ui: { brand: { name: shop.name } },
  singletons: {
    ...pageSingletons,
    'page-not-found': singleton({
      label: 'Page not found (404)',
      path: 'data/content/pages/not-found',
      format: { data: 'json' },
      schema: pageSchema('not-found'),
    }),
    // The pages of the equipment categories, and the words every machine's and every sign
    // template's page share, `{machine}` and the like filled in by the site (lib/content/page-words.ts).
    ...Object.fromEntries(
      categoryKeys.map((key) => [
        `page-${pageKey(categoryPath(key))}`,
        singleton({
          label: `Page ${categoryPath(key)} (${machineCategories[key].label})`,
          path: `data/content/pages/${pageKey(categoryPath(key))}`,
          format: { data: 'json' },
          schema: pageSchema(pageKey(categoryPath(key))),
        }),
      ]),
    ),
    'page-equipment-machine': singleton({
      label: 'Page: every machine ({machine} is its name)',
      path: 'data/content/pages/equipment-machine',
      format: { data: 'json' },
      schema: pageSchema('equipment-machine'),
    }),
    'page-library-template': singleton({
      label: 'Page: every sign template ({template} is its title)',
      path: 'data/content/pages/library-template',
      format: { data: 'json' },
      schema: pageSchema('library-template'),
    }),
    menus: singleton({
      label: 'Menus',
      path: 'data/content/menus',
      format: { data: 'json' },
      previewUrl: previewUrl('home'),
      schema: {
        main: menuLinks('Main sections', 'The header’s navigation and the footer’s, in order.'),
        quickRequests: menuLinks('Quick Requests', 'The header’s Quick Requests menu, one entry per request, in order.'),
        services: fields.array(
          fields.object({
            href: fields.select({
              label: 'Outside service',
              description: 'Its address is the site’s setting, not content.',
              options: OUTSIDE_HREFS.map((href) => ({ label: href, value: href })),
              defaultValue: 'outside:upload',
            }),
            label: fields.text({ label: 'Label', validation: { length: { min: 1 } } }),
          }),
          {
            label: 'Online services',
            description: 'The outside services of the header’s top bar (on phones, in the menu), in order.',
            itemLabel: (props) => `${props.fields.label.value} (${props.fields.href.value})`,
            validation: { length: { min: 1 } },
          },
        ),
      },
    }),
    home: singleton({
      label: 'Home page: featured machines and brands',
      path: 'data/content/home',
      format: { data: 'json' },
      previewUrl: previewUrl('home'),
      schema: {
        featured: fields.array(fields.relationship({ label: 'Machine', collection: 'machines', validation: { isRequired: true } }), {
          label: 'Featured machines',
          description: `Up to ${FEATURED_MACHINES}, in the order shown; fewer are filled with the first machine of each category.`,
          itemLabel: (props) => props.value ?? '',
          validation: { length: { max: FEATURED_MACHINES } },
        }),
        brands: fields.array(
          fields.object({
            name: fields.text({
              label: 'Brand',
              description: 'Read aloud in place of the logo to visitors who cannot see it.',
              validation: { length: { min: 1 } },
            }),
            // Stored as public/images/brands/brands/<place in the list>/logo.svg, its address in the file.
            logo: fields.image({
              label: 'Logo',
              description: `${SVG_RULES}.`,
              directory: 'public/images/brands',
              publicPath: '/images/brands/',
              validation: { isRequired: true },
            }),
          }),
          {
            label: 'Brand slides',
            description: 'The logos of the “Brands we carry” carousel, in the order shown.',
            itemLabel: (props) => props.fields.name.value,
            validation: { length: { min: 1 } },
          },
        ),
      },
    }),
    shop: singleton({
      label: 'Shop: name, phones, address and hours',
      path: 'data/content/shop',
      format: { data: 'json' },
      previewUrl: previewUrl('home'),
      schema: {
        name: fields.text({
          label: 'Name',
          description: 'The shop’s name, as every page and search engine shows it.',
          validation: { length: { min: 1 } },
        }),
        founded: fields.integer({
          label: 'Year founded',
          description: 'Every “since” and “years in business” of the site counts from it.',
          validation: { isRequired: true, ...FOUNDED_RANGE },
        }),
        phone: fields.text({ label: 'Main phone', description: 'e.g. (503) 555-0142', validation: { length: { min: 1 } } }),
        service_phone: fields.text({ label: 'Service phone', description: 'The repair line.', validation: { length: { min: 1 } } }),
        email: fields.text({
          label: 'Email',
          description: 'Shown on the pages as the shop’s address.',
          validation: { length: { min: 1 } },
        }),
        street: fields.text({ label: 'Street', validation: { length: { min: 1 } } }),
        city: fields.text({ label: 'City', validation: { length: { min: 1 } } }),
        region: fields.text({
          label: 'State',
          description: 'Two letters, e.g. OR.',
          validation: { pattern: { regex: STATE_PATTERN, message: 'A state is two capital letters, e.g. OR' } },
        }),
        postal_code: fields.text({
          label: 'ZIP code',
          validation: { pattern: { regex: ZIP_PATTERN, message: 'A ZIP code is 5 digits, e.g. 97214' } },
        }),
        hours: fields.object(
          Object.fromEntries(
            WEEKDAYS.map((day) => [
              day,
              optionalMatching(
                day[0].toUpperCase() + day.slice(1),
                OPENING_HOURS_PATTERN,
                'Hours read like 08:00-17:00',
                'e.g. 08:00-17:00; empty: closed',
              ),
            ]),
          ),
          { label: 'Opening hours', description: '24-hour times, in the shop’s time zone. Leave a day empty when the shop is closed.' },
        ),
      },
    }),
    notice: singleton({
      label: 'Site-wide notices',
      path: 'data/content/notice',
      format: { data: 'json' },
      previewUrl: previewUrl('home'),
      schema: {
        notices: fields.array(
          fields.object({
            message: richText(
              'Message',
              `Shown at the top of every page on the days below, e.g. “Closed December 24-26 for the holidays.” At most ${NOTICE_MAX_LENGTH} characters.`,
            ),
            start: fields.date({
              label: 'First day',
              description:
                'In the shop’s time zone; the notice shows from the start of this day (on a preview, before it too, marked as scheduled).',
              validation: { isRequired: true },
            }),
            end: fields.date({
              label: 'Last day',
              description: 'Not before the first day. The notice goes at the end of this day.',
              validation: { isRequired: true },
            }),
          }),
          {
            label: 'Notices',
            description: 'Each shows on its own days; several on the same day show in this order. Remove one to end it early.',
            itemLabel: ({ fields: { start, end } }) =>
              start.value && end.value ? noticeDays({ start: start.value, end: end.value }) : 'A notice without its days',
          },
        ),
      },
    }),
    'service-catalog': singleton({
      label: 'Services catalogue',
      path: 'data/content/service-catalog',
      format: { data: 'json' },
      previewUrl: previewUrl('page-services'),
      schema: {
        print: serviceLinksField('Print services', 'The print service pages, on the cards of /services.'),
        scan: serviceLinksField('Scanning services', 'The scanning service pages, on the cards of /services.'),
        plan: serviceLinksField('Plan room services', 'The plan-room services beside print and scan work, on the cards of /services.'),
      },
    }),
  },
  collections: {
    machines: collection({
      label: 'Machines',
      slugField: 'name',
      path: 'data/content/machines/*',
      format: { data: 'json' },
      previewUrl: previewUrl('machines/{slug}'),
      // Listed by name, not only by file name (Keystatic's own first column).
      columns: ['name', 'category', 'order'],
      schema: {
        name: fields.slug({
          name: { label: 'Name', validation: { length: { min: 1 } } },
          slug: { label: 'File name', description: 'The machine is kept in data/content/machines/<file name>.json.' },
        }),
        category: fields.select({
          label: 'Category',
          options: categoryKeys.map((key) => ({ label: machineCategories[key].label, value: key })),
          defaultValue: 'mfp',
        }),
        order: fields.integer({
          label: 'Place in the grid',
          description: '1 comes first in its category. Machines with the same place follow their file names.',
          defaultValue: 1,
          validation: { isRequired: true, min: 1 },
        }),
        oneliner: fields.text({
          label: 'One-line summary',
          description: 'On the cards. Left empty, the first sentence of the description.',
        }),
        // Rich text the editor cannot require: an empty one is refused by the content check (lib/content/schemas/machine.ts).
        description: richText(
          'Description',
          'Needed. Shown on the machine’s page; its first sentence stands in for an empty one-line summary.',
        ),
        features: fields.array(fields.text({ label: 'Feature', validation: { isRequired: true } }), {
          label: 'Features',
          itemLabel: (props) => props.value,
          validation: { length: { min: 1 } },
        }),
        image_url: fields.text({
          label: 'Artwork',
          description: 'A drawing of public/images/machines/, e.g. /images/machines/wide-mfp.svg.',
          validation: { pattern: { regex: MACHINE_ARTWORK_PATTERN, message: 'Artwork must be an SVG of /images/machines/' } },
        }),
        // Stored as public/images/machines/<file name>/photo.<jpg|png|webp>, its path in the entry.
        photo: fields.image({
          label: 'Photo',
          description: 'A JPEG, PNG or WebP of up to 10 MB, shown on the machine’s page instead of the artwork. Left empty: the artwork.',
          directory: 'public/images/machines',
          publicPath: '/images/machines/',
        }),
        photo_alt: fields.text({
          label: 'What the photo shows',
          description: 'Read aloud to visitors who cannot see it. Needed with a photo.',
        }),
        photo_credit: fields.text({ label: 'Photo credit', description: 'Shown under the photo, e.g. “Photo: Jane Doe, CC BY 4.0”.' }),
        specifications: fields.array(
          fields.object({
            name: fields.text({ label: 'Specification', validation: { length: { min: 1 } } }),
            value: fields.text({ label: 'Value', validation: { length: { min: 1 } } }),
          }),
          {
            label: 'Specifications',
            description: 'The rows of the page’s specifications table, e.g. “Max. paper width”: “36 in”.',
            itemLabel: (props) => `${props.fields.name.value}: ${props.fields.value.value}`,
          },
        ),
        datasheet_url: optionalMatching(
          'Datasheet link',
          LINK_PATTERN,
          'A link must start with https://, http:// or /',
          'Left empty: no datasheet button.',
        ),
        video_url: optionalMatching(
          'Product video link',
          LINK_PATTERN,
          'A link must start with https://, http:// or /',
          'Left empty: no video button.',
        ),
        hp_3dseries: fields.text({
          label: 'Series',
          description: 'The vendor’s series, e.g. designjet-t-series. With the model, the page shows the vendor’s 3D demo.',
        }),
        hp_3dmodel: fields.text({ label: 'Model', description: 'The vendor’s model in its series, e.g. t850.' }),
      },
    }),
    templates: collection({
      label: 'Sign templates',
      slugField: 'description',
      path: 'data/content/templates/*',
      format: { data: 'json' },
      previewUrl: previewUrl('templates/{slug}'),
      columns: ['description', 'order'],
      schema: {
        description: fields.slug({
          name: { label: 'Title', validation: { length: { min: 1 } } },
          slug: { label: 'File name', description: 'The template is kept in data/content/templates/<file name>.json.' },
        }),
        order: fields.integer({
          label: 'Place in the library',
          description: '1 is the first template; the library shows the last one first.',
          defaultValue: 1,
          validation: { isRequired: true, min: 1 },
        }),
        // Stored as public/templates/<file name>/filename.svg, its address in the entry (lib/content/schemas/template.ts).
        filename: fields.image({
          label: 'Design',
          description: `The sign, also its thumbnail: ${SVG_RULES}. Its title describes it to visitors who cannot see it.`,
          directory: 'public/templates',
          publicPath: '/templates/',
          validation: { isRequired: true },
        }),
        prices: fields.array(
          fields.object({
            size: fields.text({
              label: 'Size (inches)',
              validation: { pattern: { regex: SIGN_SIZE_PATTERN, message: 'A size reads like 8.5x11' } },
            }),
            price: fields.number({ label: 'Price (USD)', validation: { isRequired: true, min: 0.01 } }),
          }),
          {
            label: 'Prices per size',
            itemLabel: (props) => `${props.fields.size.value}: $${props.fields.price.value ?? ''}`,
            validation: { length: { min: 1 } },
          },
        ),
      },
    }),
  },
});
