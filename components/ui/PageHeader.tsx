import type { ReactNode } from 'react';
import { Link } from '@/components/ui/Link';
import styles from './PageHeader.module.css';
import { UnbrokenHyphens } from './UnbrokenHyphens';

export interface Crumb {
  label: string;
  /** Omit on the current page (the last crumb). */
  href?: string;
}

/**
 * The band at the top of a content page: optional breadcrumb, the page's one `h1`, and a lead.
 * @param breadcrumb trail from Home to this page; the last entry is marked as the current page
 */
export function PageHeader({ title, lead, breadcrumb }: { title: string; lead?: ReactNode; breadcrumb?: Crumb[] }) {
  return (
    <div className={styles.header}>
      <div className="container">
        {breadcrumb && (
          <nav aria-label="Breadcrumb" className={styles.crumbs}>
            <ol>
              {breadcrumb.map((crumb, i) => (
                <li key={`${crumb.label}-${i}`}>
                  {crumb.href ? (
                    <Link href={crumb.href}>{crumb.label}</Link>
                  ) : (
                    <span aria-current="page">
                      <UnbrokenHyphens text={crumb.label} />
                    </span>
                  )}
                </li>
              ))}
            </ol>
          </nav>
        )}
        <h1>
          <UnbrokenHyphens text={title} />
        </h1>
        {lead && <p className={styles.lead}>{lead}</p>}
      </div>
    </div>
  );
}
