import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { Link } from '@/components/ui/Link';
import { siteConfig } from '@/lib/content/site';
import styles from './staff.module.css';

export const metadata: Metadata = {
  title: { default: 'Staff', template: '%s | Staff' },
  robots: { index: false, follow: false },
};

/** Rendered for each request: what the shop received, for the signed-in person (docs/operations.md#the-staff-side). */
export const dynamic = 'force-dynamic';

/**
 * The staff side's own frame inside the site's root layout: its stylesheet hides the public
 * header, notice and footer around `main` (as the content editor's does, docs/decisions.md), and
 * a bar with the shop's name leads back to the site; no menus or "Quick Requests" meant for
 * visitors. Kept out of search engines. Each page checks the session itself.
 */
export default function StaffLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.staffSide}>
      <div className={styles.bar}>
        <div className={styles.barInner}>
          <Link href="/" className={styles.brand}>
            {siteConfig.name}
          </Link>
          <span>Staff</span>
        </div>
      </div>
      <div className={styles.staff}>{children}</div>
    </div>
  );
}
