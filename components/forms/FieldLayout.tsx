import type { ReactNode } from 'react';
import styles from './forms.module.css';

/**
 * A group of a form's fields under its legend, e.g. 'Your machine' or 'The counters' of a service
 * call or a meter reading.
 */
export function FieldGroup({ legend, children }: { legend: ReactNode; children: ReactNode }) {
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * Fields side by side where there is room (each at least 18rem wide), one under another on a
 * phone; a field with a textarea spans the row.
 * @param className an extra class of the form's own stylesheet
 */
export function FieldGrid({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={className ? `${styles.grid} ${className}` : styles.grid}>{children}</div>;
}

/**
 * A note under a field's control, which the control names with `aria-describedby`: what the field
 * takes, or why it is disabled.
 * @param className an extra class of the form's own stylesheet
 */
export function FieldHint({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  return (
    <p id={id} className={className ? `${styles.hint} ${className}` : styles.hint}>
      {children}
    </p>
  );
}
