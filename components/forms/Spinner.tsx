import styles from './forms.module.css';

/**
 * The forms' spinner, e.g. in Send while a request is sent; hidden from screen readers, which hear
 * the button's or the status's text instead. Its size is the font's, or `--spinner-size` and
 * `--spinner-border` set by `className`.
 * @param className an extra class of the caller's own stylesheet
 */
export function Spinner({ className }: { className?: string }) {
  return <span className={className ? `${styles.spinner} ${className}` : styles.spinner} aria-hidden="true" />;
}
