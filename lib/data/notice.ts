// Relative, not '@/': next.config.ts loads this file (lib/data/content-check.ts), and its loader does not resolve the alias.
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { noticeFileSchema, type NoticeFile } from '../schemas/notice';
import { readContentSingleton } from './content-folder';

/** The site-wide notice's file (docs/editing.md); without it, no notice. */
export const NOTICE_FILE = 'data/content/notice.json';

/**
 * The site-wide notice as its file says it, checked against its schema.
 * @param file relative to the project root (tests give a copy)
 * @returns undefined when there is no such file
 * @throws Error naming the file and the field of a bad notice (lib/data/parse.ts)
 */
export function readNotice(file = NOTICE_FILE): NoticeFile | undefined {
  return readContentSingleton(file, noticeFileSchema, { optional: true });
}

/**
 * The notice's message if `now` falls on one of its days, from its first to its last, both included,
 * as days of the shop's time zone (docs/requirements.md#header, the notice).
 * @param timeZone IANA zone of the shop (`siteConfig.timeZone`)
 * @returns the message, or undefined (no notice, no message, or another day)
 */
export function activeNoticeMessage(notice: NoticeFile | undefined, now: Date, timeZone: string): string | undefined {
  if (!notice?.message) return undefined;
  const today = format(now, 'yyyy-MM-dd', { in: tz(timeZone) });
  return notice.start <= today && today <= notice.end ? notice.message : undefined;
}
