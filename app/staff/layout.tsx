import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import styles from '@/components/staff/staff.module.css';

export const metadata: Metadata = {
  title: { default: 'Staff', template: '%s | Staff' },
  robots: { index: false, follow: false },
};

/** Rendered for each request: what the shop received, for the signed-in person (docs/operations.md#the-staff-side). */
export const dynamic = 'force-dynamic';

/** The staff side's layout: its pages inside the site's, kept out of search engines. Each page checks the session itself. */
export default function StaffLayout({ children }: { children: ReactNode }) {
  return <div className={styles.staff}>{children}</div>;
}
