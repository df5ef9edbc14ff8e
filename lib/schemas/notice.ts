import { z } from 'zod';

/** The longest notice, in characters: one or two lines above every page. */
export const NOTICE_MAX_LENGTH = 300;

/**
 * The site-wide notice's content file, `data/content/notice.json` (docs/editing.md;
 * docs/requirements.md#header, the notice): a message shown at the top of every page from its
 * first to its last day (`YYYY-MM-DD`, both included, in the shop's time zone). Without a message
 * no notice shows. keystatic.config.ts edits it; test/content-editor.test.ts keeps the two the same,
 * but for two rules only this schema has, as the editor's date picker cannot break them: a day is
 * on the calendar (not 2026-12-32), and the last day does not come before the first.
 */
export const noticeFileSchema = z
  .object({
    message: z.string().min(1).max(NOTICE_MAX_LENGTH).optional(),
    start: z.iso.date(),
    end: z.iso.date(),
  })
  .refine((notice) => notice.start <= notice.end, { message: 'the last day must not come before the first', path: ['end'] });

export type NoticeFile = z.infer<typeof noticeFileSchema>;
