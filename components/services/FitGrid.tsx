import type { ReactNode } from 'react';
import styles from './FitGrid.module.css';

/**
 * A grid whose columns stretch to fill the row, for a short, known set of items (three featured
 * machines, three example scans) that should not leave an empty column as the site's `.grid` does.
 */
export function FitGrid({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={className ? `${styles.grid} ${className}` : styles.grid}>{children}</div>;
}
