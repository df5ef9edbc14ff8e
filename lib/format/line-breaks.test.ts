import { joinShortLastWord, SHORT_HYPHENATED_LENGTH, shortHyphenatedRuns, unbrokenWords } from './line-breaks';

const NBSP = '\u00a0';

describe('joinShortLastWord', () => {
  it('joins a last word of up to 3 characters to the word before', () => {
    expect(joinShortLastWord('Addendum 1')).toBe(`Addendum${NBSP}1`);
    expect(joinShortLastWord('Addendum 12')).toBe(`Addendum${NBSP}12`);
    expect(joinShortLastWord('Addendum 123')).toBe(`Addendum${NBSP}123`);
    expect(joinShortLastWord('2026-12-01 11:00 AM')).toBe(`2026-12-01 11:00${NBSP}AM`);
  });

  it('leaves a last word of 4 characters or more, or the given length plus one, to break', () => {
    expect(joinShortLastWord('Addendum 1234')).toBe('Addendum 1234');
    expect(joinShortLastWord('Revised drawings')).toBe('Revised drawings');
    expect(joinShortLastWord('Addendum 12', 1)).toBe('Addendum 12');
    expect(joinShortLastWord('Addendum 1', 1)).toBe(`Addendum${NBSP}1`);
  });

  it('trims, makes one space of a run of white space, and keeps a single word as it is', () => {
    expect(joinShortLastWord('  Addendum \t\n 1 ')).toBe(`Addendum${NBSP}1`);
    expect(joinShortLastWord('Phase   two  drawings')).toBe('Phase two drawings');
    expect(joinShortLastWord(' Addenda ')).toBe('Addenda');
    expect(joinShortLastWord('')).toBe('');
  });
});

describe('unbrokenWords', () => {
  it('splits a bid date into its date and its time with its AM or PM', () => {
    expect(unbrokenWords('2026-12-01 11:00 AM')).toEqual(['2026-12-01', `11:00${NBSP}AM`]);
    expect(unbrokenWords('2026-12-08 2:00 PM')).toEqual(['2026-12-08', `2:00${NBSP}PM`]);
  });

  it('keeps a date without a time, or written in words, as its words', () => {
    expect(unbrokenWords('2026-12-08')).toEqual(['2026-12-08']);
    expect(unbrokenWords('December 8, 2026')).toEqual(['December', '8,', '2026']);
    expect(unbrokenWords('Dec 8 2 PM')).toEqual(['Dec', '8', `2${NBSP}PM`]);
  });

  it('gives no word for an empty or blank text', () => {
    expect(unbrokenWords('')).toEqual([]);
    expect(unbrokenWords('  ')).toEqual([]);
  });
});

describe('shortHyphenatedRuns', () => {
  const kept = (text: string) =>
    shortHyphenatedRuns(text)
      .filter((run) => run.whole)
      .map((run) => run.text);

  it('keeps a short hyphenated word whole: a name, a time range, a size', () => {
    expect(shortHyphenatedRuns('Call us, Monday-Friday 8am-5pm.')).toEqual([
      { text: 'Call us, Monday-Friday ', whole: false },
      { text: '8am-5pm', whole: true },
      { text: '.', whole: false },
    ]);
    expect(kept('E-Info opens the same services')).toEqual(['E-Info']);
    expect(kept('HP DesignJet T850 36-in MFP with a 15.6-inch screen')).toEqual(['36-in', '15.6-inch']);
    expect(kept('a 550-sheet tray (scan-to-file)')).toEqual(['550-sheet', 'scan-to-file']);
  });

  it(`keeps a word of ${SHORT_HYPHENATED_LENGTH} characters whole, and lets one of ${SHORT_HYPHENATED_LENGTH + 1} break`, () => {
    expect(kept('Large-Format')).toEqual(['Large-Format']);
    expect('Large-Format').toHaveLength(SHORT_HYPHENATED_LENGTH);
    expect(kept('Monday-Friday')).toEqual([]);
    expect('Monday-Friday').toHaveLength(SHORT_HYPHENATED_LENGTH + 1);
  });

  it('gives the text back when joined, and one free run when nothing is kept', () => {
    const text = 'Mon-Fri 8am-5pm, E-Info, state-of-the-art-ish, a - b, -x, y-, 2026-12-01.';
    expect(
      shortHyphenatedRuns(text)
        .map((run) => run.text)
        .join(''),
    ).toBe(text);
    expect(kept(text)).toEqual(['Mon-Fri', '8am-5pm', 'E-Info', '2026-12-01']);
    expect(shortHyphenatedRuns('Plans and specs')).toEqual([{ text: 'Plans and specs', whole: false }]);
    expect(shortHyphenatedRuns('')).toEqual([]);
  });
});
