import { richTextLinks, richTextPlain, richTextProblems, richTextSchema, SHOP_VALUES, type ShopValue } from './rich-text';

/** What a fact reads as here: its name in angle brackets, so a test sees where it went. */
const fact = (value: ShopValue) => `<${value}>`;

describe('richTextSchema', () => {
  it.each([
    ['nothing', ''],
    ['a paragraph', 'Plans and specs, printed overnight.'],
    ['paragraphs', 'One.\n\nTwo.'],
    ['a line break inside a paragraph', 'One\nline on.'],
    ['a list', '- Plans\n- Specs'],
    ['bold and italic', '**Fast** and _careful_.'],
    [
      'links to the site, another site, a phone and a mailbox',
      '[Quote](/quote), [HP](https://www.hp.com), [call](tel:5035550142), [write](mailto:a@b.test)',
    ],
    ['a shop fact inside a line', 'Call {% shop value="phone" /%} today.'],
    ['a shop fact in a list item', '- Since {% shop value="founded" /%}'],
    ['a comparison written with < and >', 'Files < 5 MB upload faster than files > 50 MB.'],
  ])('takes %s', (_, source) => {
    expect(richTextSchema.safeParse(source)).toEqual({ success: true, data: source });
  });

  it.each(SHOP_VALUES)('takes the shop fact %s', (value) => {
    expect(richTextProblems(`Our ${value}: {% shop value="${value}" /%}.`)).toEqual([]);
  });

  it.each([
    ['a heading', '## Our work', 'a heading is not allowed here'],
    ['a picture', '![Shop](/images/shop.jpg)', 'a image is not allowed here'],
    ['a table', '| a | b |\n| - | - |\n| 1 | 2 |', 'a table is not allowed here'],
    ['a quote', '> Said once', 'a blockquote is not allowed here'],
    ['code', 'Run `rm`', 'a code is not allowed here'],
    ['a rule', 'Above\n\n---\n\nBelow', 'a hr is not allowed here'],
    ['struck-out words', '~~old price~~', 'a s is not allowed here'],
    ['an HTML element', 'Call <b>now</b>', 'HTML is not allowed here'],
    ['an HTML line break', 'One<br/>two', 'HTML is not allowed here'],
    ['an HTML comment', 'Text <!-- hidden -->', 'HTML is not allowed here'],
    ['an unknown tag', '{% price /%}', 'the tag {% price %} is not known'],
    ['an unknown shop fact', 'Fax {% shop value="fax" /%}', "Attribute 'value' must match one of"],
    ['a shop fact without its name', 'Call {% shop /%}', "Missing required attribute: 'value'"],
  ])('refuses %s, saying what', (_, source, message) => {
    const result = richTextSchema.safeParse(source);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message)).toContainEqual(expect.stringContaining(message));
  });
});

describe('richTextLinks', () => {
  it('gives every link target in order, in lists and in bold ones too', () => {
    expect(richTextLinks('See [plans](/bidsets).\n\n- [HP](https://www.hp.com)\n- **[Write](mailto:a@b.test)**')).toEqual([
      '/bidsets',
      'https://www.hp.com',
      'mailto:a@b.test',
    ]);
  });

  it('gives none for a text without links, and keeps a target as written', () => {
    expect(richTextLinks('No links, {% shop value="phone" /%}.')).toEqual([]);
    expect(richTextLinks('[Quote](/quote#form?x=1)')).toEqual(['/quote#form?x=1']);
  });
});

describe('richTextPlain', () => {
  it('gives the words without their marks, each shop fact as `fact` says it', () => {
    expect(richTextPlain('Call **us** at {% shop value="phone" /%} or [write](mailto:a@b.test).', fact)).toBe(
      'Call us at <phone> or write.',
    );
  });

  it('parts paragraphs, list items and lines with one space', () => {
    expect(richTextPlain('One.\n\nTwo.', fact)).toBe('One. Two.');
    expect(richTextPlain('- Plans\n- Specs', fact)).toBe('Plans Specs');
    expect(richTextPlain('One\nline   on.  ', fact)).toBe('One line on.');
  });

  it('gives nothing for nothing', () => {
    expect(richTextPlain('', fact)).toBe('');
  });
});
