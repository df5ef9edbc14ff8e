import type { ReactNode } from 'react';
import styles from './StaffTable.module.css';

/**
 * A staff page's table (the requests, a request's delivery attempts, the orders, the meter
 * readings) in a region that scrolls sideways on a phone and that keyboard users can focus (axe
 * `scrollable-region-focusable`). The caption stands above the region and names both: a
 * `<caption>` is as wide as its table, and a phone would cut it off with the columns it cannot show.
 * @param id unique on the page; the caption gets `${id}-caption`
 * @param caption what the table holds, e.g. '4 requests, newest first'
 * @param className of the whole, caption and region (the requests list shows it from 48em only)
 * @param children the table's `thead` and `tbody`; a day in a `<time>`, an id in a `<code>` or a link, and
 *   a row's header are kept on one line
 */
export function StaffTable({ id, caption, className, children }: { id: string; caption: string; className?: string; children: ReactNode }) {
  const captionId = `${id}-caption`;
  return (
    <div className={className}>
      <p id={captionId} className={styles.caption}>
        {caption}
      </p>
      <div className={styles.scroll} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table id={id} className={styles.table} aria-labelledby={captionId}>
          {children}
        </table>
      </div>
    </div>
  );
}
