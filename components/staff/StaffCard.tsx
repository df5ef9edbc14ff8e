import type { ComponentPropsWithoutRef, ElementType } from 'react';
import styles from './StaffCard.module.css';

/** The elements a card is. */
type CardElement = 'div' | 'li' | 'form';

/**
 * A bordered box of the staff pages, its content stacked: a request in the list on a phone, a way
 * to sign in, a passkey, a form. Used by the pages and by the client components alike (no hooks).
 * @param as the element it is: `div` (the default), `li` in a list, or `form` (then the form's own
 *   props, `action` or `onSubmit`); every other prop goes to that element
 */
export function StaffCard<T extends CardElement = 'div'>({ as, ...props }: { as?: T } & Omit<ComponentPropsWithoutRef<T>, 'className'>) {
  const Element = (as ?? 'div') as ElementType;
  return <Element {...props} className={styles.card} />;
}
