import { RichText } from '@/components/content/RichText';
import { isPreview } from '@/lib/config/deployment';
import { editedContent } from '@/lib/content/content-folder';
import { readNotice, scheduledMark, shownNotices } from '@/lib/content/notice';
import { siteConfig } from '@/lib/content/site';
import styles from './notice.module.css';

const noticeFile = editedContent(() => readNotice());

/**
 * The site-wide notices at the top of every page (docs/requirements.md#header, the notice), each on
 * the days its file gives, in the shop's time zone, in the file's order; nothing on other days.
 * Pages are rendered again hourly (app/layout.tsx), so a notice appears and goes within the hour its
 * first day starts and its last day ends, without a new build. A preview shows the notices still to
 * come too, each marked as scheduled with its days (lib/content/notice.ts `shownNotices`).
 */
export function SiteNotice() {
  const notices = shownNotices(noticeFile()?.notices ?? [], new Date(), siteConfig.timeZone, { preview: isPreview() });
  if (notices.length === 0) return null;
  return (
    <aside aria-label="Notice" className={styles.notice}>
      <div className="container">
        {notices.map((notice, index) => (
          // A div, not a p: a message may hold a list.
          <div
            key={index}
            className={styles.item}
            // A notice before its days, on a preview only: framed, and its mark says so in words. Inline,
            // as no live page ever shows one.
            style={notice.scheduled ? { outline: '2px dashed', outlineOffset: '-2px', padding: '0.5rem' } : undefined}
          >
            {notice.scheduled && (
              <>
                <strong>{scheduledMark(notice)}</strong>{' '}
              </>
            )}
            <RichText source={notice.message} inline />
          </div>
        ))}
      </div>
    </aside>
  );
}
