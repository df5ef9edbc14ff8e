import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import styles from '@/components/staff/staff.module.css';
import { Link } from '@/components/ui/Link';
import { siteConfig } from '@/lib/content/site';

export const metadata: Metadata = {
  title: { default: 'Staff', template: '%s | Staff' },
  robots: { index: false, follow: false },
};

/** Rendered for each request: what the shop received, for the signed-in person (docs/operations.md#the-staff-side). */
export const dynamic = 'force-dynamic';

/**
 * The staff side's own frame, not the public site's: a bar with the shop's name (back to the
 * site) and the page as `main`; no menus or "Quick Requests" meant for visitors. Kept out of
 * search engines. Each page checks the session itself.
 */
export default function StaffLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <header className={styles.bar}>
        <div className={styles.barInner}>
          <Link href="/" className={styles.brand}>
            {siteConfig.name}
          </Link>
          <span>Staff</span>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.staff}>
        {children}
      </main>
    </>
  );
}
