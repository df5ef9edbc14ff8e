import { buttonSchema, pageBlockSchema, pageFileSchema, type PageBlockKind } from './page';

/**
 * A page's content file (lib/content/schemas/page.ts, docs/editing.md): the rules of its search title and
 * description, of its blocks, and each kind of block's least value and what it is filled with.
 */

/** The least value each kind of block takes: a new kind of block needs its line here. */
const leastValues: Record<PageBlockKind, Record<string, unknown>> = {
  hero: { title: 'Fine Art Services' },
  section: { heading: 'Plans' },
  cards: { heading: 'Services', cards: [{ title: 'Scans' }] },
  stats: { stats: [{ value: '30000+', label: 'prints a year' }] },
  flip_cards: {
    heading: 'Print',
    cards: [{ title: 'Signs', teaser: 'Any size', text: 'Banners and boards.', link_label: 'Signs', link_href: '/services/print/signs' }],
  },
  steps: { heading: 'How it works', steps: [{ title: 'Upload', text: 'Send your files.' }] },
  accordion: { heading: 'Questions', items: [{ question: 'How long?', answer: 'A day.' }] },
  table: { heading: 'Prices', caption: 'Prices per sheet', columns: ['Size', 'Price'], rows: [{ cells: ['24x36', '$5'] }] },
  image: { src: '/images/pages/shop-front.jpg', alt: 'The shop' },
  cta: { heading: 'Get started', body: 'Ask for a quote.' },
  form: { variant: 'default', mailbox: 'help', subject: 'Website Contact Form' },
  slot: { name: 'machines' },
  buttons: {},
  note: { body: 'This form is in test mode.' },
  service_call: {
    heading: 'Do you have an equipment ID?',
    with_id: { label: 'ID required', detail: 'On the sticker', heading: 'Look up your machine' },
    without_id: { label: 'No ID necessary', detail: 'Tell us about it', heading: 'Describe your machine' },
  },
  hotspots: {
    heading: 'Signage',
    src: '/images/covid/storefront.svg',
    alt: 'A storefront',
    label: 'Signs in the picture',
    list_heading: 'The signs',
    spots: [{ label: 'Door sign', text: 'At the door.', x: 0, y: 100 }],
  },
  slides: {
    heading: 'Sessions',
    label: 'Symposium sessions',
    slides: [{ title: 'Color', text: 'Managing color.', src: '/images/hpshow/color.svg' }],
  },
  logos: {
    heading: 'Credentials',
    label: 'Our credentials',
    logos: [{ name: 'Canon Authorized Dealer', src: '/images/pages/hp/canon.svg' }],
  },
  gallery: { heading: 'Examples', pictures: [{ src: '/images/scans/map.svg', alt: 'A map', caption: 'A scanned map' }] },
};

/** A block of `kind`, its least value changed by `change`. */
function block(kind: PageBlockKind, change: Record<string, unknown> = {}) {
  return { discriminant: kind, value: { ...leastValues[kind], ...change } };
}

/** A page of a hero, then `blocks`, with `fields` of its own. */
function page(blocks: unknown[] = [], fields: Record<string, unknown> = {}) {
  return { blocks: [block('hero'), ...blocks], ...fields };
}

/** The messages zod gives for `data`, each with its field's path, e.g. 'blocks[1].value.anchor: ...'. */
function problems(data: unknown): string[] {
  const result = pageFileSchema.safeParse(data);
  return result.success
    ? []
    : result.error.issues.map(
        (issue) => `${issue.path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('')}: ${issue.message}`,
      );
}

describe('the blocks', () => {
  it('have a least value for every kind', () => {
    expect(pageBlockSchema.options.map((option) => option.shape.discriminant.value).sort()).toEqual(Object.keys(leastValues).sort());
  });

  it.each(Object.keys(leastValues) as PageBlockKind[])('take the least value of a %s block', (kind) => {
    expect(pageBlockSchema.safeParse(block(kind)).error?.issues).toBeUndefined();
  });

  it.each((Object.keys(leastValues) as PageBlockKind[]).filter((kind) => Object.keys(leastValues[kind]).length > 0))(
    'refuse a %s block without its values',
    (kind) => {
      expect(pageBlockSchema.safeParse({ discriminant: kind, value: {} }).success).toBe(false);
    },
  );

  it('refuse a block of a kind there is none of', () => {
    expect(pageBlockSchema.safeParse({ discriminant: 'video', value: { src: 'https://example.com' } }).success).toBe(false);
  });

  it('fill what is left out: no lead, anchor or buttons, a white band, a picture of 1200 by 800 px', () => {
    expect(pageBlockSchema.parse(block('hero')).value).toEqual({ title: 'Fine Art Services', lead: '', buttons: [], crumb: '' });
    expect(pageBlockSchema.parse(block('section')).value).toEqual({
      heading: 'Plans',
      anchor: '',
      tone: 'plain',
      body: '',
      items: [],
      stats: [],
      buttons: [],
    });
    expect(pageBlockSchema.parse(block('image')).value).toMatchObject({ caption: '', width: 1200, height: 800 });
    expect(pageBlockSchema.parse(block('cta')).value).toMatchObject({ tone: 'plain' });
    expect(pageBlockSchema.parse(block('slot')).value).toMatchObject({ heading: '', intro: '', note: '', empty: '', labels: [] });
    expect(pageBlockSchema.parse(block('cards')).value).toMatchObject({
      cards: [{ title: 'Scans', figure: '', body: '', link_label: '', link_href: '' }],
      buttons: [],
    });
  });
});

describe('a button', () => {
  it.each([
    '/quote',
    '/services/print/signs#quote',
    'https://www.hp.com',
    'http://example.com',
    'tel:5035550142',
    'mailto:a@b.test',
    'outside:upload',
  ])('goes to %s', (href) => {
    expect(buttonSchema.parse({ label: 'Go', href })).toEqual({ label: 'Go', href, look: 'primary', new_tab: false });
  });

  it.each(['quote', 'www.hp.com', 'javascript:alert(1)', 'outside:nowhere', ''])('does not go to %j', (href) => {
    expect(buttonSchema.safeParse({ label: 'Go', href }).success).toBe(false);
  });

  it('has a text and a look of the site', () => {
    expect(buttonSchema.safeParse({ label: '', href: '/quote' }).success).toBe(false);
    expect(buttonSchema.safeParse({ label: 'Go', href: '/quote', look: 'shiny' }).success).toBe(false);
  });
});

describe('a page', () => {
  it('takes a hero alone, with an empty search title and description', () => {
    expect(pageFileSchema.parse(page())).toEqual({
      seo_title: '',
      seo_description: '',
      blocks: [pageBlockSchema.parse(block('hero'))],
    });
  });

  // 80 characters hold the home page's title with the shop's name; 200, what search engines show.
  it.each([
    ['seo_title', 80, 'a search title has at most 80 characters'],
    ['seo_description', 200, 'a search description has at most 200 characters'],
  ])('takes a %s of %i characters, and refuses one more', (field, most, message) => {
    expect(problems(page([], { [field]: 'x'.repeat(most) }))).toEqual([]);
    expect(problems(page([], { [field]: 'x'.repeat(most + 1) }))).toEqual([`.${field}: ${message}`]);
  });

  it('takes a shop fact by name in its search title and description, and refuses an unknown one', () => {
    expect(problems(page([], { seo_title: '{% shop value="name" /%} in {% shop value="city" /%}' }))).toEqual([]);
    expect(problems(page([], { seo_description: 'Fax {% shop value="fax" /%}' }))).toEqual([
      expect.stringMatching(/^\.seo_description: Attribute 'value' must match one of/),
    ]);
  });

  it('refuses a page without blocks, one whose first block is not its hero, and one with two', () => {
    expect(problems({ blocks: [] })).toEqual(['.blocks: Too small: expected array to have >=1 items']);
    expect(problems({ blocks: [block('section'), block('hero')] })).toEqual(['.blocks: the first block is the page’s title (hero)']);
    expect(problems(page([block('hero')]))).toEqual(['.blocks: a page has one title (hero)']);
  });

  it('names the field of a bad block', () => {
    expect(problems(page([block('section', { anchor: 'Our Work' })]))).toEqual([
      '.blocks[1].value.anchor: an anchor is lower-case letters, digits and dashes',
    ]);
    expect(problems(page([block('section', { body: '## Heading' })]))).toEqual([
      expect.stringMatching(/^\.blocks\[1\]\.value\.body: a heading is not allowed here/),
    ]);
  });
});

describe('the rules of a block', () => {
  it.each([
    ['an anchor of lower-case letters, digits and dashes', 'section', { anchor: 'quote-2' }, true],
    ['an anchor that starts with a digit', 'section', { anchor: '2-quote' }, false],
    ['a tone of the site', 'section', { tone: 'highlight' }, true],
    ['a tone of its own', 'section', { tone: 'red' }, false],
    ['a shop fact alone as a figure', 'stats', { stats: [{ value: '{% shop value="years" /%}', label: 'years in business' }] }, true],
    ['a picture of /images/pages/', 'image', { src: '/images/pages/team/front.webp' }, true],
    ['a picture elsewhere', 'image', { src: '/images/shop.jpg' }, false],
    ['a picture that is not a photo or a drawing', 'image', { src: '/images/pages/shop.gif' }, false],
    ['a picture box of 16 px', 'image', { width: 16, height: 16 }, true],
    ['a picture box of 15 px', 'image', { width: 15 }, false],
    ['a picture box of 2401 px', 'image', { height: 2401 }, false],
    ['a table of one column', 'table', { columns: ['Size'] }, false],
    ['a row of one cell', 'table', { rows: [{ cells: ['24x36'] }] }, false],
    ['a form of a variant there is none of', 'form', { variant: 'survey' }, false],
    ['a form to a mailbox there is none of', 'form', { mailbox: 'ceo' }, false],
    ['a part whose name has capitals', 'slot', { name: 'Machines' }, false],
    ['a point off the picture', 'hotspots', { spots: [{ label: 'Door', text: 'At the door.', x: 101, y: 0 }] }, false],
    ['slides that move on every 2 seconds', 'slides', { autoplay_ms: 2000 }, true],
    ['slides that move on every second', 'slides', { autoplay_ms: 1000 }, false],
    ['logos that move on every 20 seconds', 'logos', { autoplay_ms: 20000 }, true],
    ['logos that move on every 21 seconds', 'logos', { autoplay_ms: 21000 }, false],
    ['logos of none', 'logos', { logos: [] }, false],
    ['a logo without its name', 'logos', { logos: [{ name: '', src: '/images/pages/hp/canon.svg' }] }, false],
    ['a logo that is a photo', 'logos', { logos: [{ name: 'Canon', src: '/images/pages/hp/canon.jpg' }] }, false],
    ['cards of none', 'cards', { cards: [] }, false],
  ] as const)('%s: %s', (_, kind, change, valid) => {
    expect(pageBlockSchema.safeParse(block(kind, change)).success).toBe(valid);
  });
});
