import { joinShortLastWord, unbrokenWords } from './line-breaks';

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
