import type { ReactNode } from 'react';
import styles from './NewTabLink.module.css';

/**
 * A link to another site that opens in a new tab, and says so: a small arrow for sighted users and
 * hidden text for screen readers (WCAG 3.2.5 advice). `noopener noreferrer` keeps the opened page
 * from reaching back into ours.
 * @param href absolute URL, usually from `siteConfig.external`
 * @param className e.g. 'button button-accent' for a link styled as a button
 */
export function NewTabLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <svg className={styles.icon} viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        <path d="M9 2h5v5M14 2 7 9M12 9v5H2V4h5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      </svg>
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
