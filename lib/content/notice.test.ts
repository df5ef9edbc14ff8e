import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readNotice, scheduledMark, shownNotices } from './notice';
import type { Notice } from './schemas/notice-file';

const LA = 'America/Los_Angeles';
const holidays: Notice = { message: 'Closed December 24-26 for the holidays.', start: '2026-12-24', end: '2026-12-26' };
const inventory: Notice = { message: 'Closed for inventory: [order online](/quote).', start: '2026-12-26', end: '2026-12-26' };
const newYear: Notice = { message: 'Closed **January 1**.', start: '2026-12-31', end: '2027-01-01' };
const production = { preview: false };
const preview = { preview: true };

/** A notice file in a temporary folder. */
function noticeFile(content: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'notice-')), 'notice.json');
  fs.writeFileSync(file, content);
  return file;
}

/** The messages shown at `at`, each marked when scheduled. */
function shown(notices: Notice[], at: string, options: { preview: boolean }, timeZone = LA): string[] {
  return shownNotices(notices, new Date(at), timeZone, options).map(({ message, scheduled }) =>
    scheduled ? `(scheduled) ${message}` : message,
  );
}

describe('shownNotices', () => {
  it.each([
    ['the evening before its first day, in the shop', '2026-12-24T07:59:59Z', []],
    ['the first minute of its first day, in the shop (still the 23rd in London)', '2026-12-24T08:00:00Z', [holidays.message]],
    ['its middle day', '2026-12-25T20:00:00Z', [holidays.message]],
    ['the last minute of its last day, in the shop (the 27th in UTC)', '2026-12-27T07:59:59Z', [holidays.message]],
    ['the first minute after its last day', '2026-12-27T08:00:00Z', []],
  ])('in production, on %s (%s): %j', (_, at, expected) => {
    expect(shown([holidays], at, production)).toEqual(expected);
  });

  it("follows the shop's time zone, not the server's", () => {
    expect(shown([holidays], '2026-12-24T08:00:00Z', production, 'Europe/London')).toEqual([holidays.message]);
    expect(shown([holidays], '2026-12-23T23:30:00Z', production, 'Europe/London')).toEqual([]);
    expect(shown([holidays], '2026-12-23T23:30:00Z', production, 'Asia/Tokyo')).toEqual([holidays.message]);
  });

  it("shows each notice on its own days, several of one day in the file's order", () => {
    const notices = [holidays, inventory, newYear];
    expect(shown(notices, '2026-12-25T20:00:00Z', production)).toEqual([holidays.message]);
    expect(shown(notices, '2026-12-26T20:00:00Z', production)).toEqual([holidays.message, inventory.message]);
    expect(shown([inventory, holidays], '2026-12-26T20:00:00Z', production)).toEqual([inventory.message, holidays.message]);
    expect(shown(notices, '2026-12-28T20:00:00Z', production)).toEqual([]);
    expect(shown(notices, '2027-01-01T20:00:00Z', production)).toEqual([newYear.message]);
  });

  it('shows nothing without notices', () => {
    expect(shown([], '2026-12-25T20:00:00Z', preview)).toEqual([]);
  });

  it('on a preview, shows the notices still to come, marked as scheduled, and never one that has ended', () => {
    const notices = [holidays, inventory, newYear];
    expect(shown(notices, '2026-12-24T07:59:59Z', preview)).toEqual([
      `(scheduled) ${holidays.message}`,
      `(scheduled) ${inventory.message}`,
      `(scheduled) ${newYear.message}`,
    ]);
    expect(shown(notices, '2026-12-25T20:00:00Z', preview)).toEqual([
      holidays.message,
      `(scheduled) ${inventory.message}`,
      `(scheduled) ${newYear.message}`,
    ]);
    expect(shown(notices, '2026-12-27T08:00:00Z', preview)).toEqual([`(scheduled) ${newYear.message}`]);
    expect(shown(notices, '2027-01-02T08:00:00Z', preview)).toEqual([]);
  });

  it('in production, never shows a notice still to come', () => {
    expect(shown([holidays, inventory, newYear], '2026-12-01T20:00:00Z', production)).toEqual([]);
  });
});

describe('scheduledMark', () => {
  it('says the days a scheduled notice will show', () => {
    expect(scheduledMark(holidays)).toBe('Scheduled: from Dec 24 to Dec 26, 2026');
    expect(scheduledMark(inventory)).toBe('Scheduled: on Dec 26, 2026');
    expect(scheduledMark(newYear)).toBe('Scheduled: from Dec 31, 2026 to Jan 1, 2027');
  });
});

describe('readNotice', () => {
  it('is undefined without a file', () => {
    expect(readNotice(path.join(os.tmpdir(), 'no-such-notice.json'))).toBeUndefined();
  });

  it('reads the notices, in order', () => {
    expect(readNotice(noticeFile(JSON.stringify({ notices: [holidays, inventory] })))).toEqual({ notices: [holidays, inventory] });
  });

  it('reads no notices from an empty list or none', () => {
    expect(readNotice(noticeFile(JSON.stringify({ notices: [] })))).toEqual({ notices: [] });
    expect(readNotice(noticeFile('{}'))).toEqual({ notices: [] });
  });

  it.each([
    ['a last day before the first', { ...holidays, end: '2026-12-23' }, 'notices[1].end: the last day must not come before the first'],
    ['a day not on the calendar', { ...holidays, end: '2026-12-32' }, 'notices[1].end:'],
    ['no first day', { message: holidays.message, end: holidays.end }, 'notices[1].start:'],
    ['no message', { start: holidays.start, end: holidays.end }, 'notices[1].message:'],
    ['a message without words', { ...holidays, message: '\n' }, 'notices[1].message: a notice needs its message'],
    ['a message of 301 characters', { ...holidays, message: 'x'.repeat(301) }, 'notices[1].message:'],
    ['a heading in the message', { ...holidays, message: '# Closed' }, 'notices[1].message:'],
    ['HTML in the message', { ...holidays, message: 'Closed <b>Friday</b>.' }, 'notices[1].message:'],
  ])('refuses %s, naming the file and the field', (_, notice, field) => {
    const file = noticeFile(JSON.stringify({ notices: [inventory, notice] }));
    expect(() => readNotice(file)).toThrow(`${file}: ${field}`);
  });

  it('accepts a message of 300 characters, counted in its source', () => {
    const message = `[${'x'.repeat(290)}](/quote)`;
    expect(message).toHaveLength(300);
    expect(readNotice(noticeFile(JSON.stringify({ notices: [{ ...holidays, message }] })))?.notices[0].message).toBe(message);
  });

  it('accepts a notice of one day', () => {
    expect(readNotice(noticeFile(JSON.stringify({ notices: [inventory] })))?.notices).toEqual([inventory]);
  });

  it("reads the repository's file", () => {
    expect(readNotice()).toEqual({ notices: expect.any(Array) });
  });
});
