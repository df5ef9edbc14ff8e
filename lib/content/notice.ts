// Relative, not '@/': next.config.ts loads this file (lib/content/content-check.ts), and its loader does not resolve the alias.
import { shopDate } from '../format/shop-date';
import { readContentSingleton } from './content-folder';
import { noticeDays, noticeFileSchema, type Notice, type NoticeFile } from './schemas/notice-file';

/** The site-wide notices' file (docs/editing.md); without it, no notice. */
export const NOTICE_FILE = 'data/content/notice.json';

/**
 * The site-wide notices as their file says them, checked against its schema.
 * @param file relative to the project root (tests give a copy)
 * @returns undefined when there is no such file
 * @throws Error naming the file and the field of a bad notice, e.g. 'notices[1].end: ...' (lib/content/parse.ts)
 */
export function readNotice(file = NOTICE_FILE): NoticeFile | undefined {
  return readContentSingleton(file, noticeFileSchema, { optional: true });
}

/** A notice to show, and whether it is shown before its days (on a preview only). */
export interface ShownNotice extends Notice {
  scheduled: boolean;
}

/**
 * The notices to show at `now`, in the file's order (docs/requirements.md#header, the notice):
 * each whose days, from its first to its last, both included, as days of the shop's time zone,
 * hold `now`; on a preview (docs/requirements.md#previews) also each whose first day is still to
 * come, marked `scheduled`, so staff see next week's notice before visitors do. A notice whose last
 * day has passed shows nowhere.
 * @param timeZone IANA zone of the shop (`siteConfig.timeZone`)
 * @param options.preview whether this is a preview deployment (lib/config/deployment.ts `isPreview`)
 */
export function shownNotices(notices: readonly Notice[], now: Date, timeZone: string, { preview }: { preview: boolean }): ShownNotice[] {
  const today = shopDate(timeZone, now);
  return notices
    .filter((notice) => today <= notice.end && (notice.start <= today || preview))
    .map((notice) => ({ ...notice, scheduled: today < notice.start }));
}

/** What marks a scheduled notice on a preview: 'Scheduled: from Dec 24 to Dec 26, 2026', 'Scheduled: on Dec 24, 2026'. */
export function scheduledMark(notice: Notice): string {
  return `Scheduled: ${notice.start === notice.end ? 'on' : 'from'} ${noticeDays(notice)}`;
}
