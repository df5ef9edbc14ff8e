import styles from './frame.module.css';

/**
 * An external service shown inside the page in a titled iframe, with its space reserved (no layout
 * shift) and loaded lazily so it never holds up the page.
 * @param title what the frame holds, read out by screen readers (WCAG 4.1.2)
 * @param src absolute URL of the external view
 */
export function ExternalFrame({ title, src }: { title: string; src: string }) {
  return <iframe className={styles.frame} title={title} src={src} loading="lazy" referrerPolicy="strict-origin-when-cross-origin" />;
}
