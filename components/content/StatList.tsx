import styles from './StatList.module.css';

/** One counter: the figure exactly as written (e.g. '30000+', docs/requirements.md#content-pages, rule 12) and what it counts. */
export interface Stat {
  value: string;
  label: string;
}

/**
 * A row of counters (figure above its label).
 * @param label names the list for screen readers, e.g. 'Plancenter in numbers'; none where the
 *   heading above it already says what the figures are
 */
export function StatList({ label, stats }: { label?: string; stats: readonly Stat[] }) {
  return (
    <ul className={styles.stats} aria-label={label}>
      {stats.map((stat) => (
        <li key={stat.label}>
          <strong>{stat.value}</strong>
          {` ${stat.label}`}
        </li>
      ))}
    </ul>
  );
}
