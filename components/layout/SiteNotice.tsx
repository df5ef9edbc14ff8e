import { activeNoticeMessage, readNotice } from '@/lib/data/notice';
import { siteConfig } from '@/lib/site';
import styles from './notice.module.css';

const notice = readNotice();

/**
 * The site-wide notice at the top of every page (docs/requirements.md#header, the notice), on the
 * days its file gives, in the shop's time zone; nothing on other days. Pages are rendered again
 * hourly (app/layout.tsx), so it appears and goes within the hour its first day starts and its last
 * day ends, without a new build.
 */
export function SiteNotice() {
  const message = activeNoticeMessage(notice, new Date(), siteConfig.timeZone);
  if (!message) return null;
  return (
    <aside aria-label="Notice" className={styles.notice}>
      <div className="container">
        <p>{message}</p>
      </div>
    </aside>
  );
}
