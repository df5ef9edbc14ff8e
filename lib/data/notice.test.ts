/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { activeNoticeMessage, readNotice } from './notice';

const LA = 'America/Los_Angeles';
const holidays = { message: 'Closed December 24-26 for the holidays.', start: '2026-12-24', end: '2026-12-26' };

/** A notice file in a temporary folder. */
function noticeFile(content: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'notice-')), 'notice.json');
  fs.writeFileSync(file, content);
  return file;
}

describe('activeNoticeMessage', () => {
  it.each([
    ['the evening before its first day, in the shop', '2026-12-24T07:59:59Z', undefined],
    ['the first minute of its first day, in the shop (still the 23rd in London)', '2026-12-24T08:00:00Z', holidays.message],
    ['its middle day', '2026-12-25T20:00:00Z', holidays.message],
    ['the last minute of its last day, in the shop (the 27th in UTC)', '2026-12-27T07:59:59Z', holidays.message],
    ['the first minute after its last day', '2026-12-27T08:00:00Z', undefined],
  ])('on %s (%s): %s', (_, at, expected) => {
    expect(activeNoticeMessage(holidays, new Date(at), LA)).toBe(expected);
  });

  it("follows the shop's time zone, not the server's", () => {
    const at = new Date('2026-12-24T08:00:00Z');
    expect(activeNoticeMessage(holidays, at, 'Europe/London')).toBe(holidays.message);
    expect(activeNoticeMessage(holidays, new Date('2026-12-23T23:30:00Z'), 'Europe/London')).toBeUndefined();
    expect(activeNoticeMessage(holidays, new Date('2026-12-23T23:30:00Z'), 'Asia/Tokyo')).toBe(holidays.message);
  });

  it('shows nothing without a message or without a notice', () => {
    expect(activeNoticeMessage({ start: holidays.start, end: holidays.end }, new Date('2026-12-25T20:00:00Z'), LA)).toBeUndefined();
    expect(activeNoticeMessage(undefined, new Date('2026-12-25T20:00:00Z'), LA)).toBeUndefined();
  });
});

describe('readNotice', () => {
  it('is undefined without a file', () => {
    expect(readNotice(path.join(os.tmpdir(), 'no-such-notice.json'))).toBeUndefined();
  });

  it('reads a notice', () => {
    expect(readNotice(noticeFile(JSON.stringify(holidays)))).toEqual(holidays);
  });

  it.each([
    ['a last day before the first', { ...holidays, end: '2026-12-23' }, 'end: the last day must not come before the first'],
    ['a day not on the calendar', { ...holidays, end: '2026-12-32' }, 'end:'],
    ['no first day', { message: holidays.message, end: holidays.end }, 'start:'],
    ['a message of 301 characters', { ...holidays, message: 'x'.repeat(301) }, 'message:'],
  ])('refuses %s, naming the file and the field', (_, notice, field) => {
    const file = noticeFile(JSON.stringify(notice));
    expect(() => readNotice(file)).toThrow(`${file}: ${field}`);
  });

  it('accepts a message of 300 characters', () => {
    expect(readNotice(noticeFile(JSON.stringify({ ...holidays, message: 'x'.repeat(300) })))?.message).toHaveLength(300);
  });
});
