// Relative, not '@/': next.config.ts loads this file (lib/content/content-check.ts), and its loader does not resolve the alias.
import { format, parseISO } from 'date-fns';
import { z } from 'zod';
import { richTextSchema } from './rich-text';

/** The longest message of a notice, in characters of its source: one or two lines above every page. */
export const NOTICE_MAX_LENGTH = 300;

/**
 * One notice: its message, rich text (lib/content/schemas/rich-text.ts: bold, italic, links such as
 * `[ask for a quote](/quote)`, the shop's facts), shown at the top of every page from its first to
 * its last day (`YYYY-MM-DD`, both included, in the shop's time zone).
 */
export const noticeSchema = z
  .object({
    message: richTextSchema.regex(/\S/, 'a notice needs its message').max(NOTICE_MAX_LENGTH),
    start: z.iso.date(),
    end: z.iso.date(),
  })
  .refine((notice) => notice.start <= notice.end, { message: 'the last day must not come before the first', path: ['end'] });

/**
 * The site-wide notices' content file, `data/content/notice.json` (docs/editing.md;
 * docs/requirements.md#header, the notice): a list of notices, each shown on its own days; several
 * on the same day all show, in the file's order. An empty list shows none. keystatic.config.ts
 * edits it; test/content-editor.test.ts keeps the two the same, but for rules only this schema has,
 * as the editor's fields cannot express them: a message has words and at most NOTICE_MAX_LENGTH
 * characters and holds only what rich text may (the editor's rich-text field has no length or
 * required rule), a day is on the calendar (not 2026-12-32), and the last day does not come before
 * the first (a date field knows no other field).
 */
export const noticeFileSchema = z.object({ notices: z.array(noticeSchema).default([]) });

export type Notice = z.infer<typeof noticeSchema>;
export type NoticeFile = z.infer<typeof noticeFileSchema>;

/** A day of the calendar as people read it: '2026-12-24' reads 'Dec 24'; with its year, 'Dec 24, 2026'. */
function readableDay(day: string, withYear: boolean): string {
  return format(parseISO(day), withYear ? 'MMM d, yyyy' : 'MMM d');
}

/**
 * A notice's days as people read them (the editor's list of notices, a preview's mark of a
 * scheduled notice): 'Dec 24 to Dec 26, 2026'; 'Dec 30, 2026 to Jan 2, 2027' across a new year;
 * 'Dec 24, 2026' for one day.
 */
export function noticeDays({ start, end }: Pick<Notice, 'start' | 'end'>): string {
  if (start === end) return readableDay(start, true);
  return `${readableDay(start, start.slice(0, 4) !== end.slice(0, 4))} to ${readableDay(end, true)}`;
}
