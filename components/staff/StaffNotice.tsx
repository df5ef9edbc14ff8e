import type { ComponentPropsWithoutRef } from 'react';
import styles from './StaffNotice.module.css';

/**
 * A paragraph the staff side says: `notice` (in green: an outcome, a hint), `error` (in red) or
 * `status` (plain: what is under way). An empty `error` or `status` is hidden, so a form can render
 * its live regions from the start. Used by the pages and by the client components alike (no hooks).
 * @param kind how it reads; every other prop (`role`, `aria-live`, the text) goes to the `p`
 */
export function StaffNotice({
  kind,
  ...props
}: { kind: 'notice' | 'error' | 'status' } & Omit<ComponentPropsWithoutRef<'p'>, 'className'>) {
  return <p {...props} className={styles[kind]} />;
}
