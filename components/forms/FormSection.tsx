import type { ReactNode } from 'react';
import styles from './forms.module.css';

/**
 * The band a form stands in at the end of a page (the contact form's, the meter reading's): tinted,
 * under a rule, in the page's container.
 * @param labelledBy id of the form's heading, its first child
 */
export function FormSection({ id, labelledBy, children }: { id?: string; labelledBy?: string; children: ReactNode }) {
  return (
    <section className={styles.section} id={id} aria-labelledby={labelledBy}>
      <div className="container">{children}</div>
    </section>
  );
}
