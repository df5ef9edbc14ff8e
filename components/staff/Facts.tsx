import type { ReactNode } from 'react';
import styles from './Facts.module.css';

/**
 * The staff pages' facts about a request or a passkey: a `dl`, each label (`dt`) beside its value
 * (`dd`), the label above the value on a phone.
 * @param children the `dt` and `dd` elements, in pairs
 */
export function Facts({ children }: { children: ReactNode }) {
  return <dl className={styles.facts}>{children}</dl>;
}
